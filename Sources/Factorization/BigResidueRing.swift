import BigNumber

/// Arithmetic modulo any odd n > 1 on GMP: ordinary residues in [0, n), each product reduced by a
/// division. The ring for ρ and ECM past 256 bits.
struct BigResidueRing: ResidueRing {
    let modulus: BigInt

    /// - Precondition: n odd and n > 1.
    init(_ n: BigInt) {
        precondition(n.isOdd && n > 1, "BigResidueRing needs an odd modulus > 1")
        modulus = n
    }

    var zero: BigInt { BigInt() }
    var one: BigInt { BigInt(1) }

    func residue(_ value: UInt64) -> BigInt { BigInt(value) % modulus }

    func add(_ a: BigInt, _ b: BigInt) -> BigInt {
        let sum = a + b
        return sum >= modulus ? sum - modulus : sum
    }

    func subtract(_ a: BigInt, _ b: BigInt) -> BigInt {
        let difference = a - b
        return difference.isNegative ? difference + modulus : difference
    }

    func multiply(_ a: BigInt, _ b: BigInt) -> BigInt { (a * b) % modulus }
    func square(_ a: BigInt) -> BigInt { (a * a) % modulus }
    func inverse(_ a: BigInt) -> BigInt? { a.inverse(modulo: modulus) }
    func gcdWithModulus(_ a: BigInt) -> BigInt { BigInt.gcd(a, modulus) }
    func isUnit(_ g: BigInt) -> Bool { g == 1 }
    static func bigInteger(_ value: BigInt) -> BigInt { value }
}
