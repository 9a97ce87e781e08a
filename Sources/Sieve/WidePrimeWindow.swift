import AlgoSupport

/// The primes of one window [low, high] anywhere below 2^127, by the sieve of Eratosthenes with
/// every prime up to √high: exact, no probable-prime test. It finishes the n-th prime past 2^64,
/// where `WheelSieve` stops.
///
///     let window = WidePrimeWindow(low: UInt128(1) << 64, high: (UInt128(1) << 64) + 40)
///     window.count           // 2
///     window.prime(at: 0)    // 18446744073709551629 (2^64 + 13)
///
/// One bit per odd number. Each sieving prime p finds its first odd multiple in the window from
/// low mod p, two hardware divisions of 128 by 64 bits; near 2^64 there are 2·10^8 such primes
/// (up to 2^32), seconds of divisions, so a window should be wide enough to be worth them
/// (Guides/Measurements/Sieve.md, "WidePrimeWindow: the divisions").
///
/// - Complexity: O(w log log √high + π(√high)) time for a window of w numbers; O(w/16) bytes and
///   the sieving primes in batches (`WheelPrimeStream`).
public struct WidePrimeWindow: Sendable {
    /// The largest width, high − low + 1, a window may have (2^36 numbers: a 4 GiB bitmap).
    public static let maximumWidth: UInt128 = 1 << 36

    public let low: UInt128
    public let high: UInt128
    /// Bit i of word i / 64 stands for base + 2i + 1, set while it may be prime.
    private var words: [UInt64]
    private let base: UInt128
    private let bitCount: Int
    /// Whether 2, the one even prime, lies in the window.
    private let holdsTwo: Bool

    /// Sieves [low, high].
    ///
    /// - Precondition: low ≤ high < 2^127 and high − low < ``maximumWidth``.
    public init(low: UInt128, high: UInt128) {
        precondition(low <= high && high - low < Self.maximumWidth, "a window of at most 2^36 numbers")
        precondition(high >> 127 == 0, "a window below 2^127")
        self.low = low
        self.high = high
        base = low & ~1
        bitCount = Int((high - base + 1) / 2)
        holdsTwo = low <= 2 && 2 <= high
        words = [UInt64](repeating: ~0, count: (bitCount + 63) / 64)
        if bitCount % 64 != 0 { words[words.count - 1] = (1 << UInt64(bitCount % 64)) - 1 }
        if base == 0 && bitCount > 0 { words[0] &= ~1 }  // 1 is not prime
        let limit = UInt64(integerRoot(high, 2))
        for p in PrimeSieve.tinyPrimes.dropFirst() where p <= limit { strike(p) }
        guard limit >= PresievePattern.firstSievingPrime else { return }
        var stream = WheelPrimeStream(upTo: limit)
        var batch: [UInt64] = []
        while stream.nextBatch(into: &batch) {
            for p in batch { strike(p) }
        }
    }

    /// Clears the odd multiples of the odd prime p from max(p², low) on.
    private mutating func strike(_ p: UInt64) {
        let first = base + 1
        let (top, bottom) = (UInt64(first >> 64), UInt64(truncatingIfNeeded: first))
        let remainder = top == 0 ? bottom % p : p.dividingFullWidth((top % p, bottom)).remainder
        var multiple = first + UInt128(remainder == 0 ? 0 : p - remainder)
        if multiple & 1 == 0 { multiple += UInt128(p) }
        let square = UInt128(p) * UInt128(p)
        if multiple < square { multiple = square }
        guard multiple <= high else { return }
        var index = Int((multiple - first) / 2)
        let step = Int(p)
        words.withUnsafeMutableBufferPointer { bits in
            while index < bitCount {
                bits[index >> 6] &= ~(1 << UInt64(index & 63))
                index += step
            }
        }
    }

    /// The number of primes in [low, high].
    ///
    /// - Complexity: O(w/64).
    public var count: Int {
        words.reduce(holdsTwo ? 1 : 0) { $0 + $1.nonzeroBitCount }
    }

    /// The k-th prime of the window counting up from low (k = 0 is the least), or nil when the
    /// window holds k or fewer.
    ///
    /// - Complexity: O(w/64).
    public func prime(at k: Int) -> UInt128? {
        if holdsTwo && k == 0 { return 2 }
        var rank = holdsTwo ? k - 1 : k
        for (index, word) in words.enumerated() {
            let ones = word.nonzeroBitCount
            if rank < ones { return number(index, select(word, rank)) }
            rank -= ones
        }
        return nil
    }

    /// The k-th prime of the window counting down from high (k = 0 is the greatest), or nil when
    /// the window holds k or fewer.
    ///
    /// - Complexity: O(w/64).
    public func prime(fromTop k: Int) -> UInt128? {
        var rank = k
        for index in words.indices.reversed() {
            let word = words[index]
            let ones = word.nonzeroBitCount
            if rank < ones { return number(index, select(word, ones - 1 - rank)) }
            rank -= ones
        }
        return holdsTwo && rank == 0 ? 2 : nil
    }

    /// The primes in [low, high], ascending.
    ///
    /// - Complexity: O(w/64 + the primes).
    public var primes: [UInt128] {
        var result: [UInt128] = holdsTwo ? [2] : []
        for (index, word) in words.enumerated() {
            var rest = word
            while rest != 0 {
                result.append(number(index, rest.trailingZeroBitCount))
                rest &= rest - 1
            }
        }
        return result
    }

    private func number(_ wordIndex: Int, _ bit: Int) -> UInt128 {
        base + 2 * UInt128(wordIndex * 64 + bit) + 1
    }

    /// The position of the rank-th set bit of word (rank < its popcount).
    private func select(_ word: UInt64, _ rank: Int) -> Int {
        var rest = word
        for _ in 0..<rank { rest &= rest - 1 }
        return rest.trailingZeroBitCount
    }
}
