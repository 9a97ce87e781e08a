/// The large tier of ``WheelSieve`` (primesieve's EratBig): each prime waits in the bucket of the
/// segment that holds its next multiple (a ``BucketRing``), so a segment touches only the primes
/// that hit it. A bucket entry packs the multiple's byte within its segment, so segments are at
/// most 2^26 bytes (``BucketPrime``'s initialiser checks it in debug builds).
struct WheelBucketTier {
    private let ring: BucketRing
    /// log₂ of the segment's bytes.
    private let segmentShift: Int

    /// - Parameters:
    ///   - reach: the furthest a prime's next multiple can be ahead of the current segment, in bytes.
    ///   - segmentShift: log₂ of the segment's bytes, at most 26.
    init(reach: Int, segmentShift: Int) {
        precondition(segmentShift <= 26, "BucketPrime packs a segment index below 2^26")
        self.segmentShift = segmentShift
        ring = BucketRing(slots: reach >> segmentShift + 2)
    }

    /// Puts a prime whose next multiple is `prime.index` bytes from the start of segment
    /// `segmentNumber` into the bucket of that multiple's segment.
    ///
    /// - Complexity: O(1).
    @inline(__always)  // once per large prime: out of line it cost 2.3% of sieve.high's instructions
    func append(_ prime: WheelSievingPrime, segmentNumber: Int) {
        ring.append(
            BucketPrime(
                index: prime.index & ((1 << segmentShift) - 1), quotient: prime.quotient,
                stepIndex: 8 * Int(prime.residue) + Int(prime.wheel)),
            segment: segmentNumber &+ prime.index &>> segmentShift)
    }

    /// Crosses off the multiples of the primes in segment `segmentNumber`'s bucket (bytes
    /// 0..<count) and moves each prime to the bucket of its next multiple's segment.
    ///
    /// As primesieve's EratBig: one multiple per visit and no loop over the segment, since a large
    /// prime (p > 4 segments of 30 numbers a byte) seldom hits a segment twice; a next multiple in
    /// this same segment goes back into its bucket, which ``BucketRing/drain(segment:_:)`` empties
    /// until it stays empty. In the last segment an entry may lie past `count` but inside the
    /// segment's bytes: its store lands in bytes nobody counts.
    ///
    /// - Complexity: O(hits in the segment + primes in its bucket).
    func cross(_ segment: UnsafeMutablePointer<UInt8>, count: Int, segmentNumber: Int) {
        let steps = WheelTables.shared.steps
        let ring = self.ring
        let shift = segmentShift
        let offsetMask = (1 << shift) - 1
        // A prime whose next multiple lies past high goes on into the bucket of a segment after the
        // last one, which is never drained: it is at most a ring's length ahead, so its slot is
        // not one of the segments still to come, and checking for the end costs more than the
        // few such appends.
        ring.drain(segment: segmentNumber) { entries, entryCount in
            var entry = entries
            let end = entries + entryCount
            while entry < end {  // a pointer walk: one register fewer than an index (callgrind)
                let prime = entry.pointee
                entry += 1
                let (next, x) = WheelSteps.clearOne(
                    segment, steps, at: prime.index, stepIndex: prime.stepIndex, quotient: Int(prime.quotient))
                ring.append(
                    BucketPrime(index: next & offsetMask, quotient: prime.quotient, stepIndex: x),
                    segment: segmentNumber &+ next &>> shift)
            }
        }
    }
}
