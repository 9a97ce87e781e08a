#!/usr/bin/env python3
"""The oracle sweep: every `algo` command with an independent oracle on this machine, fed random
and edge inputs, its output compared with the oracle's.

usage: Tests/Sweep/sweep.py ALGO [--seed S] [--scale F] [CHECK ...]

ALGO is the `algo` binary. --seed fixes the inputs (default 1); --scale multiplies the number of
cases (default 1: about four minutes on 2 cores). A check whose peer is missing (primecount,
primesieve, GNU factor, gmpy2, mpmath, scipy) is skipped with a note. Exit 1 when any case
disagrees, each disagreement printed with its input; exit 0 otherwise.

The oracles are written here, apart from the Swift code: a BFS for DSLR, exhaustive enumeration
for archery, the problems' recursive definitions for the stars, closed forms evaluated in mpmath
for the numerics, and the peers' own programs for primes and factors.
"""
import argparse
import importlib.util
import random
import shutil
import subprocess
import sys
import time
from pathlib import Path


class Sweep:
    """What a check needs: the binary, a seeded generator, the scale, and a way to run `algo`."""

    def __init__(self, algo, seed, scale):
        self.algo, self.seed, self.scale = algo, seed, scale
        self.rng = random.Random(seed)

    def count(self, base):
        """base cases at scale 1."""
        return max(1, int(base * self.scale))

    def run(self, *args, input=None):
        """`algo ARGS` with stdin `input`; returns (exit status, stdout, stderr)."""
        done = subprocess.run([self.algo, *map(str, args)], input=input, capture_output=True, text=True)
        return done.returncode, done.stdout, done.stderr


def have_program(name):
    return shutil.which(name) is not None


def have_module(name):
    return importlib.util.find_spec(name) is not None


def main():
    sys.path.insert(0, str(Path(__file__).parent))
    import numerics
    import primes
    import puzzles

    checks = {**primes.CHECKS, **puzzles.CHECKS, **numerics.CHECKS}
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("algo")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--scale", type=float, default=1.0)
    parser.add_argument("checks", nargs="*", metavar="CHECK", help=", ".join(checks))
    options = parser.parse_intermixed_args()
    unknown = [name for name in options.checks if name not in checks]
    if unknown:
        parser.error(f"unknown check {unknown[0]}; the checks are {', '.join(checks)}")
    failed = 0
    for name in options.checks or checks:
        needs, check = checks[name]
        missing = [need for need in needs if not (have_module(need[4:]) if need.startswith("py: ") else have_program(need))]
        if missing:
            print(f"{name}: skipped, {', '.join(missing)} not installed")
            continue
        start = time.monotonic()
        cases, disagreements = check(Sweep(options.algo, options.seed, options.scale))
        print(f"{name}: {cases} cases, {len(disagreements)} disagreements ({time.monotonic() - start:.1f} s)")
        for line in disagreements[:20]:
            print(f"  {line}")
        failed += len(disagreements)
    print(f"sweep (seed {options.seed}): {'no disagreement' if failed == 0 else f'{failed} disagreements'}")
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
