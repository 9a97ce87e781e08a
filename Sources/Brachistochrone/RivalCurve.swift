import AlgoSupport

/// The curves the cycloid is compared with, each from A = (0, 0) to B = (X, −Y), and the time a
/// bead takes to slide down each from rest without friction.
///
///     try RivalCurve.line.descentTime(x: 1, depth: 1, gravity: 9.80665)   // √(4/g) = 0.6386…
///
/// Every time scales as √(s/g) when X and Y are multiplied by s, so each is computed for
/// max(X, Y) = 1 and g = 1 and then scaled. The 1/√(drop) singularity at A (the bead starts at
/// rest) is removed by a substitution before any quadrature.
public enum RivalCurve: String, CaseIterable, Sendable {
    /// The straight line AB: T = √(2L²/(gY)), L² = X² + Y² (closed form; ∞ when Y = 0).
    case line
    /// The circular arc through A and B that is tangent to the vertical at A: centre (c, 0) with
    /// c = (X² + Y²)/(2X). With α the angle at the centre, T = √(c/(2g))·∫₀^α_B dα/√(sin α).
    case arc
    /// The parabola x = X(h/Y)² in the drop h = −y: vertex at A, tangent to the vertical there,
    /// like the cycloid. T = √(2Y/g)·∫₀¹ √(1 + (2Xw²/Y)²) dw with h = Y·w² (∞ when Y = 0).
    case parabola

    /// The time to slide from A to B along this curve.
    ///
    /// - Returns: the time, or +∞ when the bead never arrives (a level line or parabola, Y = 0).
    /// - Throws: ``BrachistochroneError`` for X ≤ 0, Y < 0, g ≤ 0, or a non-finite value.
    /// - Complexity: O(1): a closed form, or an adaptive 15-point Gauss–Kronrod quadrature of a
    ///   smooth integrand to a relative 1e-14.
    public func descentTime(x: Double, depth: Double, gravity: Double = Cycloid.standardGravity)
        throws(BrachistochroneError) -> Double
    {
        try BrachistochroneError.check(x: x, depth: depth, gravity: gravity)
        let scale = Swift.max(x, depth)
        let a = x / scale
        let b = depth / scale
        let unitTime: Double
        switch self {
        case .line:
            unitTime = b == 0 ? .infinity : (2 * (a * a + b * b) / b).squareRoot()
        case .arc:
            unitTime = Self.arcTime(a: a, b: b)
        case .parabola:
            if b == 0 {
                unitTime = .infinity
            } else if 2 * a > 1e20 * b {
                // k = 2a/b > 10^20: T = √(2b)·(k/3)·(1 + O(k^(−3/2))), exact to Double precision,
                // written so that nothing overflows: k itself is ∞ for a subnormal b (the CI fuzz
                // pass found B = (2, 2e-323), where k·w² at w = 0 gave NaN).
                unitTime = 2 * a * 2.0.squareRoot() / (3 * b.squareRoot())
            } else {
                // The integrand bends where k·w² = 1: split there, so each piece is smooth on its
                // own scale (k reaches 1e16 when X/Y does).
                let k = 2 * a / b
                let bend = Swift.min(1, 1 / k.squareRoot())
                let integrand = { (w: Double) -> Double in
                    let slope = k * w * w
                    return (1 + slope * slope).squareRoot()
                }
                let near = GaussKronrod.integrate(from: 0, to: bend, integrand)
                // Beyond the bend, √(1 + q²) = q + 1/(√(1 + q²) + q) with q = k·w²: the polynomial
                // part exactly, the small rest by quadrature.
                let far =
                    bend < 1
                    ? k * (1 - bend * bend * bend) / 3
                        + GaussKronrod.integrate(from: bend, to: 1) { w in
                            let q = k * w * w
                            return 1 / ((1 + q * q).squareRoot() + q)
                        } : 0
                unitTime = (2 * b).squareRoot() * (near + far)
            }
        }
        // √scale/√g, not √(scale/g): for a subnormal scale the quotient would keep only the bits
        // of a subnormal (the CI fuzz pass found B = (1.25e-319, 1.66e-312), the line 2e-12 off).
        return unitTime * scale.squareRoot() / gravity.squareRoot()
    }

    /// The arc's time for g = 1: √(c/2)·∫₀^α_B dα/√(sin α), α_B = atan2(2ab, b² − a²).
    static func arcTime(a: Double, b: Double) -> Double {
        // X/Y below the smallest Double (a = 0 after scaling): the arc is the vertical drop.
        guard a > 0 else { return (2 * b).squareRoot() }
        let c = (a * a + b * b) / (2 * a)
        let twoAB = 2 * a * b
        // Past the bottom of the circle (α_B > π/2), the rest of the integral is taken from the
        // far end, where β = π − α_B = atan2(2ab, a² − b²) has no cancellation.
        let integral =
            b >= a
            ? inverseSqrtSineIntegral(to: LibM.atan2(twoAB, b * b - a * a))
            : 2 * inverseSqrtSineIntegral(to: Double.pi / 2)
                - inverseSqrtSineIntegral(to: LibM.atan2(twoAB, a * a - b * b))
        return (c / 2).squareRoot() * integral
    }

    /// ∫₀^β dα/√(sin α) for 0 ≤ β ≤ π/2, as ∫₀^√β 2s/√(sin s²) ds (α = s²), whose integrand is smooth
    /// (it tends to 2 at s = 0).
    static func inverseSqrtSineIntegral(to end: Double) -> Double {
        if end <= 0 { return 0 }
        return GaussKronrod.integrate(from: 0, to: end.squareRoot()) { s in
            let u = s * s
            // Near 0, 2s/√sin(s²) = 2/√(sin(u)/u) with sin(u)/u = 1 − u²/6 to Double precision;
            // written so, since s² underflows to 0 below s = 1e-162 (the CI fuzz pass found the
            // arc's time −∞ at B = (2, 2e-323), from 2s/√sin(0)).
            return u < 1e-8 ? 2 / (1 - u * u / 6).squareRoot() : 2 * s / LibM.sin(u).squareRoot()
        }
    }
}
