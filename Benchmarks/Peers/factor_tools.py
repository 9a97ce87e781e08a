"""GNU factor and PARI/GP on the numbers of the suite's factor.* kernels.

usage: factor_tools.py gnu-factor|pari KERNEL N MIN MAX BUDGET WARMUPS

The numbers are made exactly as Benchmarks/AlgoBench/Kernels/KernelInputs.swift makes them (SplitMix64
from seed 2014; each prime the next prime after a random value with its top bit set), so the
checksum (the sum of all prime factors, with multiplicity, mod 2^64) must agree. Each timed run
starts one process and feeds it every number: `factor N...`, or a gp script of factorint calls.
"""
import subprocess
import sys

import peer_timing

MASK = (1 << 64) - 1
SMALL = [2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37]


def is_prime(n):
    """Miller-Rabin with the first 12 prime bases: exact below 3.3e24 (Sorenson and Webster)."""
    if n < 2:
        return False
    for p in SMALL:
        if n % p == 0:
            return n == p
    d, s = n - 1, 0
    while d % 2 == 0:
        d //= 2
        s += 1
    for a in SMALL:
        x = pow(a, d, n)
        if x in (1, n - 1):
            continue
        for _ in range(s - 1):
            x = x * x % n
            if x == n - 1:
                break
        else:
            return False
    return True


def semiprimes(n, bits):
    state = 2014

    def split_mix():
        nonlocal state
        state = (state + 0x9E3779B97F4A7C15) & MASK
        z = state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK
        return z ^ (z >> 31)

    half = bits // 2
    words = (half + 63) // 64

    def prime():
        while True:
            value = 0
            for _ in range(words):
                value = (value << 64) | split_mix()
            p = (value >> (64 * words - half)) | (1 << (half - 1))
            p += 1
            while not is_prime(p):
                p += 1
            if p.bit_length() == half:
                return p

    return [prime() * prime() for _ in range(n)]


def checksum_of(lines):
    total = 0
    for line in lines:
        for factor in line.split(":", 1)[1].split():
            total = (total + int(factor)) & MASK
    return str(total)


def gnu_factor(numbers):
    output = subprocess.run(["factor"] + [str(n) for n in numbers], capture_output=True, text=True, check=True)
    return checksum_of(output.stdout.splitlines())


def pari(numbers):
    script = "".join(
        f"{{my(f = factorint({n})); print({n}, \":\", concat(vector(#f~, i, vector(f[i, 2], j, Str(\" \", f[i, 1])))))}}\n"
        for n in numbers)
    output = subprocess.run(["gp", "-q", "-f", "--default", "parisizemax=1G"], input=script, capture_output=True,
                            text=True, check=True)
    return checksum_of(line.replace('"', "").replace(",", "").replace("[", "").replace("]", "")
                       for line in output.stdout.splitlines() if ":" in line)


if __name__ == "__main__":
    tools = {"gnu-factor": gnu_factor, "pari": pari}
    if len(sys.argv) < 3 or sys.argv[1] not in tools:
        sys.exit(__doc__)
    tool = tools[sys.argv.pop(1)]
    kernel = sys.argv[1]
    bits = int(kernel.split(".")[-1].lstrip("abcdefghijklmnopqrstuvwxyz-"))
    peer_timing.main(kernel, __doc__, lambda n: (lambda numbers: lambda: tool(numbers))(semiprimes(n, bits)))
