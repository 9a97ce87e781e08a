"""Reference values for the Brachistochrone tests, at 40 digits with mpmath, written to 30.

For each B = (X, -Y) with g = 9.80665 it prints: X Y theta_B r T_cycloid T_line T_arc T_parabola.
theta_B solves (theta - sin theta)/(1 - cos theta) = X/Y by bisection at 120 digits (the left
side increases on (0, 2 pi)); the arc and parabola integrals are mpmath.quad's
tanh-sinh rule, which handles the 1/sqrt singularities at the ends without any substitution (an
independent route from the suite's Gauss-Kronrod with s^2 substitutions).

usage: python3 Data/brachistochrone/reference.py > Data/brachistochrone/reference.tsv
"""
import random

from mpmath import mp, mpf, sin, cos, sqrt, atan2, pi, quad, nstr

mp.dps = 40
G = mpf("9.80665")


def theta_b(x, y):
    """By bisection at 120 digits: t - sin t cancels about 2 log10(1/t) digits, 32 at X/Y = 1e-16."""
    with mp.workdps(120):
        if y == 0:
            return +(2 * pi), x / (2 * pi)
        ratio = x / y
        f = lambda t: (t - sin(t)) / (1 - cos(t)) - ratio
        low, high = mpf(0), 2 * pi
        for _ in range(400):
            mid = (low + high) / 2
            if f(mid) < 0:
                low = mid
            else:
                high = mid
        t = (low + high) / 2
        return t, x / (t - sin(t))


def row(xs, ys):
    x, y = mpf(float(xs)), mpf(float(ys))  # the Doubles the tests read, exactly
    t, r = theta_b(x, y)
    cycloid = t * sqrt(r / G)
    line = sqrt(2 * (x * x + y * y) / (G * y)) if y > 0 else mp.inf
    c = (x * x + y * y) / (2 * x)
    alpha = atan2(2 * x * y, y * y - x * x)
    arc = sqrt(c / (2 * G)) * quad(lambda a: 1 / sqrt(sin(a)), [0, pi / 2, alpha] if alpha > pi / 2 else [0, alpha])
    # x = X (h/Y)^2 in the drop h: ds/dh = sqrt(1 + (2 X h / Y^2)^2), speed sqrt(2 g h)
    # In the scaled drop u = h/Y: T = sqrt(Y/(2g)) * int_0^1 sqrt(1 + (k u)^2)/sqrt(u) du, k = 2X/Y.
    # Split where the slope term reaches 1 (u = 1/k): tanh-sinh needs the bend at an end. The
    # integrand is O(1) because mpmath's quad stops on an absolute error: integrating in h itself,
    # B = (3e-310, 2e-315) gave 1e-10 of relative error (values near 1e-153).
    parabola = (
        sqrt(y / (2 * G)) * quad(lambda u: sqrt(1 + (2 * x * u / y) ** 2) / sqrt(u), sorted({mpf(0), min(1, y / (2 * x)), mpf(1)}))
        if y > 0
        else mp.inf
    )
    values = [t, r, cycloid, line, arc, parabola]
    return " ".join([xs, ys] + [nstr(v, 30) if v != mp.inf else "inf" for v in values])


CASES = [
    ("1", "1"), ("1", "2"), ("2", "1"), ("3", "1"), ("10", "1"), ("1", "10"), ("0.001", "1"),
    ("1000", "1"), ("1e-6", "1"), ("1e6", "1"), ("1", "0"), ("5", "0"), ("123.456", "7.89"),
    ("0.3", "200"), ("1.5707963267948966", "1"), ("1.5707963267948967", "1"), ("1e-3", "1e-3"),
    ("4.5", "1.25"),
]

# And 200 random B with log-uniform X and Y over 16 decades each (X/Y from 1e-16 to 1e16).
rng = random.Random(1696)
CASES += [(repr(10 ** rng.uniform(-8, 8)), repr(10 ** rng.uniform(-8, 8))) for _ in range(200)]

if __name__ == "__main__":
    import mpmath

    print(f"# X Y theta_B r T_cycloid T_line T_arc T_parabola  (g = 9.80665; reference.py, mpmath {mpmath.__version__})")
    for xs, ys in CASES:
        print(row(xs, ys))
