# Rounds the sum to an integer: accepted on the samples (3.0 and 1e9 are whole), wrong on the
# first secret test, whose sum is 14.949463.
import sys

n, *values = sys.stdin.read().split()
print(round(sum(map(float, values[: int(n)]))))
