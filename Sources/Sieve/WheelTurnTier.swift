/// The small and medium tiers of `WheelSieve` (primesieve's EratSmall and EratMedium): primes
/// crossed off a wheel turn at a time: one turn of p bytes clears 8 multiples at offsets and with
/// masks set once per call, in two passes of 4 over the same turns (so that each pass keeps its
/// offsets and masks in registers), and the partial last turn from the same. The small tier (p up
/// to a quarter of the L1 bytes) goes block by block, so that its dense writes stay in L1; the
/// medium tier (p up to the segment's bytes) takes the whole segment at once.
struct WheelTurnTier {
    private(set) var primes: [WheelSievingPrime] = []

    /// - Complexity: amortised O(1).
    mutating func append(_ prime: WheelSievingPrime) {
        // p ≤ a segment's bytes ≤ 2^26: a turn's offsets a·G + C (G ≤ 30) fit 32 bits.
        assert(prime.quotient < 1 << 22, "a turn prime past a segment of 2^26 bytes")
        primes.append(prime)
    }

    /// Crosses off every prime's multiples in bytes 0..<count of the segment, `block` bytes at a
    /// time (every prime over one block before the next); the last block's pass makes the indices
    /// relative to the next segment.
    ///
    /// - Complexity: O(count · Σ 1/p + primes · count / block).
    mutating func cross(_ segment: UnsafeMutablePointer<UInt8>, count: Int, block: Int) {
        var blockStart = 0
        while blockStart < count {
            let blockEnd = min(blockStart + block, count)
            Self.crossTurns(&primes, segment: segment, before: blockEnd, rebase: blockEnd == count ? count : 0)
            blockStart = blockEnd
        }
    }

    /// Crosses off each prime's multiples from its next one up to byte `count`, a wheel turn at a
    /// time, and stores each next index less `rebase`: 0 before the segment's last block, the
    /// segment's bytes in it (a second pass over the list to rebase it missed L2 as often as this
    /// one, in a segment the size of L2).
    private static func crossTurns(
        _ list: inout [WheelSievingPrime], segment: UnsafeMutablePointer<UInt8>, before count: Int, rebase: Int
    ) {
        let tables = WheelTables.shared
        list.withUnsafeMutableBufferPointer { primes in
            for j in primes.indices {
                var i = primes[j].index
                if i < count {
                    let a = Int(primes[j].quotient)
                    let pi = Int(primes[j].residue)
                    let w = Int(primes[j].wheel)
                    // Whole turns, 8 multiples each at offsets and with masks set once per call:
                    // the k-th multiple of a turn from wheel position w is a·G + C bytes ahead.
                    let p = 30 &* a &+ Int(truncatingIfNeeded: WheelTables.residueOfBit(pi))
                    let a32 = Int32(truncatingIfNeeded: a)
                    let gaps = tables.turnGaps + 8 &* w
                    let corrections = tables.turnCorrections + (64 &* pi &+ 8 &* w)
                    let masks = tables.turnMasks + (64 &* pi &+ 8 &* w)
                    let o1 = Int(truncatingIfNeeded: a32 &* gaps[1] &+ corrections[1])
                    let o2 = Int(truncatingIfNeeded: a32 &* gaps[2] &+ corrections[2])
                    let o3 = Int(truncatingIfNeeded: a32 &* gaps[3] &+ corrections[3])
                    let o4 = Int(truncatingIfNeeded: a32 &* gaps[4] &+ corrections[4])
                    let o5 = Int(truncatingIfNeeded: a32 &* gaps[5] &+ corrections[5])
                    let o6 = Int(truncatingIfNeeded: a32 &* gaps[6] &+ corrections[6])
                    let o7 = Int(truncatingIfNeeded: a32 &* gaps[7] &+ corrections[7])
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
                    // Two passes over the same turns, four multiples each: one pass of eight needs 7
                    // offsets and 8 masks at once, more than the registers, and reloads them from
                    // the stack.
                    var t = i
                    while t < lastTurn {
                        let base = segment + t
                        base[0] &= m0
                        base[o1] &= m1
                        base[o2] &= m2
                        base[o3] &= m3
                        t &+= p
                    }
                    while i < lastTurn {
                        let base = segment + i
                        base[o4] &= m4
                        base[o5] &= m5
                        base[o6] &= m6
                        base[o7] &= m7
                        i &+= p
                    }
                    // The last, partial turn with the offsets and masks already in registers: k
                    // multiples cleared, the next one `next` bytes from the turn's start.
                    let base = segment + i
                    let rest = count &- i
                    var k = 0
                    var next = 0
                    repeat {
                        if rest <= 0 { break }
                        base[0] &= m0
                        (k, next) = (1, o1)
                        if o1 >= rest { break }
                        base[o1] &= m1
                        (k, next) = (2, o2)
                        if o2 >= rest { break }
                        base[o2] &= m2
                        (k, next) = (3, o3)
                        if o3 >= rest { break }
                        base[o3] &= m3
                        (k, next) = (4, o4)
                        if o4 >= rest { break }
                        base[o4] &= m4
                        (k, next) = (5, o5)
                        if o5 >= rest { break }
                        base[o5] &= m5
                        (k, next) = (6, o6)
                        if o6 >= rest { break }
                        base[o6] &= m6
                        (k, next) = (7, o7)
                    } while false
                    i &+= next
                    primes[j].wheel = UInt8(truncatingIfNeeded: (w &+ k) & 7)
                }
                primes[j].index = i &- rebase
            }
        }
    }
}
