# Breadth-first search over the 10^4 registers, one search per case.
import sys
from collections import deque


def solve(a, b):
    came = [None] * 10000
    came[a] = (a, "")
    queue = deque([a])
    while queue:
        n = queue.popleft()
        if n == b:
            break
        for letter, m in (("D", n * 2 % 10000), ("S", (n - 1) % 10000), ("L", n % 1000 * 10 + n // 1000),
                          ("R", n % 10 * 1000 + n // 10)):
            if came[m] is None:
                came[m] = (n, letter)
                queue.append(m)
    path = []
    while b != a:
        b, letter = came[b]
        path.append(letter)
    return "".join(reversed(path))


data = sys.stdin.read().split()
t = int(data[0])
print("\n".join(solve(int(data[1 + 2 * k]), int(data[2 + 2 * k])) for k in range(t)))
