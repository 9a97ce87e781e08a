import AlgoSupport

/// Shanks's square forms factorization (SQUFOF) of a 64-bit word, after Gower and Wagstaff,
/// "Square form factorization" (Math. Comp. 77, 2008): the continued fraction of √(kN) until a
/// Q at an even step is a square r², then a second walk from the reduced form with r until two
/// consecutive P agree; gcd(N, P) is then a divisor, proper about half the time.
///
///     SquareForms.divisor(of: 1_000_000_016_000_000_063)   // 1000000007 (or 1000000009)
///
/// About 2·(kN)^(1/4) steps whatever the size of the factors, each one 64-bit division: it is
/// kept as a baseline. It does not pay in the ladder: on 200 products of two 32-bit primes it
/// took several times ECM's time (Guides/Factorization.md, "SQUFOF").
enum SquareForms {
    /// Gower and Wagstaff's multipliers: the square-free products of 3, 5, 7 and 11, tried in turn.
    static let multipliers: [UInt64] = [1, 3, 5, 7, 11, 15, 21, 33, 35, 55, 77, 105, 165, 231, 385, 1155]

    /// A proper divisor of n, or nil when every multiplier's walk runs out.
    ///
    /// - Parameters:
    ///   - n: odd and composite, above 1 (a square is split at its root).
    /// - Complexity: O(n^(1/4)) steps per multiplier, each a 64-bit division.
    static func divisor(of n: UInt64) -> UInt64? {
        precondition(n & 1 == 1 && n > 1, "SQUFOF needs an odd number above 1")
        let root = integerSquareRoot(n)
        if root * root == n { return root }
        for k in multipliers {
            if let d = walk(n, multiplier: k), d != 1, d != n { return d }
        }
        return nil
    }

    /// One multiplier's forward walk to a square form and its reverse walks, up to the iteration
    /// bound 4·√(2·√(kN)). P and Q stay below 2·√(kN) < 2^38 for k ≤ 1155; the update
    /// Q_(i+1) = Q_(i−1) + b·(P_(i−1) − P_i) may pass through larger values, so it wraps, and the
    /// true result fits.
    private static func walk(_ n: UInt64, multiplier k: UInt64) -> UInt64? {
        let kn = UInt128(k) * UInt128(n)
        let p0 = Int64(integerRoot(kn, 2))
        let q1 = Int64(kn - UInt128(p0) * UInt128(p0))
        if q1 == 0 { return nil }  // kN a square: k shares the square part, nothing to learn
        let bound = iterationBound(p0)
        var (pPrevious, qPrevious, q) = (p0, Int64(1), q1)
        var step = 1
        while step < bound {
            if step & 1 == 0, let r = exactSquareRoot(q) {
                if let d = reverse(n, kn: kn, p0: p0, pPrevious: pPrevious, r: r), d != 1, d != n { return d }
            }
            let b = (p0 &+ pPrevious) / q
            let p = b &* q &- pPrevious
            let qNext = qPrevious &+ b &* (pPrevious &- p)
            (pPrevious, qPrevious, q) = (p, q, qNext)
            step += 1
        }
        return nil
    }

    /// The reverse walk from the square form Q = r² with P_(i−1) = pPrevious: gcd(N, P) once two
    /// consecutive P agree.
    private static func reverse(_ n: UInt64, kn: UInt128, p0: Int64, pPrevious: Int64, r: Int64) -> UInt64? {
        let b0 = (p0 &- pPrevious) / r
        var p = b0 &* r &+ pPrevious
        var qPrevious = r
        var q = Int64((kn - UInt128(p) * UInt128(p)) / UInt128(r))
        // The cycle is at most as long as the forward one: bounded as it is.
        for _ in 0..<iterationBound(p0) {
            guard q != 0 else { return nil }
            let b = (p0 &+ p) / q
            let pNext = b &* q &- p
            if pNext == p { return binaryGCD(n, UInt64(p)) }
            let qNext = qPrevious &+ b &* (p &- pNext)
            (p, qPrevious, q) = (pNext, q, qNext)
        }
        return nil
    }

    /// 4·√(2·P₀) + 64 steps, P₀ = ⌊√(kN)⌋: the forward walk's bound, and the reverse walk's.
    private static func iterationBound(_ p0: Int64) -> Int {
        4 * Int(integerSquareRoot(UInt64(2 * p0))) + 64
    }

    /// √q when q ≥ 0 is a perfect square (q < 2^52, so the Double root is within one of it).
    private static func exactSquareRoot(_ q: Int64) -> Int64? {
        // Squares mod 64 have bit (q mod 64) set here: 12 of 64 residues pass.
        guard q >= 0, (0x0202_0212_0203_0213 as UInt64) >> UInt64(q & 63) & 1 == 1 else { return nil }
        let r = Int64(Double(q).squareRoot())
        for candidate in [r - 1, r, r + 1] where candidate >= 0 && candidate * candidate == q { return candidate }
        return nil
    }
}
