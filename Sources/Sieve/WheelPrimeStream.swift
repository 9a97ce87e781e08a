/// The primes from 167 up to `limit`, ascending, in batches: the sieving primes of a wheel sieve
/// whose √high is large. A `WheelSieve` sieves 30 · 2^18 numbers at a time into a bitmap of
/// 256 KiB, and each batch holds the primes of the next 2 KiB of it (about 3,000 primes, 24 KiB).
///
/// The batches are small so that they are still in cache when the sieve reads them: a whole
/// span's primes (430,000 near 10^8, 3.4 MB) would be written out past L2 and read back in.
///
/// Near 2^64 the sieving primes go up to 2^32, which the odd-only ``OddPrimeStream`` makes several
/// times more slowly than this wheel (Guides/Measurements/Sieve.md, "WheelPrimeStream: batches").
/// Each batch's own sieve needs primes only up to 2^16, which it takes from ``OddPrimeStream``, so
/// the recursion stops after one level.
struct WheelPrimeStream {
    /// Limits from here up use this stream; below it the odd-only stream is as fast.
    static let threshold: UInt64 = 1 << 22
    static let span: UInt64 = 30 << 18

    /// The bitmap bytes a batch is read from (a multiple of 8).
    static let batchBytes = 2048

    private let limit: UInt64
    private var next = PresievePattern.firstSievingPrime
    /// The current span's bitmap (``WheelSieve/run(_:)``'s layout), 8 zero bytes past its end.
    private var bitmap: [UInt8]
    private var bitmapCount = 0
    private var bitmapFirstByte: UInt64 = 0
    /// The first byte of the bitmap not yet read into a batch.
    private var cursor = 0

    /// - Parameter limit: the largest number to consider, up to 2^32 (the sieving primes of 2^64).
    init(upTo limit: UInt64) {
        self.limit = limit
        // A span covers 2^18 bytes, and 2^18 + 1 when it does not start on a byte's first number.
        self.bitmap = [UInt8](repeating: 0, count: Int(Self.span / 30) + 1 + 8)
    }

    /// Replaces `batch` with the primes of the next `batchBytes` of the bitmap, sieving the next
    /// span when it is used up; false when there are no more.
    ///
    /// Each batch's primes are counted by popcount, the array grows by that many at once, and
    /// the bits are read into it through a pointer: a closure call and an `append` per prime
    /// (``PrimeSieve/forEachPrime(in:_:)``) were a large part of a count near 2^64
    /// (Guides/Measurements/Sieve.md, "WheelPrimeStream: reading a batch").
    ///
    /// - Complexity: O(*S* log log *S* + √*limit*) per span of *S* numbers, O(`batchBytes` + the
    ///   primes) per batch.
    mutating func nextBatch(into batch: inout [UInt64]) -> Bool {
        batch.removeAll(keepingCapacity: true)
        if cursor == bitmapCount {
            guard next <= limit else { return false }
            let high = limit - next < Self.span ? limit : next + Self.span - 1
            bitmapFirstByte = next / 30
            bitmapCount = Int(high / 30 - bitmapFirstByte) + 1
            cursor = 0
            let spanFirstByte = bitmapFirstByte
            bitmap.withUnsafeMutableBufferPointer { out in
                PrimeSieve.forEachSegment(in: next...high) { bytes, count, firstByte in
                    (out.baseAddress! + Int(firstByte - spanFirstByte)).update(from: bytes, count: count)
                    return true
                }
                (out.baseAddress! + bitmapCount).initialize(repeating: 0, count: 8)
            }
            next = high + 1
        }
        let count = min(Self.batchBytes, bitmapCount - cursor)
        bitmap.withUnsafeBufferPointer { bytes in
            Self.append(
                bytes.baseAddress! + cursor, count: count, firstByte: bitmapFirstByte + UInt64(cursor), to: &batch)
        }
        cursor += count
        return true
    }

    /// Appends the primes of a wheel bitmap (``WheelSieve/run(_:)``'s `body` arguments). Reads
    /// whole words: the bytes from `count` up to the next multiple of 8 must be zero.
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
        let bitValues = WheelTables.shared.bitValues
        batch.withUnsafeMutableBufferPointer { out in
            let base = out.baseAddress! + start
            var written = 0
            var offset = 0
            while offset < count {
                var word = words.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
                let wordNumber = (firstByte &+ UInt64(offset)) &* 30
                while word != 0 {
                    base[written] = wordNumber &+ bitValues[word.trailingZeroBitCount]
                    written &+= 1
                    word &= word &- 1
                }
                offset &+= 8
            }
        }
    }
}
