import AlgoSupport

/// Streams the odd primes ≤ `limit` in increasing order, one segment at a time.
struct OddPrimeStream {
    private let limit: UInt64
    private let segmentSize: Int  // bytes; byte i stands for segmentLow + 2i
    private var segmentLow: UInt64 = 1  // odd
    private var basePrimes: [UInt64] = []
    private var nextMultiple: [UInt64] = []  // the next odd multiple to cross, as a number
    private var flags: [UInt8]
    private var finished = false

    /// - Parameters:
    ///   - limit: the largest number to consider, up to 2^64 − 1.
    ///   - segmentSize: bytes per segment; the L1 data cache size by default.
    init(upTo limit: UInt64, segmentSize: Int = CacheSizes.current.l1Data) {
        self.limit = limit
        self.segmentSize = max(segmentSize, 64)
        self.flags = [UInt8](repeating: 1, count: self.segmentSize)
        // Base primes: odd primes ≤ √limit, by the odd sieve on a small array.
        let root = integerSquareRoot(limit)
        if root >= 3 {
            let size = Int((root - 1) / 2) + 1
            var small = [Bool](repeating: true, count: size)
            var i = 1
            while i < size {
                if small[i] {
                    let p = 2 * i + 1
                    basePrimes.append(UInt64(p))
                    var j = (p * p) / 2
                    while j < size {
                        small[j] = false
                        j += p
                    }
                }
                i += 1
            }
            nextMultiple = basePrimes.map { $0 * $0 }
        }
    }

    /// Replaces `batch` with the primes of the next segment; false when there are no more.
    ///
    /// - Complexity: O(*S* + *b*) per segment, *S* the segment size and *b* the base primes.
    mutating func nextBatch(into batch: inout [UInt64]) -> Bool {
        batch.removeAll(keepingCapacity: true)
        if finished { return false }
        let low = segmentLow
        // The segment holds the odd numbers low, low+2, … ≤ min(limit, low + 2(S−1)).
        let span = UInt64(segmentSize - 1) * 2
        let high = limit - low <= span ? limit : low + span
        let count = Int((high - low) / 2) + 1
        flags.withUnsafeMutableBufferPointer { flags in
            flags.update(repeating: 1)
            for index in basePrimes.indices {
                let p = basePrimes[index]
                var multiple = nextMultiple[index]
                if multiple > high { continue }
                var j = Int((multiple - low) / 2)
                let step = Int(p)
                while j < count {
                    flags[j] = 0
                    j &+= step
                }
                // The next odd multiple past this segment; it may pass 2^64 near the top.
                let (next, overflow) = low.addingReportingOverflow(UInt64(j) * 2)
                multiple = overflow ? UInt64.max : next
                nextMultiple[index] = multiple
            }
            var j = 0
            if low == 1 { j = 1 }  // 1 is not prime
            while j < count {
                if flags[j] != 0 { batch.append(low + UInt64(j) * 2) }
                j &+= 1
            }
        }
        if limit - high < 2 {  // no odd number is left above high
            finished = true
        } else {
            segmentLow = high + 2
        }
        return true
    }
}
