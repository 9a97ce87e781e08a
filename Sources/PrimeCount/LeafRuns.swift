import Sieve
import Synchronization

/// One run of segments of a hard-leaf sieve: its leaves' sum with φ counted from the run's
/// start, and per prime index b the sum of μ over its leaves and the survivors it counted.
struct LeafRun {
    var sum: Int128 = 0
    var signs: [Int64]
    var survivors: [Int64]

    init(primeCount: Int) {
        signs = [Int64](repeating: 0, count: primeCount + 1)
        survivors = [Int64](repeating: 0, count: primeCount + 1)
    }

    /// Adds one prime's leaves in one segment: their φ-sum, Σμ over them, and the segment's
    /// survivors before the prime is crossed off.
    mutating func record(_ b: Int, sum: Int128, signs: Int64, survivors: Int) {
        self.sum += sum
        self.signs[b] += signs
        self.survivors[b] += Int64(survivors)
    }
}

/// The hard leaves' sum over [1, limit), sieved in segments by `run`: threads take runs of
/// consecutive segments with φ counted from the start of their run, and each run also sums μ
/// over its leaves per b, so adding the φ of the runs before it afterwards makes its sum exact
/// (primecount's scheme). Shared by LMO's S₂ and Gourdon's D.
///
/// - Parameters:
///   - primeCount: the largest prime index b a run records.
///   - run: the leaves in the given segments, for the given segment size in bits.
/// - Complexity: the runs' work, plus O(primeCount) per run to merge.
func sumLeafRuns(
    limit: Int, primeCount: Int, threads: Int, progress: PrimeCount.Progress?,
    run: @Sendable (Range<Int>, Int) -> LeafRun
) -> Int128 {
    let segmentSize = leafSegmentSize(limit)
    let segments = (limit - 1 + segmentSize - 1) / segmentSize
    // Runs of segments: twice as many as threads in each round, longer as the leaves thin out.
    var phiBefore = [Int64](repeating: 0, count: primeCount + 1)
    var total: Int128 = 0
    var first = 0
    var runLength = max(1, segments / (64 * threads))
    let done = Atomic<Int>(0)
    while first < segments {
        let count = min(2 * threads, (segments - first + runLength - 1) / runLength)
        let starts = (0...count).map { min(segments, first + $0 * runLength) }
        let results = concurrentMap(count, threads: threads) { index in
            let result = run(starts[index]..<starts[index + 1], segmentSize)
            let finished = done.add(starts[index + 1] - starts[index], ordering: .relaxed).newValue
            progress?(Double(finished) / Double(segments))
            return result
        }
        for result in results {
            total += result.sum
            for b in 1...primeCount where result.signs[b] != 0 || result.survivors[b] != 0 {
                total -= Int128(result.signs[b]) * Int128(phiBefore[b])
                phiBefore[b] += result.survivors[b]
            }
        }
        first = starts[count]
        runLength *= 2
    }
    return total
}

/// Bits a hard-leaf segment: √limit rounded up to a power of two, between 2^16 and 2^23.
func leafSegmentSize(_ limit: Int) -> Int {
    let root = Int(Double(limit).squareRoot())
    var size = 1 << 16
    while size < root && size < 1 << 23 { size <<= 1 }
    return size
}

/// Σ body(b) over b in `range`, on the threads: 64 chunks at most, each taking every 64th b
/// (interleaved, so that each chunk gets small primes, whose b cost much, and large ones alike).
/// The easy leaves of Deléglise–Rivat and Gourdon's Φ₀, A and C are sums of this shape.
///
/// - Complexity: the calls of body, on min(threads, chunks) threads.
func interleavedSum(_ range: ClosedRange<Int>, threads: Int, _ body: @Sendable (Int) -> Int128) -> Int128 {
    let chunks = min(64, range.count)
    let sums = concurrentMap(chunks, threads: threads) { chunk in
        var sum: Int128 = 0
        var b = range.lowerBound + chunk
        while b <= range.upperBound {
            sum += body(b)
            b += chunks
        }
        return sum
    }
    return sums.reduce(0, +)
}
