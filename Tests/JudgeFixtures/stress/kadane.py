# Kadane's algorithm, right: the best run ending here is this number or it plus the best before.
n, *a = map(int, open(0).read().split())
best = here = a[0]
for x in a[1:]:
    here = max(x, here + x)
    best = max(best, here)
print(best)
