import BigNumber

/// Arithmetic modulo an odd n > 1, the one interface that ρ and ECM are written against.
///
/// Four rings conform: ``Montgomery64`` (n < 2^64), ``Montgomery128`` (n < 2^128),
/// ``Montgomery256`` (n < 2^256) and ``BigResidueRing`` (any n, on GMP). A residue may be held in
/// any form the ring likes (Montgomery's aR mod n for the first three); only `gcdWithModulus`
/// looks at its value, and gcd(aR mod n, n) = gcd(a, n) because R is a power of two and n is odd.
protocol ResidueRing: ModularArithmetic {
    associatedtype Integer: Equatable & Sendable

    var modulus: Integer { get }
    var zero: Residue { get }

    /// The residue of a small value (less than the modulus or not).
    func residue(_ value: UInt64) -> Residue
    /// The residue b with a·b ≡ 1, or nil when a shares a factor with the modulus.
    func inverse(_ a: Residue) -> Residue?
    /// gcd(value of a, modulus): 1, a proper divisor, or the modulus itself (for a ≡ 0).
    func gcdWithModulus(_ a: Residue) -> Integer
    /// Whether g is 1.
    func isUnit(_ g: Integer) -> Bool
    /// An integer of the ring's kind (a divisor found) as a BigInt.
    static func bigInteger(_ value: Integer) -> BigInt
}

/// The operations the curve formulas of ECM are written in: a ring's own, or two residues of one
/// ring at a time (``RingPair``).
protocol ModularArithmetic: Sendable {
    associatedtype Residue: Sendable

    var one: Residue { get }
    func add(_ a: Residue, _ b: Residue) -> Residue
    func subtract(_ a: Residue, _ b: Residue) -> Residue
    func multiply(_ a: Residue, _ b: Residue) -> Residue
    func square(_ a: Residue) -> Residue
}

/// Binary gcd of two unsigned words (Stein's algorithm with trailing-zero counts).
///
/// - Complexity: O(log max(a, b)) steps.
@inline(__always)
func binaryGCD<T: FixedWidthInteger & UnsignedInteger>(_ a: T, _ b: T) -> T {
    var u = a
    var v = b
    if u == 0 { return v }
    if v == 0 { return u }
    let shift = (u | v).trailingZeroBitCount
    u >>= u.trailingZeroBitCount
    repeat {
        v >>= v.trailingZeroBitCount
        if u > v { swap(&u, &v) }
        v -= u
    } while v != 0
    return u << shift
}
