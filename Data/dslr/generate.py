#!/usr/bin/env python3
"""Writes a random DSLR input and, with --lengths, the shortest program length of each case.

The lengths come from a plain BFS written here from the problem statement (Baekjoon 9019),
independently of the Swift code: they are the oracle for Tests/DSLRTests.

usage: generate.py COUNT SEED OUT.in [--lengths OUT.lengths] [--distinct]
"""
import random
import sys
from collections import deque


def step(n, op):
    if op == "D":
        return 2 * n % 10000
    if op == "S":
        return 9999 if n == 0 else n - 1
    if op == "L":
        return n % 1000 * 10 + n // 1000
    return n % 10 * 1000 + n // 10


def distance(a, b):
    seen = {a: 0}
    queue = deque([a])
    while queue:
        n = queue.popleft()
        if n == b:
            return seen[n]
        for op in "DSLR":
            m = step(n, op)
            if m not in seen:
                seen[m] = seen[n] + 1
                queue.append(m)
    raise AssertionError("unreachable")


def main(argv):
    if len(argv) < 4:
        sys.exit(__doc__)
    count, seed, out = int(argv[1]), int(argv[2]), argv[3]
    lengths = argv[argv.index("--lengths") + 1] if "--lengths" in argv else None
    distinct = "--distinct" in argv
    rng = random.Random(seed)
    cases = []
    while len(cases) < count:
        a, b = rng.randrange(10000), rng.randrange(10000)
        if distinct and a == b:
            continue
        cases.append((a, b))
    with open(out, "w") as f:
        f.write(f"{count}\n")
        f.writelines(f"{a} {b}\n" for a, b in cases)
    if lengths:
        with open(lengths, "w") as f:
            f.writelines(f"{distance(a, b)}\n" for a, b in cases)


if __name__ == "__main__":
    main(sys.argv)
