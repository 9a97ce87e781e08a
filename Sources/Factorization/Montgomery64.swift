import BigNumber

/// Arithmetic modulo an odd 64-bit n in Montgomery form: a stands for aR mod n, R = 2^64, and a
/// product is reduced with one more multiplication instead of a division.
///
///     let ring = Montgomery64(1_000_000_007)
///     let a = ring.residue(123_456_789)
///     ring.value(ring.multiply(a, a))      // 123456789² mod (10^9 + 7) = 259106859
///
/// The reduction is the subtractive form (m = T·n⁻¹ mod R, result T/R − ⌊m·n/R⌋, plus n if that
/// is negative), which needs no 65-bit intermediate, so every odd n < 2^64 works.
struct Montgomery64: ResidueRing {
    let modulus: UInt64
    /// n⁻¹ mod 2^64.
    let inverse: UInt64
    /// R mod n, the form of 1.
    let one: UInt64
    /// R² mod n, to bring a value into the form.
    let rSquared: UInt64

    /// - Precondition: n odd and n > 1.
    init(_ n: UInt64) {
        precondition(n & 1 == 1 && n > 1, "Montgomery64 needs an odd modulus > 1")
        modulus = n
        // n·n ≡ 1 (mod 8) for odd n: n is its own inverse to 3 bits; each Newton step doubles that.
        var inverse = n
        for _ in 0..<5 { inverse = inverse &* (2 &- n &* inverse) }
        self.inverse = inverse
        one = (0 &- n) % n
        rSquared = n.dividingFullWidth((one, 0)).remainder
    }

    var zero: UInt64 { 0 }

    /// T·R⁻¹ mod n for T = high·2^64 + low < n·2^64.
    @inline(__always)
    func reduce(_ high: UInt64, _ low: UInt64) -> UInt64 {
        let m = low &* inverse
        let mn = m.multipliedFullWidth(by: modulus).high
        return high >= mn ? high &- mn : high &- mn &+ modulus
    }

    @inline(__always)
    func multiply(_ a: UInt64, _ b: UInt64) -> UInt64 {
        let product = a.multipliedFullWidth(by: b)
        return reduce(product.high, product.low)
    }

    @inline(__always)
    func square(_ a: UInt64) -> UInt64 { multiply(a, a) }

    @inline(__always)
    func add(_ a: UInt64, _ b: UInt64) -> UInt64 {
        let (sum, overflow) = a.addingReportingOverflow(b)
        return overflow || sum >= modulus ? sum &- modulus : sum
    }

    @inline(__always)
    func subtract(_ a: UInt64, _ b: UInt64) -> UInt64 {
        a >= b ? a &- b : a &- b &+ modulus
    }

    func residue(_ value: UInt64) -> UInt64 { multiply(value % modulus, rSquared) }

    /// The ordinary value in [0, n) of a residue.
    func value(_ a: UInt64) -> UInt64 { reduce(0, a) }

    /// a^e in the form.
    ///
    /// - Complexity: O(log e) multiplications.
    func power(_ a: UInt64, _ e: UInt64) -> UInt64 {
        var result = one
        var base = a
        var exponent = e
        while exponent > 0 {
            if exponent & 1 == 1 { result = multiply(result, base) }
            base = multiply(base, base)
            exponent >>= 1
        }
        return result
    }

    func gcdWithModulus(_ a: UInt64) -> UInt64 { binaryGCD(a, modulus) }
    func isUnit(_ g: UInt64) -> Bool { g == 1 }
    static func bigInteger(_ value: UInt64) -> BigInt { BigInt(value) }
}
