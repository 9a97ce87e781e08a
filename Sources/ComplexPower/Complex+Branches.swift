import AlgoSupport

extension Complex where RealType == Double {
    /// The values of z^w on branches `branches`, in order.
    ///
    ///     Complex.powers(Complex(-8), Complex(1.0 / 3), branches: 0...2)
    ///
    /// - Complexity: O(n) for n branches.
    public static func powers(_ z: Complex, _ w: Complex, branches: ClosedRange<Int>) -> [Complex] {
        branches.map { pow(z, w, branch: $0) }
    }

    /// z^(p/q) on branch k, with the phase reduced exactly: (p/q)(θ + 2πk) = pθ/q + 2π·((p·k) mod q)/q.
    ///
    /// When z lies on an axis, θ is a multiple of π/2, so the phase is π·n/(2q) for an integer n, and
    /// its cosine and sine come from `exactCosSinPi(_:_:)`, exact where they are exact: the real cube root of −8
    /// is −2 + 0i, not −2 + 8.2e−17i, and the third one is 1 − 1.7320508075688772i with real part
    /// exactly 1. Elsewhere the double-double phase below keeps its accuracy bound.
    ///
    /// - Precondition: q > 0.
    /// - Complexity: O(1).
    public static func pow(_ z: Complex, numerator p: Int, denominator q: Int, branch k: Int) -> Complex {
        precondition(q > 0, "the denominator must be positive")
        if p == 0 { return .one }
        if z.isNaN { return Complex(.nan, .nan) }
        if z.isZero { return p > 0 ? .zero : Complex(.infinity, 0) }
        // (p·k) mod q without overflow, as a turn in [−q/2, q/2].
        let product = p.multipliedFullWidth(by: k)
        var turn = Int(q.dividingFullWidth((product.high, product.low)).remainder)
        if turn > q / 2 { turn -= q } else if turn < -(q / 2) { turn += q }
        let (l, lLo, theta) = PowerKernel.logPartsExtended(z.real, z.imaginary)
        var exactTurn: (cos: Double, sin: Double)?
        var (phase, phaseLo): (Double, Double)
        if let s = PowerKernel.quarterTurns(z.real, z.imaginary) {
            // A base on an axis: θ = s·π/2 exactly (atan2's is rounded, and p·θ for p = 2^52 + 1 was
            // off by 0.27 radians), so the phase is π·n/(2q) for the integer n = p·s + 4·turn, reduced
            // modulo 4q in 128 bits. Its cosine and sine come from `exactCosSinPi(_:_:)` where that
            // has them, else from n/(2q) in double-double.
            let period = 4 * Int128(q)
            var n = (Int128(p) * Int128(s) + 4 * Int128(turn)) % period
            if n > period / 2 { n -= period } else if n <= -period / 2 { n += period }
            if let a = Int(exactly: n), let b = Int(exactly: 2 * Int128(q)) { exactTurn = exactCosSinPi(a, b) }
            let high = Double(n)
            let (fraction, fractionLo) = PowerKernel.divide(high, Double(n - Int128(high)), by: 2 * Double(q))
            (phase, phaseLo) = PowerKernel.timesTwoPi(fraction / 2, fractionLo / 2)
        } else {
            // phase = (p·θ + 2π·turn) / q in double-double: exact products, one rounding per division.
            let (a, aLo) = PowerKernel.twoProduct(Double(p), theta)
            let (b, bLo) = PowerKernel.twoProduct(Double(turn), PowerKernel.twoPi.hi)
            var (sum, sumLo) = PowerKernel.twoSum(a, b)
            sumLo += aLo + bLo + Double(turn) * PowerKernel.twoPi.lo
            (sum, sumLo) = PowerKernel.twoSum(sum, sumLo)
            (phase, phaseLo) = PowerKernel.divide(sum, sumLo, by: Double(q))
        }
        let turns = (phase / PowerKernel.twoPi.hi).rounded()
        if turns != 0 {
            let (th, tl) = PowerKernel.twoProduct(turns, PowerKernel.twoPi.hi)
            let (r, rLo) = PowerKernel.twoSum(phase, -th)
            (phase, phaseLo) = PowerKernel.twoSum(r, phaseLo + rLo - tl - turns * PowerKernel.twoPi.lo)
        }
        // modulus = e^(p·ln|z|/q) with the exponent in double-double.
        var modulus = p > 0 ? Double.infinity : 0
        if !l.isInfinite {
            let (x, xLo) = PowerKernel.twoProduct(Double(p), l)
            let (e, eLo) = PowerKernel.divide(x, xLo + Double(p) * lLo, by: Double(q))
            // Past ±1000, e^e is ∞ or 0, and eLo (up to ulp(e)/2) may exceed 1: no correction.
            modulus = abs(e) <= 1000 ? LibM.exp(e) * (1 + eLo) : LibM.exp(e)
        }
        if let (c, s) = exactTurn {
            // A square or cube root of a base on an axis: |z| is |x| or |y| exactly, and the root
            // comes from sqrt or a refined cbrt in double-double, so that √2, √3 and ∛2 are the
            // correctly rounded 1.4142135623730951, 1.7320508075688772 and 1.2599210498948732 (by
            // e^(ln|z|/q), √2 came out 1.414213562373095, an ulp low).
            if p == 1 && (q == 2 || q == 3), modulus.isFinite, modulus != 0 {
                let magnitude = max(abs(z.real), abs(z.imaginary))
                let root = q == 2 ? squareRoot(magnitude) : cubeRoot(magnitude)
                return Complex(times(root, c), times(root, s))
            }
            return Complex(PowerKernel.scaled(modulus, c), PowerKernel.scaled(modulus, s))
        }
        let c = LibM.cos(phase)
        let s = LibM.sin(phase)
        return Complex(PowerKernel.scaled(modulus, c - phaseLo * s), PowerKernel.scaled(modulus, s + phaseLo * c))
    }

    /// cos(πa/b) and sin(πa/b) where one of them is 0, ±½ or ±1, as cospi and sinpi give them:
    /// exact at multiples of π/2 and for the ±½ component at multiples of π/3 and π/6, correctly
    /// rounded for the √3/2 and √2/2 components; nil at every other angle (the caller's
    /// double-double phase is as accurate there as before).
    ///
    ///     exactCosSinPi(1, 1)    // (−1, 0): e^(iπ)
    ///     exactCosSinPi(-1, 3)   // (0.5, −0.8660254037844386)
    ///     exactCosSinPi(1, 5)    // nil
    ///
    /// - Complexity: O(1).
    static func exactCosSinPi(_ a: Int, _ b: Int) -> (cos: Double, sin: Double)? {
        precondition(b > 0, "the denominator must be positive")
        // r ≡ a (mod 2b), in (−b, b].
        let (period, overflow) = b.multipliedReportingOverflow(by: 2)
        guard !overflow else { return nil }
        var r = a % period
        if r > b { r -= period } else if r <= -b { r += period }
        let sign: Double = r < 0 ? -1 : 1
        let m = r.magnitude  // the angle π·m/b, in [0, π]
        let n = UInt(b)
        /// Whether m/n = num/den (den divides n, so nothing overflows).
        func at(_ num: UInt, _ den: UInt) -> Bool { n % den == 0 && m == num * (n / den) }
        if m == 0 { return (1, 0) }
        if m == n { return (-1, 0) }
        if at(1, 2) { return (0, sign) }
        if at(1, 3) { return (0.5, sign * halfSqrt3) }
        if at(2, 3) { return (-0.5, sign * halfSqrt3) }
        if at(1, 6) { return (halfSqrt3, sign * 0.5) }
        if at(5, 6) { return (-halfSqrt3, sign * 0.5) }
        if at(1, 4) { return (halfSqrt2, sign * halfSqrt2) }
        if at(3, 4) { return (-halfSqrt2, sign * halfSqrt2) }
        return nil
    }

    /// √3/2 and √2/2, correctly rounded (0.8660254037844386467…, 0.7071067811865475244…).
    static let halfSqrt3 = 0.8660254037844386
    static let halfSqrt2 = 0.7071067811865476
    /// What each misses, so that hi + lo is within 2^−106 relative (from mpmath at 200 bits).
    static let halfSqrt3Lo = 5.0175421109034514e-17
    static let halfSqrt2Lo = -4.833646656726457e-17

    /// √m (m > 0 finite) as a double-double: IEEE sqrt, correctly rounded, and its exact residual
    /// m − r² (one fused multiply-add) over 2r.
    static func squareRoot(_ m: Double) -> (hi: Double, lo: Double) {
        let r = m.squareRoot()
        return (r, m.addingProduct(-r, r) / (2 * r))
    }

    /// ∛m (m > 0 finite) as a double-double: libm's cbrt (within an ulp, not always correctly
    /// rounded) and one Newton step on the exact residual m − r³, so that hi is m^(1/3) correctly
    /// rounded but in a halfway case closer than 2^−100 relative.
    static func cubeRoot(_ m: Double) -> (hi: Double, lo: Double) {
        // m = m'·2^(3j) with m' in [1, 8): r³ cannot overflow (∛DBL_MAX cubed did) nor lose bits
        // in the subnormals, and the scalings by powers of two are exact.
        let j = Int(m.exponent) >= 0 ? Int(m.exponent) / 3 : -((-Int(m.exponent) + 2) / 3)
        let (hi, lo) = unscaledCubeRoot(Double(sign: .plus, exponent: m.exponent - 3 * j, significand: m.significand))
        return (Double(sign: .plus, exponent: j, significand: hi), Double(sign: .plus, exponent: j, significand: lo))
    }

    /// ∛m for m in [1, 8).
    private static func unscaledCubeRoot(_ m: Double) -> (hi: Double, lo: Double) {
        let r = LibM.cbrt(m)
        let (square, squareLo) = PowerKernel.twoProduct(r, r)
        let (cube, cubeLo) = PowerKernel.twoProduct(square, r)
        // m − r³ = (m − cube) − cubeLo − squareLo·r; m − cube is exact (Sterbenz: within a few ulps).
        let residual = ((m - cube) - cubeLo) - squareLo * r
        return PowerKernel.twoSum(r, residual / (3 * square))
    }

    /// (hi + lo)·c rounded once, for c one of the exact turn's components: 0, ±½, ±1 exactly, or
    /// ±√3/2, ±√2/2, taken as double-doubles.
    static func times(_ root: (hi: Double, lo: Double), _ c: Double) -> Double {
        let magnitude = abs(c)
        // 0, ±½, ±1: hi·c is exact (hi is already the correctly rounded root).
        guard magnitude == halfSqrt3 || magnitude == halfSqrt2 else { return root.hi * c }
        let low = magnitude == halfSqrt3 ? halfSqrt3Lo : halfSqrt2Lo
        let (product, productLo) = PowerKernel.twoProduct(root.hi, magnitude)
        let value = product + (productLo + root.hi * low + root.lo * magnitude)
        return c < 0 ? -value : value
    }

}
