# Sums the absolute values: wrong on the sample (3 - 5 + 7 = 5, not 15) and everywhere else.
n, *a = map(int, open(0).read().split())
print(sum(abs(x) for x in a[:n]))
