/// sin x and cos x together for x in [−π/4, 3π/4], without a call into libm: the tabled cycloid
/// solver's one Newton step needs both at a start in [0, π/2] (give or take the interpolant's
/// 1e-11), and two libm calls were a third of its instructions (Guides/Measurements/Brachistochrone.md,
/// "QuadrantSinCos: libm's share").
///
/// The polynomials are fdlibm's `__kernel_sin` and `__kernel_cos` (Sun Microsystems, 1993; the
/// same coefficients in FreeBSD's msun and musl), minimax on [−π/4, π/4]. Beyond π/4 the argument
/// is reduced to y = π/2 − x, where `pio2High − x` is exact (Sterbenz: x and π/2 are within a factor
/// of two) and `pio2Low` carries the rest of π/2, so sin x = cos y and cos x = sin y keep their
/// accuracy next to π/2. Both quadrants are evaluated and the answer picked without a branch.
///
/// Accuracy: at most 0.75 ulp from the correctly rounded value (mpmath at 120 bits over 200,000
/// points in [0, π/2]); glibc's `sin`/`cos`, the tests' oracle, are within 0.52 ulp.
///
/// - Complexity: O(1): two polynomials of degree 13 and 14.
@inline(__always)
func quadrantSinCos(_ x: Double) -> (sin: Double, cos: Double) {
    let pio2High = 1.57079632679489655800e+00  // π/2 rounded: 0x3FF921FB54442D18
    let pio2Low = 6.12323399573676603587e-17  // π/2 − pio2High
    let near = x <= 0.78539816339744830962  // π/4
    let argument = near ? x : pio2High - x
    let tail = near ? 0 : pio2Low
    let sine = kernelSin(argument, tail)
    let cosine = kernelCos(argument, tail)
    return near ? (sine, cosine) : (cosine, sine)
}

/// sin(x + y) for |x| ≤ π/4 and |y| ≤ ulp(x)/2 (fdlibm `__kernel_sin` with `iy` = 1).
@inline(__always)
private func kernelSin(_ x: Double, _ y: Double) -> Double {
    let s1 = -1.66666666666666324348e-01
    let s2 = 8.33333333332248946124e-03
    let s3 = -1.98412698298579493134e-04
    let s4 = 2.75573137070700676789e-06
    let s5 = -2.50507602534068634195e-08
    let s6 = 1.58969099521155010221e-10
    let z = x * x
    let w = z * z
    let r = s2 + z * (s3 + z * s4) + z * w * (s5 + z * s6)
    let v = z * x
    return x - ((z * (0.5 * y - v * r) - y) - v * s1)
}

/// cos(x + y) for |x| ≤ π/4 and |y| ≤ ulp(x)/2 (fdlibm `__kernel_cos`, FreeBSD's form).
@inline(__always)
private func kernelCos(_ x: Double, _ y: Double) -> Double {
    let c1 = 4.16666666666666019037e-02
    let c2 = -1.38888888888741095749e-03
    let c3 = 2.48015872894767294178e-05
    let c4 = -2.75573143513906633035e-07
    let c5 = 2.08757232129817482790e-09
    let c6 = -1.13596475577881948265e-11
    let z = x * x
    let w = z * z
    let r = z * (c1 + z * (c2 + z * c3)) + w * w * (c4 + z * (c5 + z * c6))
    let half = 0.5 * z
    let head = 1 - half
    return head + (((1 - head) - half) + (z * r - x * y))
}
