import Testing
import _TestSupport

@testable import Sieve

@Suite struct MillerRabinTests {
    @Test("isPrime agrees with the sieve on every n ≤ 10^7 (10^6 under a sanitizer)")
    func againstSieve() {
        let limit: UInt64 = sanitizerActive ? 1_000_000 : 10_000_000
        var primes = Set<UInt64>()
        PrimeSieve.forEachPrime(in: 0...limit) {
            primes.insert($0)
            return true
        }
        var wrong: [UInt64] = []
        for n: UInt64 in 0...limit where PrimeSieve.isPrime(n) != primes.contains(n) { wrong.append(n) }
        #expect(wrong.isEmpty, "first: \(wrong.prefix(5))")
    }

    // Strong pseudoprimes to the first k prime bases (OEIS A014233) and Carmichael numbers
    // (OEIS A002997): all composite.
    static let composites: [UInt64] = [
        2047, 1_373_653, 25_326_001, 3_215_031_751, 2_152_302_898_747, 3_474_749_660_383, 341_550_071_728_321,
        3_825_123_056_546_413_051, 561, 1105, 1729, 2465, 2821, 6601, 8911, 41041, 825_265, 321_197_185,
        // A product of two primes near 2^32, and a square of a prime near 2^32.
        4_294_967_291 * 4_294_967_279, 4_294_967_291 * 4_294_967_291,
    ]

    @Test("strong pseudoprimes and Carmichael numbers are composite", arguments: composites)
    func composite(n: UInt64) {
        #expect(!PrimeSieve.isPrime(n))
    }

    @Test("known primes, from 2 to the largest below 2^64")
    func knownPrimes() {
        for p: UInt64 in [2, 3, 61, 67, 4_294_967_291, 2_305_843_009_213_693_951, 18_446_744_073_709_551_557] {
            #expect(PrimeSieve.isPrime(p), "\(p)")
        }
        #expect(!PrimeSieve.isPrime(0) && !PrimeSieve.isPrime(1) && !PrimeSieve.isPrime(UInt64.max))
    }

    @Test("random 64-bit numbers agree with trial division below 2^40")
    func randomAgainstTrialDivision() {
        var generator = SplitMix64(seed: 99)
        for _ in 0..<3000 {
            let n = generator.next() >> 24
            #expect(PrimeSieve.isPrime(n) == PrimeOracle.isPrimeByTrialDivision(n), "seed 99, n \(n)")
        }
    }
}
