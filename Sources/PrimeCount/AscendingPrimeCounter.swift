import Sieve

/// π(t) for a non-decreasing run of t, by a segmented odd-only bit sieve that moves forward.
///
/// P2's sum Σ π(x/p) over the primes p in (y, √x] taken from the largest down asks π at rising
/// points from √x up to x/y; one forward sieve answers them all. Each segment keeps the count of
/// primes before each of its words, so a query is one table read and one popcount.
///
/// - Tested against: the sieve module's count at random rising points (PhiTests).
struct AscendingPrimeCounter {
    /// The segment covers the odd numbers low + 1, low + 3, …, low + 2·bits − 1 (low even).
    private var low: UInt64
    /// The count up to low: π(low), or the primes in (base, low] for a relative count.
    private var countBelow: UInt64
    private var words: [UInt64]
    /// before[w]: the primes in the segment's words 0..<w.
    private var before: [UInt32]
    private let sievingPrimes: [UInt64]
    /// 3, 5, 7, 11 and 13 crossed off by copying; the sieve starts at 17.
    private static let presieve = PresieveBits(primes: [3, 5, 7, 11, 13], first: 1, step: 2)
    /// Up to 2^15 words (256 KiB of bits, 4.2 million numbers) a segment; fewer for a short span.
    private let wordCount: Int

    /// A counter that will answer base's count plus the primes in (base, t], for base ≤ t ≤ limit.
    ///
    /// - Parameters:
    ///   - base: a multiple of 128, at least 128 (where the pre-sieve pattern has a word
    ///     boundary, and past the pre-sieved primes).
    ///   - countBelow: what to add: π(base) for π itself, 0 for a count relative to base.
    ///   - sievingPrimes: the primes from 17 to at least √limit, ascending.
    /// - Complexity: O(1) here; the first query sieves the first segment.
    init(base: UInt64, limit: UInt64, countBelow: UInt64, sievingPrimes: [UInt64]) {
        precondition(base >= 128 && base % 128 == 0)
        var words = 64
        while words < 1 << 15 && UInt64(words) * 128 < limit - min(limit, base) { words <<= 1 }
        wordCount = words
        low = base
        self.countBelow = countBelow
        self.sievingPrimes = sievingPrimes
        self.words = [UInt64](repeating: 0, count: words)
        before = [UInt32](repeating: 0, count: words + 1)
        sieveSegment()
    }

    /// The sieving primes for a counter up to `limit`: 17…√limit.
    static func sievingPrimes(upTo limit: UInt64) -> [UInt64] {
        let root = UInt64(integerRoot(UInt128(limit) + 1, 2)) + 1
        return root < 17 ? [] : PrimeSieve.primes(in: 17...root)
    }

    /// countBelow + the primes in (base, t]: π(t) when countBelow is π(base); t at or past the
    /// last query and at or past base.
    ///
    /// - Complexity: O(1) within the current segment; O(segment + √t·segments) to move on.
    mutating func pi(_ t: UInt64) -> UInt64 {
        let span = UInt64(wordCount * 128)
        while t >= low + span {
            countBelow += UInt64(before[wordCount])
            low += span
            sieveSegment()
        }
        if t <= low { return countBelow }
        let bit = Int((t - low - 1) >> 1)  // the last odd number ≤ t
        let word = bit >> 6
        let mask = bit & 63 == 63 ? UInt64.max : (UInt64(1) << UInt64((bit & 63) + 1)) - 1
        return countBelow + UInt64(before[word]) + UInt64((words[word] & mask).nonzeroBitCount)
    }

    private mutating func sieveSegment() {
        let low = self.low
        let bits = UInt64(wordCount * 64)
        let high = low + 2 * bits  // exclusive
        words.withUnsafeMutableBufferPointer { words in
            // The segment starts past 128, so the pattern crosses no prime 3…13 itself.
            Self.presieve.fill(words.baseAddress!, count: words.count, start: Int(low) + 1)
            for p in sievingPrimes {
                let square = p * p
                if square >= high { break }
                // The first odd multiple of p in (low, high), at least p².
                var multiple = max(square, (low / p + 1) * p)
                if multiple & 1 == 0 { multiple += p }
                var bit = Int((multiple - low - 1) >> 1)
                let step = Int(p)
                while bit < Int(bits) {
                    words[bit >> 6] &= ~(UInt64(1) << UInt64(bit & 63))
                    bit += step
                }
            }
        }
        var running: UInt32 = 0
        for index in 0..<wordCount {
            before[index] = running
            running += UInt32(words[index].nonzeroBitCount)
        }
        before[wordCount] = running
    }
}
