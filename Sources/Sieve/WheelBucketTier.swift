/// The large tier of `WheelSieve` (primesieve's EratBig). It takes each segment in parts of
/// 256 KiB (or the whole segment when it is smaller): each prime waits in the bucket of the part
/// that holds its next multiple (a ``BucketWindow``), so a part touches only the primes that hit
/// it. A bucket entry packs the multiple's byte within its part, so parts are at most 2^26 bytes
/// (``BucketPrime``'s initialiser checks it in debug builds).
///
/// Why parts: a bucket's stores land anywhere in its part, and in a segment the size of L2 the
/// bucket entries streaming through L2 evict the lines they need; smaller parts keep them in L2
/// (cachegrind's simulated misses: Guides/Measurements/Sieve.md, "WheelBucketTier: parts"). The
/// medium primes still cross the whole segment, whose length shares out their set-up.
struct WheelBucketTier {
    private let buckets: BucketWindow
    /// log₂ of the part's bytes.
    private let partShift: Int
    /// log₂ of the bytes of a part when the segment is longer.
    static let defaultPartShift = 18

    /// - Parameters:
    ///   - reach: the furthest a prime's next multiple can be ahead of the current part, in bytes.
    ///   - partShift: log₂ of the part's bytes, at most 26.
    init(reach: Int, partShift: Int) {
        precondition(partShift <= 26, "BucketPrime packs a byte index below 2^26")
        self.partShift = partShift
        buckets = BucketWindow(slots: reach >> partShift + 2)
    }

    /// Puts a prime whose next multiple is `prime.index` bytes from the start of the current
    /// part into the bucket of that multiple's part.
    ///
    /// - Complexity: O(1).
    @inline(__always)  // once per large prime and segment: the call would cost more than the append
    func append(_ prime: WheelSievingPrime) {
        buckets.append(
            BucketPrime(
                index: prime.index & ((1 << partShift) - 1), quotient: prime.quotient,
                stepIndex: 8 * Int(prime.residue) + Int(prime.wheel)),
            ahead: prime.index &>> partShift)
    }

    /// Crosses off the multiples of the primes in the current part's bucket (bytes 0..<count of
    /// `part`), moves each prime to the bucket of its next multiple's part, and makes the next part
    /// the current one. `partsLeft` is the number of parts after this one.
    ///
    /// As primesieve's EratBig: one multiple per visit and no loop over the part, since a large
    /// prime (p > 4 segments of 30 numbers a byte) seldom hits a part twice; a next multiple in
    /// this same part goes back into its bucket, which ``BucketWindow/drain(_:)`` empties until it
    /// stays empty. In the last part an entry may lie past `count` but inside the part's bytes: its
    /// store lands in bytes nobody counts.
    ///
    /// A prime whose next multiple lies past the last part is dropped, but only tested for when
    /// the window reaches past the last part: far from the end no multiple can be past it, and
    /// the test costs a compare per hit. Near the end it pays: in [2^64 − 2·10^9, 2^64 − 1] most of
    /// the 2·10^8 sieving primes hit once and leave, and appending them to a bucket never drained
    /// wrote 1.2 GB for nothing.
    ///
    /// - Complexity: O(hits in the part + primes in its bucket).
    func cross(_ part: UnsafeMutablePointer<UInt8>, count: Int, partsLeft: Int) {
        if partsLeft < buckets.slots - 1 {
            crossBucket(part, lastAhead: partsLeft, checksEnd: true)
        } else {
            crossBucket(part, lastAhead: partsLeft, checksEnd: false)
        }
        buckets.advance()
    }

    /// ``cross(_:count:partsLeft:)``'s loop, inlined twice so that `checksEnd` is a constant. (Two more
    /// copies with the usual part's shift as a constant ran more instructions: Guides/Measurements/Sieve.md,
    /// "WheelBucketTier: two copies of the loop".)
    @inline(__always)
    private func crossBucket(_ part: UnsafeMutablePointer<UInt8>, lastAhead: Int, checksEnd: Bool) {
        let steps = WheelTables.shared.steps
        let shift = partShift
        let offsetMask = (1 << shift) - 1
        buckets.drain { entries, entryCount, cursors, free in
            var entry = entries
            let end = entries + entryCount
            while entry < end {  // a pointer walk: one register fewer than an index (callgrind)
                let prime = entry.pointee
                entry += 1
                let (next, x) = WheelSteps.clearOne(
                    part, steps, at: prime.index, stepIndex: prime.stepIndex, quotient: Int(prime.quotient))
                let ahead = next &>> shift
                if checksEnd && ahead > lastAhead { continue }
                BucketWindow.append(
                    BucketPrime(index: next & offsetMask, quotient: prime.quotient, stepIndex: x),
                    ahead: ahead, cursors: cursors, free: free)
            }
        }
    }
}
