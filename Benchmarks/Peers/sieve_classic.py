"""The classic sieve in Python, for CPython and PyPy: one flag per number up to n; for each p in
2..n still flagged, count it and cross off p*p, p*p+p, ... <= n (a plain loop, as in the 2018
comparison: no slice assignment, no numpy).

usage: sieve_classic.py sieve.classic N MIN MAX BUDGET WARMUPS
Prints one JSON result line (BenchKit.BenchResult), timed like every other peer.
"""
import peer_timing


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


if __name__ == "__main__":
    peer_timing.main("sieve.classic", __doc__, lambda n: lambda: classic_sieve(n))
