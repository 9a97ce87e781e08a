"""The geometric median of n random points by Weiszfeld's iteration, vectorised with numpy: the
peer for the suite's `fermat.median` kernel.

The points are the kernel's: uniform in [0, 1)^2 from SplitMix64(8), x then y, each
(next >> 11) * 2^-53. The iteration is plain Weiszfeld with the Vardi-Zhang step and the same
proven stopping rule (gradient norm * max distance / total <= 1e-10), so both sides do the same
amount of mathematics. The checksum is the total to 7 significant digits.

usage: median_numpy.py fermat.median N MIN MAX BUDGET WARMUPS
"""
import numpy as np

import peer_timing

GAMMA = np.uint64(0x9E3779B97F4A7C15)


def splitmix(seed, count):
    with np.errstate(over="ignore"):
        state = np.uint64(seed) + np.arange(1, count + 1, dtype=np.uint64) * GAMMA
        z = (state ^ (state >> np.uint64(30))) * np.uint64(0xBF58476D1CE4E5B9)
        z = (z ^ (z >> np.uint64(27))) * np.uint64(0x94D049BB133111EB)
        return z ^ (z >> np.uint64(31))


def points(n):
    raw = (splitmix(8, 2 * n) >> np.uint64(11)).astype(np.float64) * 2.0**-53
    return raw[0::2].copy(), raw[1::2].copy()


def median(x, y, tolerance=1e-10, max_iterations=10000):
    cx, cy = x.mean(), y.mean()
    f = 0.0
    for _ in range(max_iterations):
        dx = x - cx
        dy = y - cy
        d = np.sqrt(dx * dx + dy * dy)
        f = d.sum()
        at = d == 0
        q = np.divide(1.0, d, out=np.zeros_like(d), where=~at)
        eta = float(at.sum())
        sq = q.sum()
        rx = (q * dx).sum()
        ry = (q * dy).sum()
        r = float(np.hypot(rx, ry))
        g = max(0.0, r - eta) if eta > 0 else r
        if (eta > 0 and r <= eta) or g * d.max() / f <= tolerance:
            return f
        tx, ty = (q * x).sum() / sq, (q * y).sum() / sq
        if eta > 0:
            lam = eta / r
            cx, cy = (1 - lam) * tx + lam * cx, (1 - lam) * ty + lam * cy
        else:
            cx, cy = tx, ty
    return f


if __name__ == "__main__":

    def prepare(n):
        x, y = points(n)
        return lambda: median(x, y)

    peer_timing.main("fermat.median", __doc__, prepare, peer_timing.rounded_checksum)
