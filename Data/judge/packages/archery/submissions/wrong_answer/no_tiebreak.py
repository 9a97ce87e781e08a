# The subset search without KAKAO's tie-break: keeps the first best plan found, which on a tie
# is not always the one with more arrows on the lowest rings.
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
        if used <= n and ours - theirs > margin:
            plan[10] = n - used
            best, margin = plan, ours - theirs
    print(-1 if best is None else " ".join(map(str, best)))
