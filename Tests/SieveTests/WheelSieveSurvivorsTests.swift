import AlgoSupport
import Testing
import _TestSupport

@testable import Sieve

/// A narrow window high up sieved with the primes up to a bound below √high, the numbers left
/// tested by Baillie–PSW (WheelSieve+Survivors.swift), against the whole sieve, which tests
/// nothing, and against primesieve when it is installed.
@Suite struct WheelSieveSurvivorsTests {
    /// The primes ≥ 167 in [low, high] from one wheel sieve with the given largest sieving prime.
    static func primes(_ low: UInt64, _ high: UInt64, sievingLimit: UInt64) -> [UInt64] {
        var primes: [UInt64] = []
        let residues = PrimeSieve.wheelResidues
        let sieve = WheelSieve(low: low, high: high, segmentBytes: 4096, sievingLimit: sievingLimit)
        sieve.run { bytes, count, firstByte in
            for i in 0..<count where bytes[i] != 0 {
                for k in 0..<8 where bytes[i] & (1 << UInt8(k)) != 0 {
                    primes.append(30 * (firstByte + UInt64(i)) + residues[k])
                }
            }
            return true
        }
        return primes
    }

    @Test("seeded windows from 2^30 to 2^52, sieved to 2^12 and 2^16, list what the whole sieve lists")
    func againstWholeSieve() {
        var generator = SplitMix64(seed: 0x5A7F)
        for _ in 0..<(sanitizerActive ? 4 : 24) {
            let low = generator.next() >> UInt64.random(in: 12...34, using: &generator)
            let high = low + UInt64.random(in: 0...40_000, using: &generator)
            let whole = Self.primes(low, high, sievingLimit: .max)
            #expect(!whole.isEmpty || high - low < 5_000, "a window of \(high - low) numbers with no prime")
            for limit: UInt64 in [1 << 12, 1 << 16] {
                #expect(Self.primes(low, high, sievingLimit: limit) == whole, "[\(low), \(high)], limit \(limit)")
            }
        }
    }

    @Test(
        "strong pseudoprimes to base 2 with no factor below the bound are not listed",
        arguments: [
            // p·q with q = m(p − 1) + 1, both prime, found by a search in Python; 2 is a strong
            // liar for each (n − 1 = 2^s·d and 2^d ≡ 1 or 2^(2^r·d) ≡ −1 mod n), and for the first
            // so is 325, the second of the seven bases.
            (UInt64(68_512_867), UInt64(4139), UInt64(1 << 12)),
            (UInt64(36_307_981), UInt64(4261), UInt64(1 << 12)),
            (UInt64(17_181_245_467), UInt64(65539), UInt64(1 << 16)),
            (UInt64(17_217_966_697), UInt64(65609), UInt64(1 << 16)),
        ])
    func pseudoprimes(n: UInt64, factor: UInt64, limit: UInt64) {
        #expect(n % factor == 0 && factor > limit && n > limit * limit)
        let listed = Self.primes(n - 300, n + 300, sievingLimit: limit)
        #expect(!listed.contains(n))
        #expect(listed == Self.primes(n - 300, n + 300, sievingLimit: .max))
    }

    @Test(
        "near 2^64: a window sieved to 2^16 lists what the whole sieve lists",
        .enabled(if: !sanitizerActive, "the whole sieve near 2^64 takes minutes under a sanitizer"))
    func nearTop() {
        let low = UInt64.max - 20_000
        let whole = Self.primes(low, .max, sievingLimit: .max)
        #expect(whole.last == 18_446_744_073_709_551_557)  // the largest 64-bit prime
        #expect(Self.primes(low, .max, sievingLimit: 1 << 16) == whole)
    }

    @Test("the bound: the whole sieve for wide or low windows, a smaller one for a narrow window high up")
    func bound() {
        let e18: UInt64 = 1_000_000_000_000_000_000
        #expect(WheelSieve.sievingLimit(low: e18, high: e18 + 1_000) < 1 << 20)
        #expect(WheelSieve.sievingLimit(low: e18, high: e18 + 1_000_000) < 1_000_000_000)
        #expect(WheelSieve.sievingLimit(low: e18, high: e18 + 100_000_000) == 1_000_000_000)
        #expect(WheelSieve.sievingLimit(low: 1_000_000_000, high: 1_000_001_000) == 31_622)
        #expect(WheelSieve.sievingLimit(low: 0, high: UInt64.max) == UInt64(UInt32.max))
    }

    @Test(
        "seeded narrow windows up to 2^64 − 1 agree with primesieve through PrimeSieve.count",
        .enabled(if: PrimeOracle.primesievePath != nil, "primesieve is not installed (apt-get install primesieve)"))
    func againstPrimesieve() throws {
        var generator = SplitMix64(seed: 0x5A80)
        for _ in 0..<(sanitizerActive ? 3 : 12) {
            let low = generator.next() >> UInt64.random(in: 0...4, using: &generator)
            let width = UInt64.random(in: 0...200_000, using: &generator)
            let high = low > UInt64.max - width ? UInt64.max : low + width
            #expect(WheelSieve.sievingLimit(low: low, high: high) < integerSquareRoot(high))
            let reference = try #require(PrimeOracle.primesieveCount(low, high))
            #expect(PrimeSieve.count(in: low...high, threads: 1) == reference, "[\(low), \(high)]")
        }
    }
}
