/// Deterministic primality of 64-bit words by Miller–Rabin in Montgomery form: with the bases
/// 2, 7, 61 below 4,759,123,141 (Jaeschke 1993) and Jim Sinclair's seven bases (2011) up to 2^64,
/// no composite passes.
///
///     WordPrimality.isPrime(4_759_123_141)   // false: 48781 · 97561
///
/// The Sieve module's `PrimeSieve.isPrime` gives the same answers with a hardware division per
/// product; this one is about 3× cheaper, which counts when ρ and ECM test every cofactor.
enum WordPrimality {
    /// - Complexity: O(log n) Montgomery multiplications per base (3 or 7 bases).
    static func isPrime(_ n: UInt64) -> Bool {
        if n < 64 { return (0x2820_8A20_A08A_28AC as UInt64) >> n & 1 == 1 }
        if n & 1 == 0 || n % 3 == 0 || n % 5 == 0 || n % 7 == 0 { return false }
        if n < 121 { return true }
        let ring = Montgomery64(n)
        let small: [UInt64] = [2, 7, 61]
        let large: [UInt64] = [2, 325, 9375, 28178, 450775, 9_780_504, 1_795_265_022]
        for base in n < 4_759_123_141 ? small : large where !isStrongProbablePrime(ring, base: base) {
            return false
        }
        return true
    }

    /// Whether n is a strong probable prime to `base` (true when base ≡ 0 mod n).
    static func isStrongProbablePrime(_ ring: Montgomery64, base: UInt64) -> Bool {
        let n = ring.modulus
        let a = base % n
        if a == 0 { return true }
        let shift = (n - 1).trailingZeroBitCount
        let d = (n - 1) >> UInt64(shift)
        let minusOne = ring.subtract(ring.zero, ring.one)
        var x = ring.power(ring.residue(a), d)
        if x == ring.one || x == minusOne { return true }
        for _ in 1..<shift {
            x = ring.square(x)
            if x == minusOne { return true }
            if x == ring.one { return false }
        }
        return false
    }
}
