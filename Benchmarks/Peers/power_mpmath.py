"""z^w to N significant digits with mpmath: the peer for the suite's `complex.digits` (i^i) and
`complex.general` ((1+2i)^(0.3+0.7i)) kernels.

mpmath evaluates exp(w * log(z)) at N digits plus guard digits (mp.dps = N + 10) and prints the
real part with N significant digits. The checksum is the last 12 characters of that string, as the
suite's kernels print them (both round correctly, so they agree).

usage: power_mpmath.py complex.digits|complex.general N MIN MAX BUDGET WARMUPS
"""
import sys

import mpmath

import peer_timing

OPERANDS = {
    "complex.digits": (("0", "1"), ("0", "1")),
    "complex.general": (("1", "2"), ("0.3", "0.7")),
}


def kernel(name, n):
    (zr, zi), (wr, wi) = OPERANDS[name]
    mpmath.mp.dps = n + 10
    value = mpmath.power(mpmath.mpc(zr, zi), mpmath.mpc(wr, wi))
    return mpmath.nstr(value.real, n, min_fixed=1, max_fixed=0, strip_zeros=False)


def checksum(text):
    # The suite prints d.ddd…e-1; mpmath the same digits as d.ddd…e-1.
    return text[-12:]


if __name__ == "__main__":
    name = sys.argv[1] if len(sys.argv) > 1 and sys.argv[1] in OPERANDS else "complex.digits"
    peer_timing.main(name, __doc__, lambda n: lambda: kernel(name, n), checksum)
