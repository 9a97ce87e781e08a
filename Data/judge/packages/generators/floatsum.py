#!/usr/bin/env python3
"""Writes this package's test data: n real numbers, and their sum as math.fsum gives it (the
correctly rounded sum of the doubles read, Shewchuk's algorithm): the oracle of every .ans here.

Run from Data/judge/packages/floatsum: python3 ../generators/floatsum.py
"""
import math
import random


def write(path, values):
    with open(path + ".in", "w") as f:
        f.write(f"{len(values)}\n" + " ".join(values) + "\n")
    with open(path + ".ans", "w") as f:
        f.write(repr(math.fsum(float(v) for v in values)) + "\n")


write("data/sample/1", ["1.5", "2.25", "-0.75"])
write("data/sample/2", ["1000000000"])
rng = random.Random(54)
write("data/secret/01-small", [f"{rng.uniform(-10, 10):.6f}" for _ in range(10)])
# Large and small magnitudes that cancel: a float (single precision) or naive sum drifts here.
big = []
for _ in range(3000):
    x = rng.uniform(1e8, 1e9)
    big += [f"{x:.3f}", f"{-x:.3f}", f"{rng.uniform(0, 1):.6f}"]
rng.shuffle(big)
write("data/secret/02-cancel", big)
write("data/secret/03-max", [f"{rng.uniform(-1e9, 1e9):.3f}" for _ in range(5000)])
