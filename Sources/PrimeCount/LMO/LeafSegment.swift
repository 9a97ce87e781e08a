/// One segment [low, low + size) of the integers for the hard special leaves: the numbers not yet
/// crossed off by the first b primes, with a count per block of 64 bytes so that "how many
/// survive up to n" costs a walk over the block counts plus at most eight popcounts.
///
/// Only the numbers coprime to 30 have a bit (primecount's layout): byte j holds
/// low − 1 + 30j + 1, 7, 11, 13, 17, 19, 23, 29 in bits 0…7, so 2, 3 and 5 are crossed off by the
/// layout itself and a segment spans 30 numbers a byte, 1920 a block. (A bit for every integer
/// walks and popcounts 3.75 times the bits per query and touches 3.75 times the memory per
/// crossing: Guides/Measurements/PrimeCount.md, "LeafSegment: a bit for each number coprime to 30".)
///
/// The queries of one prime come in rising n (``Cursor``), so the walk over the blocks is shared
/// by all of them: O(size/1920 + leaves) per prime and segment, as in primecount's LMO.
///
/// Its owner calls ``deallocate()``. (Not a `~Copyable` type with a `deinit`: Swift 6.3's
/// ThreadSanitizer instrumentation of that form emits invalid IR, "Invalid bitcast i64 to ptr",
/// and the compiler aborts.)
///
/// - Tested against: trial division of the totals, of the counts up to n and of the carried
///   multiples, over three segments and 45 primes (LeafSegmentTests); π through every method
///   (PrimeCountTests).
struct LeafSegment {
    /// Numbers a block: 64 bytes, eight words.
    static let blockNumbers = 1920
    /// The residues 1, 7, 11, 13, 17, 19, 23 and 29 modulo 30, as bits of one word: bit r is set
    /// for each. The bits of a byte at or below residue r are then the lowest
    /// popcount(residueSet & (2^(r+1) − 1)) ones, with no table in the query loop.
    static let residueSet: UInt32 = 1 << 1 | 1 << 7 | 1 << 11 | 1 << 13 | 1 << 17 | 1 << 19 | 1 << 23 | 1 << 29
    /// Numbers, a multiple of ``blockNumbers``.
    let size: Int
    private(set) var low = 0
    private(set) var high = 0
    /// Survivors in the segment.
    private(set) var total = 0
    /// low − 1, a multiple of 30: byte j starts at base + 30j.
    private var base = 0
    private let words: UnsafeMutablePointer<UInt64>
    private let bytes: UnsafeMutablePointer<UInt8>
    private let counts: UnsafeMutablePointer<Int32>
    private let byteCount: Int
    private let blockCount: Int

    /// - Parameter size: numbers, a multiple of 1920.
    init(size: Int) {
        precondition(size > 0 && size % Self.blockNumbers == 0)
        precondition(UInt64(1).littleEndian == 1, "byte j of the segment is bits 8j…8j+7 of its words")
        self.size = size
        byteCount = size / 30
        blockCount = size / Self.blockNumbers
        // One block more, kept zero: a query at n = base + size reads the byte past the last one.
        words = .allocate(capacity: byteCount / 8 + 8)
        words.advanced(by: byteCount / 8).update(repeating: 0, count: 8)
        bytes = UnsafeMutableRawPointer(words).bindMemory(to: UInt8.self, capacity: byteCount + 64)
        counts = .allocate(capacity: blockCount + 1)
        counts[blockCount] = 0
    }

    func deallocate() {
        words.deallocate()
        counts.deallocate()
    }

    /// The bits of one byte for the residues ≤ r (0 ≤ r < 30), in the low bits.
    @inline(__always)
    static func bitsUpTo(_ r: Int) -> Int { (residueSet & ((UInt32(2) &<< UInt32(r)) &- 1)).nonzeroBitCount }

    /// A byte's mask with every bit set but the one of `residue` (coprime to 30).
    @inline(__always)
    static func allBut(residue: Int) -> UInt8 { ~(UInt8(1) &<< UInt8(truncatingIfNeeded: bitsUpTo(residue) &- 1)) }

    /// The numbers in [low, high) that `presieve` keeps survive (low − 1 a multiple of 30); the
    /// bits from high on are cleared.
    ///
    /// - Complexity: O(size/30).
    mutating func reset(low: Int, high: Int, presieve: PresieveBits) {
        precondition(high > low && high - low <= size && (low - 1) % 30 == 0)
        self.low = low
        self.high = high
        base = low - 1
        presieve.fill(bytes, count: byteCount, startByte: base / 30)
        let last = high - 1 - base
        if last < size {
            let byte = last / 30
            bytes[byte] &= UInt8(truncatingIfNeeded: (1 << Self.bitsUpTo(last % 30)) - 1)
            bytes.advanced(by: byte + 1).update(repeating: 0, count: byteCount - byte - 1)
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
    /// p > 5 with m divisible by 2, 3 or 5 have no bit, so a prime visits 8 multiples in 30.
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
    /// (m from 30j + 1 to 30j + 29) go eight crossings at a time at fixed byte offsets and bit
    /// masks, worked out once a call, with the byte advancing p a turn (primecount's and
    /// primesieve's unrolled wheel).
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
        // From m ≡ 1 (mod 30): m + 6, 10, 12, 16, 18, 22, 28, then m + 30. With k = p·m at byte
        // j and residue r = p mod 30, k + g·p is at byte j + ⌊(r + g·p)/30⌋, residue r·(1 + g).
        if w == 0 && k &+ 28 &* p < high {
            let r = p % 30
            var byte = (k - base) / 30
            @inline(__always) func place(_ g: Int) -> (offset: Int, mask: UInt8) {
                ((r + g * p) / 30, Self.allBut(residue: r * (1 + g) % 30))
            }
            let (o0, m0) = place(0)
            let (o1, m1) = place(6)
            let (o2, m2) = place(10)
            let (o3, m3) = place(12)
            let (o4, m4) = place(16)
            let (o5, m5) = place(18)
            let (o6, m6) = place(22)
            let (o7, m7) = place(28)
            let turn = 30 * p
            while k &+ 28 &* p < high {
                removed &+= clear(byte &+ o0, m0) &+ clear(byte &+ o1, m1) &+ clear(byte &+ o2, m2)
                removed &+= clear(byte &+ o3, m3) &+ clear(byte &+ o4, m4) &+ clear(byte &+ o5, m5)
                removed &+= clear(byte &+ o6, m6) &+ clear(byte &+ o7, m7)
                byte &+= p
                k &+= turn
            }
        }
        while k < high {
            removed &+= clear(k)
            k += p * Self.wheelGaps[w]
            w = (w + 1) & 7
        }
        total -= removed
        next = k
        wheel = UInt8(w)
    }

    /// Clears the bit of k (low ≤ k < high, coprime to 30) and its block's count; 1 if it was set.
    @inline(__always)
    private func clear(_ k: Int) -> Int {
        let index = k &- base
        let byte = index / 30
        return clear(byte, Self.allBut(residue: index &- byte &* 30))
    }

    /// Clears the bits of a byte outside `keep` and its block's count; 1 if one was set.
    @inline(__always)
    private func clear(_ byte: Int, _ keep: UInt8) -> Int {
        let old = bytes[byte]
        let hit = old & ~keep != 0 ? 1 : 0
        bytes[byte] = old & keep
        counts[byte &>> 6] &-= Int32(hit)
        return hit
    }

    /// A walk over the segment for one prime's rising queries.
    struct Cursor {
        var block = 0
        var before = 0
    }

    /// The survivors in [low, n], for n in [low, high) not below the cursor's last query.
    ///
    /// - Complexity: the blocks the cursor passes, plus at most eight popcounts.
    @inline(__always)
    func count(upTo n: Int, _ cursor: inout Cursor) -> Int {
        let index = n &- base
        let byte = index / 30
        let block = byte &>> 6
        while cursor.block < block {
            cursor.before &+= Int(counts[cursor.block])
            cursor.block &+= 1
        }
        var count = cursor.before
        let lastWord = byte &>> 3
        var word = block &<< 3
        while word < lastWord {
            count &+= words[word].nonzeroBitCount
            word &+= 1
        }
        // The bytes before n's in its word, and n's byte up to n's residue.
        let bits = (byte & 7) &<< 3 &+ Self.bitsUpTo(index &- byte &* 30)
        return count &+ (words[lastWord] & ((UInt64(1) << UInt64(bits)) &- 1)).nonzeroBitCount
    }
}
