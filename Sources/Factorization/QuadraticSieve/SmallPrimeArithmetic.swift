/// Arithmetic modulo a prime p < 2^32 in 64-bit words (every product fits), for the quadratic
/// sieve's factor base.
enum SmallPrimeArithmetic {
    /// b^e mod p, each product reduced by Barrett's method (a hardware division took most of the
    /// factor base's Legendre symbols and square roots).
    ///
    /// - Precondition: 2 ≤ p < 2^32 (products of two residues fit a word).
    /// - Complexity: O(log e) products.
    static func power(_ b: UInt64, _ e: UInt64, _ p: UInt64) -> UInt64 {
        let m = reciprocal(p)
        var result: UInt64 = 1
        var base = b % p
        var e = e
        while e > 0 {
            if e & 1 == 1 { result = reduce(result * base, p, reciprocal: m) }
            base = reduce(base * base, p, reciprocal: m)
            e >>= 1
        }
        return result
    }

    /// a^-1 mod p for a ≢ 0 (extended Euclid, with 32-bit divisions: on the x86-64 CPUs here a
    /// 64-bit division takes up to three times as long, and every remainder is below p < 2^32).
    ///
    /// - Precondition: gcd(a, p) = 1, p < 2^32.
    /// - Complexity: O(log p).
    static func inverse(_ a: UInt64, _ p: UInt64) -> UInt64 {
        precondition(p <= UInt64(UInt32.max), "a modulus of 32 bits at most")
        var (r0, r1) = (UInt32(p), UInt32(a % p))
        var (t0, t1): (Int64, Int64) = (0, 1)
        while r1 != 0 {
            let q = r0 / r1
            (r0, r1) = (r1, r0 - q * r1)
            (t0, t1) = (t1, t0 - Int64(q) * t1)
        }
        precondition(r0 == 1, "no inverse: gcd(\(a), \(p)) = \(r0)")
        return UInt64(t0 < 0 ? t0 + Int64(p) : t0)
    }

    /// ⌊(2^64 − 1)/p⌋, the reciprocal that ``reduce(_:_:reciprocal:)`` takes.
    static func reciprocal(_ p: UInt64) -> UInt64 { UInt64.max / p }

    /// x mod p by Barrett's method: a high product and a low one in place of a hardware division
    /// (20 to 90 cycles on x86-64). With m = ⌊(2^64 − 1)/p⌋ we have m·p = 2^64 − 1 − t for some
    /// 0 ≤ t < p, so x·m/2^64 = x/p − x·(1 + t)/(p·2^64) lies in (x/p − 1, x/p]: the quotient
    /// estimate ⌊x·m/2^64⌋ is ⌊x/p⌋ or one less, and one subtraction corrects the remainder.
    ///
    ///     SmallPrimeArithmetic.reduce(1000, 7, reciprocal: SmallPrimeArithmetic.reciprocal(7))   // 6
    ///
    /// - Parameters:
    ///   - x: any 64-bit value.
    ///   - p: the modulus, 2 ≤ p < 2^63.
    ///   - m: ``reciprocal(_:)`` of p.
    /// - Complexity: O(1).
    @inline(__always)
    static func reduce(_ x: UInt64, _ p: UInt64, reciprocal m: UInt64) -> UInt64 {
        let q = x.multipliedFullWidth(by: m).high
        return subtractOnce(x &- q &* p, p)
    }

    /// x mod p for x < 2p, without a branch: x − p, plus p back when that wrapped (its top bit is
    /// then set, since p < 2^63). LLVM compiles `x >= p ? x − p : x` to a branch here, taken at
    /// random for half the sums of two residues: the mispredictions made most of a family's
    /// set-up time.
    ///
    /// - Precondition: x < 2p, p < 2^63.
    /// - Complexity: O(1).
    @inline(__always)
    static func subtractOnce(_ x: UInt64, _ p: UInt64) -> UInt64 {
        let d = x &- p
        return d &+ (p & UInt64(bitPattern: Int64(bitPattern: d) >> 63))
    }

    /// A square root of a modulo an odd prime p (Tonelli–Shanks), given that a is a square.
    ///
    ///     SmallPrimeArithmetic.squareRoot(2, 7)   // 3 or 4: 3² = 9 ≡ 2
    ///
    /// - Precondition: a is a quadratic residue mod p or 0, p odd prime.
    /// - Complexity: O(log² p) products.
    static func squareRoot(_ a: UInt64, _ p: UInt64) -> UInt64 {
        let pReciprocal = reciprocal(p)
        // Barrett's reduction, as in power: products, not divisions.
        func product(_ x: UInt64, _ y: UInt64) -> UInt64 { reduce(x * y, p, reciprocal: pReciprocal) }
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
                t2 = product(t2, t2)
                i += 1
            }
            var b = c
            for _ in 0..<(m - i - 1) { b = product(b, b) }
            m = i
            c = product(b, b)
            t = product(t, c)
            r = product(r, b)
        }
        return r
    }

    /// The Legendre symbol (a/p) for an odd prime p: 1, p − 1 (for −1) or 0.
    static func legendre(_ a: UInt64, _ p: UInt64) -> UInt64 { power(a, (p - 1) / 2, p) }
}
