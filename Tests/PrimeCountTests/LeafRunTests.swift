import AlgoSupport
import Testing
import _TestSupport

@testable import PrimeCount

/// The scheme that sums the hard leaves on threads (``sumLeafRuns``, ``LeafRunFolder``) against
/// the direct formula: segment s contributes its own sum minus, for each b, Σμ over its leaves
/// times the survivors of b in every segment before it.
@Suite struct LeafRunTests {
    /// A segment's made-up leaves: its sum, and per b its Σμ and its survivors.
    static func segment(_ s: Int, primeCount: Int) -> (sum: Int128, signs: [Int64], survivors: [Int64]) {
        let signs = (0...primeCount).map { b in Int64((s * 7 + b * 3) % 5) - 2 }
        let survivors = (0...primeCount).map { b in Int64((s * 11 + b) % 13) }
        return (Int128(s * s % 1009) - 500, signs, survivors)
    }

    /// The direct formula over segments 0..<count.
    static func direct(segments count: Int, primeCount: Int) -> Int128 {
        var total: Int128 = 0
        var before = [Int64](repeating: 0, count: primeCount + 1)
        for s in 0..<count {
            let (sum, signs, survivors) = segment(s, primeCount: primeCount)
            total += sum
            for b in 1...primeCount {
                total -= Int128(signs[b]) * Int128(before[b])
                before[b] += survivors[b]
            }
        }
        return total
    }

    /// A run as the sieves make one: φ counted from the run's own start.
    static func run(_ segments: Range<Int>, primeCount: Int) -> LeafRun {
        var result = LeafRun(primeCount: primeCount)
        var before = [Int64](repeating: 0, count: primeCount + 1)
        for s in segments {
            let (sum, signs, survivors) = segment(s, primeCount: primeCount)
            result.sum += sum
            for b in 1...primeCount {
                result.record(
                    b, sum: -Int128(signs[b]) * Int128(before[b]), signs: signs[b], survivors: Int(survivors[b]))
                before[b] += survivors[b]
            }
        }
        return result
    }

    @Test("runs folded in any order of arrival give the direct formula's total", arguments: [1, 2, 7])
    func foldedOutOfOrder(seed: UInt64) {
        let primeCount = 9
        let bounds = [0, 3, 4, 10, 11, 19, 30]
        let runs = (0..<bounds.count - 1).map { Self.run(bounds[$0]..<bounds[$0 + 1], primeCount: primeCount) }
        var generator = SplitMix64(seed: seed)
        var folder = LeafRunFolder(primeCount: primeCount)
        for index in Array(runs.indices).shuffled(using: &generator) { folder.add(runs[index], at: index) }
        #expect(folder.total == Self.direct(segments: 30, primeCount: primeCount))
    }

    @Test("sumLeafRuns on 1, 2 and 3 threads gives the direct formula's total", arguments: [1, 2, 3])
    func threaded(threads: Int) {
        let primeCount = 6
        // 500 segments of 1920·2^11 numbers, the size for this limit (64·√limit is 2.84·10^6):
        // 62 runs of 8 or 9 segments.
        let segmentSize = LeafSegment.blockNumbers << 11
        let limit = 500 * segmentSize + 1
        let total = sumLeafRuns(limit: limit, primeCount: primeCount, threads: threads, progress: nil) {
            segments, size in
            #expect(size == segmentSize)
            return Self.run(segments, primeCount: primeCount)
        }
        #expect(total == Self.direct(segments: 500, primeCount: primeCount))
    }
}
