/// The large tier of ``WheelSieve`` (primesieve's EratBig): each prime waits in the bucket of the
/// segment that holds its next multiple (a ``BucketWindow``), so a segment touches only the primes
/// that hit it. A bucket entry packs the multiple's byte within its segment, so segments are at
/// most 2^26 bytes (``BucketPrime``'s initialiser checks it in debug builds).
struct WheelBucketTier {
    private let buckets: BucketWindow
    /// log₂ of the segment's bytes.
    private let segmentShift: Int

    /// - Parameters:
    ///   - reach: the furthest a prime's next multiple can be ahead of the current segment, in bytes.
    ///   - segmentShift: log₂ of the segment's bytes, at most 26.
    init(reach: Int, segmentShift: Int) {
        precondition(segmentShift <= 26, "BucketPrime packs a segment index below 2^26")
        self.segmentShift = segmentShift
        buckets = BucketWindow(slots: reach >> segmentShift + 2)
    }

    /// Puts a prime whose next multiple is `prime.index` bytes from the start of the current
    /// segment into the bucket of that multiple's segment.
    ///
    /// - Complexity: O(1).
    @inline(__always)  // once per large prime: out of line it cost 2.3% of sieve.high's instructions
    func append(_ prime: WheelSievingPrime) {
        buckets.append(
            BucketPrime(
                index: prime.index & ((1 << segmentShift) - 1), quotient: prime.quotient,
                stepIndex: 8 * Int(prime.residue) + Int(prime.wheel)),
            ahead: prime.index &>> segmentShift)
    }

    /// Crosses off the multiples of the primes in the current segment's bucket (bytes 0..<count),
    /// moves each prime to the bucket of its next multiple's segment, and makes the next segment
    /// the current one. `segmentsLeft` is the number of segments after this one.
    ///
    /// As primesieve's EratBig: one multiple per visit and no loop over the segment, since a large
    /// prime (p > 4 segments of 30 numbers a byte) seldom hits a segment twice; a next multiple in
    /// this same segment goes back into its bucket, which ``BucketWindow/drain(_:)`` empties
    /// until it stays empty. In the last segment an entry may lie past `count` but inside the
    /// segment's bytes: its store lands in bytes nobody counts.
    ///
    /// A prime whose next multiple lies past the last segment is dropped, but only tested for when
    /// the window reaches past the last segment: far from the end no multiple can be past it, and
    /// the test costs a compare per hit. Near the end it pays: in [2^64 − 2·10^9, 2^64 − 1] most of
    /// the 2·10^8 sieving primes hit once and leave, and appending them to a bucket never drained
    /// wrote 1.2 GB for nothing.
    ///
    /// - Complexity: O(hits in the segment + primes in its bucket).
    func cross(_ segment: UnsafeMutablePointer<UInt8>, count: Int, segmentsLeft: Int) {
        if segmentsLeft < buckets.slots - 1 {
            crossBucket(segment, lastAhead: segmentsLeft, checksEnd: true)
        } else {
            crossBucket(segment, lastAhead: segmentsLeft, checksEnd: false)
        }
        buckets.advance()
    }

    /// ``cross(_:count:segmentsLeft:)``'s loop, inlined twice so that `checksEnd` is a constant.
    @inline(__always)
    private func crossBucket(_ segment: UnsafeMutablePointer<UInt8>, lastAhead: Int, checksEnd: Bool) {
        let steps = WheelTables.shared.steps
        let shift = segmentShift
        let offsetMask = (1 << shift) - 1
        buckets.drain { entries, entryCount, cursors, free in
            var entry = entries
            let end = entries + entryCount
            while entry < end {  // a pointer walk: one register fewer than an index (callgrind)
                let prime = entry.pointee
                entry += 1
                let (next, x) = WheelSteps.clearOne(
                    segment, steps, at: prime.index, stepIndex: prime.stepIndex, quotient: Int(prime.quotient))
                let ahead = next &>> shift
                if checksEnd && ahead > lastAhead { continue }
                BucketWindow.append(
                    BucketPrime(index: next & offsetMask, quotient: prime.quotient, stepIndex: x),
                    ahead: ahead, cursors: cursors, free: free)
            }
        }
    }
}
