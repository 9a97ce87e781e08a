"""Lucas-Lehmer in Python on gmpy2: the peer for the suite's `mersenne.ll` kernel.

For every prime p <= N it runs Lucas-Lehmer on 2^p - 1 with the same shift-and-add reduction
(no trial factoring: this is the plain test that the suite's search should beat), and the checksum
is the sum of the exponents found.

usage: lucas_lehmer_gmpy2.py mersenne.ll N MIN MAX BUDGET WARMUPS
"""
import json
import resource
import sys
import time

import gmpy2


def lucas_lehmer(p):
    if p == 2:
        return True
    m = (gmpy2.mpz(1) << p) - 1
    s = gmpy2.mpz(4)
    for _ in range(p - 2):
        s = s * s
        s = (s & m) + (s >> p)
        if s >= m:
            s -= m
        s -= 2
        if s < 0:
            s += m
    return s == 0 or s == m


def search(n):
    return sum(p for p in range(2, n + 1) if gmpy2.is_prime(p) and lucas_lehmer(p))


def main(argv):
    if len(argv) != 7 or argv[1] != "mersenne.ll":
        sys.exit(__doc__)
    n, minimum, maximum, budget, warmups = int(argv[2]), int(argv[3]), int(argv[4]), float(argv[5]), int(argv[6])
    checksum = 0
    for _ in range(warmups):
        checksum = search(n)
    samples = []
    while len(samples) < maximum and (len(samples) < minimum or sum(samples) < budget):
        start = time.perf_counter()
        checksum = search(n)
        samples.append(time.perf_counter() - start)
    print(json.dumps({"checksum": str(checksum), "kernel": "mersenne.ll", "size": n, "variant": "",
                      "samples": samples, "peakRSSKiB": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss},
                     sort_keys=True))


if __name__ == "__main__":
    main(sys.argv)
