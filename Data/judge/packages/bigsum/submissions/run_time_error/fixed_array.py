# Keeps at most five numbers and fails past them: IndexError in both groups (n = 10 and 1000).
n, *a = map(int, open(0).read().split())
kept = [0] * 5
for i in range(n):
    kept[i] = a[i]
print(sum(kept))
