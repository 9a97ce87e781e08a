"""Lucas-Lehmer in Python on gmpy2: the peer for the suite's `mersenne.ll` kernel.

For every prime p <= N it runs Lucas-Lehmer on 2^p - 1 with the same shift-and-add reduction
(no trial factoring: this is the plain test that the suite's search should beat), and the checksum
is the sum of the exponents found.

usage: lucas_lehmer_gmpy2.py mersenne.ll N MIN MAX BUDGET WARMUPS
"""
import gmpy2

import peer_timing


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


if __name__ == "__main__":
    peer_timing.main("mersenne.ll", __doc__, lambda n: lambda: search(n))
