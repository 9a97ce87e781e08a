# The largest sum of a non-empty run of consecutive numbers, over every run: O(n^2).
n, *a = map(int, open(0).read().split())
print(max(sum(a[i:j]) for i in range(n) for j in range(i + 1, n + 1)))
