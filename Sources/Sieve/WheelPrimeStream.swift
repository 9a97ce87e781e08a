/// The primes from 167 up to `limit`, ascending, in batches, each batch from
/// ``PrimeSieve/forEachPrime(in:_:)`` (a ``WheelSieve``) over the next 30 · 2^18 numbers: the
/// sieving primes of a wheel sieve whose √high is large.
///
/// Near 2^64 the sieving primes go up to 2^32; ``OddPrimeStream`` (ladder step 3) takes 5.8 s to
/// produce them here, and this stream well under a second. Each batch's own sieve needs primes only
/// up to 2^16, which it takes from ``OddPrimeStream``, so the recursion stops after one level.
struct WheelPrimeStream {
    /// Limits from here up use this stream; below it the odd-only stream is as fast.
    static let threshold: UInt64 = 1 << 22
    static let span: UInt64 = 30 << 18

    private let limit: UInt64
    private var next = PresievePattern.firstSievingPrime

    /// - Parameter limit: the largest number to consider, up to 2^32 (the sieving primes of 2^64).
    init(upTo limit: UInt64) {
        self.limit = limit
    }

    /// Replaces `batch` with the primes of the next span; false when there are no more.
    ///
    /// Each segment's primes are counted by popcount, the array grows by that many at once, and
    /// the bits are read into it through a pointer: a closure call and an `append` per prime
    /// (``PrimeSieve/forEachPrime(in:_:)``) cost 7 ns a prime, 20% of `algo sieve count` near 2^64.
    ///
    /// - Complexity: O(*S* log log *S* + √*limit*) per span of *S* numbers.
    mutating func nextBatch(into batch: inout [UInt64]) -> Bool {
        batch.removeAll(keepingCapacity: true)
        guard next <= limit else { return false }
        let high = limit - next < Self.span ? limit : next + Self.span - 1
        PrimeSieve.forEachSegment(in: next...high) { bytes, count, firstByte in
            Self.append(bytes, count: count, firstByte: firstByte, to: &batch)
            return true
        }
        next = high + 1
        return true
    }

    /// Appends the primes of a wheel bitmap (``WheelSieve/run(_:)``'s `body` arguments).
    ///
    /// - Complexity: O(*count* + the primes appended).
    static func append(_ bytes: UnsafePointer<UInt8>, count: Int, firstByte: UInt64, to batch: inout [UInt64]) {
        let words = UnsafeRawPointer(bytes)
        var primes = 0
        var offset = 0
        while offset < count {  // bytes count..<count+8 are zero
            primes &+= words.loadUnaligned(fromByteOffset: offset, as: UInt64.self).nonzeroBitCount
            offset &+= 8
        }
        let start = batch.count
        batch.append(contentsOf: repeatElement(0, count: primes))
        batch.withUnsafeMutableBufferPointer { out in
            let base = out.baseAddress! + start
            var written = 0
            var offset = 0
            while offset < count {
                var word = words.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
                let wordNumber = (firstByte &+ UInt64(offset)) &* 30
                while word != 0 {
                    let bit = word.trailingZeroBitCount
                    base[written] = wordNumber &+ UInt64(bit >> 3) &* 30 &+ WheelTables.residueOfBit(bit & 7)
                    written &+= 1
                    word &= word &- 1
                }
                offset &+= 8
            }
        }
    }
}
