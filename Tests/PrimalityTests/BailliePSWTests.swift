import AlgoSupport
import BigNumber
import Sieve
import Testing
import _TestSupport

@testable import Primality

/// `BailliePSW.isPrime` (trial division, then Baillie–PSW in Montgomery form) against independent
/// oracles: the sieve, trial division, Sinclair's seven Miller–Rabin bases written out with 128-bit
/// divisions (`PrimeOracle.isPrimeBySinclairBases`), GMP's `mpz_nextprime`, and published
/// pseudoprimes, which tell each half of the test apart.
@Suite struct PrimalityTests {
    @Test("isPrime agrees with the sieve on every n ≤ 10^7 (10^6 under a sanitizer)")
    func againstSieve() {
        let limit: UInt64 = sanitizerActive ? 1_000_000 : 10_000_000
        var primes = Set<UInt64>()
        PrimeSieve.forEachPrime(in: 0...limit) {
            primes.insert($0)
            return true
        }
        var wrong: [UInt64] = []
        for n: UInt64 in 0...limit where BailliePSW.isPrime(n) != primes.contains(n) { wrong.append(n) }
        let firstWrong = Array(wrong.prefix(5))
        #expect(firstWrong.isEmpty)
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
        #expect(!BailliePSW.isPrime(n))
    }

    @Test("known primes, from 2 to the largest below 2^64")
    func knownPrimes() {
        for p: UInt64 in [2, 3, 61, 67, 4_294_967_291, 2_305_843_009_213_693_951, 18_446_744_073_709_551_557] {
            #expect(BailliePSW.isPrime(p), "\(p)")
        }
        #expect(!BailliePSW.isPrime(0) && !BailliePSW.isPrime(1) && !BailliePSW.isPrime(UInt64.max))
    }

    @Test("random 64-bit numbers agree with trial division below 2^40")
    func randomAgainstTrialDivision() {
        var generator = SplitMix64(seed: 99)
        for _ in 0..<3000 {
            let n = generator.next() >> 24
            #expect(BailliePSW.isPrime(n) == PrimeOracle.isPrimeByTrialDivision(n), "seed 99, n \(n)")
        }
    }

    @Test("Baillie-PSW agrees with Sinclair's seven bases on windows up to 2^64 and random words (seed 31)")
    func againstSinclairBases() {
        let width: UInt64 = sanitizerActive ? 2_000 : 20_000
        var wrong: [UInt64] = []
        for low: UInt64 in [1 << 32, 1_000_000_000_000, 1 << 62, 1_000_000_000_000_000_000, UInt64.max - width] {
            for n in low...(low + width) where BailliePSW.isPrime(n) != PrimeOracle.isPrimeBySinclairBases(n) {
                wrong.append(n)
            }
        }
        var generator = SplitMix64(seed: 31)
        for _ in 0..<(sanitizerActive ? 2_000 : 50_000) {
            let n = generator.next() >> (generator.next() % 64)
            if BailliePSW.isPrime(n) != PrimeOracle.isPrimeBySinclairBases(n) { wrong.append(n) }
        }
        let firstWrong = Array(wrong.prefix(5))
        #expect(firstWrong.isEmpty)
    }

    @Test("GMP's next prime after random starts: it is prime, every number between is composite (seed 32)")
    func againstGMPNextPrime() throws {
        var generator = SplitMix64(seed: 32)
        for _ in 0..<(sanitizerActive ? 20 : 300) {
            let start = generator.next() >> (generator.next() % 40)
            let next = try #require(BigInt(start).nextPrime().exactUInt64, "seed 32: \(start)")
            #expect(BailliePSW.isPrime(next), "seed 32: GMP's next prime after \(start), \(next)")
            let between = (start + 1)..<next
            #expect(!between.contains(where: BailliePSW.isPrime), "seed 32: a prime in (\(start), \(next))")
        }
    }

    /// The first ten strong Lucas pseudoprimes with Selfridge's parameters (OEIS A217255).
    static let strongLucasPseudoprimes: [UInt64] = [
        5459, 5777, 10877, 16109, 18971, 22499, 24569, 25199, 40309, 58519,
    ]

    /// Strong pseudoprimes to base 2: the first ten (OEIS A001262), composite Mersenne numbers
    /// 2^p − 1 with p prime (2^p ≡ 1 and p | (n − 1)/2, so 2^((n−1)/2) ≡ 1), and the Fermat number
    /// 2^32 + 1 = 641 · 6700417 (2^(2^5) ≡ −1 after five squarings of 2).
    static let baseTwoPseudoprimes: [UInt64] =
        [2047, 3277, 4033, 4681, 8321, 15841, 29341, 42799, 49141, 52633]
        + [11, 23, 29, 37, 41, 43, 47, 53, 59].map { (1 as UInt64) << $0 - 1 } + [(1 << 32) + 1]

    @Test("each half of Baillie-PSW catches the other's pseudoprimes")
    func pseudoprimes() {
        for n in Self.strongLucasPseudoprimes {
            #expect(!PrimeOracle.isPrimeByTrialDivision(n))
            #expect(BailliePSW.isStrongLucasProbablePrime(MontgomeryWord(n)), "\(n) passes the Lucas half")
            #expect(!BailliePSW.isBaseTwoStrongProbablePrime(n), "\(n) fails base 2")
            #expect(!BailliePSW.isPrime(n))
        }
        for n in Self.baseTwoPseudoprimes {
            #expect(!PrimeOracle.isPrimeBySinclairBases(n))
            #expect(BailliePSW.isBaseTwoStrongProbablePrime(n), "\(n) passes base 2")
            #expect(!BailliePSW.isStrongLucasProbablePrime(MontgomeryWord(n)), "\(n) fails the Lucas half")
            #expect(!BailliePSW.isPrime(n))
        }
        // Among the odd numbers below 60000 these ten are all that pass the Lucas half and are
        // composite, which fixes the parameters as Selfridge's.
        let passing = stride(from: UInt64(63), to: 60_000, by: 2).filter {
            BailliePSW.isStrongLucasProbablePrime(MontgomeryWord($0)) && !PrimeOracle.isPrimeByTrialDivision($0)
        }
        #expect(passing == Self.strongLucasPseudoprimes)
    }

    @Test("the Jacobi symbol agrees with Euler's criterion over each prime factor, for odd n < 400")
    func jacobiSymbol() {
        func legendre(_ a: UInt64, _ p: UInt64) -> Int {
            var x: UInt64 = 1
            for _ in 0..<(p - 1) / 2 { x = x * (a % p) % p }
            return a % p == 0 ? 0 : x == 1 ? 1 : -1
        }
        for n in stride(from: UInt64(3), to: 400, by: 2) {
            var factors: [UInt64] = []
            var rest = n
            var p: UInt64 = 3
            while rest > 1 {
                while rest % p == 0 {
                    factors.append(p)
                    rest /= p
                }
                p += 2
            }
            for a in 0..<(2 * n) {
                let expected = factors.reduce(1) { $0 * legendre(a, $1) }
                #expect(BailliePSW.jacobiSymbol(a, n) == expected, "(\(a)/\(n))")
            }
        }
    }

    @Test("Montgomery products and powers of two agree with 128-bit arithmetic (seed 33)")
    func montgomeryWord() {
        var generator = SplitMix64(seed: 33)
        for _ in 0..<5000 {
            let n = (generator.next() >> (generator.next() % 62)) | 1
            guard n > 1 else { continue }
            let ring = MontgomeryWord(n)
            let (a, b, e) = (generator.next() % n, generator.next() % n, generator.next() >> (generator.next() % 64))
            let product = ring.value(ring.multiply(ring.residue(a), ring.residue(b)))
            #expect(UInt128(product) == UInt128(a) * UInt128(b) % UInt128(n), "seed 33: \(a)·\(b) mod \(n)")
            var power: UInt128 = 1
            var base: UInt128 = 2 % UInt128(n)
            var exponent = e
            while exponent > 0 {
                if exponent & 1 == 1 { power = power * base % UInt128(n) }
                base = base * base % UInt128(n)
                exponent >>= 1
            }
            #expect(UInt128(ring.value(ring.powerOfTwo(e))) == power, "seed 33: 2^\(e) mod \(n)")
        }
        let top = MontgomeryWord(UInt64.max)
        #expect(top.value(top.multiply(top.residue(UInt64.max - 1), top.residue(UInt64.max - 1))) == 1)
    }
}
