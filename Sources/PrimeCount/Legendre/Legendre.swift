import AlgoSupport

/// π(x) by Legendre's formula (1808): π(x) = φ(x, a) + a − 1 with a = π(√x).
///
/// The classic baseline of the ladder: φ's recursion tree grows almost linearly in x, so it is
/// practical to about 10^12 (Guides/PrimeCount.md has its times).
///
/// - Tested against: OEIS A006880 (π(10^k)) and the sieve's count at random x (PrimeCountTests).
/// - Complexity: O(x / log^c x) time in practice; O(√x) memory for the tables.
enum Legendre {
    static func pi<T: FixedWidthInteger & UnsignedInteger>(_ x: T) -> T {
        let root = Int(integerRoot(UInt128(x), 2))
        let tables = PrimeTables(upTo: max(root, 2), withFactors: false)
        let a = Int(tables.pi[root])
        let phi = PartialSieveFunction(tables: tables)
        return phi(x, a) + T(a) - 1
    }
}
