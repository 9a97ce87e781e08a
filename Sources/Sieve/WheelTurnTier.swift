/// The small and medium tiers of ``WheelSieve`` (primesieve's EratSmall and EratMedium): primes
/// crossed off a wheel turn at a time, with an 8-way unrolled loop in which one turn of p bytes
/// clears 8 multiples at offsets and with masks set once per call. The small tier (p up to a
/// quarter of the L1 bytes) goes block by block, so that its dense writes stay in L1; the medium
/// tier (p up to the segment's bytes) takes the whole segment at once.
struct WheelTurnTier {
    private(set) var primes: [WheelSievingPrime] = []

    /// - Complexity: amortised O(1).
    mutating func append(_ prime: WheelSievingPrime) { primes.append(prime) }

    /// Crosses off every prime's multiples in bytes 0..<count of the segment, `block` bytes at a
    /// time (every prime over one block before the next), then makes the indices relative to the
    /// next segment.
    ///
    /// - Complexity: O(count · Σ 1/p + primes · count / block).
    mutating func cross(_ segment: UnsafeMutablePointer<UInt8>, count: Int, block: Int) {
        var blockStart = 0
        while blockStart < count {
            let blockEnd = min(blockStart + block, count)
            Self.crossTurns(&primes, segment: segment, before: blockEnd)
            blockStart = blockEnd
        }
        for j in primes.indices { primes[j].index -= count }
    }

    /// Crosses off each prime's multiples from its next one up to byte `count`, a wheel turn at a
    /// time; indices stay relative to the segment (the caller rebases them after the last block).
    private static func crossTurns(
        _ list: inout [WheelSievingPrime], segment: UnsafeMutablePointer<UInt8>, before count: Int
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
                    // The last start of a whole turn, compared with no add per turn.
                    let lastTurn = count &- o7
                    while i < lastTurn {
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
                    (i, w) = WheelSteps.clear(segment, steps, from: i, wheel: w, quotient: a, row: row, before: count)
                    primes[j].wheel = UInt8(truncatingIfNeeded: w)
                }
                primes[j].index = i
            }
        }
    }
}
