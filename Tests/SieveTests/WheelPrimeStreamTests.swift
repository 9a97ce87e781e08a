import Testing

@testable import Sieve

/// WheelPrimeStream against OddPrimeStream (ladder step 3): the same primes, in the same order.
@Suite struct WheelPrimeStreamTests {
    @Test("the wheel stream yields exactly the odd stream's primes from 167 up to a limit off every span edge")
    func againstOddStream() {
        let limit = 3 * WheelPrimeStream.span + 12_345  // several spans, and a ragged last one
        var expected: [UInt64] = []
        var odd = OddPrimeStream(upTo: limit)
        var batch: [UInt64] = []
        while odd.nextBatch(into: &batch) { expected += batch.filter { $0 >= PresievePattern.firstSievingPrime } }
        var wheel = WheelPrimeStream(upTo: limit)
        var actual: [UInt64] = []
        var batches = 0
        while wheel.nextBatch(into: &batch) {
            actual += batch
            batches += 1
        }
        #expect(batches == 4)
        #expect(actual.count == expected.count)
        #expect(actual == expected)
    }
}
