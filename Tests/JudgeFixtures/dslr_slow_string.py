"""Baekjoon 9019, correct but slow: the register kept as a 4-digit string and the program as a
growing string in the queue (the solution that timed out on the judge)."""
import sys
from collections import deque


def step(s, op):
    n = int(s)
    if op == "D":
        n = (n * 2) % 10000
    elif op == "S":
        n = 9999 if n == 0 else n - 1
    elif op == "L":
        return s[1:] + s[0]
    else:
        return s[3] + s[:3]
    return str(n).zfill(4)


def solve(a, b):
    start, goal = str(a).zfill(4), str(b).zfill(4)
    seen = {start}
    queue = deque([(start, "")])
    while queue:
        s, path = queue.popleft()
        if s == goal:
            return path
        for op in "DSLR":
            t = step(s, op)
            if t not in seen:
                seen.add(t)
                queue.append((t, path + op))
    return ""


t = int(sys.stdin.readline())
for _ in range(t):
    a, b = map(int, sys.stdin.readline().split())
    print(solve(a, b))
