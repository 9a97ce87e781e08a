"""The numerics against closed forms in mpmath: z^w on five branches correctly rounded and the
finite sets of rational powers; the Fermat point by its trilinear coordinates; the geometric
median by scipy's minimiser; the cycloid through B by bisection."""


def complex_literal(s):
    """A random literal the command takes, and its exact value in mpmath."""
    import mpmath
    rng = s.rng

    def real():
        kind = rng.random()
        text = (str(rng.randint(-20, 20)) if kind < 0.3 else f"{rng.randint(-999, 999) / 100:.2f}" if kind < 0.6
                else f"{rng.randint(-9, 9)}/{rng.randint(1, 12)}" if kind < 0.8 else f"{rng.randint(-999, 999)}e{rng.randint(-5, 5)}")
        if "/" in text:
            p, q = text.split("/")
            return text, mpmath.mpf(int(p)) / int(q)
        return text, mpmath.mpf(text)

    if rng.random() < 0.4:
        return real()
    imaginary = f"{rng.randint(1, 9)}" + (f".{rng.randint(0, 99)}" if rng.random() < 0.5 else "")
    sign = rng.choice([1, -1])
    if rng.random() < 0.3:
        return ("-" if sign < 0 else "") + imaginary + "i", mpmath.mpc(0, sign * mpmath.mpf(imaginary))
    re = str(rng.randint(-9, 9))
    return re + ("+" if sign > 0 else "-") + imaginary + "i", mpmath.mpc(int(re), sign * mpmath.mpf(imaginary))


def branch_value(z, w, k):
    """z^w on branch k: exp(w·(ln|z| + i(arg z + 2πk))), at mpmath's precision."""
    import mpmath
    return mpmath.exp(w * (mpmath.log(abs(z)) + 1j * (mpmath.arg(z) + 2 * mpmath.pi * k)))


def power(s):
    """`power Z W --digits D --branches -2...2`: each part correctly rounded to D digits (within half
    a unit of the D-th digit of exp(w·(ln|z| + i(arg z + 2πk))) at 80 digits); `--all` for p/q."""
    import math
    import mpmath
    mpmath.mp.dps = 80
    bad, parts = [], 0
    for _ in range(s.count(250)):
        (zt, z), (wt, w) = complex_literal(s), complex_literal(s)
        if z == 0:
            continue
        digits = s.rng.choice([10, 20, 30])
        status, out, err = s.run("power", zt, wt, "--digits", digits, "--branches", "-2...2")
        if status != 0:
            bad.append(f"power {zt} {wt}: exit {status} {err.strip()}")
            continue
        for line in out.splitlines():
            k, *texts = line.split()
            exact = branch_value(z, w, int(k))
            for text, part in zip(texts, (exact.real, exact.imag)):
                parts += 1
                if text in ("inf", "-inf", "nan"):
                    bad.append(f"power {zt} {wt} branch {k}: {text}, exactly {mpmath.nstr(part, 20)}")
                elif abs(part) < mpmath.mpf(10) ** -70 * abs(exact):  # a zero part
                    if abs(mpmath.mpf(text)) > abs(exact) * mpmath.mpf(10) ** (1 - digits):
                        bad.append(f"power {zt} {wt} branch {k}: {text} where the part is 0")
                else:
                    unit = mpmath.mpf(10) ** (mpmath.floor(mpmath.log10(abs(part))) - digits + 1)
                    if abs(mpmath.mpf(text) - part) > unit / 2 * (1 + mpmath.mpf(10) ** -20):
                        bad.append(f"power {zt} {wt} --digits {digits} branch {k}: {text}, exactly {mpmath.nstr(part, digits + 5)}")
    for _ in range(s.count(250)):
        a, b = s.rng.randint(-9, 9), s.rng.randint(-9, 9)
        p, q = s.rng.randint(-12, 12), s.rng.randint(1, 12)
        if a == 0 and b == 0:
            continue
        zt, wt = f"{a}{'+' if b >= 0 else '-'}{abs(b)}i", f"{p}/{q}"
        lines = [line.split() for line in s.run("power", zt, wt, "--all")[1].splitlines()]
        values = q // math.gcd(p, q) if p else 1
        if len(lines) != values:
            bad.append(f"power {zt} {wt} --all: {len(lines)} values, {values} expected")
        z, w = mpmath.mpc(a, b), mpmath.mpf(p) / q
        for k, re, im in lines:
            exact = branch_value(z, w, int(k))
            parts += 1
            if abs(mpmath.mpc(float(re), float(im)) - exact) > 1e-14 * abs(exact):
                bad.append(f"power {zt} {wt} --all branch {k}: {re} {im}, exactly {mpmath.nstr(exact, 17)}")
    return parts, bad


def fermat(s):
    """Totals within 1e-13 of the triangle's side of the least total: the vertex of an angle of
    120° or more, else the point of trilinears csc(A + π/3) : csc(B + π/3) : csc(C + π/3)."""
    import mpmath
    mpmath.mp.dps = 40
    rng, triangles = s.rng, []
    for _ in range(s.count(2000)):
        kind = rng.random()
        if kind < 0.7:
            triangles.append([rng.uniform(-100, 100) for _ in range(6)])
        elif kind < 0.85:
            triangles.append([float(rng.randint(-5, 5)) for _ in range(6)])
        else:
            x1, y1, x2, y2 = (rng.uniform(-10, 10) for _ in range(4))
            t = rng.uniform(-1, 2)
            triangles.append([x1, y1, x2, y2, x1 + t * (x2 - x1), y1 + t * (y2 - y1)])  # collinear
    _, out, err = s.run("fermat", input="".join(" ".join(map(repr, t)) + "\n" for t in triangles))
    lines, bad = out.splitlines(), []
    if len(lines) != len(triangles):
        return len(triangles), [f"fermat printed {len(lines)} lines for {len(triangles)} triangles {err.strip()}"]
    for t, line in zip(triangles, lines):
        vertices = [(mpmath.mpf(t[i]), mpmath.mpf(t[i + 1])) for i in (0, 2, 4)]

        def total(point):
            return sum(mpmath.hypot(point[0] - x, point[1] - y) for x, y in vertices)

        sides = [mpmath.hypot(vertices[(i + 1) % 3][0] - vertices[(i + 2) % 3][0],
                              vertices[(i + 1) % 3][1] - vertices[(i + 2) % 3][1]) for i in range(3)]
        candidates = list(vertices)
        if min(sides) > 0:
            a, b, c = sides
            clamp = lambda v: max(mpmath.mpf(-1), min(mpmath.mpf(1), v))
            angles = [mpmath.acos(clamp((b * b + c * c - a * a) / (2 * b * c))),
                      mpmath.acos(clamp((a * a + c * c - b * b) / (2 * a * c)))]
            angles.append(mpmath.pi - angles[0] - angles[1])
            if max(angles) < 2 * mpmath.pi / 3:
                weights = [side / mpmath.sin(angle + mpmath.pi / 3) for side, angle in zip(sides, angles)]
                candidates.append(tuple(sum(w * v[i] for w, v in zip(weights, vertices)) / sum(weights) for i in (0, 1)))
        least = min(total(point) for point in candidates)
        x, y, printed = map(mpmath.mpf, line.split())
        got, scale = total((x, y)), max(max(sides), mpmath.mpf(10) ** -300)
        if (got - least) / scale > 1e-13 or abs(printed - got) / scale > 1e-13:
            bad.append(f"fermat {' '.join(map(repr, t))}: {line}, least total {mpmath.nstr(least, 17)}")
    return len(triangles), bad


def median(s):
    """The weighted geometric median's total within 1e-12 (relative) of scipy's Nelder–Mead minimum
    (from the centroid and from the answer) and of every data point's total."""
    import mpmath
    import numpy
    from scipy.optimize import minimize
    mpmath.mp.dps = 30
    rng, bad, cases = s.rng, [], s.count(150)
    for _ in range(cases):
        n = rng.randint(1, 25)
        points = ([(float(rng.randint(-5, 5)), float(rng.randint(-5, 5))) for _ in range(n)] if rng.random() < 0.3
                  else [(rng.uniform(-100, 100), rng.uniform(-100, 100)) for _ in range(n)])
        weights = [1.0] * n if rng.random() < 0.5 else [rng.choice([1.0, 2.0, 0.5, rng.uniform(0.01, 10)]) for _ in range(n)]
        if rng.random() < 0.2:
            weights[0] = sum(weights)  # a point that outweighs the rest is the median
        text = "".join(f"{x!r} {y!r} {w!r}\n" for (x, y), w in zip(points, weights))
        status, out, err = s.run("median", input=text)
        if status != 0:
            bad.append(f"median of {n} points: exit {status} {err.strip()}")
            continue
        x, y, printed = map(float, out.split())

        def exact(q):
            return sum(w * mpmath.hypot(mpmath.mpf(q[0]) - px, mpmath.mpf(q[1]) - py) for (px, py), w in zip(points, weights))

        def rough(q):
            return float(sum(w * numpy.hypot(q[0] - px, q[1] - py) for (px, py), w in zip(points, weights)))

        starts = [numpy.mean(points, axis=0), numpy.array((x, y))]
        candidates = [minimize(rough, start, method="Nelder-Mead",
                               options={"xatol": 1e-13, "fatol": 1e-15, "maxiter": 20000}).x for start in starts]
        least = min(exact(q) for q in candidates + [numpy.array(p) for p in points])
        got = exact((x, y))
        if got - least > 1e-12 * least or abs(printed - got) > 1e-14 * got:
            bad.append(f"median of {text!r}: {out.strip()}, a total of {mpmath.nstr(least, 17)} exists")
    return cases, bad


def brachistochrone(s):
    """θ_B, r, T and the straight line's time to 1e-13 against the cycloid through B found by
    bisection of (θ − sin θ)·Y = (1 − cos θ)·X at 40 digits, X/Y from 10^-4 to 10^4 and Y = 0."""
    import mpmath
    mpmath.mp.dps = 40
    g, rng, points = mpmath.mpf("9.80665"), s.rng, []
    for _ in range(s.count(1500)):
        x = 10 ** rng.uniform(-3, 3)
        points.append((x, x * 10 ** rng.uniform(-4, 4) if rng.random() > 0.05 else 0.0))
    _, out, err = s.run("brachistochrone", "--compare", input="".join(f"{x!r} {y!r}\n" for x, y in points))
    lines, bad = out.splitlines(), []
    if len(lines) != len(points):
        return len(points), [f"brachistochrone printed {len(lines)} lines for {len(points)} {err.strip()}"]
    for (x, y), line in zip(points, lines):
        fields = list(map(float, line.split()))
        X, Y, lo, hi = mpmath.mpf(x), mpmath.mpf(y), mpmath.mpf(0), 2 * mpmath.pi
        while y > 0 and hi - lo > mpmath.mpf(10) ** -35:
            mid = (lo + hi) / 2
            lo, hi = (mid, hi) if (mid - mpmath.sin(mid)) * Y < (1 - mpmath.cos(mid)) * X else (lo, mid)
        theta = (lo + hi) / 2 if y > 0 else 2 * mpmath.pi
        r = X / (theta - mpmath.sin(theta))
        wanted = [theta, r, mpmath.sqrt(r / g) * theta]
        if y > 0:
            wanted.append(mpmath.sqrt(2 * (X**2 + Y**2) / (g * Y)))
        if any(abs(got - want) > 1e-13 * want for got, want in zip(fields, wanted)):
            bad.append(f"brachistochrone {x!r} {y!r}: {line}, θ r T line = {[mpmath.nstr(v, 17) for v in wanted]}")
    return len(points), bad


CHECKS = {
    "power": (["py: mpmath"], power),
    "fermat": (["py: mpmath"], fermat),
    "median": (["py: mpmath", "py: numpy", "py: scipy"], median),
    "brachistochrone": (["py: mpmath"], brachistochrone),
}
