"""z^w to N significant digits with python-flint (FLINT 3's Arb ball arithmetic, `pip install
python-flint`): the best peer for the suite's `complex.digits` (i^i) and `complex.general`
((1+2i)^(0.3+0.7i)) kernels (Guides/ComplexPower.md: Arb as the suite's own digits path was tried).

It evaluates z**w in an acb at N + 10 digits and prints the real part's midpoint with N
significant digits. The checksum is the last 12 characters of that string, as the suite's
kernels print them (both round correctly, so they agree).

usage: power_flint.py complex.digits|complex.general N MIN MAX BUDGET WARMUPS
"""
import decimal
import sys

import flint

import peer_timing

OPERANDS = {
    "complex.digits": (("0", "1"), ("0", "1")),
    "complex.general": (("1", "2"), ("0.3", "0.7")),
}


def kernel(name, n):
    (zr, zi), (wr, wi) = OPERANDS[name]
    flint.ctx.dps = n + 10
    value = flint.acb(flint.arb(zr), flint.arb(zi)) ** flint.acb(flint.arb(wr), flint.arb(wi))
    return value.real.str(n, radius=False)


def checksum(text):
    # Arb prints 0.2078…727 (or 2.07…e-5), the suite d.ddd…e-1: the suite's form's last 12
    # characters (its point is further left for any N above 12).
    _, digits, exponent = decimal.Decimal(text).as_tuple()
    return ("".join(map(str, digits)) + "e" + str(exponent + len(digits) - 1))[-12:]


if __name__ == "__main__":
    name = sys.argv[1] if len(sys.argv) > 1 and sys.argv[1] in OPERANDS else "complex.digits"
    peer_timing.main(name, __doc__, lambda n: lambda: kernel(name, n), checksum)
