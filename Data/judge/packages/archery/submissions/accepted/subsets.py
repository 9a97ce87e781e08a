# For each subset of rings 10..1 to win (one arrow more than the opponent on each), the arrows
# left go to ring 0: 1024 plans a line; ties broken by the lowest rings.
import sys

for line in sys.stdin:
    n, *a = map(int, line.split())
    best, margin = None, 0
    for mask in range(1 << 10):
        plan, used, ours, theirs = [0] * 11, 0, 0, 0
        for i in range(10):
            if mask >> i & 1:
                plan[i] = a[i] + 1
                used += plan[i]
                ours += 10 - i
            elif a[i] > 0:
                theirs += 10 - i
        if used > n:
            continue
        plan[10] = n - used
        if ours - theirs > margin or (ours - theirs == margin and margin > 0 and plan[::-1] > best[::-1]):
            best, margin = plan, ours - theirs
    print(-1 if best is None else " ".join(map(str, best)))
