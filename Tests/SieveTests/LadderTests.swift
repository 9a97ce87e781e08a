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

    @Test("the ladder at 10^8: π = 5761455 (10^7: 664579 under a sanitizer; OEIS A006880)")
    func hundredMillion() {
        // Single-threaded code, ten to thirty times slower under a sanitizer: a tenth of the size.
        let (n, expected) = sanitizerActive ? (10_000_000, 664_579) : (100_000_000, 5_761_455)
        #expect(classicSieveCount(upTo: n) == expected)
        #expect(oddSieveCount(upTo: n) == expected)
        #expect(segmentedSieveCount(upTo: UInt64(n)) == UInt64(expected))
    }
}
