import Testing
import _TestSupport

@testable import Sieve

/// The ladder's steps 1–3 must be right too: the benchmark compares like with like.
@Suite struct LadderTests {
    @Test("classic, odd and segmented sieves agree with trial division on every n ≤ 3000")
    func smallN() {
        var expected = 0
        for n in 0...3000 {
            if PrimeOracle.isPrimeByTrialDivision(UInt64(n)) { expected += 1 }
            #expect(classicSieveCount(upTo: n) == expected)
            #expect(oddSieveCount(upTo: n) == expected)
            #expect(segmentedSieveCount(upTo: UInt64(n)) == UInt64(expected))
        }
    }

    @Test("the ladder at 10^8: π = 5761455")
    func hundredMillion() {
        #expect(classicSieveCount(upTo: 100_000_000) == 5_761_455)
        #expect(oddSieveCount(upTo: 100_000_000) == 5_761_455)
        #expect(segmentedSieveCount(upTo: 100_000_000) == 5_761_455)
    }

    @Test("integer square root is exact up to 2^64 − 1")
    func squareRoot() {
        var generator = SplitMix64(seed: 3)
        for _ in 0..<10_000 {
            let n = generator.next() >> UInt64.random(in: 0...63, using: &generator)
            let r = integerSquareRoot(n)
            #expect(r * r <= n)
            let next = (r + 1).multipliedReportingOverflow(by: r + 1)
            #expect(next.overflow || next.partialValue > n)
        }
        #expect(integerSquareRoot(UInt64.max) == 4_294_967_295)
    }

    @Test("cache sizes parse sysfs notation")
    func cacheSizes() {
        #expect(CacheSizes.parseSize("32K") == 32768)
        #expect(CacheSizes.parseSize("1024K") == 1 << 20)
        #expect(CacheSizes.parseSize("2M") == 2 << 20)
        #expect(CacheSizes.parseSize("x") == nil)
        #expect(CacheSizes.read(root: "/nonexistent") == CacheSizes.defaults)
        // The harness's pin for instruction counts: two sizes or nothing.
        #expect(CacheSizes.pinned("32K,1M") == CacheSizes(l1Data: 32 << 10, l2: 1 << 20))
        #expect(CacheSizes.pinned("48K,2048K") == CacheSizes(l1Data: 48 << 10, l2: 2 << 20))
        #expect(CacheSizes.pinned(nil) == nil)
        #expect(CacheSizes.pinned("32K") == nil)
        #expect(CacheSizes.pinned("1K,1M") == nil)
    }
}
