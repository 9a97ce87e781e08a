import AlgoSupport

/// π(x) by Legendre's formula (1808): π(x) = φ(x, a) + a − 1 with a = π(√x).
///
/// The classic baseline of the ladder: φ's recursion tree grows almost linearly in x, so it is
/// practical to about 10^12 (see Guides/PrimeCount.md for measured times).
///
/// - Tested against: OEIS A006880 (π(10^k)) and the sieve's count at random x (PrimeCountTests).
/// - Complexity: O(x / log^c x) time in practice; O(√x) memory for the tables.
func legendrePi<T: FixedWidthInteger & UnsignedInteger>(_ x: T) -> T {
    let root = Int(integerRoot(UInt128(x), 2))
    let tables = PrimeTables(upTo: max(root, 2), withFactors: false)
    let a = Int(tables.pi[root])
    let phi = PartialSieveFunction(tables: tables)
    return phi(x, a) + T(a) - 1
}

/// π(x) by Meissel's formula (1870): π(x) = φ(x, a) + a − 1 − P₂(x, p_a) with a = π(∛x).
///
/// Taking a = π(∛x) instead of π(√x) shrinks φ's tree; the numbers with two prime factors
/// above ∛x, which φ(x, a) now also counts, are P₂, summed by one forward sieve to x^(2/3).
///
/// - Tested against: OEIS A006880 and the sieve's count at random x (PrimeCountTests).
/// - Complexity: about O(x/log³x) time; O(√x) memory for the tables.
func meisselPi<T: FixedWidthInteger & UnsignedInteger & Sendable>(_ x: T, threads: Int) -> T {
    let root = Int(integerRoot(UInt128(x), 2))
    let cubeRoot = Int(integerRoot(UInt128(x), 3))
    let tables = PrimeTables(upTo: max(root, 2), withFactors: false)
    let a = Int(tables.pi[cubeRoot])
    let phi = PartialSieveFunction(tables: tables)
    return phi(x, a) + T(a) - 1 - secondPartialSieve(x, y: UInt64(cubeRoot), threads: threads)
}
