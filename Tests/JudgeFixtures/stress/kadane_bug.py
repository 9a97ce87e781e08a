# Kadane's algorithm with the planted bug of starting from an empty run (best = 0): wrong exactly
# when every number is negative; the smallest such input is one negative number.
n, *a = map(int, open(0).read().split())
best = here = 0
for x in a:
    here = max(0, here + x)
    best = max(best, here)
print(best)
