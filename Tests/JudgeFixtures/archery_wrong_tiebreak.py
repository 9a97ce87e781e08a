"""2022 KAKAO archery, WRONG on purpose: among plans of the best margin it compares the arrows on
the lowest ring that either plan uses, and nothing above it (the correct rule compares the whole
array from the lowest ring upward)."""
import sys


def better(candidate, best):
    ring = max(i for i in range(11) if candidate[i] > 0 or best[i] > 0)
    return candidate[ring] > best[ring]


def solve(n, info):
    best, plan = 0, None
    for mask in range(1 << 10):
        arrows = [0] * 11
        used, margin = 0, 0
        for ring in range(10):
            points = 10 - ring
            if mask >> ring & 1:
                arrows[ring] = info[ring] + 1
                used += arrows[ring]
                margin += points
            elif info[ring] > 0:
                margin -= points
        if used > n or margin <= 0:
            continue
        arrows[10] = n - used
        if margin > best or (margin == best and better(arrows, plan)):
            best, plan = margin, arrows
    return plan


for line in sys.stdin:
    values = list(map(int, line.split()))
    if not values:
        continue
    plan = solve(values[0], values[1:])
    print(-1 if plan is None else " ".join(map(str, plan)))
