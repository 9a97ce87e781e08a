#!/usr/bin/env python3
"""Writes the dslr package's test data. Each .ans holds one shortest command sequence per case,
found by a breadth-first search written here (independent of the suite's solver); the output
validator only uses its length.

Run from Data/judge/packages/dslr: python3 ../generators/dslr.py
"""
import random
from collections import deque


def moves(n):
    d1, rest = divmod(n, 1000)
    yield "D", n * 2 % 10000
    yield "S", (n - 1) % 10000
    yield "L", rest * 10 + d1
    yield "R", (n % 10) * 1000 + n // 10


def shortest(a, b):
    came = {a: None}
    queue = deque([a])
    while queue:
        n = queue.popleft()
        if n == b:
            break
        for letter, m in moves(n):
            if m not in came:
                came[m] = (n, letter)
                queue.append(m)
    path = []
    while came[b] is not None:
        b, letter = came[b]
        path.append(letter)
    return "".join(reversed(path))


def write(path, pairs):
    with open(path + ".in", "w") as f:
        f.write(f"{len(pairs)}\n" + "".join(f"{a} {b}\n" for a, b in pairs))
    with open(path + ".ans", "w") as f:
        f.write("".join(shortest(a, b) + "\n" for a, b in pairs))


write("data/sample/1", [(1234, 3412), (1000, 1), (1, 16)])  # Baekjoon 9019's sample
rng = random.Random(9019)
pairs = []
while len(pairs) < 20:
    a, b = rng.randrange(10000), rng.randrange(10000)
    if a != b:
        pairs.append((a, b))
write("data/secret/01-random", pairs)
# The pairs farthest apart from 0 and from 9999 (the longest answers).
far = []
for a in (0, 9999, 1):
    dist = {a: 0}
    queue = deque([a])
    while queue:
        n = queue.popleft()
        for _, m in moves(n):
            if m not in dist:
                dist[m] = dist[n] + 1
                queue.append(m)
    far += [(a, b) for b in sorted(dist, key=lambda b: (-dist[b], b))[:3]]
write("data/secret/02-far", far)
