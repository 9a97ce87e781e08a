import Testing
import _TestSupport

@testable import PrimeCount

/// The hard-leaf segment against counting: after the pre-sieve and crossing off primes one by
/// one, carried from segment to segment, the survivors in [low, n] must be the numbers there
/// divisible by none of 2, 3, 5, the pre-sieved primes and the primes crossed off so far.
@Suite struct LeafSegmentTests {
    /// The primes to 6,000, by trial division.
    static let primes = (2...6000).filter { n in (2..<n).allSatisfy { n % $0 != 0 } }

    @Test(
        "counts up to every n, the total, and carried multiples, against trial division",
        arguments: [(0, 3), (1, 4), (0, 6), (37, 5), (5000, 6)])
    func counts(firstSegment: Int, presieved: Int) {
        let size = 2 * LeafSegment.blockNumbers
        let presieve = PresieveBits(primes: Array(Self.primes.prefix(presieved).filter { $0 > 5 }))
        // Primes from the 7th on, past the segment's size and past a whole run of segments.
        let crossed = Array(Self.primes[presieved..<presieved + 40]) + [1931, 3851, 3853, 5003, 5981]
        let runLow = 1 + firstSegment * size
        var next = crossed.map { LeafSegment.firstMultiple(of: $0, from: runLow).multiple }
        var wheel = crossed.map { UInt8(LeafSegment.firstMultiple(of: $0, from: runLow).wheel) }
        var segment = LeafSegment(size: size)
        defer { segment.deallocate() }
        var wrong: [String] = []
        for index in firstSegment..<firstSegment + 3 {
            let low = 1 + index * size
            // The last segment stops short of a whole one.
            let high = index == firstSegment + 2 ? low + size - 1234 : low + size
            segment.reset(low: low, high: high, presieve: presieve)
            segment.recount()
            var divisors = Array(Self.primes.prefix(presieved))
            for (c, p) in crossed.enumerated() {
                let survivors = (low..<high).filter { n in divisors.allSatisfy { n % $0 != 0 } }
                if segment.total != survivors.count { wrong.append("total at \(low) before \(p)") }
                var cursor = LeafSegment.Cursor()
                var seen = 0
                for n in stride(from: low, to: high, by: 7 + c % 5) {
                    while seen < survivors.count && survivors[seen] <= n { seen += 1 }
                    if segment.count(upTo: n, &cursor) != seen { wrong.append("count to \(n) before \(p)") }
                }
                segment.crossOff(prime: p, next: &next[c], wheel: &wheel[c])
                divisors.append(p)
                let first = LeafSegment.firstMultiple(of: p, from: high)
                if next[c] != first.multiple || Int(wheel[c]) != first.wheel { wrong.append("next of \(p) at \(high)") }
            }
        }
        #expect(wrong.isEmpty, "\(wrong.prefix(5))")
    }
}
