import AlgoSupport
import BigNumber
import Sieve

/// Trial division by the primes up to a bound, taken from the Sieve module.
///
///     var n = BigInt(2).power(10) * 3 * 1_000_003
///     TrialDivision.divide(&n, bound: 1000)   // [(2, 10), (3, 1)], n = 1000003
///
/// Below 2^64 it tests machine words, by a product with p⁻¹ mod 2^64 for the primes below 2^16
/// and by a hardware division above; below 2^128 by the product with p⁻¹ mod 2^128 for the primes
/// below 2^16; past that, GMP gives n mod p for one prime at a time (`mpz_fdiv_ui`), and a prime
/// that divides is divided out exactly.
enum TrialDivision {
    /// The number of primes ≤ limit in the ascending `primes` (a binary search).
    private static func count(_ primes: UnsafeBufferPointer<UInt64>, upTo limit: UInt64) -> Int {
        var (low, high) = (0, primes.count)
        while low < high {
            let middle = (low + high) / 2
            if primes[middle] <= limit { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// The odd primes below 2^16, sieved once: the default bound of the automatic ladder.
    static let smallPrimes: [UInt64] = PrimeSieve.primes(in: 3...65_535)

    /// For each of ``smallPrimes``: p⁻¹ mod 2^64 and ⌊(2^64 − 1)/p⌋. A word x is divisible by the
    /// odd p exactly when x·p⁻¹ mod 2^64 ≤ ⌊(2^64 − 1)/p⌋ (Granlund and Montgomery, "Division by
    /// invariant integers using multiplication", PLDI 1994, §9): a product in place of a division.
    static let smallPrimeInverses: [(inverse: UInt64, limit: UInt64)] = smallPrimes.map { p in
        (p.inverseModuloWord, UInt64.max / p)
    }

    /// Divides the word `n` by every prime p ≤ `bound` (at most 65535) and returns the primes found
    /// with their exponents, ascending; `n` keeps the cofactor. One tight loop of products up to the
    /// last prime p ≤ min(bound, √n), found again whenever a factor divides.
    ///
    /// - Complexity: π(min(bound, √n)) products.
    static func divide(word n: inout UInt64, bound: UInt64, firstOnly: Bool = false) -> [(prime: UInt64, exponent: Int)]
    {
        precondition(bound <= 65_535, "the word loop has p⁻¹ tabled below 2^16")
        var found: [(prime: UInt64, exponent: Int)] = []
        guard n != 0 else { return found }
        var value = n
        let twos = value.trailingZeroBitCount
        if twos > 0 {
            value >>= UInt64(twos)
            found.append((2, twos))
            if firstOnly {
                n = value
                return found
            }
        }
        if bound >= 3 {
            smallPrimeInverses.withUnsafeBufferPointer { inverses in
                smallPrimes.withUnsafeBufferPointer { primes in
                    var end = Self.count(primes, upTo: min(bound, integerSquareRoot(value)))
                    var index = 0
                    while index < end {
                        let (inverse, limit) = inverses[index]
                        if value &* inverse <= limit {
                            var exponent = 0
                            repeat {
                                value = value &* inverse  // the exact quotient
                                exponent += 1
                            } while value &* inverse <= limit
                            found.append((primes[index], exponent))
                            if firstOnly { break }
                            end = Self.count(primes, upTo: min(bound, integerSquareRoot(value)))
                        }
                        index += 1
                    }
                }
            }
        }
        n = value
        return found
    }

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
        if bound <= 65_535, progress == nil, var value = n.exactUInt64 {
            // The common case (the ladder's cofactors below 2^64).
            let found = divide(word: &value, bound: bound, firstOnly: firstOnly)
            n = BigInt(value)
            return found
        }
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
        // n as a machine word once it fits, so that each prime costs a product or one division.
        var word = n.exactUInt64
        var wide = word == nil ? n.exactUInt128 : nil
        func visit(_ p: UInt64, _ inverse: (inverse: UInt64, limit: UInt64)?) -> Bool {
            if var value = word {
                if let inverse {
                    // p < 2^16, so p² does not overflow.
                    if p &* p > value { return false }
                    if value &* inverse.inverse > inverse.limit { return bumpTried(p) }
                } else if value / p < p {
                    return false
                }
                if value % p == 0 {
                    var exponent = 0
                    repeat {
                        value /= p
                        exponent += 1
                    } while value % p == 0
                    word = value
                    found.append((p, exponent))
                }
            } else if let inverse, let value = wide {
                // Below 2^128 by the same test in 128 bits: p | v exactly when q = v·p⁻¹ mod 2^128
                // has q·p < 2^128 (p⁻¹ mod 2^128 from the word's by one Newton step), not GMP's
                // remainder, a call a prime.
                let inverse128 = UInt128(inverse.inverse) &* (2 &- UInt128(p) &* UInt128(inverse.inverse))
                var rest = value
                var exponent = 0
                while case let q = rest &* inverse128, !q.multipliedReportingOverflow(by: UInt128(p)).overflow {
                    rest = q
                    exponent += 1
                }
                if exponent > 0 {
                    // n itself is made once, at the end, from the word that holds it.
                    word = rest >> 64 == 0 ? UInt64(rest) : nil
                    wide = word == nil ? rest : nil
                    found.append((p, exponent))
                }
            } else if n.remainder(dividingBy: p) == 0 {
                var exponent = 0
                repeat {
                    n = n.dividedExactly(by: p)
                    exponent += 1
                } while n.remainder(dividingBy: p) == 0
                word = n.exactUInt64
                wide = word == nil ? n.exactUInt128 : nil
                found.append((p, exponent))
            }
            if firstOnly && !found.isEmpty { return false }
            return bumpTried(p)
        }
        func bumpTried(_ p: UInt64) -> Bool {
            tried += 1
            if let progress, tried % reportEvery == 0 { progress(min(1, Double(p) / Double(bound))) }
            return true
        }
        if bound <= 65_535 {
            let inverses = smallPrimeInverses
            for (index, p) in smallPrimes.enumerated() where p <= bound {
                if !visit(p, inverses[index]) { break }
            }
        } else {
            PrimeSieve.forEachPrime(in: 3...bound) { visit($0, nil) }
        }
        if let word { n = BigInt(word) } else if let wide { n = BigInt(wide) }
        return found
    }
}
