#!/usr/bin/env python3
"""Writes Data/complex/roots.tsv: square and cube roots that `algo power` must give correctly
rounded, computed with mpmath at 60 digits and rounded once to the nearest Double.

Columns: the base as a Double (repr, exact), the exponent (1/2 or 1/3), the branch k, then the
real and imaginary parts (repr of the correctly rounded Double). Bases: 2, 3, 5, 10, 0.1 and 200
from a fixed seed across 1e-300 … 1e300, positive and negative, each on every branch of its
root (two for 1/2, three for 1/3).
"""
import random

import mpmath

mpmath.mp.dps = 60
random.seed(20261207)

bases = [2.0, 3.0, 5.0, 10.0, 0.1, 7.0, 1e-300, 1.7976931348623157e308]
for _ in range(200):
    bases.append(float(mpmath.mpf(10) ** random.uniform(-300, 300)))

def rounded(x):
    """The Double nearest x (mpmath rounds to nearest on conversion)."""
    return float(x) if x != 0 else 0.0

rows = []
for b in bases:
    for sign in (1, -1):
        z = sign * mpmath.mpf(b)
        for q in (2, 3):
            for k in range(q):
                # z^(1/q) on branch k: |z|^(1/q) · e^(i(θ + 2πk)/q), θ = 0 or π (the upper side of the cut).
                theta = 0 if sign > 0 else mpmath.pi
                angle = (theta + 2 * mpmath.pi * k) / q
                modulus = mpmath.root(abs(z), q)
                re = modulus * mpmath.cos(angle)
                im = modulus * mpmath.sin(angle)
                # cos/sin that are 0 in exact arithmetic come out ~1e-60 here: those are exact zeros.
                re = 0 if abs(re) < modulus * mpmath.mpf(10) ** -50 else re
                im = 0 if abs(im) < modulus * mpmath.mpf(10) ** -50 else im
                rows.append(f"{repr(sign * b)}\t1/{q}\t{k}\t{repr(rounded(re))}\t{repr(rounded(im))}")

with open("Data/complex/roots.tsv", "w") as out:
    out.write("# base\texponent\tk\tre\tim (correctly rounded; Data/complex/make_roots.py, mpmath)\n")
    out.write("\n".join(rows) + "\n")
