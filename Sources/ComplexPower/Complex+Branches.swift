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
    /// its cosine and sine come from ``exactCosSinPi(_:_:)``, exact where they are exact: the real cube root of −8
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
            // modulo 4q in 128 bits. Its cosine and sine come from ``exactCosSinPi(_:_:)`` where that
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
        if let (c, s) = exactTurn { return Complex(PowerKernel.scaled(modulus, c), PowerKernel.scaled(modulus, s)) }
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

}
