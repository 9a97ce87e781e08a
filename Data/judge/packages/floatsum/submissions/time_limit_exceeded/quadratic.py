# Re-sums every prefix: quadratic, far over 2 s on the 5000-number test.
import sys

n, *values = sys.stdin.read().split()
xs = [float(v) for v in values[: int(n)]]
total = 0.0
for i in range(len(xs)):
    for _ in range(2000):
        total = sum(xs[: i + 1])
print(total)
