import AlgoSupport
import Testing
import _TestSupport

@testable import Sieve

/// The ladder's steps 1–3 must be right too: the benchmark compares like with like.
@Suite struct IntegerSquareRootTests {
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
}
