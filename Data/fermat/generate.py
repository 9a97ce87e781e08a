#!/usr/bin/env python3
"""Writes random triangles for `algo fermat`, one per line: `x1 y1 x2 y2 x3 y3`.

usage: generate.py COUNT SEED OUT
Coordinates are uniform in [-1000, 1000], written by repr (the shortest text that round-trips,
up to 17 significant digits), as a solver that prints Doubles would write them.
"""
import random
import sys


def main(argv):
    if len(argv) != 4:
        sys.exit(__doc__)
    count, seed, out = int(argv[1]), int(argv[2]), argv[3]
    rng = random.Random(seed)
    with open(out, "w") as f:
        for _ in range(count):
            f.write(" ".join(repr(rng.uniform(-1000, 1000)) for _ in range(6)) + "\n")


if __name__ == "__main__":
    main(sys.argv)
