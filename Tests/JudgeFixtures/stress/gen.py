# Generator for the stress fixtures: the maximum-subarray problem. argv: seed [size]; prints n
# (1 <= n <= size, default 30) and n integers in [-10, 10].
import random
import sys

rng = random.Random(int(sys.argv[1]))
size = int(sys.argv[2]) if len(sys.argv) > 2 else 30
n = rng.randint(1, size)
print(n)
print(*(rng.randint(-10, 10) for _ in range(n)))
