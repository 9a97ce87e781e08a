# Sort with the indices, then two pointers from both ends: O(n log n).
import sys

data = sys.stdin.buffer.read().split()
n, t = int(data[0]), int(data[1])
order = sorted(range(n), key=lambda k: int(data[2 + k]))
values = [int(data[2 + k]) for k in order]
lo, hi = 0, n - 1
while lo < hi:
    s = values[lo] + values[hi]
    if s == t:
        i, j = sorted((order[lo] + 1, order[hi] + 1))
        print(i, j)
        break
    if s < t:
        lo += 1
    else:
        hi -= 1
else:
    print(-1)
