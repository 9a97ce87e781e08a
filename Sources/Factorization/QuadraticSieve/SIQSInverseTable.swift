/// q⁻¹ mod p for every prime q of the polynomial chooser's window and every factor-base prime p.
///
/// With it a family's set-up takes products alone: a⁻¹ ≡ Π q_l⁻¹ and B_l·a⁻¹ ≡ γ_l·q_l⁻¹ (mod p),
/// since B_l = γ_l·a/q_l. Without it each prime of each family took a modular inverse of a and
/// about 5s + 5 reductions (prefix and suffix products of the q's), a large share of the time
/// (Guides/Measurements/Factorization.md, "SIQSInverseTable: why a table").
///
/// Built row by row with Montgomery's batch inversion for each p: the prefix products of the
/// window's q mod p, one inverse of the last, then back down the rows. Each row's loop runs over
/// the primes, whose chains are independent.
struct SIQSInverseTable: Sendable {
    /// The factor-base indices of the rows' primes q.
    let window: Range<Int>
    /// Factor-base primes, the length of a row.
    let count: Int
    /// q⁻¹ mod p_i at row·count + i (row r is q = primes[window.lowerBound + r]); 0 where p_i = q,
    /// and at i = 0 (p = 2).
    let values: [UInt32]

    /// - Precondition: `window` lies in 1..<factorBase.count.
    /// - Complexity: O(W·F) reductions and F inverses for W rows and F primes.
    init(factorBase fb: FactorBase, window: Range<Int>) {
        precondition(window.lowerBound >= 1 && window.upperBound <= fb.count, "a window of odd factor-base primes")
        self.window = window
        let count = fb.count
        self.count = count
        let rows = window.count
        values = [UInt32](unsafeUninitializedCapacity: rows * count) { table, initialized in
            // q mod p by Barrett's reduction, as the table's products, with 1 in place of 0
            // (p = q), so that the products skip it.
            func residue(_ row: Int, _ i: Int) -> UInt64 {
                let p = UInt64(fb.primes[i])
                let q = UInt64(fb.primes[window.lowerBound + row])
                let r = SmallPrimeArithmetic.reduce(q, p, reciprocal: fb.divisibility[i] &- 1)
                return r == 0 ? 1 : r
            }
            for row in 0..<rows { table[row * count] = 0 }
            // Row r holds Π_(j ≤ r) q_j mod p first.
            for i in 1..<count { table[i] = UInt32(residue(0, i)) }
            for row in 1..<rows {
                for i in 1..<count {
                    let p = UInt64(fb.primes[i])
                    let product = UInt64(table[(row - 1) * count + i]) &* residue(row, i)
                    table[row * count + i] = UInt32(
                        SmallPrimeArithmetic.reduce(product, p, reciprocal: fb.divisibility[i] &- 1))
                }
            }
            // inverse = (Π_(j ≤ r) q_j)⁻¹ going down: q_r⁻¹ = inverse · Π_(j < r) q_j.
            var inverses = (0..<count).map { i in
                i == 0 ? 0 : SmallPrimeArithmetic.inverse(UInt64(table[(rows - 1) * count + i]), UInt64(fb.primes[i]))
            }
            for row in stride(from: rows - 1, through: 0, by: -1) {
                let q = fb.primes[window.lowerBound + row]
                for i in 1..<count {
                    let p = UInt64(fb.primes[i])
                    let m = fb.divisibility[i] &- 1
                    let before = row == 0 ? 1 : UInt64(table[(row - 1) * count + i])
                    table[row * count + i] =
                        q == fb.primes[i]
                        ? 0 : UInt32(SmallPrimeArithmetic.reduce(inverses[i] &* before, p, reciprocal: m))
                    inverses[i] = SmallPrimeArithmetic.reduce(inverses[i] &* residue(row, i), p, reciprocal: m)
                }
            }
            initialized = rows * count
        }
    }

    /// Where the row of factor-base prime `index` starts in ``values``.
    ///
    /// - Precondition: `index` is in the window.
    func rowStart(of index: Int) -> Int {
        precondition(window.contains(index), "a prime of a outside the inverse table's window")
        return (index - window.lowerBound) * count
    }
}
