"""2022 KAKAO archery, correct: try every set of won rings (spare arrows on the 0 ring), keep the
best margin, and break ties by comparing arrow counts from the lowest ring upward."""
import sys


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
        if margin > best or (margin == best and arrows[::-1] > plan[::-1]):
            best, plan = margin, arrows
    return plan


for line in sys.stdin:
    values = list(map(int, line.split()))
    if not values:
        continue
    plan = solve(values[0], values[1:])
    print(-1 if plan is None else " ".join(map(str, plan)))
