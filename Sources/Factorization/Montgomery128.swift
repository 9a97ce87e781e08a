import BigNumber

/// Arithmetic modulo an odd n < 2^128 in Montgomery form (R = 2^128), the 128-bit twin of
/// ``Montgomery64``: products are built from four 64×64-bit multiplications and reduced by the
/// same subtractive rule.
struct Montgomery128: ResidueRing {
    let modulus: UInt128
    /// n⁻¹ mod 2^128.
    let inverse: UInt128
    /// R mod n.
    let one: UInt128
    /// R² mod n.
    let rSquared: UInt128

    /// - Precondition: n odd and n > 1.
    init(_ n: UInt128) {
        precondition(n & 1 == 1 && n > 1, "Montgomery128 needs an odd modulus > 1")
        modulus = n
        var inverse = n
        for _ in 0..<6 { inverse = inverse &* (2 &- n &* inverse) }
        self.inverse = inverse
        let one = (0 &- n) % n
        self.one = one
        // R² mod n = (R mod n)·R mod n: 128 doublings of R mod n, each reduced (once, at setup).
        var r2 = one
        for _ in 0..<128 {
            let (doubled, overflow) = r2.addingReportingOverflow(r2)
            r2 = overflow || doubled >= n ? doubled &- n : doubled
        }
        rSquared = r2
    }

    var zero: UInt128 { 0 }

    /// The 256-bit product of two 128-bit words.
    @inline(__always)
    static func fullProduct(_ a: UInt128, _ b: UInt128) -> (high: UInt128, low: UInt128) {
        let a0 = UInt128(UInt64(truncatingIfNeeded: a))
        let a1 = a >> 64
        let b0 = UInt128(UInt64(truncatingIfNeeded: b))
        let b1 = b >> 64
        let p00 = a0 &* b0
        let p01 = a0 &* b1
        let p10 = a1 &* b0
        let p11 = a1 &* b1
        let (middle, middleCarry) = p01.addingReportingOverflow(p10)
        let (low, lowCarry) = p00.addingReportingOverflow(middle << 64)
        let high = p11 &+ (middle >> 64) &+ (middleCarry ? UInt128(1) << 64 : 0) &+ (lowCarry ? 1 : 0)
        return (high, low)
    }

    @inline(__always)
    func reduce(_ high: UInt128, _ low: UInt128) -> UInt128 {
        let m = low &* inverse
        let mn = Self.fullProduct(m, modulus).high
        return high >= mn ? high &- mn : high &- mn &+ modulus
    }

    @inline(__always)
    func multiply(_ a: UInt128, _ b: UInt128) -> UInt128 {
        let product = Self.fullProduct(a, b)
        return reduce(product.high, product.low)
    }

    @inline(__always)
    func square(_ a: UInt128) -> UInt128 { multiply(a, a) }

    @inline(__always)
    func add(_ a: UInt128, _ b: UInt128) -> UInt128 {
        let (sum, overflow) = a.addingReportingOverflow(b)
        return overflow || sum >= modulus ? sum &- modulus : sum
    }

    @inline(__always)
    func subtract(_ a: UInt128, _ b: UInt128) -> UInt128 {
        a >= b ? a &- b : a &- b &+ modulus
    }

    func residue(_ value: UInt64) -> UInt128 { multiply(UInt128(value) % modulus, rSquared) }

    /// The ordinary value in [0, n) of a residue.
    func value(_ a: UInt128) -> UInt128 { reduce(0, a) }

    func gcdWithModulus(_ a: UInt128) -> UInt128 { binaryGCD(a, modulus) }
    func isUnit(_ g: UInt128) -> Bool { g == 1 }
    static func bigInteger(_ value: UInt128) -> BigInt { BigInt(value) }
}
