import AlgoSupport

/// Ladder step 4, the suite's sieve: one thread's segmented mod-30 wheel sieve over [low, high].
///
/// Per segment (a byte array the size of L2, one byte per 30 numbers):
/// 1. fill it from the pre-sieve patterns (7…163 already crossed off) instead of with ones;
/// 2. cross off the **large** primes, 256 KiB of the segment at a time, from that part's bucket:
///    each large prime sits in the bucket of the part holding its next multiple, so a part touches
///    only the primes that hit it (``WheelBucketTier``);
/// 3. cross off the **sparse** primes (p ≤ 4 segment bytes) one multiple at a time
///    (``WheelSparseTier``), and the **medium** ones (p ≤ segment bytes) a wheel turn at a time over
///    the whole segment (``WheelTurnTier``: one turn of p bytes clears 8 multiples at offsets and
///    with masks set once per call);
/// 4. cross off the **small** primes (p ≤ a quarter of the L1 bytes) with the same loop one
///    L1-sized block at a time, so that their dense writes stay in L1 (at least 4 turns per block,
///    so that the set-up and the mispredicted loop exits are paid for; a second ``WheelTurnTier``);
/// 5. mask the bytes' bits outside [low, high] and hand the segment to the caller; in a narrow
///    window high up, sieved only to a bound below √high, first test the numbers left by
///    the Baillie–PSW test (WheelSieve+Survivors.swift).
///
/// The tiers' order does not change the result (each clears bits); it is the one that leaves the
/// segment in cache for the caller: the small tier's pass, block by block, comes last, and the
/// buckets, whose entries stream through L2, first (Guides/Measurements/Sieve.md, "WheelSieve:
/// the tiers' order").
///
/// Sieving primes (167…√high, or that bound) come from ``OddPrimeStream``, or `WheelPrimeStream`
/// when it is large, and join lazily, when the sieve reaches their square, so the buckets never
/// hold a multiple further ahead than 7√high numbers.
final class WheelSieve {
    let low: UInt64
    let high: UInt64
    private let byteLow: UInt64
    private let byteCount: UInt64
    private let segmentBytes: Int
    private let segmentShift: Int
    private let blockBytes: Int
    private let smallLimit: UInt64
    private let mediumLimit: UInt64
    private let sparseLimit: UInt64
    /// The largest sieving prime: √high, or less for a narrow window high up, whose numbers left
    /// above its square are then tested by Baillie–PSW (WheelSieve+Survivors.swift).
    let sievingLimit: UInt64
    private let testsSurvivors: Bool
    private let segment: UnsafeMutablePointer<UInt8>
    private var small = WheelTurnTier()
    private var medium = WheelTurnTier()
    private var sparse = WheelSparseTier()
    private let large: WheelBucketTier
    /// log₂ of the bytes of the parts the large tier takes a segment in.
    private let partShift: Int
    /// The sieving primes come from one of the two, by the size of √high.
    private var oddStream: OddPrimeStream?
    private var wheelStream: WheelPrimeStream?
    private var pending: [UInt64] = []
    private var pendingIndex = 0
    private var streamDone = false

    /// Prepares to sieve [low, high]; call ``run(_:)`` once.
    ///
    /// - Parameters:
    ///   - low: the first number, ≥ 0.
    ///   - high: the last number, ≥ `low`, up to 2^64 − 1.
    ///   - segmentBytes: bytes per segment (30 numbers each), rounded down to a power of two in
    ///     64...2^26.
    ///   - blockBytes: bytes per block for the small primes, the L1 data size by default; primes up
    ///     to a quarter of it are small: a prime near the block size would pay its set-up for one
    ///     or two turns (Guides/Measurements/Sieve.md, "WheelSieve: the small primes' bound").
    ///   - sparseL2Bytes: the L2 size that decides whether the sparse tier is used.
    ///   - sievingLimit: the largest sieving prime, at most √high; by default
    ///     ``sievingLimit(low:high:)``'s choice.
    init(
        low: UInt64, high: UInt64, segmentBytes: Int, blockBytes: Int = CacheSizes.current.l1Data,
        sparseL2Bytes: Int = CacheSizes.current.l2, sievingLimit: UInt64? = nil
    ) {
        precondition(low <= high, "empty range")
        self.low = low
        self.high = high
        self.byteLow = low / 30
        self.byteCount = high / 30 - low / 30 + 1
        let bytes = min(max(64, segmentBytes), 1 << 26)  // BucketPrime packs a byte index below 2^26
        self.segmentShift = Int.bitWidth - 1 - bytes.leadingZeroBitCount
        self.segmentBytes = 1 << segmentShift
        self.blockBytes = min(max(64, blockBytes), self.segmentBytes)
        self.smallLimit = UInt64(self.blockBytes / 4)
        self.mediumLimit = UInt64(self.segmentBytes)
        // The sparse tier pays while the segment is at most a quarter of L2; in half of L2 the
        // buckets beat it (Guides/Measurements/Sieve.md, "WheelSieve: when the sparse tier pays").
        self.sparseLimit = mediumLimit * (self.segmentBytes <= sparseL2Bytes / 4 ? 4 : 1)
        self.segment = .allocate(capacity: self.segmentBytes + 8)
        let wholeRoot = integerSquareRoot(high)
        let root = min(wholeRoot, sievingLimit ?? Self.sievingLimit(low: low, high: high))
        self.sievingLimit = root
        self.testsSurvivors = root < wholeRoot
        if root >= WheelPrimeStream.threshold {
            self.wheelStream = WheelPrimeStream(upTo: root)
        } else {
            self.oddStream = OddPrimeStream(upTo: root)
        }
        self.partShift = min(segmentShift, WheelBucketTier.defaultPartShift)
        self.large = WheelBucketTier(reach: Int(7 * root / 30) + 16, partShift: partShift)
    }

    deinit {
        segment.deallocate()
    }

    /// Sieves the segments in order and calls `body(bytes, count, firstByte)` for each, where
    /// bit k of `bytes[i]` is set exactly when 30·(firstByte + i) + residues[k] is a prime ≥ 167
    /// in [low, high]. Bytes `count..<count+8` are zero, so the buffer can be read in words.
    /// `body` returns false to stop early.
    ///
    /// - Complexity: O((*high* − *low*) log log *high* + √*high*) time,
    ///   O(√*high* / log *high*) memory plus one segment.
    func run(_ body: (UnsafePointer<UInt8>, Int, UInt64) -> Bool) {
        let segmentBytes = self.segmentBytes
        var start: UInt64 = 0  // first byte of the segment, relative to byteLow
        while start < byteCount {
            let count = Int(min(UInt64(segmentBytes), byteCount - start))
            let firstByte = byteLow + start
            PresievePattern.shared.fill(segment, count: count, fromByte: firstByte)
            (segment + count).initialize(repeating: 0, count: 8)
            // The largest number this segment stands for, without overflowing near 2^64.
            let lastByte = firstByte + UInt64(count) - 1
            let segmentHigh = lastByte >= high / 30 ? high : lastByte * 30 + 29
            addSievingPrimes(upTo: segmentHigh, segmentStart: start)
            let partBytes = 1 << partShift
            var part = 0
            while part < count {
                let partCount = min(partBytes, count - part)
                let bytesLeft = byteCount - start - UInt64(part + partCount)
                let partsLeft = Int((bytesLeft + UInt64(partBytes) - 1) >> partShift)
                large.cross(segment + part, count: partCount, partsLeft: partsLeft)
                part += partBytes
            }
            sparse.cross(segment, count: count)
            medium.cross(segment, count: count, block: count)
            small.cross(segment, count: count, block: blockBytes)
            if firstByte == 0 { segment[0] &= 0xFE }  // 1 is not prime
            if start == 0 { segment[0] &= Self.keepFrom(low % 30) }
            if start + UInt64(count) == byteCount { segment[count - 1] &= Self.keepThrough(high % 30) }
            if testsSurvivors {
                Self.clearComposites(segment, count: count, firstByte: firstByte, limit: sievingLimit)
            }
            if !body(segment, count, firstByte) { return }
            start += UInt64(count)
        }
    }

    /// The bits of residues ≥ r.
    static func keepFrom(_ r: UInt64) -> UInt8 {
        var mask: UInt8 = 0
        for (k, residue) in WheelTables.residues.enumerated() where residue >= r { mask |= 1 << UInt8(k) }
        return mask
    }

    /// The bits of residues ≤ r.
    static func keepThrough(_ r: UInt64) -> UInt8 {
        var mask: UInt8 = 0
        for (k, residue) in WheelTables.residues.enumerated() where residue <= r { mask |= 1 << UInt8(k) }
        return mask
    }

    // MARK: sieving primes

    /// Adds every sieving prime p with p² ≤ `segmentHigh` not added yet.
    private func addSievingPrimes(upTo segmentHigh: UInt64, segmentStart: UInt64) {
        while true {
            if pendingIndex == pending.count {
                if streamDone { return }
                pendingIndex = 0
                let more =
                    wheelStream != nil
                    ? wheelStream!.nextBatch(into: &pending) : oddStream!.nextBatch(into: &pending)
                if !more {
                    streamDone = true
                    return
                }
                continue
            }
            if addPending(upTo: segmentHigh, segmentStart: segmentStart) { return }
        }
    }

    /// Adds the pending primes from `pendingIndex` on while p² ≤ `segmentHigh`: true when it stopped
    /// at one whose square is past it, false when the batch ran out.
    ///
    /// A loop over the batch's buffer with everything it reads in locals (the large primes, nearly
    /// all of them high up, go to their bucket with no access to this object's stored lists).
    ///
    /// - Complexity: O(1) per prime added.
    private func addPending(upTo segmentHigh: UInt64, segmentStart: UInt64) -> Bool {
        let tables = WheelTables.shared
        let nextCoprime = tables.nextCoprime
        let residueIndex = tables.residueIndex
        let (low, high, firstByte) = (self.low, self.high, byteLow + segmentStart)
        let sparseLimit = self.sparseLimit
        let large = self.large
        var k = pendingIndex
        let stopped = pending.withUnsafeBufferPointer { primes in
            while k < primes.count {
                let p = primes[k]
                if p &* p > segmentHigh { return true }  // p ≤ 2^32 − 1, so p·p does not overflow
                k &+= 1
                if p < PresievePattern.firstSievingPrime { continue }
                // The first multiple p·q ≥ max(p², low) with q coprime to 30; q mod 30 + the step to
                // the next residue coprime to 30 stays below 30 (24 + 5 is the largest).
                let first = max(p &* p, low)
                var q = first / p
                if q &* p < first { q &+= 1 }
                let qResidue = Int(truncatingIfNeeded: q % 30)
                let step = Int(truncatingIfNeeded: nextCoprime[qResidue])
                q &+= UInt64(truncatingIfNeeded: step)
                let (multiple, overflow) = p.multipliedReportingOverflow(by: q)
                if overflow || multiple > high { continue }
                let quotient = p / 30
                let residue = residueIndex[Int(truncatingIfNeeded: p &- 30 &* quotient)]
                let wheel = residueIndex[qResidue &+ step]
                // −1 marks a residue sharing a factor with 30: p would not be a prime ≥ 7.
                assert(residue >= 0 && wheel >= 0, "a sieving prime or multiplier not coprime to 30")
                let prime = WheelSievingPrime(
                    index: Int(truncatingIfNeeded: multiple / 30 &- firstByte),
                    quotient: UInt32(truncatingIfNeeded: quotient),
                    residue: UInt8(truncatingIfNeeded: residue), wheel: UInt8(truncatingIfNeeded: wheel))
                if p > sparseLimit {
                    large.append(prime)
                } else if p <= smallLimit {
                    small.append(prime)
                } else if p <= mediumLimit {
                    medium.append(prime)
                } else {
                    sparse.append(prime)
                }
            }
            return false
        }
        pendingIndex = k
        return stopped
    }
}
