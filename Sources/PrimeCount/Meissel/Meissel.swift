import AlgoSupport

/// π(x) by Meissel's formula (1870): π(x) = φ(x, a) + a − 1 − P₂(x, p_a) with a = π(∛x).
///
/// Taking a = π(∛x) instead of π(√x) shrinks φ's tree; the numbers with two prime factors
/// above ∛x, which φ(x, a) now also counts, are P₂, summed by one forward sieve to x^(2/3).
///
/// - Tested against: OEIS A006880 and the sieve's count at random x (PrimeCountTests).
/// - Complexity: about O(x/log³x) time; O(√x) memory for the tables.
enum Meissel {
    static func pi<T: FixedWidthInteger & UnsignedInteger & Sendable>(_ x: T, threads: Int) -> T {
        let root = Int(integerRoot(UInt128(x), 2))
        let cubeRoot = Int(integerRoot(UInt128(x), 3))
        let tables = PrimeTables(upTo: max(root, 2), withFactors: false)
        let a = Int(tables.pi[cubeRoot])
        let phi = PartialSieveFunction(tables: tables)
        return phi(x, a) + T(a) - 1 - secondPartialSieve(x, y: UInt64(cubeRoot), threads: threads)
    }
}
