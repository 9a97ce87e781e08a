"""The discrete brachistochrone with numpy and scipy: the peer for the suite's
`brachistochrone.discrete` kernel.

B = (2, -1), g = 9.80665, N interior vertices at x_i = iX/(N + 1); the unknowns are their drops.
The same mathematics as Sources/Brachistochrone/DiscreteBrachistochrone.swift, vectorised: the
closed-form segment times, the analytic gradient and tridiagonal Hessian as numpy arrays, each
Newton step solved by scipy.linalg.solveh_banded (LAPACK's banded Cholesky), a Levenberg shift
when the Hessian is not positive definite, the same Armijo backtracking and the same finishing
rule. It starts from the suite's parabola-and-bulge guess at N itself: the suite's coarse-to-fine
start (N/8 vertices first) saves Swift half its Newton steps, but in numpy a step at N/8 costs
nearly as much as one at N (the per-call overhead dominates). Measured at N = 1000 on the
2-core AMD EPYC: coarse-to-fine 1.5 ms, this single level 1.2 ms.
The checksum is the minimal time to 7 significant digits.

usage: brachistochrone_scipy.py brachistochrone.discrete N MIN MAX BUDGET WARMUPS
"""
import numpy as np
from scipy.linalg import LinAlgError, solveh_banded

import peer_timing

X, Y, G = 2.0, 1.0, 9.80665


def objective(h, step, end):
    full = np.concatenate(([0.0], h, [end]))
    d = np.diff(full)
    root = np.sqrt(full)
    return np.sum(np.sqrt(step * step + d * d) / (root[:-1] + root[1:]))


def derivatives(h, step, end):
    full = np.concatenate(([0.0], h, [end]))
    d = np.diff(full)
    length = np.sqrt(step * step + d * d)
    p, q = np.sqrt(full[:-1]), np.sqrt(full[1:])
    w = 1 / (p + q)
    bend = step * step / length**3
    lb = d / length
    with np.errstate(divide="ignore", invalid="ignore"):
        sa, sb = 0.5 / p, 0.5 / q
        wa, wb = -sa * w * w, -sb * w * w
        waa = 0.25 / p**3 * w * w + 2 * sa * sa * w**3
        wbb = 0.25 / q**3 * w * w + 2 * sb * sb * w**3
        wab = 2 * sa * sb * w**3
        # segment k joins vertex k-1 (a) and vertex k (b); interior vertices are 1..N; the
        # infinities at A (p = 0) and at B when Y = 0 fall in the slices left out
        grad = (lb * w + length * wb)[:-1] + (-lb * w + length * wa)[1:]
        diag = (bend * w + 2 * lb * wb + length * wbb)[:-1] + (bend * w - 2 * lb * wa + length * waa)[1:]
        off = (-bend * w - lb * wb + lb * wa + length * wab)[1:-1]
    return grad, diag, off


def minimise(n):
    scale = max(X, Y)
    step, end = X / scale / (n + 1), Y / scale
    width = step * (n + 1)
    s = np.arange(1, n + 1) / (n + 1)
    h = end * np.sqrt(s) + width * s * (1 - s)
    current = objective(h, step, end)
    shift = 0.0
    for _ in range(200):
        grad, diag, off = derivatives(h, step, end)
        largest = np.max(np.abs(diag))
        while True:
            banded = np.zeros((2, n))
            banded[0, 1:] = off
            banded[1] = diag + shift
            try:
                direction = solveh_banded(banded, -grad)
                break
            except LinAlgError:
                shift = max(10 * shift, 1e-8 * largest)
        slope = grad @ direction
        if slope >= 0:
            direction = -grad / max(largest, 1)
            slope = -(grad @ grad) / max(largest, 1)
        # the same finishing rule: below 1e-8 of T, take the full step and stop
        finishing = shift == 0 and -slope <= 1e-8 * current
        fraction, accepted = 1.0, False
        for _ in range(60):
            trial = h + fraction * direction
            if np.all(trial > 0):
                value = objective(trial, step, end)
                if value <= current + 1e-4 * fraction * slope or finishing:
                    current, accepted = value, True
                    break
            fraction *= 0.5
            if -slope * fraction < 1e-16 * current:
                break
        if not accepted:
            break
        move = np.max(np.abs(trial - h))
        h = trial
        if finishing and fraction == 1:
            break
        if shift > 0:
            shift = shift / 10 if fraction == 1 else shift * 10
            if shift < 1e-14 * largest:
                shift = 0.0
        if move <= 1e-13:
            break
    return current * np.sqrt(2 * scale / G)


if __name__ == "__main__":
    peer_timing.main("brachistochrone.discrete", __doc__, lambda n: (lambda: minimise(n)), peer_timing.rounded_checksum)
