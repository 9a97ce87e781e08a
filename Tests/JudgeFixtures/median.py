"""Weighted geometric median, correct: Weiszfeld's iteration with the Vardi-Zhang step at data
points, until the distance sum stops improving."""
import math
import sys

pts = []
for line in sys.stdin:
    v = list(map(float, line.split()))
    if v:
        pts.append((v[0], v[1], v[2] if len(v) > 2 else 1.0))


def total(x, y):
    return sum(w * math.hypot(px - x, py - y) for px, py, w in pts)


W = sum(w for _, _, w in pts)
x = sum(w * px for px, _, w in pts) / W
y = sum(w * py for _, py, w in pts) / W
best = total(x, y)
for _ in range(20000):
    nx = ny = den = 0.0
    rx = ry = 0.0
    at = 0.0
    for px, py, w in pts:
        d = math.hypot(px - x, py - y)
        if d == 0:
            at += w
            continue
        nx += w * px / d
        ny += w * py / d
        den += w / d
        rx += w * (px - x) / d
        ry += w * (py - y) / d
    if den == 0:
        break
    tx, ty = nx / den, ny / den
    if at > 0:
        r = math.hypot(rx, ry)
        if r <= at:
            break
        f = at / r
        tx, ty = (1 - f) * tx + f * x, (1 - f) * ty + f * y
    value = total(tx, ty)
    if value >= best * (1 - 1e-15):
        if value < best:
            x, y, best = tx, ty, value
        break
    x, y, best = tx, ty, value
print("%r %r %r" % (x, y, best))
