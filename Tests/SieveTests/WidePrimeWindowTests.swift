import AlgoSupport
import BigNumber
import Testing
import _TestSupport

@testable import Sieve

/// The window sieve past 2^64 against trial division, the wheel sieve and GMP.
@Suite struct WidePrimeWindowTests {
    /// Checks count, primes and both rank lookups of a window against the expected primes.
    static func check(_ window: WidePrimeWindow, _ expected: [UInt128], _ label: String) {
        #expect(window.count == expected.count, "\(label): count")
        #expect(window.primes == expected, "\(label): primes")
        for k in Set([0, 1, expected.count / 2, expected.count - 1, expected.count]) where k >= 0 {
            let up = k < expected.count ? expected[k] : nil
            let down = k < expected.count ? expected[expected.count - 1 - k] : nil
            #expect(window.prime(at: k) == up, "\(label): prime(at: \(k))")
            #expect(window.prime(fromTop: k) == down, "\(label): prime(fromTop: \(k))")
        }
    }

    @Test("every window [low, high] within 0…160 against trial division")
    func smallWindows() {
        for low in 0...160 {
            for high in low...160 {
                let expected = (low...high).filter { PrimeOracle.isPrimeByTrialDivision(UInt64($0)) }
                Self.check(
                    WidePrimeWindow(low: UInt128(low), high: UInt128(high)), expected.map { UInt128($0) },
                    "[\(low), \(high)]")
            }
        }
    }

    @Test("random windows below 2^50 against the wheel sieve (seed 59)")
    func againstWheelSieve() {
        var random = SplitMix64(seed: 59)
        for _ in 0..<(sanitizerActive ? 6 : 24) {
            let bits = 20 + random.next() % 31
            let low = random.next() % (1 << bits)
            let high = low + random.next() % 200_000
            let expected = PrimeSieve.primes(in: low...high).map { UInt128($0) }
            Self.check(WidePrimeWindow(low: UInt128(low), high: UInt128(high)), expected, "seed 59: [\(low), \(high)]")
        }
    }

    @Test(
        "around 2^64: below it against the wheel sieve, above it against GMP's next prime",
        .enabled(if: !sanitizerActive, "2·10^8 sieving primes: minutes under a sanitizer; `make test` runs it"))
    func aroundTwoTo64() {
        let twoTo64 = UInt128(1) << 64
        let window = WidePrimeWindow(low: twoTo64 - 40_000, high: twoTo64 + 40_000)
        var expected = PrimeSieve.primes(in: (UInt64.max - 39_999)...UInt64.max).map { UInt128($0) }
        var next = BigInt(1) << 64
        while true {
            next = next.nextPrime()
            guard let value = next.exactUInt128, value <= twoTo64 + 40_000 else { break }
            expected.append(value)
        }
        Self.check(window, expected, "2^64 ± 40000")
        // GMP's least prime past 2^64, which the guide's example and `algo nthprime` quote.
        #expect(expected.first { $0 > twoTo64 } == twoTo64 + 13)
    }
}
