import AlgoSupport

/// Legendre's partial sieve function φ(x, a): the count of 1 ≤ n ≤ x divisible by none of the
/// first a primes, by the recurrence φ(x, a) = φ(x, a − 1) − φ(⌊x/pₐ⌋, a − 1), unrolled as
/// φ(x, a) = φ(x, 6) − Σ_{6 < i ≤ a} φ(⌊x/pᵢ⌋, i − 1).
///
/// Two cut-offs keep the tree small (as in Legendre's and Meissel's hand computations):
/// - when pₐ₊₁² > x, the survivors are 1 and the primes in (pₐ, x]: φ = max(1, 1 + π(x) − a),
///   read from the table when x is in it;
/// - a term with ⌊x/pᵢ⌋ < pᵢ is 1 (only 1 survives), and so is every later term with pᵢ ≤ x.
///
/// - Tested against: the definition counted directly for x ≤ 10^5 and a ≤ 30 (PhiTests).
struct PartialSieveFunction {
    let tables: PrimeTables

    /// φ(x, a) for a ≤ π(tables.limit) and pₐ ≤ √x or x ≤ tables.limit.
    ///
    /// - Complexity: roughly O(x / log^k x) leaves for Legendre's a = π(√x); far fewer for
    ///   Meissel's a = π(∛x).
    func callAsFunction<T: FixedWidthInteger & UnsignedInteger>(_ x: T, _ a: Int) -> T {
        if a <= PhiTiny.maxA { return PhiTiny.phi(x, a) }
        if x <= T(tables.limit) {
            let n = Int(x)
            if n == 0 { return 0 }
            let root = Int(integerRoot(UInt128(n), 2))
            if a >= Int(tables.pi[root]) {
                let survivors = 1 + Int(tables.pi[n]) - a
                return T(max(1, survivors))
            }
        }
        var sum = PhiTiny.phi(x, PhiTiny.maxA)
        var i = PhiTiny.maxA + 1
        while i <= a {
            let p = T(tables.primes[i])
            let quotient = x / p
            if quotient < p {
                // Terms i…a are each 1 while pᵢ ≤ x (⌊x/pᵢ⌋ ≥ 1), 0 after.
                let top = x < T(tables.primes[a]) ? Int(tables.pi[Int(x)]) : a
                if top >= i { sum -= T(top - i + 1) }
                break
            }
            sum -= self(quotient, i - 1)
            i += 1
        }
        return sum
    }
}
