"""Primes and factors against primecount, primesieve, GNU factor, gmpy2 and OEIS."""
import math
import subprocess

TOP = 2**64 - 1
# Strong pseudoprimes to the first prime bases (ψ₁…ψ₁₃, OEIS A014233), their neighbours, and
# Carmichael numbers (A002997).
PSEUDOPRIMES = [2047, 1373653, 25326001, 3215031751, 2152302898747, 3474749660383, 341550071728321,
                3825123056546413051, 318665857834031151167461, 3317044064679887385961981]
CARMICHAEL = [561, 1105, 1729, 2465, 2821, 6601, 8911]
# OEIS A000043: the Mersenne exponents below 5000.
MERSENNE = [2, 3, 5, 7, 13, 17, 19, 31, 61, 89, 107, 127, 521, 607, 1279, 2203, 2281, 3217, 4253, 4423]


def peer(*args):
    return subprocess.run(list(map(str, args)), capture_output=True, text=True).stdout.strip()


def pi_and_nth(s):
    """π(x) by every method in its range, and the n-th prime, against primecount."""
    xs = [(x, str(x)) for x in (s.rng.randint(0, 10 ** s.rng.randint(1, 13)) for _ in range(s.count(30)))]
    # Near powers of two, written as the issue writes X, blanks and all ("2^40 + 1").
    xs += [(2**k + d, f"2^{k} {'-' if d < 0 else '+'} {abs(d)}") for k in (32, 40, 48) for d in (-1, 0, 1)]
    bad = []
    for x, text in xs:
        want = peer("primecount", x)
        methods = ["gourdon", "deleglise-rivat"] + (["lmo"] if x < 10**14 else [])
        methods += ["meissel", "legendre"] if x < 10**10 else []
        for method in methods:
            _, out, err = s.run("pi", text, "--method", method, "--no-progress")
            if out.strip() != want:
                bad.append(f"pi {text!r} --method {method}: {out.strip() or err.strip()}, primecount {want}")
    ns = [s.rng.randint(1, 10 ** s.rng.randint(1, 12)) for _ in range(s.count(30))]
    for n in ns:
        want = peer("primecount", n, "-n")
        _, out, err = s.run("nthprime", n, "--no-progress")
        if out.strip() != want:
            bad.append(f"nthprime {n}: {out.strip() or err.strip()}, primecount -n {want}")
    return len(xs) + len(ns), bad


def tuplets(s):
    """k-tuplet counts (and lists of short ranges) against primesieve -cK / -pK, 30% near 2^64."""
    bad = []
    cases = s.count(60)
    for _ in range(cases):
        kind = s.rng.random()
        lo = (TOP - s.rng.randint(0, 10**8) if kind < 0.3 else
              s.rng.randint(0, 10 ** s.rng.randint(1, 19)) if kind < 0.6 else s.rng.randint(0, 10**6))
        width = s.rng.randint(0, 10 ** s.rng.randint(0, 7))
        hi, k = min(TOP, lo + width), s.rng.randint(1, 6)
        want = peer("primesieve", lo, hi, f"-c{k}", "-q", "-t1")
        _, out, err = s.run("sieve", "count", lo, hi, "--tuples", k, "--no-progress")
        if out.strip() != want:
            bad.append(f"sieve count {lo} {hi} --tuples {k}: {out.strip() or err.strip()}, primesieve {want}")
        if width < 10**5:
            listed = peer("primesieve", lo, hi, f"-p{k}", "-t1").split()
            _, out, _ = s.run("sieve", "list", lo, hi, "--tuples", k)
            if out.split() != listed:
                bad.append(f"sieve list {lo} {hi} --tuples {k}: the lists differ")
    return cases, bad


def isprime(s):
    """Primality against gmpy2.is_prime (50 rounds): random numbers, semiprimes, Carmichaels."""
    import gmpy2
    rng = s.rng
    nums = [rng.getrandbits(rng.randint(1, 200)) for _ in range(s.count(2000))]
    for _ in range(s.count(300)):
        p = int(gmpy2.next_prime(rng.getrandbits(rng.randint(2, 90))))
        q = int(gmpy2.next_prime(rng.getrandbits(rng.randint(2, 90))))
        nums += [p * q, p]
    for _ in range(s.count(300)):
        k = rng.getrandbits(rng.randint(10, 60))
        a, b, c = 6 * k + 1, 12 * k + 1, 18 * k + 1  # Chernick: a·b·c is Carmichael when all are prime
        nums += [a * b * c, a * b] if all(gmpy2.is_prime(v) for v in (a, b, c)) else [a * b]
    nums += PSEUDOPRIMES + [n + d for n in PSEUDOPRIMES for d in (-2, 2)] + CARMICHAEL
    nums += [2**k + d for k in range(60, 70) for d in range(-20, 21)]
    _, out, err = s.run("isprime", "--no-progress", input="".join(f"{n}\n" for n in nums))
    lines, bad = out.splitlines(), []
    if len(lines) != len(nums):
        return len(nums), [f"isprime printed {len(lines)} lines for {len(nums)} numbers: {err.strip()}"]
    for n, line in zip(nums, lines):
        want = ("neither" if n < 2 else "composite" if not gmpy2.is_prime(n, 50)
                else "prime" if n < PSEUDOPRIMES[-1] else "probable-prime")
        if line != f"{n} {want}":
            bad.append(f"isprime {n}: {line}, gmpy2 {want}")
    return len(nums), bad


def factor(s):
    """Factorizations to 2^127 against GNU factor, and against the construction for the semiprimes
    built here (GNU factor takes minutes on some of two 60-bit primes): semiprimes of every split,
    p^k·q, close primes p·q, 2^k ± 5, prime squares and cubes, Carmichaels and pseudoprimes."""
    import gmpy2
    rng = s.rng

    def prime(bits):
        bits = max(bits, 2)
        return int(gmpy2.next_prime(rng.getrandbits(bits) | (1 << (bits - 1))))

    built = []  # (n, its prime factors)
    for _ in range(s.count(200)):
        a = rng.randint(2, 100)
        built.append([prime(a), prime(rng.randint(2, 127 - a) if a < 125 else 2)])
    for _ in range(s.count(60)):
        p = prime(rng.randint(2, 40))
        built.append([p] * rng.randint(2, max(2, 127 // p.bit_length())) + ([prime(rng.randint(2, 20))] if rng.random() < .5 else []))
    for _ in range(s.count(60)):
        p = prime(rng.randint(8, 63))
        built.append([p, int(gmpy2.next_prime(p + rng.randint(1, 10000)))])
    built += [[p] * e for p in (65521, 65537, 4294967291, 4294967311) for e in (2, 3)]
    built = [(math.prod(f), sorted(f)) for f in built]
    built = [(n, f) for n, f in built if n < 1 << 127]
    others = [rng.getrandbits(rng.randint(1, 127)) + 2 for _ in range(s.count(200))]
    others += [(1 << k) + d for k in (16, 32, 48, 63, 64, 65, 95, 96, 97, 126, 127) for d in range(-5, 6)]
    others = [n for n in others + CARMICHAEL + PSEUDOPRIMES if 1 < n < 1 << 127]
    nums = [n for n, _ in built] + others
    _, out, err = s.run("factor", "--no-progress", input="".join(f"{n}\n" for n in nums))
    got = out.splitlines()
    if len(got) != len(nums):
        return len(nums), [f"factor printed {len(got)} lines for {len(nums)} numbers: {err.strip()}"]
    want = [f"{n}: {' '.join(map(str, f))}" for n, f in built]
    want += subprocess.run(["factor"], input="".join(f"{n}\n" for n in others), capture_output=True, text=True).stdout.splitlines()
    return len(nums), [f"factor: {g}; expected {w}" for g, w in zip(got, want) if g != w]


def factorial_and_mersenne(s):
    """N! and its digit count against gmpy2 and mpmath's log10 Γ; Mersenne exponents against OEIS."""
    import gmpy2
    import mpmath
    mpmath.mp.dps = 50
    ns = list(range(30)) + [s.rng.randint(0, 10 ** s.rng.randint(1, 6)) for _ in range(s.count(30))] + [10**8, 99999999]
    bad = []
    for n in ns:
        if n <= 200000:
            value = gmpy2.fac(n)
            digits = gmpy2.num_digits(value, 10)
            digits -= value < gmpy2.mpz(10) ** (digits - 1)  # num_digits may be one over
        else:
            digits = int(mpmath.floor(mpmath.log10(mpmath.factorial(n)))) + 1
        _, out, _ = s.run("factorial", n, "--digits")
        if out.strip() != str(digits):
            bad.append(f"factorial {n} --digits: {out.strip()}, oracle {digits}")
        if n <= 30000 and s.run("factorial", n)[1].strip() != str(gmpy2.fac(n)):
            bad.append(f"factorial {n}: the value differs from gmpy2.fac")
    got = s.run("mersenne", 5000)[1].split()
    if got != list(map(str, MERSENNE)):
        bad.append(f"mersenne 5000: {' '.join(got)}, OEIS A000043 {' '.join(map(str, MERSENNE))}")
    return len(ns) + 1, bad


CHECKS = {
    "pi": (["primecount"], pi_and_nth),
    "tuplets": (["primesieve"], tuplets),
    "isprime": (["py: gmpy2"], isprime),
    "factor": (["factor", "py: gmpy2"], factor),
    "factorial": (["py: gmpy2", "py: mpmath"], factorial_and_mersenne),
}
