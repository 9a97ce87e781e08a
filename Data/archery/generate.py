#!/usr/bin/env python3
"""Writes random archery instances, one per line: `n h_0 … h_{K-1}`.

usage: generate.py COUNT SEED OUT [--rings K] [--max-n N]
Classic instances (K = 11, the default) follow the original constraints: n in 1..10 and the
opponent's arrows summing to n.  With --max-n, n is drawn up to N and the opponent's counts up to N.
"""
import random
import sys


def main(argv):
    if len(argv) < 4:
        sys.exit(__doc__)
    count, seed, out = int(argv[1]), int(argv[2]), argv[3]
    rings = int(argv[argv.index("--rings") + 1]) if "--rings" in argv else 11
    max_n = int(argv[argv.index("--max-n") + 1]) if "--max-n" in argv else None
    rng = random.Random(seed)
    with open(out, "w") as f:
        for _ in range(count):
            if max_n is None:
                n = rng.randint(1, 10)
                opponent = [0] * rings
                for _ in range(n):
                    opponent[rng.randrange(rings)] += 1
            else:
                n = rng.randint(1, max_n)
                opponent = [rng.randint(0, max_n // rings) for _ in range(rings)]
            f.write(" ".join(map(str, [n] + opponent)) + "\n")


if __name__ == "__main__":
    main(sys.argv)
