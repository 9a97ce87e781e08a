"""Fermat point, correct: a vertex with an angle of 120 degrees or more (or a repeated vertex) is
the answer; otherwise barycentric weights a / sin(A + 60 deg) : ... (the first isogonic centre)."""
import math
import sys


def fermat(p):
    for i in range(3):
        a, b, c = p[i], p[(i + 1) % 3], p[(i + 2) % 3]
        u = (b[0] - a[0], b[1] - a[1])
        v = (c[0] - a[0], c[1] - a[1])
        nu, nv = math.hypot(*u), math.hypot(*v)
        if nu == 0 or nv == 0:
            return a
        if (u[0] * v[0] + u[1] * v[1]) / (nu * nv) <= -0.5:
            return a
    sides = [math.dist(p[1], p[2]), math.dist(p[0], p[2]), math.dist(p[0], p[1])]
    angles = []
    for i in range(3):
        a, b, c = p[i], p[(i + 1) % 3], p[(i + 2) % 3]
        angles.append(math.atan2(abs((b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0])),
                                 (b[0] - a[0]) * (c[0] - a[0]) + (b[1] - a[1]) * (c[1] - a[1])))
    w = [sides[i] / math.sin(angles[i] + math.pi / 3) for i in range(3)]
    total = sum(w)
    return (sum(w[i] * p[i][0] for i in range(3)) / total, sum(w[i] * p[i][1] for i in range(3)) / total)


out = []
for line in sys.stdin:
    v = list(map(float, line.split()))
    if not v:
        continue
    p = [(v[0], v[1]), (v[2], v[3]), (v[4], v[5])]
    x, y = fermat(p)
    out.append("%r %r %r" % (x, y, sum(math.dist((x, y), q) for q in p)))
print("\n".join(out))
