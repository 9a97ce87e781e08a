"""The classic sieve in Python, for CPython and PyPy: one flag per number up to n; for each p in
2..n still flagged, count it and cross off p*p, p*p+p, ... <= n (a plain loop, as in the 2018
comparison: no slice assignment, no numpy).

usage: sieve_classic.py sieve.classic N MIN MAX BUDGET WARMUPS
Prints one JSON result line (BenchKit.BenchResult), timed like every other peer.
"""
import json
import resource
import sys
import time


def classic_sieve(n):
    flags = [True] * (n + 1)
    count = 0
    for p in range(2, n + 1):
        if flags[p]:
            count += 1
            if p * p <= n:
                for m in range(p * p, n + 1, p):
                    flags[m] = False
    return count


def main(argv):
    if len(argv) != 7 or argv[1] != "sieve.classic":
        sys.exit(__doc__)
    n, minimum, maximum, budget, warmups = int(argv[2]), int(argv[3]), int(argv[4]), float(argv[5]), int(argv[6])
    checksum = 0
    for _ in range(warmups):
        checksum = classic_sieve(n)
    samples = []
    while len(samples) < maximum and (len(samples) < minimum or sum(samples) < budget):
        start = time.perf_counter()
        checksum = classic_sieve(n)
        samples.append(time.perf_counter() - start)
    print(json.dumps({"checksum": str(checksum), "kernel": "sieve.classic", "size": n, "variant": "",
                      "samples": samples, "peakRSSKiB": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss},
                     sort_keys=True))


if __name__ == "__main__":
    main(sys.argv)
