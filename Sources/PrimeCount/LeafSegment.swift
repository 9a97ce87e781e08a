/// One segment [low, low + size) of the integers, as bits, for LMO's special leaves: the numbers
/// not yet crossed off by the first b primes, with a count per 512-bit block so that "how many
/// survive up to n" costs a walk over the block counts plus at most eight popcounts.
///
/// The queries of one prime come in rising n (``Cursor``), so the walk over the blocks is shared
/// by all of them: O(size/512 + leaves) per prime and segment, as in primecount's LMO.
///
/// Its owner calls ``deallocate()``. (Not a `~Copyable` type with a `deinit`: Swift 6.3's
/// ThreadSanitizer instrumentation of that form emits invalid IR, "Invalid bitcast i64 to ptr",
/// and the compiler aborts.)
struct LeafSegment {
    static let blockShift = 9
    let size: Int
    private(set) var low = 0
    private(set) var high = 0
    /// Survivors in the segment.
    private(set) var total = 0
    private let words: UnsafeMutablePointer<UInt64>
    private let counts: UnsafeMutablePointer<Int32>
    private let wordCount: Int
    private let blockCount: Int

    /// - Parameter size: bits, a multiple of 512.
    init(size: Int) {
        precondition(size > 0 && size % 512 == 0)
        self.size = size
        wordCount = size / 64
        blockCount = size >> Self.blockShift
        words = .allocate(capacity: wordCount)
        counts = .allocate(capacity: blockCount)
    }

    func deallocate() {
        words.deallocate()
        counts.deallocate()
    }

    /// The numbers in [low, high) that `presieve` keeps survive; the bits past high are cleared.
    ///
    /// - Complexity: O(size/64).
    mutating func reset(low: Int, high: Int, presieve: PresieveBits) {
        precondition(high > low && high - low <= size)
        self.low = low
        self.high = high
        let live = high - low
        presieve.fill(words, count: wordCount, start: low)
        if live < size {
            let word = live >> 6
            if live & 63 != 0 {
                words[word] &= (UInt64(1) << UInt64(live & 63)) - 1
                words.advanced(by: word + 1).update(repeating: 0, count: wordCount - word - 1)
            } else {
                words.advanced(by: word).update(repeating: 0, count: wordCount - word)
            }
        }
    }

    /// Fills the block counts and the total from the bits.
    mutating func recount() {
        var sum = 0
        for block in 0..<blockCount {
            var count = 0
            for word in (block << 3)..<((block + 1) << 3) { count += words[word].nonzeroBitCount }
            counts[block] = Int32(count)
            sum += count
        }
        total = sum
    }

    /// The multipliers m coprime to 30 and the gaps to the next one: multiples p·m of a prime
    /// p > 5 with m divisible by 2, 3 or 5 are crossed off already (by the pattern), so a prime
    /// visits 8 multiples in 30 instead of 15 odd ones.
    static let wheelResidues: [Int] = [1, 7, 11, 13, 17, 19, 23, 29]
    static let wheelGaps: [Int] = [6, 4, 2, 4, 2, 4, 6, 2]

    /// The first multiple p·m ≥ start with m coprime to 30, and m's place on the wheel.
    static func firstMultiple(of p: Int, from start: Int) -> (multiple: Int, wheel: Int) {
        var m = max(1, (start + p - 1) / p)
        while m % 2 == 0 || m % 3 == 0 || m % 5 == 0 { m += 1 }
        return (p * m, wheelResidues.firstIndex(of: m % 30)!)
    }

    /// Where a run starting at `start` begins crossing off each primes[b], b in `indices`: the
    /// first multiple and its wheel place, in arrays of `count` entries indexed by b.
    static func firstMultiples(of primes: [UInt32], _ indices: Range<Int>, count: Int, from start: Int)
        -> (next: [Int], wheel: [UInt8])
    {
        var next = [Int](repeating: 0, count: count)
        var wheel = [UInt8](repeating: 0, count: count)
        for b in indices {
            let first = firstMultiple(of: Int(primes[b]), from: start)
            next[b] = first.multiple
            wheel[b] = UInt8(first.wheel)
        }
        return (next, wheel)
    }

    /// Crosses off the multiples p·m (m coprime to 30) from `next` on, keeping the counts, and
    /// leaves `next` and `wheel` at the first multiple past the segment. Whole turns of the wheel
    /// (m from 30j + 1 to 30j + 29) go eight crossings at a time at fixed offsets, with no wheel
    /// index or gap table in the loop.
    ///
    /// - Complexity: O(8/30 · (high − next)/p).
    mutating func crossOff(prime p: Int, next: inout Int, wheel: inout UInt8) {
        var k = next
        var w = Int(wheel)
        var removed = 0
        while k < high && w != 0 {
            removed &+= clear(k)
            k += p * Self.wheelGaps[w]
            w = (w + 1) & 7
        }
        if w == 0 {
            // From m ≡ 1 (mod 30): m + 6, 10, 12, 16, 18, 22, 28, then m + 30.
            let (o1, o2, o3, o4, o5, o6, o7) = (6 * p, 10 * p, 12 * p, 16 * p, 18 * p, 22 * p, 28 * p)
            let turn = 30 * p
            while k &+ o7 < high {
                removed &+= clear(k) &+ clear(k &+ o1) &+ clear(k &+ o2) &+ clear(k &+ o3)
                removed &+= clear(k &+ o4) &+ clear(k &+ o5) &+ clear(k &+ o6) &+ clear(k &+ o7)
                k &+= turn
            }
            while k < high {
                removed &+= clear(k)
                k += p * Self.wheelGaps[w]
                w = (w + 1) & 7
            }
        }
        total -= removed
        next = k
        wheel = UInt8(w)
    }

    /// Clears the bit of k (low ≤ k < high) and its block's count; 1 if it was set.
    @inline(__always)
    private func clear(_ k: Int) -> Int {
        let index = k &- low
        let word = words[index &>> 6]
        let bit = UInt64(1) &<< UInt64(index & 63)
        let hit = word & bit != 0 ? 1 : 0
        words[index &>> 6] = word & ~bit
        counts[index &>> Self.blockShift] &-= Int32(hit)
        return hit
    }

    /// A walk over the segment for one prime's rising queries.
    struct Cursor {
        var block = 0
        var before = 0
    }

    /// The survivors in [low, n], for n in [low, high) not below the cursor's last query.
    @inline(__always)
    func count(upTo n: Int, _ cursor: inout Cursor) -> Int {
        let index = n - low
        let block = index >> Self.blockShift
        while cursor.block < block {
            cursor.before += Int(counts[cursor.block])
            cursor.block += 1
        }
        var count = cursor.before
        let lastWord = index >> 6
        var word = block << 3
        while word < lastWord {
            count += words[word].nonzeroBitCount
            word += 1
        }
        let shift = UInt64(63 - (index & 63))
        return count + (words[lastWord] << shift).nonzeroBitCount
    }
}
