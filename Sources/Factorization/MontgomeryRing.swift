import BigNumber

/// Arithmetic modulo an odd n < 2^w in Montgomery form, for a machine word of w = 64 or 128 bits:
/// a stands for aR mod n, R = 2^w, and a product is reduced with one more multiplication instead
/// of a division.
///
///     let ring = Montgomery64(1_000_000_007)
///     let a = ring.residue(123_456_789)
///     ring.value(ring.multiply(a, a))      // 123456789² mod (10^9 + 7) = 259106859
///
/// The reduction is the subtractive form (m = T·n⁻¹ mod R, result T/R − ⌊m·n/R⌋, plus n if that
/// is negative), which needs no intermediate wider than the product, so every odd n < 2^w works,
/// 2^w − 1 included. The double-width products are the standard library's `multipliedFullWidth`
/// (for UInt128 as fast as four 64×64-bit multiplications written out, measured here).
struct MontgomeryRing<Word: FixedWidthInteger & UnsignedInteger & Sendable>: ResidueRing
where Word.Magnitude == Word {
    let modulus: Word
    /// n⁻¹ mod R.
    let inverse: Word
    /// R mod n, the form of 1.
    let one: Word
    /// R² mod n, to bring a value into the form.
    let rSquared: Word

    /// - Precondition: n odd and n > 1.
    init(_ n: Word) {
        precondition(n & 1 == 1 && n > 1, "MontgomeryRing needs an odd modulus > 1")
        modulus = n
        inverse = n.inverseModuloWord
        one = (0 &- n) % n
        rSquared = n.dividingFullWidth((one, 0)).remainder
    }

    var zero: Word { 0 }

    /// T·R⁻¹ mod n for T = high·R + low < n·R.
    @inline(__always)
    func reduce(_ high: Word, _ low: Word) -> Word {
        let m = low &* inverse
        let mn = m.multipliedFullWidth(by: modulus).high
        return high >= mn ? high &- mn : high &- mn &+ modulus
    }

    @inline(__always)
    func multiply(_ a: Word, _ b: Word) -> Word {
        let product = a.multipliedFullWidth(by: b)
        return reduce(product.high, product.low)
    }

    @inline(__always)
    func square(_ a: Word) -> Word { multiply(a, a) }

    @inline(__always)
    func add(_ a: Word, _ b: Word) -> Word {
        let (sum, overflow) = a.addingReportingOverflow(b)
        return overflow || sum >= modulus ? sum &- modulus : sum
    }

    @inline(__always)
    func subtract(_ a: Word, _ b: Word) -> Word {
        a >= b ? a &- b : a &- b &+ modulus
    }

    func residue(_ value: UInt64) -> Word { multiply(Word(value) % modulus, rSquared) }

    /// The ordinary value in [0, n) of a residue.
    func value(_ a: Word) -> Word { reduce(0, a) }

    /// a^e in the form.
    ///
    /// - Complexity: O(log e) multiplications.
    func power(_ a: Word, _ e: UInt64) -> Word {
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

    /// The form of (value of a)⁻¹, by one extended gcd in GMP (ECM needs one a curve).
    func inverse(_ a: Word) -> Word? {
        guard let w = BigInt(UInt128(value(a))).inverse(modulo: BigInt(UInt128(modulus)))?.exactUInt128 else {
            return nil
        }
        return multiply(Word(truncatingIfNeeded: w), rSquared)
    }

    func gcdWithModulus(_ a: Word) -> Word { binaryGCD(a, modulus) }
    func isUnit(_ g: Word) -> Bool { g == 1 }
    static func bigInteger(_ value: Word) -> BigInt { BigInt(UInt128(value)) }
}

/// The ring for 64-bit work (ρ, ECM and the word primality test below 2^64).
typealias Montgomery64 = MontgomeryRing<UInt64>
/// The ring for ρ and ECM from 2^64 to 2^128.
typealias Montgomery128 = MontgomeryRing<UInt128>
