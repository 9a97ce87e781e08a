"""i^i to N significant digits with mpmath: the peer for the suite's `complex.digits` kernel.

mpmath evaluates exp(i * log(i)) at N digits plus guard digits (mp.dps = N + 10) and prints the
real part with N significant digits. The checksum is the last 12 characters of that string, as the
suite's kernel prints them (both round correctly, so they agree).

usage: power_mpmath.py complex.digits N MIN MAX BUDGET WARMUPS
"""
import json
import resource
import sys
import time

import mpmath


def kernel(n):
    mpmath.mp.dps = n + 10
    value = mpmath.power(mpmath.mpc(0, 1), mpmath.mpc(0, 1))
    text = mpmath.nstr(value.real, n, min_fixed=1, max_fixed=0)
    return text


def checksum(text):
    # The suite prints d.ddd…e-1; mpmath the same digits as d.ddd…e-1.
    return text[-12:]


def main(argv):
    if len(argv) != 7 or argv[1] != "complex.digits":
        sys.exit(__doc__)
    n, minimum, maximum, budget, warmups = int(argv[2]), int(argv[3]), int(argv[4]), float(argv[5]), int(argv[6])
    text = ""
    for _ in range(warmups):
        text = kernel(n)
    samples = []
    while len(samples) < maximum and (len(samples) < minimum or sum(samples) < budget):
        start = time.perf_counter()
        text = kernel(n)
        samples.append(time.perf_counter() - start)
    print(json.dumps({"checksum": checksum(text), "kernel": "complex.digits", "size": n, "variant": "",
                      "samples": samples, "peakRSSKiB": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss},
                     sort_keys=True))


if __name__ == "__main__":
    main(sys.argv)
