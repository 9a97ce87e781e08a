"""i^i to N significant digits with mpmath: the peer for the suite's `complex.digits` kernel.

mpmath evaluates exp(i * log(i)) at N digits plus guard digits (mp.dps = N + 10) and prints the
real part with N significant digits. The checksum is the last 12 characters of that string, as the
suite's kernel prints them (both round correctly, so they agree).

usage: power_mpmath.py complex.digits N MIN MAX BUDGET WARMUPS
"""
import mpmath

import peer_timing


def kernel(n):
    mpmath.mp.dps = n + 10
    value = mpmath.power(mpmath.mpc(0, 1), mpmath.mpc(0, 1))
    text = mpmath.nstr(value.real, n, min_fixed=1, max_fixed=0)
    return text


def checksum(text):
    # The suite prints d.ddd…e-1; mpmath the same digits as d.ddd…e-1.
    return text[-12:]


if __name__ == "__main__":
    peer_timing.main("complex.digits", __doc__, lambda n: lambda: kernel(n), checksum)
