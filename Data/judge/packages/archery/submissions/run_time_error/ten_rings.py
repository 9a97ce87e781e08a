# Keeps ten rings, forgetting ring 0: IndexError when it copies the eleventh count.
import sys

for line in sys.stdin:
    n, *a = map(int, line.split())
    apeach = [0] * 10
    for i in range(11):
        apeach[i] = a[i]
    print(-1)
