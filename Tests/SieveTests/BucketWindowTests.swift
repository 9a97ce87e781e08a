import AlgoSupport
import Testing
import _TestSupport

@testable import Sieve

/// BucketWindow against a dictionary of arrays: the same appends, the same drains, the same entries.
@Suite struct BucketWindowTests {
    @Test("appends and drains, with appends made while draining, agree with a dictionary of arrays")
    func againstDictionary() {
        var generator = SplitMix64(seed: 30)
        let slots = 13  // appends stay within 12 segments ahead; the window slides back every 13
        let window = BucketWindow(slots: slots)
        var oracle: [Int: [UInt64]] = [:]
        var serial = 0
        func entry() -> BucketPrime {
            serial += 1
            return BucketPrime(
                index: serial % (1 << 26), quotient: UInt32(truncatingIfNeeded: serial * 7919), stepIndex: serial % 64)
        }
        func key(_ prime: BucketPrime) -> UInt64 { UInt64(prime.packed) << 32 | UInt64(prime.quotient) }
        for segment in 0..<400 {
            // Sizes from empty to several chunks (1023 entries each).
            let burst = [0, 1, 5, 1022, 1023, 1024, 3000][Int(generator.next() % 7)]
            for _ in 0..<burst {
                let ahead = Int(generator.next() % 12)
                let prime = entry()
                window.append(prime, ahead: ahead)
                oracle[segment + ahead, default: []].append(key(prime))
            }
            var drained: [UInt64] = []
            window.drain { entries, count, cursors, free in
                for e in 0..<count {
                    drained.append(key(entries[e]))
                    if e % 3 == 0 {  // re-bucket some, as the sieve does, 0...12 segments ahead
                        let ahead = Int(generator.next() % 13)
                        let prime = entry()
                        BucketWindow.append(prime, ahead: ahead, cursors: cursors, free: free)
                        oracle[segment + ahead, default: []].append(key(prime))
                    }
                }
            }
            #expect(drained.sorted() == (oracle.removeValue(forKey: segment) ?? []).sorted(), "segment \(segment)")
            window.advance()
        }
    }

    @Test("the packed fields round-trip at their limits")
    func packing() {
        for (index, stepIndex) in [(0, 0), ((1 << 26) - 1, 63), (12345, 29)] {
            let prime = BucketPrime(index: index, quotient: .max, stepIndex: stepIndex)
            #expect(prime.index == index && prime.stepIndex == stepIndex)
            #expect(prime.quotient == .max && MemoryLayout<BucketPrime>.stride == 8)
        }
    }
}
