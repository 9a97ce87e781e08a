/// Arithmetic modulo a prime p < 2^32 in 64-bit words (every product fits), for the quadratic
/// sieve's factor base.
enum SmallPrimeArithmetic {
    /// b^e mod p.
    ///
    /// - Complexity: O(log e) products.
    static func power(_ b: UInt64, _ e: UInt64, _ p: UInt64) -> UInt64 {
        var result: UInt64 = 1
        var base = b % p
        var e = e
        while e > 0 {
            if e & 1 == 1 { result = result * base % p }
            base = base * base % p
            e >>= 1
        }
        return result
    }

    /// a^-1 mod p for a ≢ 0 (extended Euclid).
    ///
    /// - Precondition: gcd(a, p) = 1.
    /// - Complexity: O(log p).
    static func inverse(_ a: UInt64, _ p: UInt64) -> UInt64 {
        var (r0, r1) = (Int64(p), Int64(a % p))
        var (t0, t1): (Int64, Int64) = (0, 1)
        while r1 != 0 {
            let q = r0 / r1
            (r0, r1) = (r1, r0 - q * r1)
            (t0, t1) = (t1, t0 - q * t1)
        }
        precondition(r0 == 1, "no inverse: gcd(\(a), \(p)) = \(r0)")
        return UInt64(t0 < 0 ? t0 + Int64(p) : t0)
    }

    /// A square root of a modulo an odd prime p (Tonelli–Shanks), given that a is a square.
    ///
    ///     SmallPrimeArithmetic.squareRoot(2, 7)   // 3 or 4: 3² = 9 ≡ 2
    ///
    /// - Precondition: a is a quadratic residue mod p or 0, p odd prime.
    /// - Complexity: O(log² p) products.
    static func squareRoot(_ a: UInt64, _ p: UInt64) -> UInt64 {
        let a = a % p
        if a == 0 { return 0 }
        if p % 4 == 3 { return power(a, (p + 1) / 4, p) }
        var q = p - 1
        var s: UInt64 = 0
        while q & 1 == 0 {
            q >>= 1
            s += 1
        }
        var z: UInt64 = 2
        while power(z, (p - 1) / 2, p) != p - 1 { z += 1 }
        var m = s
        var c = power(z, q, p)
        var t = power(a, q, p)
        var r = power(a, (q + 1) / 2, p)
        while t != 1 {
            var i: UInt64 = 0
            var t2 = t
            while t2 != 1 {
                t2 = t2 * t2 % p
                i += 1
            }
            var b = c
            for _ in 0..<(m - i - 1) { b = b * b % p }
            m = i
            c = b * b % p
            t = t * c % p
            r = r * b % p
        }
        return r
    }

    /// The Legendre symbol (a/p) for an odd prime p: 1, p − 1 (for −1) or 0.
    static func legendre(_ a: UInt64, _ p: UInt64) -> UInt64 { power(a, (p - 1) / 2, p) }
}
