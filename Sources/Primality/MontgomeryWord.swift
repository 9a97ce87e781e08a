/// Arithmetic modulo an odd n < 2^64 in Montgomery form, for the word primality test: a stands
/// for a·2^64 mod n, and a product is reduced with two more multiplications instead of the
/// 128-by-64-bit division that `(a * b) % n` needs (Guides/Measurements/Sieve.md, "MontgomeryWord:
/// against the division").
///
///     let ring = MontgomeryWord(1_000_000_007)
///     ring.value(ring.multiply(ring.residue(123_456_789), ring.residue(123_456_789)))   // 259106859
///
/// The reduction is the subtractive form (m = T·n⁻¹ mod 2^64, result T/2^64 − ⌊m·n/2^64⌋, plus n
/// if that is negative), which needs nothing wider than the product, so every odd n works,
/// 2^64 − 1 included. Factorization's generic `MontgomeryRing` is the same reduction for 64- and
/// 128-bit words with the operations ρ and ECM need; one generic core for both, shared across the
/// module boundary, made ECM several times slower (an unspecialised generic across modules;
/// Guides/Measurements/Sieve.md, "MontgomeryWord: one core for both").
package struct MontgomeryWord {
    package let modulus: UInt64
    /// n⁻¹ mod 2^64.
    package let inverse: UInt64
    /// 2^64 mod n, the form of 1.
    package let one: UInt64
    /// n − 2^64 mod n, the form of −1.
    package let minusOne: UInt64

    /// - Precondition: n odd and n > 1.
    /// - Complexity: O(1).
    @inline(__always)
    package init(_ n: UInt64) {
        precondition(n & 1 == 1 && n > 1, "MontgomeryWord needs an odd modulus > 1")
        modulus = n
        inverse = n.inverseModuloWord
        one = (0 &- n) % n
        minusOne = n &- one
    }

    /// T·2^−64 mod n for T = high·2^64 + low < n·2^64.
    @inline(__always)
    package func reduce(_ high: UInt64, _ low: UInt64) -> UInt64 {
        let m = low &* inverse
        let mn = m.multipliedFullWidth(by: modulus).high
        return high >= mn ? high &- mn : high &- mn &+ modulus
    }

    @inline(__always)
    package func multiply(_ a: UInt64, _ b: UInt64) -> UInt64 {
        let product = a.multipliedFullWidth(by: b)
        return reduce(product.high, product.low)
    }

    /// 2a in the form (a doubling is the same in either form).
    @inline(__always)
    package func double(_ a: UInt64) -> UInt64 { add(a, a) }

    @inline(__always)
    package func add(_ a: UInt64, _ b: UInt64) -> UInt64 {
        let (sum, overflow) = a.addingReportingOverflow(b)
        return overflow || sum >= modulus ? sum &- modulus : sum
    }

    @inline(__always)
    package func subtract(_ a: UInt64, _ b: UInt64) -> UInt64 { a >= b ? a &- b : a &- b &+ modulus }

    /// The form of `value`, by one 128-by-64-bit division.
    @inline(__always)
    package func residue(_ value: UInt64) -> UInt64 { modulus.dividingFullWidth((value % modulus, 0)).remainder }

    /// The ordinary value in [0, n) of a residue.
    @inline(__always)
    package func value(_ a: UInt64) -> UInt64 { reduce(0, a) }

    /// 2^e in the form, left to right: a square for each bit and a doubling (an addition) for
    /// each set one, where a general base costs a multiplication.
    ///
    /// - Complexity: O(log e) multiplications.
    @inline(__always)
    package func powerOfTwo(_ e: UInt64) -> UInt64 {
        guard e > 0 else { return one }
        var result = double(one)
        var bit = 62 - e.leadingZeroBitCount
        while bit >= 0 {
            result = multiply(result, result)
            if e >> UInt64(bit) & 1 == 1 { result = double(result) }
            bit -= 1
        }
        return result
    }
}
