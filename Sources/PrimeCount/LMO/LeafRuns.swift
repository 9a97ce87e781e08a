import AlgoSupport
import Dispatch
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
/// The runs are of equal length, 64 per thread (at least 8 segments each), and each thread
/// takes the next one whenever it is free; a finished run is folded in as soon as every run
/// before it is. (Rounds of 2·threads runs with a wait for the slowest at the end of each left
/// threads idle: Guides/Measurements/PrimeCount.md, "LeafRuns: runs taken as threads free up".)
/// The last runs, where the leaves are thinnest, are the cheapest, so the threads finish together.
///
/// - Parameters:
///   - primeCount: the largest prime index b a run records.
///   - run: the leaves in the given segments, for the given segment size in numbers.
/// - Complexity: the runs' work, plus O(primeCount) per run to merge; O(primeCount) memory for
///   each run finished ahead of one still running.
func sumLeafRuns(
    limit: Int, primeCount: Int, threads: Int, progress: PrimeCount.Progress?,
    run: @Sendable (Range<Int>, Int) -> LeafRun
) -> Int128 {
    let segmentSize = leafSegmentSize(limit)
    let segments = (limit - 1 + segmentSize - 1) / segmentSize
    guard segments > 0 else { return 0 }
    // At least 8 segments a run: a run's set-up (first multiples, the φ and μ arrays, the fold) is
    // O(primeCount), worth spreading over several segments (Guides/Measurements/PrimeCount.md,
    // "LeafRuns: at least 8 segments a run").
    let runs = max(1, min(64 * max(1, threads), segments / 8))
    // ThreadLocked, not Synchronization.Mutex, which ThreadSanitizer cannot follow (ThreadLocked.swift).
    let folder = ThreadLocked(LeafRunFolder(primeCount: primeCount))
    let next = Atomic<Int>(0)
    let done = Atomic<Int>(0)
    DispatchQueue.concurrentPerform(iterations: min(max(1, threads), runs)) { _ in
        while case let index = next.add(1, ordering: .relaxed).oldValue, index < runs {
            let segmentRange = segments * index / runs..<segments * (index + 1) / runs
            let result = run(segmentRange, segmentSize)
            let finished = done.add(segmentRange.count, ordering: .relaxed).newValue
            progress?(Double(finished) / Double(segments))
            folder.withLock { $0.add(result, at: index) }
        }
    }
    return folder.withLock { $0.total }
}

/// The runs of ``sumLeafRuns`` folded in order: each one's sum corrected by the φ of the runs
/// before it.
struct LeafRunFolder: ~Copyable {
    private(set) var total: Int128 = 0
    private var phiBefore: [Int64]
    private var waiting: [Int: LeafRun] = [:]
    private var nextIndex = 0

    init(primeCount: Int) { phiBefore = [Int64](repeating: 0, count: primeCount + 1) }

    /// Takes run `index` and folds in every run that is now next in order.
    ///
    /// - Complexity: O(primeCount) per run folded.
    mutating func add(_ run: LeafRun, at index: Int) {
        waiting[index] = run
        while let result = waiting.removeValue(forKey: nextIndex) {
            total += result.sum
            for b in 1..<phiBefore.count where result.signs[b] != 0 || result.survivors[b] != 0 {
                total -= Int128(result.signs[b]) * Int128(phiBefore[b])
                phiBefore[b] += result.survivors[b]
            }
            nextIndex += 1
        }
    }
}

/// Numbers a hard-leaf segment: 64·√limit rounded up to 1920·2^j, between 1920·2^5 and
/// 1920·2^12 (2 KiB to 256 KiB of bits). Each segment costs a pass over every prime (its
/// x/(p·low) bounds and a crossing call), so with 30 numbers a byte larger segments pay
/// (Guides/Measurements/PrimeCount.md, "LeafRuns: the segment size").
func leafSegmentSize(_ limit: Int) -> Int {
    let wanted = 64 * Int(Double(limit).squareRoot())
    var size = LeafSegment.blockNumbers << 5
    while size < wanted && size < LeafSegment.blockNumbers << 12 { size <<= 1 }
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
