/// φ(x, a) for a ≤ 6 in O(1): the count of 1 ≤ n ≤ x divisible by none of the first a primes.
///
/// With P = p₁⋯pₐ (at most 30030), φ(x, a) = ⌊x/P⌋·φ(P) + φ(x mod P, a), the second term from a
/// table of P entries (the numbers coprime to P repeat with period P).
///
/// - Tested against: the definition counted directly for every a ≤ 6 and x ≤ 100,000 (PhiTests).
enum PhiTiny {
    /// The largest a with a table.
    static let maxA = 6
    static let primes: [Int] = [2, 3, 5, 7, 11, 13]
    static let primorials: [Int] = [1, 2, 6, 30, 210, 2310, 30030]
    static let totients: [Int] = [1, 1, 2, 8, 48, 480, 5760]
    /// tables[a][r] = φ(r, a) for 0 ≤ r < primorials[a].
    static let tables: [[UInt16]] = (0...maxA).map { a in
        var table = [UInt16](repeating: 0, count: primorials[a])
        var count: UInt16 = 0
        for r in 1..<max(primorials[a], 1) {
            if !primes.prefix(a).contains(where: { r % $0 == 0 }) { count += 1 }
            table[r] = count
        }
        return table
    }

    /// φ(x, a), a ≤ 6.
    ///
    /// - Complexity: O(1).
    @inline(__always)
    static func phi<T: FixedWidthInteger & UnsignedInteger>(_ x: T, _ a: Int) -> T {
        if a == 0 { return x }
        let modulus = T(primorials[a])
        let (quotient, remainder) = x.quotientAndRemainder(dividingBy: modulus)
        return quotient * T(totients[a]) + T(tables[a][Int(remainder)])
    }
}
