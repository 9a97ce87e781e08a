#!/usr/bin/env python3
"""Writes the bigsum package's test data: n integers and their sum, computed with Python's
arbitrary-precision integers (the oracle of every .ans here).

Run from Data/judge/packages/bigsum: python3 ../generators/bigsum.py
"""
import random


def write(path, values):
    with open(path + ".in", "w") as f:
        f.write(f"{len(values)}\n" + " ".join(map(str, values)) + "\n")
    with open(path + ".ans", "w") as f:
        f.write(f"{sum(values)}\n")


rng = random.Random(5454)
write("data/sample/1", [3, -5, 7])
write("data/secret/group1/1", [rng.randint(-10**9, 10**9) for _ in range(10)])
write("data/secret/group1/2", [10**9] * 10)
write("data/secret/group2/1", [rng.randint(-10**18, 10**18) for _ in range(1000)])
# Past 2^63 - 1 on the way and at the end: a 64-bit sum wraps.
write("data/secret/group2/2", [10**18] * 1000)
