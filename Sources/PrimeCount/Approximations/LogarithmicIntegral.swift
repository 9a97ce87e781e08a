import AlgoSupport

/// The smooth approximations of π(x): the logarithmic integral li(x) = ∫₀ˣ dt/ln t (principal
/// value), the offset Li(x) = li(x) − li(2), Riemann's R(x) = Σ μ(n)/n·li(x^(1/n)), and their
/// inverses, to Double precision for 2 ≤ x ≤ 2^128.
///
///     PrimeApproximation.li(1e18)          // 24739954309690415.0  (π(10^18) = 24739954287740860)
///     PrimeApproximation.riemannR(1e18)    // 24739954284239494.0
///
/// Conventions and method:
/// - li(x) = Ei(ln x), by the series Ei(u) = γ + ln u + Σ_{k≥1} u^k/(k·k!), whose terms are all
///   positive for x > 1 (no cancellation), summed in `DoubleDouble`. ln x is carried in two
///   Doubles too (one correction from exp), since li's condition number is ln x: a plain
///   Double ln x would cost log₂(ln x) bits.
/// - R(x) by Gram's series R(x) = 1 + Σ_{k≥1} (ln x)^k/(k·k!·ζ(k+1)), positive terms again.
/// - Inverses by Newton's method on x·ln x scales, stopped when a step no longer moves x.
///
/// - Tested against: mpmath's `li` and `riemannr` at 40 digits, and their inverses by mpmath's
///   `findroot` (Data/primecount/approximations.py), x from 2 to 10^38.
public enum PrimeApproximation {
    /// li(2), for the offset integral (OEIS A069284).
    public static let liOfTwo = 1.045163780117492784844588889194613136522615578151

    static let eulerGamma = DoubleDouble(0.5772156649015329, -4.942915152430645e-18)

    /// ln x as hi + lo, with an absolute error of about 2^-53 rather than 2^-53·ln x.
    static func logarithm(_ x: Double) -> DoubleDouble {
        let hi = log(x)
        // x·e^(−hi) = 1 + r exactly enough: ln x = hi + ln(1 + r) ≈ hi + r − r²/2.
        let r = x * exp(-hi) - 1
        return DoubleDouble(hi) + DoubleDouble(r - r * r / 2)
    }

    /// γ + ln u + Σ u^k/(k·k!) for u > 0, or with a weight per k (R's 1/ζ(k+1)).
    private static func series(_ u: DoubleDouble, weight: (Int) -> Double) -> DoubleDouble {
        var term = DoubleDouble(1)
        var sum = DoubleDouble(0)
        var k = 1
        while k < 1000 {
            term = term * u / Double(k)
            let add = term / (Double(k) * weight(k))
            sum = sum + add
            if add.hi < sum.hi * 1e-34 { break }
            k += 1
        }
        return sum
    }

    /// li(x), the logarithmic integral (principal value), for x = 0 and x ≥ 1.
    ///
    /// - Returns: 0 at 0 and −∞ at 1, as mpmath's `li`; NaN below 0 and between 0 and 1 (not
    ///   needed for primes: `algo pi X --approx` takes whole X).
    /// - Complexity: O(ln x) terms of a series.
    public static func li(_ x: Double) -> Double {
        guard x > 1 else { return x == 1 ? -.infinity : x == 0 ? 0 : .nan }
        guard x.isFinite else { return x }
        let u = logarithm(x)
        let lnU = logarithm(u.value)
        // ln u is to a relative 2^-53, and li(x) ≥ 1.04 past x = 2: ln u's error stays below li's ulp.
        return (eulerGamma + lnU + DoubleDouble(u.lo / u.hi) + series(u) { _ in 1 }).value
    }

    /// Li(x) = li(x) − li(2), the offset logarithmic integral, on li's domain: Li(2) = 0 exactly
    /// (the difference of li(2) and its rounded constant was −2.2e−16), Li(1) = −∞, Li(0) = −li(2).
    ///
    /// - Complexity: one li, O(ln x) terms.
    public static func offsetLi(_ x: Double) -> Double {
        x == 2 ? 0 : li(x) - liOfTwo
    }

    /// Riemann's R(x) = Σ μ(n)/n·li(x^(1/n)), by Gram's series, for x = 0 (R(0) = 0, its limit, as
    /// mpmath's `riemannr`) and x ≥ 1; NaN elsewhere.
    ///
    /// - Complexity: O(ln x) terms.
    public static func riemannR(_ x: Double) -> Double {
        if x == 0 { return 0 }
        guard x >= 1 else { return .nan }
        guard x.isFinite else { return x }
        let u = logarithm(x)
        let sum = series(u) { k in k + 1 <= 60 ? zetaTable[k - 1] : 1 }
        return (DoubleDouble(1) + sum).value
    }

    /// The x ≥ 2 with li(x) = y, for y ≥ li(2).
    ///
    /// - Complexity: Newton's steps (at most 100) of one li each, O(ln x) terms a step.
    public static func inverseLi(_ y: Double) -> Double {
        inverse(y, function: li, start: liOfTwo)
    }

    /// The x ≥ 2 with Li(x) = y, for y ≥ 0.
    ///
    /// - Complexity: as ``inverseLi(_:)``.
    public static func inverseOffsetLi(_ y: Double) -> Double {
        inverse(y + liOfTwo, function: li, start: liOfTwo)
    }

    /// The x ≥ 2 with R(x) = y, for y ≥ R(2).
    ///
    /// - Complexity: Newton's steps (at most 100) of one R each, O(ln x) terms a step.
    public static func inverseRiemannR(_ y: Double) -> Double {
        inverse(y, function: riemannR, start: riemannR(2))
    }

    /// Newton's method with the derivative 1/ln x (exact for li, within 1/ln x for R, whose
    /// derivative is (1/ln x)·(1 − O(1/ln x))): the step x ← x − (f(x) − y)·ln x.
    private static func inverse(_ y: Double, function: (Double) -> Double, start: Double) -> Double {
        guard y >= start, y.isFinite else { return y == .infinity ? .infinity : .nan }
        var x = max(2, y * log(max(y, 2)))
        for _ in 0..<100 {
            let step = (function(x) - y) * log(x)
            let next = max(2, x - step)
            if abs(next - x) <= x.ulp { return next }
            x = next
        }
        return x
    }
}
