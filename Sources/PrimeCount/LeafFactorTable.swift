/// μ(m) and the least prime factor of m in one `Int32`, for the m ≤ limit coprime to 210 only:
/// primecount's `FactorTable`. A hard-leaf loop asks "is m square-free with lpf(m) > p_b, and
/// what is μ(m)?" for every m in a range, and for p_b ≥ 7 the answer is no whenever 2, 3, 5 or
/// 7 divides m; so it walks 48 numbers in 210 instead of all of them, with one 4-byte read each
/// instead of a 1-byte and a 4-byte read in two tables.
///
/// An entry is ±lpf(m) with μ(m)'s sign, Int32.max for m = 1, and 0 where μ(m) = 0 (or where the
/// caller's μ is 0 for another reason: Gourdon's m with a prime factor past y).
///
/// - Tested against: the μ and least-factor tables at every m ≤ 10^5 (PhiTests).
struct LeafFactorTable: Sendable {
    /// The residues modulo 210 coprime to 210, ascending (48 of them).
    static let residues: [Int] = (0..<210).filter { $0 % 2 != 0 && $0 % 3 != 0 && $0 % 5 != 0 && $0 % 7 != 0 }
    /// below[r]: how many residues are ≤ r.
    static let below: [Int] = (0..<210).map { r in residues.filter { $0 <= r }.count }

    let values: [Int32]

    /// - Parameters:
    ///   - mobius: μ(m) for 0 ≤ m ≤ limit (0 where an m is to be skipped).
    ///   - leastFactor: lpf(m) for 2 ≤ m ≤ limit.
    /// - Complexity: O(limit) time, 0.92 bytes per number.
    init(limit: Int, mobius: [Int8], leastFactor: [UInt32]) {
        var values: [Int32] = []
        values.reserveCapacity(Self.index(atOrBelow: limit) + 1)
        var base = 0
        fill: while true {
            for r in Self.residues {
                let m = base + r
                if m > limit { break fill }
                values.append(m == 1 ? Int32.max : Int32(mobius[m]) * Int32(bitPattern: leastFactor[m]))
            }
            base += 210
        }
        self.values = values
    }

    /// The index of the largest m ≤ n coprime to 210 (−1 for n = 0).
    @inline(__always)
    static func index(atOrBelow n: Int) -> Int { n / 210 * 48 + below[n % 210] - 1 }

    /// The number at an index.
    @inline(__always)
    static func number(at i: Int) -> Int { i / 48 * 210 + residues[i % 48] }
}
