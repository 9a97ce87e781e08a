# Every way to shoot n arrows at 11 rings: 184,756 plans a line at n = 10, far over 2 s for the
# secret data's 25 lines.
import sys


def plans(n, rings=11):
    if rings == 1:
        yield (n,)
        return
    for k in range(n + 1):
        for rest in plans(n - k, rings - 1):
            yield (k,) + rest


for line in sys.stdin:
    n, *a = map(int, line.split())
    best, margin = None, 0
    for plan in plans(n):
        ours = theirs = 0
        for i in range(11):
            if plan[i] > a[i]:
                ours += 10 - i
            elif a[i] > 0:
                theirs += 10 - i
        if ours - theirs > margin or (ours - theirs == margin and margin > 0 and plan[::-1] > best[::-1]):
            best, margin = plan, ours - theirs
    print(-1 if best is None else " ".join(map(str, best)))
