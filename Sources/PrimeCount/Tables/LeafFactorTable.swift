import AlgoSupport
import Sieve

/// μ(m) and the least prime factor of m in one `UInt16`, for the m ≤ limit coprime to 210 only:
/// primecount's `FactorTable`. A hard-leaf loop asks "is m square-free with lpf(m) > p_b, and
/// what is μ(m)?" for every m in a range, and for p_b ≥ 7 the answer is no whenever 2, 3, 5 or
/// 7 divides m; so it walks 48 numbers in 210 instead of all of them, with one 2-byte read each.
///
/// An entry e is:
/// - 0 where μ(m) = 0 (or where the caller's μ is 0 for another reason: Gourdon's m with a prime
///   factor past y);
/// - ``prime`` (65535, odd) for a prime m, and ``one`` (65534, even) for m = 1;
/// - lpf(m) − 1 for a composite m with μ(m) = 1 and lpf(m) for one with μ(m) = −1: lpf(m) is an
///   odd prime, so the low bit is μ's sign (set for −1).
///
/// Then for an odd prime p ≤ ``maxAskedPrime`` and m > p, lpf(m) > p exactly when e > p (lpf(m) > p
/// gives e ≥ lpf(m) − 1 ≥ p + 1; lpf(m) ≤ p gives e ≤ lpf(m) ≤ p), and μ(m) = −1 exactly when e
/// is odd. A composite m ≤ limit < 2^32 has lpf(m) < 2^16, so lpf(m) ≤ 65521, below the two
/// markers. The callers ask only for p ≤ √(the table's limit) and m > p. (Until 2026-12-07 an entry was
/// ±lpf(m) in an `Int32`: twice the bytes, 20.6 MB at 10^18, the largest table of the run.)
///
/// - Tested against: the μ and least-factor tables at every m ≤ 10^5, for every odd prime p from 7
///   to 313 (PhiTests).
struct LeafFactorTable: Sendable {
    // Literals, so that the compiler lays them out statically: computed, every read in the leaf
    // loops would go through swift_once (Guides/Measurements/PrimeCount.md, "LeafFactorTable:
    // literal tables").
    /// The residues modulo 210 coprime to 210, ascending (48 of them).
    static let residues: [Int] = [
        1, 11, 13, 17, 19, 23, 29, 31, 37, 41, 43, 47, 53, 59, 61, 67, 71, 73, 79, 83, 89, 97, 101, 103,
        107, 109, 113, 121, 127, 131, 137, 139, 143, 149, 151, 157, 163, 167, 169, 173, 179, 181, 187,
        191, 193, 197, 199, 209,
    ]
    /// below[r]: how many residues are ≤ r.
    static let below: [Int] = [
        0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 2, 2, 3, 3, 3, 3, 4, 4, 5, 5, 5, 5, 6, 6, 6, 6, 6, 6, 7, 7, 8,
        8, 8, 8, 8, 8, 9, 9, 9, 9, 10, 10, 11, 11, 11, 11, 12, 12, 12, 12, 12, 12, 13, 13, 13, 13, 13,
        13, 14, 14, 15, 15, 15, 15, 15, 15, 16, 16, 16, 16, 17, 17, 18, 18, 18, 18, 18, 18, 19, 19, 19,
        19, 20, 20, 20, 20, 20, 20, 21, 21, 21, 21, 21, 21, 21, 21, 22, 22, 22, 22, 23, 23, 24, 24, 24,
        24, 25, 25, 26, 26, 26, 26, 27, 27, 27, 27, 27, 27, 27, 27, 28, 28, 28, 28, 28, 28, 29, 29, 29,
        29, 30, 30, 30, 30, 30, 30, 31, 31, 32, 32, 32, 32, 33, 33, 33, 33, 33, 33, 34, 34, 35, 35, 35,
        35, 35, 35, 36, 36, 36, 36, 36, 36, 37, 37, 37, 37, 38, 38, 39, 39, 39, 39, 40, 40, 40, 40, 40,
        40, 41, 41, 42, 42, 42, 42, 42, 42, 43, 43, 43, 43, 44, 44, 45, 45, 45, 45, 46, 46, 47, 47, 47,
        47, 47, 47, 47, 47, 47, 47, 48,
    ]

    /// The entry of a prime m, odd (μ = −1) and above every p a caller asks about.
    static let prime: UInt16 = 65535
    /// The entry of m = 1, even (μ = 1) and above every p a caller asks about.
    static let one: UInt16 = 65534
    /// The largest p that ``hardLeaves(_:x:p:above:upTo:before:in:)`` can be asked about.
    static let maxAskedPrime = 65533

    let values: [UInt16]

    /// - Parameters:
    ///   - mobius: μ(m) for 0 ≤ m ≤ limit (0 where an m is to be skipped).
    ///   - leastFactor: lpf(m) for 2 ≤ m ≤ limit.
    /// - Complexity: O(limit) time, 0.46 bytes per number.
    init(limit: Int, mobius: [Int8], leastFactor: [UInt32]) {
        precondition(limit < 1 << 32)
        var values: [UInt16] = []
        values.reserveCapacity(Self.index(atOrBelow: limit) + 1)
        var base = 0
        fill: while true {
            for r in Self.residues {
                let m = base + r
                if m > limit { break fill }
                values.append(Self.encode(m, mobius: Int(mobius[m]), leastFactor: Int(leastFactor[m])))
            }
            base += 210
        }
        self.values = values
    }

    /// Builds the table for m ≤ limit straight from a segmented sieve, with μ = 0 also where m
    /// has a prime factor above `maxPrime`: O(segment) working memory instead of the 9 bytes a
    /// number of ``PrimeTables`` (Gourdon's peak at 10^17 was those tables to z, built only to
    /// fill this one).
    ///
    /// In each segment every prime p ≤ √hi from 11 on marks its multiples: the first p to reach
    /// m is lpf(m), each flips μ's sign and multiplies the found part of m, and p² zeroes μ. A
    /// square-free m is then its found part times 1 or one prime q > √hi ≥ √m (two would pass
    /// m), which flips μ once more and is lpf(m) when nothing else was found.
    ///
    /// - Parameter segmentNumbers: the segment's width, a multiple of 210 (the tests pass small
    ///   ones to cross many segment edges).
    /// - Complexity: O(limit log log limit) time; 0.46 bytes per number for the table and
    ///   9 bytes per number of one segment.
    init(limit: Int, maxPrime: Int, segmentNumbers: Int = 210 << 10) {
        precondition(limit >= 1 && limit < Int(UInt32.max) && segmentNumbers % 210 == 0 && segmentNumbers > 0)
        var values = [UInt16](repeating: 0, count: Self.index(atOrBelow: limit) + 1)
        let root = Int(integerSquareRoot(UInt64(limit)))
        let primes = PrimeSieve.primes(in: 11...UInt64(max(root, 11))).map(Int.init).filter { $0 <= root }
        let span = segmentNumbers
        var least = [UInt32](repeating: 0, count: span)
        var found = [UInt32](repeating: 1, count: span)
        var mobius = [Int8](repeating: 1, count: span)
        values.withUnsafeMutableBufferPointer { values in
            least.withUnsafeMutableBufferPointer { least in
                found.withUnsafeMutableBufferPointer { found in
                    mobius.withUnsafeMutableBufferPointer { mobius in
                        var base = 0
                        while base <= limit {
                            let high = min(base + span - 1, limit)
                            least.update(repeating: 0)
                            found.update(repeating: 1)
                            mobius.update(repeating: 1)
                            for p in primes {
                                if p * p > high { break }
                                var m = (base + p - 1) / p * p
                                while m <= high {
                                    let i = m - base
                                    if least[i] == 0 { least[i] = UInt32(p) }
                                    found[i] &*= UInt32(p)
                                    mobius[i] = p > maxPrime ? 0 : 0 &- mobius[i]
                                    m += p
                                }
                                let square = p * p
                                m = (base + square - 1) / square * square
                                while m <= high {
                                    mobius[m - base] = 0
                                    m += square
                                }
                            }
                            var index = base / 210 * 48  // base is a multiple of 210
                            var turn = base
                            while turn <= high {
                                for r in Self.residues {
                                    let m = turn + r
                                    if m > high { break }
                                    values[index] = Self.entry(
                                        m, least: Int(least[m - base]), found: Int(found[m - base]),
                                        mobius: Int(mobius[m - base]), maxPrime: maxPrime)
                                    index += 1
                                }
                                turn += 210
                            }
                            base = high + 1
                        }
                    }
                }
            }
        }
        self.values = values
    }

    /// The entry for m from μ(m) and lpf(m) (lpf(m) = m for a prime; anything for m = 1).
    @inline(__always)
    static func encode(_ m: Int, mobius: Int, leastFactor: Int) -> UInt16 {
        if m == 1 { return one }
        if mobius == 0 { return 0 }
        if leastFactor == m { return prime }
        return UInt16(mobius < 0 ? leastFactor : leastFactor - 1)
    }

    /// One entry from what a segment found for m: μ's sign so far, the least prime factor
    /// found (0 for none) and the product of the prime factors found.
    @inline(__always)
    private static func entry(_ m: Int, least: Int, found: Int, mobius: Int, maxPrime: Int) -> UInt16 {
        guard mobius != 0 else { return 0 }  // m = 1 keeps μ = 1 and found = 1 = m: `encode` marks it
        var sign = mobius
        var lpf = least
        if found != m {  // one prime q = m/found past √m is left
            let q = m / found
            if q > maxPrime { return 0 }
            sign = -sign
            if lpf == 0 { lpf = q }
        }
        return encode(m, mobius: sign, leastFactor: lpf)
    }

    /// One prime's hard leaves in one segment: Σ −μ(m)·φ over the square-free m in (low, high]
    /// with lpf(m) > p (p ≥ 7), where φ = before + the segment's survivors up to x/(p·m), and
    /// Σ μ(m). The m are walked down the table, so the queries rise. Shared by LMO's S₂ and
    /// Gourdon's D.
    ///
    /// - Precondition: 7 ≤ p ≤ ``maxAskedPrime`` and p ≤ low (the entries' order holds for m > p).
    /// - Complexity: O(48/210 · (high − low)) reads, plus one count per leaf.
    @inline(__always)
    static func hardLeaves<T: FixedWidthInteger & UnsignedInteger>(
        _ factors: UnsafeBufferPointer<UInt16>, x: T, p: Int, above low: Int, upTo high: Int, before: Int64,
        in segment: LeafSegment
    ) -> (sum: Int128, signs: Int64) {
        assert(p >= 7 && p <= maxAskedPrime && p <= low, "the entries answer lpf(m) > p for m > p ≤ 65533 only")
        var cursor = LeafSegment.Cursor()
        var sum: Int128 = 0
        var signs: Int64 = 0
        var i = index(atOrBelow: high)
        let iEnd = index(atOrBelow: low)
        while i > iEnd {
            let f = Int(factors[i])
            if f > p {
                let n = Int(x / T(p * number(at: i)))
                let phi = Int128(before + Int64(segment.count(upTo: n, &cursor)))
                let positive = f & 1 == 0  // μ(m) = 1
                sum += positive ? -phi : phi
                signs += positive ? 1 : -1
            }
            i -= 1
        }
        return (sum, signs)
    }

    /// The index of the largest m ≤ n coprime to 210 (−1 for n = 0).
    @inline(__always)
    static func index(atOrBelow n: Int) -> Int { n / 210 * 48 + below[n % 210] - 1 }

    /// The number at an index.
    @inline(__always)
    static func number(at i: Int) -> Int { i / 48 * 210 + residues[i % 48] }
}
