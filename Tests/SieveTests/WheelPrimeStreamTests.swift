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
        var largest = 0
        while wheel.nextBatch(into: &batch) {
            actual += batch
            batches += 1
            largest = max(largest, batch.count)
        }
        // The three whole spans start inside a byte (at 167 + 30·2^18·k), so each covers 2^18 + 1
        // bytes: 129 batches of 2,048 bytes (the last of one byte); the ragged last span, 407
        // bytes, is one batch.
        let spanBytes = Int(WheelPrimeStream.span / 30) + 1
        let perSpan = (spanBytes + WheelPrimeStream.batchBytes - 1) / WheelPrimeStream.batchBytes
        #expect(batches == 3 * perSpan + 1)
        #expect(largest <= 8 * WheelPrimeStream.batchBytes)
        #expect(actual.count == expected.count)
        #expect(actual == expected)
    }

    @Test("residueOfBit reads the residues coprime to 30 from its packed constant")
    func residueOfBit() {
        #expect((0..<8).map(WheelTables.residueOfBit) == WheelTables.residues)
        #expect(WheelTables.residues.allSatisfy { (1..<30).contains($0) && gcd30($0) })
    }

    @Test("bitValues are the 64 numbers below 240 coprime to 30, in order: a word's 8 bytes of 30")
    func bitValues() {
        let table = WheelTables.shared.bitValues
        let expected = (0..<240).filter { gcd30(UInt64($0)) }.map(UInt64.init)
        #expect((0..<64).map { table[$0] } == expected)
    }

    private func gcd30(_ r: UInt64) -> Bool { r % 2 != 0 && r % 3 != 0 && r % 5 != 0 }
}
