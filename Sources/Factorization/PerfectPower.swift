import AlgoSupport
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

    /// The decomposition of a word n = base^exponent with the largest exponent, or nil when n is
    /// no perfect power. The k-th root is rounded from Double's (its error is far below 1 for
    /// roots under 2^32) and the neighbours checked exactly.
    ///
    ///     PerfectPower.decompose(word: 3_486_784_401)   // (3, 20)
    ///
    /// - Complexity: at most 18 prime k, each a few products.
    static func decompose(word n: UInt64) -> (base: UInt64, exponent: Int)? {
        guard n > 3 else { return nil }
        var base = n
        var exponent = 1
        var index = 0
        let exponents = [2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41, 43, 47, 53, 59, 61]
        // A k-th power of r ≥ 2 has more than k bits; a k that succeeds is tried again.
        while index < exponents.count, exponents[index] < UInt64.bitWidth - base.leadingZeroBitCount {
            let k = exponents[index]
            if let root = exactRoot(base, k) {
                base = root
                exponent *= k
            } else {
                index += 1
            }
        }
        return exponent > 1 ? (base, exponent) : nil
    }

    /// r with r^k = n, or nil.
    private static func exactRoot(_ n: UInt64, _ k: Int) -> UInt64? {
        let estimate = pow(Double(n), 1 / Double(k)).rounded()
        let guess = UInt64(min(estimate, 4_294_967_296))
        for r in [guess &- 1, guess, guess &+ 1] where r >= 2 && power(r, k) == n { return r }
        return nil
    }

    /// r^k, or nil past 2^64.
    private static func power(_ r: UInt64, _ k: Int) -> UInt64? {
        var result: UInt64 = 1
        for _ in 0..<k {
            let (product, overflow) = result.multipliedReportingOverflow(by: r)
            if overflow { return nil }
            result = product
        }
        return result
    }
}
