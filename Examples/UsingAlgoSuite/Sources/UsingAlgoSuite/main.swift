// Four of AlgoSuite's modules in a few lines each. Every answer is printed beside the published
// value it must equal, and the program exits 1 if one differs, so that CI can run it.

import BigNumber
import Factorization
import PrimeCount
import Sieve

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Prints one answer beside its reference; returns 1 when they differ.
func check(_ what: String, _ value: String, expected: String, source: String) -> Int {
    print("\(what) = \(value)  (\(value == expected ? "ok" : "WRONG, expected \(expected)"); \(source))")
    return value == expected ? 0 : 1
}

var wrong = 0

// Sieve: count the primes below 10^9 with the segmented wheel sieve, on every core.
let count = PrimeSieve.count(upTo: 1_000_000_000)
wrong += check("primes ≤ 10^9", "\(count)", expected: "50847534", source: "OEIS A006880")

// PrimeCount: π(10^15) by Gourdon's method, without listing a prime.
do {
    let pi = try PrimeCount.pi(1_000_000_000_000_000)
    wrong += check("π(10^15)", "\(pi)", expected: "29844570422669", source: "OEIS A006880")
} catch {
    print("π(10^15): \(error)")
    wrong += 1
}

// BigNumber: GMP integers with Swift's operators.
let factorial = BigInt.factorial(30)
wrong += check("30!", "\(factorial)", expected: "265252859812191058636308480000000", source: "OEIS A000142")

// Factorization: the ladder by size (trial division, ρ, ECM, the quadratic sieve).
let fermat6 = BigInt(1) << 64 + 1
do {
    let factors = try Factorizer().factor(fermat6)
    let text = factors.map { $0.exponent == 1 ? "\($0.prime)" : "\($0.prime)^\($0.exponent)" }
    wrong += check(
        "2^64 + 1", text.joined(separator: " · "), expected: "274177 · 67280421310721", source: "Landry 1880")
} catch {
    print("2^64 + 1: \(error)")
    wrong += 1
}

exit(wrong == 0 ? 0 : 1)
