import math
import sys

n, *values = sys.stdin.read().split()
print(repr(math.fsum(map(float, values[: int(n)]))))
