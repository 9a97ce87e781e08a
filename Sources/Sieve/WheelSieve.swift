/// Ladder step 4, the suite's sieve: one thread's segmented mod-30 wheel sieve over [low, high].
///
/// Per segment (a byte array of about a quarter of L2, one byte per 30 numbers):
/// 1. fill it from the pre-sieve patterns (7…163 already crossed off) instead of with ones;
/// 2. cross off the **small** primes (p ≤ a quarter of the L1 bytes) one L1-sized block at a time,
///    so that their dense writes stay in L1, with an 8-way unrolled loop: one wheel turn of p bytes
///    clears 8 multiples at offsets and with masks set once per block (at least 4 turns per block,
///    so that the set-up and the mispredicted loop exits are paid for);
/// 3. cross off the **medium** primes (p ≤ segment bytes) with the same loop over the whole segment,
///    and the **sparse** ones (p ≤ 4 segment bytes) one multiple at a time;
/// 4. cross off the **large** primes from this segment's bucket: each large prime sits in the
///    bucket of the segment holding its next multiple (a ``BucketRing``), so a segment touches
///    only the primes that hit it;
/// 5. mask the bytes' bits outside [low, high] and hand the segment to the caller.
///
/// Sieving primes (167…√high) come from ``OddPrimeStream``, or ``WheelPrimeStream`` when √high is
/// large, and join lazily, when the sieve reaches their square, so the buckets never hold a
/// multiple further ahead than 7√high numbers.
final class WheelSieve {
    struct SievingPrime {
        /// The next multiple's byte, relative to the current segment (large: to its bucket's).
        var index: Int
        /// p / 30.
        var quotient: UInt32
        /// The wheel bit of p mod 30.
        var residue: UInt8
        /// The wheel bit of the multiplier q mod 30 for the next multiple p·q.
        var wheel: UInt8
    }

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
    private let segment: UnsafeMutablePointer<UInt8>
    private var small: [SievingPrime] = []
    private var medium: [SievingPrime] = []
    private var sparse: [SievingPrime] = []
    private let ring: BucketRing
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
    ///     to a quarter of it are small. (Up to the whole block: 1.20–1.24 s at 10^10 against
    ///     1.01–1.03 s, because a prime near the block size pays its set-up for one or two turns.)
    init(low: UInt64, high: UInt64, segmentBytes: Int, blockBytes: Int = CacheSizes.current.l1Data) {
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
        self.sparseLimit = UInt64(self.segmentBytes) * 4
        self.segment = .allocate(capacity: self.segmentBytes + 8)
        let root = integerSquareRoot(high)
        if root >= WheelPrimeStream.threshold {
            self.wheelStream = WheelPrimeStream(upTo: root)
        } else {
            self.oddStream = OddPrimeStream(upTo: root)
        }
        let reach = Int(7 * root / 30) + 16
        self.ring = BucketRing(slots: reach / self.segmentBytes + 2)
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
        var segmentNumber = 0
        while start < byteCount {
            let count = Int(min(UInt64(segmentBytes), byteCount - start))
            let firstByte = byteLow + start
            PresievePattern.shared.fill(segment, count: count, fromByte: firstByte)
            (segment + count).initialize(repeating: 0, count: 8)
            // The largest number this segment stands for, without overflowing near 2^64.
            let lastByte = firstByte + UInt64(count) - 1
            let segmentHigh = lastByte >= high / 30 ? high : lastByte * 30 + 29
            addSievingPrimes(upTo: segmentHigh, segmentStart: start, segmentNumber: segmentNumber)
            var blockStart = 0
            while blockStart < count {
                let blockEnd = min(blockStart + blockBytes, count)
                Self.crossTurns(&small, segment: segment, before: blockEnd)
                blockStart = blockEnd
            }
            Self.crossTurns(&medium, segment: segment, before: count)
            for j in small.indices { small[j].index -= count }
            for j in medium.indices { medium[j].index -= count }
            crossSparse(count: count)
            crossLarge(count: count, segmentNumber: segmentNumber)
            if firstByte == 0 { segment[0] &= 0xFE }  // 1 is not prime
            if start == 0 { segment[0] &= Self.keepFrom(low % 30) }
            if start + UInt64(count) == byteCount { segment[count - 1] &= Self.keepThrough(high % 30) }
            if !body(segment, count, firstByte) { return }
            start += UInt64(count)
            segmentNumber += 1
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
    private func addSievingPrimes(upTo segmentHigh: UInt64, segmentStart: UInt64, segmentNumber: Int) {
        let tables = WheelTables.shared
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
            let p = pending[pendingIndex]
            if p < PresievePattern.firstSievingPrime {
                pendingIndex += 1
                continue
            }
            if p * p > segmentHigh { return }  // p ≤ 2^32 − 1, so p·p does not overflow
            pendingIndex += 1
            // The first multiple p·q ≥ max(p², low) with q coprime to 30.
            let first = max(p * p, low)
            var q = first / p
            if q * p < first { q += 1 }
            q += UInt64(tables.nextCoprime[Int(q % 30)])
            let (multiple, overflow) = p.multipliedReportingOverflow(by: q)
            if overflow || multiple > high { continue }
            let index = Int(multiple / 30 - byteLow - segmentStart)
            let prime = SievingPrime(
                index: index, quotient: UInt32(p / 30), residue: UInt8(tables.residueIndex[Int(p % 30)]),
                wheel: UInt8(tables.residueIndex[Int(q % 30)]))
            if p <= smallLimit {
                small.append(prime)
            } else if p <= mediumLimit {
                medium.append(prime)
            } else if p <= sparseLimit {
                sparse.append(prime)
            } else {
                ring.append(
                    BucketPrime(
                        index: index & (segmentBytes - 1), quotient: prime.quotient,
                        stepIndex: 8 * Int(prime.residue) + Int(prime.wheel)),
                    segment: segmentNumber &+ index &>> segmentShift)
            }
        }
    }

    // MARK: crossing off

    /// Clears single multiples of p = 30a + r (row = 8·index of r) from byte i, multiplier at wheel
    /// position w, while i < count; returns the next multiple's byte and wheel position.
    /// `steps` is ``WheelTables/steps``, passed in so that callers load it once, outside their loops.
    @inline(__always)
    private static func clearSteps(
        _ segment: UnsafeMutablePointer<UInt8>, _ steps: UnsafeMutablePointer<UInt32>, from start: Int, wheel: Int,
        quotient a: Int, row: Int, before count: Int
    ) -> (Int, Int) {
        var i = start
        var w = wheel
        while i < count {
            let step = steps[row &+ w]
            segment[i] &= UInt8(truncatingIfNeeded: step)
            i &+= a &* Int(truncatingIfNeeded: step >> 8 & 0xFF) &+ Int(truncatingIfNeeded: step >> 16 & 0xFF)
            w = (w &+ 1) & 7
        }
        return (i, w)
    }

    /// ``clearSteps(_:_:from:wheel:quotient:row:before:)`` with the row and the wheel position in
    /// one step index (8π + w), which the step table advances: the bucket sieve's form. (Serving the
    /// small and sparse primes with this form too cost 9% more instructions at 10^9 by callgrind:
    /// 801e6 → 877e6; so both stay.)
    @inline(__always)
    private static func clearSteps(
        _ segment: UnsafeMutablePointer<UInt8>, _ steps: UnsafeMutablePointer<UInt32>, from start: Int,
        stepIndex: Int, quotient a: Int, before count: Int
    ) -> (Int, Int) {
        var i = start
        var x = stepIndex
        while i < count {
            let step = steps[x]
            segment[i] &= UInt8(truncatingIfNeeded: step)
            i &+= a &* Int(truncatingIfNeeded: step >> 8 & 0xFF) &+ Int(truncatingIfNeeded: step >> 16 & 0xFF)
            x = Int(truncatingIfNeeded: step >> 24)
        }
        return (i, x)
    }

    /// Crosses off each prime's multiples from its next one up to byte `count`, a wheel turn at a
    /// time; indices stay relative to the segment (the caller rebases them after the last block).
    private static func crossTurns(
        _ list: inout [SievingPrime], segment: UnsafeMutablePointer<UInt8>, before count: Int
    ) {
        let tables = WheelTables.shared
        let steps = tables.steps
        let residues = WheelTables.residues
        list.withUnsafeMutableBufferPointer { primes in
            for j in primes.indices {
                var i = primes[j].index
                if i < count {
                    let a = Int(primes[j].quotient)
                    let pi = Int(primes[j].residue)
                    let row = 8 &* pi
                    var w = Int(primes[j].wheel)
                    // Whole turns, 8 multiples each at offsets and with masks set once per call:
                    // the k-th multiple of a turn from wheel position w is a·G + C bytes ahead.
                    let p = 30 &* a &+ Int(residues[pi])
                    let gaps = tables.turnGaps + 8 &* w
                    let corrections = tables.turnCorrections + (64 &* pi &+ 8 &* w)
                    let masks = tables.turnMasks + (64 &* pi &+ 8 &* w)
                    let o1 = a &* gaps[1] &+ corrections[1]
                    let o2 = a &* gaps[2] &+ corrections[2]
                    let o3 = a &* gaps[3] &+ corrections[3]
                    let o4 = a &* gaps[4] &+ corrections[4]
                    let o5 = a &* gaps[5] &+ corrections[5]
                    let o6 = a &* gaps[6] &+ corrections[6]
                    let o7 = a &* gaps[7] &+ corrections[7]
                    let m0 = masks[0]
                    let m1 = masks[1]
                    let m2 = masks[2]
                    let m3 = masks[3]
                    let m4 = masks[4]
                    let m5 = masks[5]
                    let m6 = masks[6]
                    let m7 = masks[7]
                    while i &+ o7 < count {
                        let base = segment + i
                        base[0] &= m0
                        base[o1] &= m1
                        base[o2] &= m2
                        base[o3] &= m3
                        base[o4] &= m4
                        base[o5] &= m5
                        base[o6] &= m6
                        base[o7] &= m7
                        i &+= p
                    }
                    (i, w) = clearSteps(segment, steps, from: i, wheel: w, quotient: a, row: row, before: count)
                    primes[j].wheel = UInt8(truncatingIfNeeded: w)
                }
                primes[j].index = i
            }
        }
    }

    private func crossSparse(count: Int) {
        let steps = WheelTables.shared.steps
        let segment = self.segment
        sparse.withUnsafeMutableBufferPointer { primes in
            for j in primes.indices {
                var i = primes[j].index
                if i < count {
                    let a = Int(primes[j].quotient)
                    let row = 8 &* Int(primes[j].residue)
                    var w = Int(primes[j].wheel)
                    (i, w) = Self.clearSteps(segment, steps, from: i, wheel: w, quotient: a, row: row, before: count)
                    primes[j].wheel = UInt8(truncatingIfNeeded: w)
                }
                primes[j].index = i &- count
            }
        }
    }

    private func crossLarge(count: Int, segmentNumber: Int) {
        let steps = WheelTables.shared.steps
        let segment = self.segment
        let ring = self.ring
        let shift = segmentShift
        let offsetMask = segmentBytes - 1
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
                let (i, x) = Self.clearSteps(
                    segment, steps, from: prime.index, stepIndex: prime.stepIndex, quotient: Int(prime.quotient),
                    before: count)
                ring.append(
                    BucketPrime(index: i & offsetMask, quotient: prime.quotient, stepIndex: x),
                    segment: segmentNumber &+ i &>> shift)
            }
        }
    }
}
