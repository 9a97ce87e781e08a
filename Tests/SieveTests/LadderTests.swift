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
}
