import BigNumber
import Sieve

/// Perfect powers: n = r^k with k ≥ 2, found by exact k-th roots for each prime k.
enum PerfectPower {
    /// The decomposition n = base^exponent with the largest exponent, or nil when n is no perfect
    /// power (n > 1).
    ///
    ///     PerfectPower.decompose(BigInt(6).power(12))   // (6, 12)
    ///
    /// - Complexity: one exact-root attempt per prime k ≤ log₂ n, each O(M(n) log n); GMP's
    ///   `mpz_perfect_power_p` answers most non-powers first by residues.
    static func decompose(_ n: BigInt) -> (base: BigInt, exponent: Int)? {
        guard n > 1, n.isPerfectPower else { return nil }
        var base = n
        var exponent = 1
        // A k-th power of r ≥ 2 has more than k bits, so k runs over the primes below n's bit count;
        // after a root succeeds the same k is tried again (n = r^(k·k)).
        let exponents = PrimeSieve.primes(in: 2...UInt64(max(2, n.bitWidth)))
        var index = 0
        while index < exponents.count, Int(exponents[index]) < base.bitWidth {
            let k = Int(exponents[index])
            let (root, exact) = base.root(k)
            if exact {
                base = root
                exponent *= k
            } else {
                index += 1
            }
        }
        return exponent > 1 ? (base, exponent) : nil
    }
}
