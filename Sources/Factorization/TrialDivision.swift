import BigNumber
import Sieve

/// Trial division by the primes up to a bound, taken from the Sieve module.
///
///     var n = BigInt(2).power(10) * 3 * 1_000_003
///     TrialDivision.divide(&n, bound: 1000)   // [(2, 10), (3, 1)], n = 1000003
///
/// Below 2^64 it divides machine words; above, GMP gives n mod p for one prime at a time
/// (`mpz_fdiv_ui`), and a prime that divides is divided out exactly.
enum TrialDivision {
    /// The odd primes below 2^16, sieved once: the default bound of the automatic ladder.
    static let smallPrimes: [UInt64] = PrimeSieve.primes(in: 3...65_535)

    /// Divides `n` by every prime p ≤ `bound` and returns the primes found with their exponents,
    /// ascending; `n` keeps the cofactor, whose prime factors are all > bound.
    ///
    /// - Parameters:
    ///   - n: the number, > 0.
    ///   - bound: the largest trial divisor.
    ///   - firstOnly: stop after the first prime found (its whole power is divided out).
    ///   - progress: called with the fraction of the primes tried, every 2^16 primes.
    /// - Complexity: π(bound) remainders, each O(limbs of n) above 2^64, stopping once p² > n.
    static func divide(
        _ n: inout BigInt, bound: UInt64, firstOnly: Bool = false, progress: (@Sendable (Double) -> Void)? = nil
    ) -> [(prime: UInt64, exponent: Int)] {
        var found: [(prime: UInt64, exponent: Int)] = []
        if !n.isOdd && !n.isZero {
            var exponent = 0
            while !n.isOdd {
                n >>= 1
                exponent += 1
            }
            found.append((2, exponent))
        }
        if bound < 3 || (firstOnly && !found.isEmpty) { return found }
        var tried: UInt64 = 0
        let reportEvery: UInt64 = 1 << 16
        // n as a machine word once it fits, so that each prime costs one hardware division.
        var word = n.exactUInt64
        func visit(_ p: UInt64) -> Bool {
            if var value = word {
                if value / p < p { return false }
                if value % p == 0 {
                    var exponent = 0
                    repeat {
                        value /= p
                        exponent += 1
                    } while value % p == 0
                    word = value
                    found.append((p, exponent))
                }
            } else if n.remainder(dividingBy: p) == 0 {
                var exponent = 0
                repeat {
                    n = n.dividedExactly(by: p)
                    exponent += 1
                } while n.remainder(dividingBy: p) == 0
                word = n.exactUInt64
                found.append((p, exponent))
            }
            if firstOnly && !found.isEmpty { return false }
            tried += 1
            if let progress, tried % reportEvery == 0 { progress(min(1, Double(p) / Double(bound))) }
            return true
        }
        if bound <= 65_535 {
            for p in smallPrimes where p <= bound {
                if !visit(p) { break }
            }
        } else {
            PrimeSieve.forEachPrime(in: 3...bound, visit)
        }
        if let word { n = BigInt(word) }
        return found
    }
}
