import AlgoSupport
import Dispatch
import Synchronization

/// Counting, listing and finding primes anywhere in 0...2^64 − 1 with the suite's wheel sieve.
///
///     PrimeSieve.count(upTo: 1_000_000_000)        // 50847534
///     PrimeSieve.primes(in: 90...110)              // [97, 101, 103, 107, 109]
///     try PrimeSieve.nthPrime(1_000_000)           // 15485863
///
/// One number's primality is the Primality module's (`BailliePSW.isPrime`). Memory is O(√hi) plus one segment per thread; counting to 10^12 stays far below 64 MiB.
public enum PrimeSieve {
    /// The primes the wheel and the pre-sieve handle without sieving.
    static let tinyPrimes: [UInt64] = [2, 3, 5] + PresievePattern.primes

    /// All cores, the default thread count.
    public static var defaultThreads: Int { max(1, activeProcessorCount()) }

    /// The number of primes in `range`.
    ///
    ///     PrimeSieve.count(in: 1_000_000_000_000...1_000_001_000_000_000)   // 36190991
    ///
    /// - Parameters:
    ///   - range: any range within 0...2^64 − 1.
    ///   - threads: worker threads (≥ 1); chunks of the range go to whichever is free.
    ///   - progress: called with the fraction done (0...1) after each chunk, from any thread.
    /// - Returns: the count.
    /// - Complexity: O(*w* log log *hi* + *c*·√*hi*) time, *w* the range's width and *c* the
    ///   number of chunks; O(*t*·(√*hi* + *S*)) memory for *t* threads and segment size *S*.
    public static func count(
        in range: ClosedRange<UInt64>, threads: Int = defaultThreads,
        progress: (@Sendable (Double) -> Void)? = nil
    ) -> UInt64 {
        let low = range.lowerBound
        let high = range.upperBound
        var total = UInt64(tinyPrimes.filter { range.contains($0) }.count)
        if high < PresievePattern.firstSievingPrime { return total }
        let sieveLow = max(low, PresievePattern.firstSievingPrime)
        let chunks = chunking(low: sieveLow, high: high, threads: threads)
        if chunks.count == 1 {
            let chunk = chunks[0]
            total += countChunk(low: chunk.lowerBound, high: chunk.upperBound)
            progress?(1)
            return total
        }
        let next = Atomic<Int>(0)
        let sum = Atomic<UInt64>(0)
        let done = Atomic<Int>(0)
        DispatchQueue.concurrentPerform(iterations: min(threads, chunks.count)) { _ in
            while true {
                let index = next.wrappingAdd(1, ordering: .relaxed).oldValue
                if index >= chunks.count { return }
                let chunk = chunks[index]
                sum.wrappingAdd(countChunk(low: chunk.lowerBound, high: chunk.upperBound), ordering: .relaxed)
                let finished = done.wrappingAdd(1, ordering: .relaxed).newValue
                progress?(Double(finished) / Double(chunks.count))
            }
        }
        return total + sum.load(ordering: .relaxed)
    }

    /// π(n), the number of primes ≤ `n`.
    ///
    /// - Complexity: as ``count(in:threads:progress:)``.
    public static func count(upTo n: UInt64, threads: Int = defaultThreads) -> UInt64 {
        count(in: 0...n, threads: threads)
    }

    /// Calls `body` with each prime in `range`, in increasing order, until it returns false.
    ///
    /// Streams: O(√hi) memory whatever the range's width.
    ///
    /// - Complexity: O(*w* log log *hi* + √*hi*) time for a range of width *w*.
    public static func forEachPrime(in range: ClosedRange<UInt64>, _ body: (UInt64) -> Bool) {
        for p in tinyPrimes where range.contains(p) {
            if !body(p) { return }
        }
        if range.upperBound < PresievePattern.firstSievingPrime { return }
        let sieve = WheelSieve(
            low: max(range.lowerBound, PresievePattern.firstSievingPrime), high: range.upperBound,
            segmentBytes: defaultSegmentBytes)
        let bitValues = WheelTables.shared.bitValues
        sieve.run { bytes, count, firstByte in
            var offset = 0
            while offset < count {
                var word = UnsafeRawPointer(bytes + offset).loadUnaligned(as: UInt64.self)
                let wordNumber = (firstByte &+ UInt64(offset)) &* 30
                while word != 0 {
                    if !body(wordNumber &+ bitValues[word.trailingZeroBitCount]) { return false }
                    word &= word &- 1
                }
                offset += 8
            }
            return true
        }
    }

    /// The sieve's own output for `range`, segment by segment, for callers that count primes
    /// between many points (π at rising points, as P₂ in the PrimeCount module asks):
    /// `body(bytes, count, firstByte)` gets the wheel bitmap, where bit k of `bytes[i]` is set
    /// exactly when 30·(firstByte + i) + ``wheelResidues``[k] is a prime in `range`. Bytes
    /// `count..<count+8` are zero, so the buffer can be read in words. The segments come in
    /// order; `body` returns false to stop.
    ///
    /// - Precondition: `range.lowerBound` ≥ 167: the smaller primes are pre-sieved away and never
    ///   appear in the bitmap.
    /// - Complexity: O(*w* log log *hi* + √*hi*) time, O(√*hi*) memory plus one segment.
    public static func forEachSegment(
        in range: ClosedRange<UInt64>, _ body: (UnsafePointer<UInt8>, Int, UInt64) -> Bool
    ) {
        precondition(range.lowerBound >= PresievePattern.firstSievingPrime, "the bitmap holds the primes ≥ 167")
        WheelSieve(
            low: range.lowerBound, high: range.upperBound, segmentBytes: segmentBytesOverride ?? defaultSegmentBytes
        ).run(body)
    }

    /// The residues modulo 30 of the eight bits of a ``forEachSegment(in:_:)`` byte.
    public static let wheelResidues: [UInt64] = WheelTables.residues
    /// The smallest prime ``forEachSegment(in:_:)`` can report, and its smallest lower bound.
    public static let wheelSmallest: UInt64 = PresievePattern.firstSievingPrime

    /// The primes in `range`, as an array.
    ///
    /// - Complexity: O(*w* log log *hi* + √*hi*) time, O(π(*hi*) − π(*lo*)) memory for the result.
    public static func primes(in range: ClosedRange<UInt64>) -> [UInt64] {
        var primes: [UInt64] = []
        forEachPrime(in: range) {
            primes.append($0)
            return true
        }
        return primes
    }

    /// The chunks that the threads share: up to 8 per thread, but each at least 2^10·√hi numbers
    /// wide, since every chunk generates and places all π(√hi) sieving primes again (at [10^14,
    /// 10^14 + 10^9] eight chunks on one thread cost 5.3 million placements instead of 0.66), and at
    /// least 2^24 wide (below that a chunk is cheaper than a thread); still one chunk per thread when
    /// the range is that wide.
    static func chunking(low: UInt64, high: UInt64, threads: Int) -> [ClosedRange<UInt64>] {
        let width = high - low  // the range holds width + 1 numbers
        let minimumWidth = max(1 << 24, integerSquareRoot(high) << 10)
        let wideChunks = Int(min(width / minimumWidth, UInt64(threads * 8)))
        let chunkCount = max(wideChunks, min(threads, Int(width >> 24) + 1))
        if chunkCount <= 1 { return [low...high] }
        var step = width / UInt64(chunkCount) + 1
        step += 30 - step % 30
        var chunks: [ClosedRange<UInt64>] = []
        var start = low
        while true {
            let (end, overflow) = start.addingReportingOverflow(step - 1)
            if overflow || end >= high {
                chunks.append(start...high)
                return chunks
            }
            chunks.append(start...end)
            start = end + 1
        }
    }

    nonisolated(unsafe) static var segmentBytesOverride: Int? = getenv("ALGOSUITE_SIEVE_BYTES").flatMap {
        Int(String(cString: $0))
    }
    /// The L2 size, at least the L1 size. A segment's cost is dominated by each medium prime's
    /// set-up, which a longer segment shares out; its bytes are touched a wheel turn at a time,
    /// which the L2 (and the L3 behind it) keeps up with. Larger segments were no faster, and a
    /// half-L2 segment was slower (measured on three CPU shapes: Guides/Measurements/Sieve.md,
    /// "PrimeSieve: the segment size").
    static var defaultSegmentBytes: Int {
        max(CacheSizes.current.l2, CacheSizes.current.l1Data)
    }

    /// The primes ≥ 167 in [low, high] by one wheel sieve.
    static func countChunk(low: UInt64, high: UInt64) -> UInt64 {
        var count: UInt64 = 0
        WheelSieve(low: low, high: high, segmentBytes: segmentBytesOverride ?? defaultSegmentBytes).run {
            bytes, byteCount, _ in
            var offset = 0
            var sum = 0
            while offset < byteCount {
                sum &+= UnsafeRawPointer(bytes + offset).loadUnaligned(as: UInt64.self).nonzeroBitCount
                offset &+= 8
            }
            count &+= UInt64(sum)
            return true
        }
        return count
    }
}
