/// A large sieving prime waiting in a bucket: 8 bytes, as in primesieve's EratBig.
struct BucketPrime {
    /// The next multiple's byte within its segment (up to 2^26 − 1) << 6 | the step index 8π + w:
    /// π the wheel bit of p mod 30, w that of the next multiplier mod 30 (``WheelTables/steps``).
    var packed: UInt32
    /// p / 30.
    var quotient: UInt32

    /// - Precondition (checked in debug builds: this is the bucket sieve's innermost store): the
    ///   index fits 26 bits (``WheelSieve`` clamps its segments to 2^26 bytes) and the step index 6.
    @inline(__always)
    init(index: Int, quotient: UInt32, stepIndex: Int) {
        assert(index >= 0 && index < 1 << 26, "BucketPrime packs a segment index below 2^26, got \(index)")
        assert(stepIndex >= 0 && stepIndex < 64, "BucketPrime packs a step index below 64, got \(stepIndex)")
        packed = UInt32(truncatingIfNeeded: index << 6 | stepIndex)
        self.quotient = quotient
    }

    @inline(__always) var index: Int { Int(packed >> 6) }
    @inline(__always) var stepIndex: Int { Int(packed & 63) }
}

/// The large sieving primes of ``WheelSieve``: one bucket per upcoming segment in a ring, each
/// bucket a linked list of 8 KiB chunks taken from a shared free list.
///
/// A segment drains only its own bucket, so it touches only the primes that hit it; appending is a
/// store and a pointer bump; and memory follows the number of primes waiting, never the peak of any
/// one bucket (growable arrays per bucket kept 11.6 GB of capacity for [10^18, 10^18 + 10^10]).
/// Chunks are aligned to their size: a cursor that reaches an aligned address has filled its chunk,
/// and the chunk's first 8 bytes link it to the bucket's previous chunk.
final class BucketRing {
    static let chunkBytes = 8192
    /// The link to the bucket's previous chunk (or, on the free list, to the next free chunk).
    static let headerBytes = 8
    static let entriesPerChunk = (chunkBytes - headerBytes) / MemoryLayout<BucketPrime>.stride
    static let chunksPerSlab = 128

    /// Per slot: where the next entry goes, or nil for an empty bucket.
    private let cursors: UnsafeMutablePointer<UnsafeMutablePointer<BucketPrime>?>
    private let slotMask: Int
    private var freeChunks: UnsafeMutableRawPointer?
    private var allocations: [UnsafeMutableRawPointer] = []

    /// - Parameter slots: at least the number of segments a prime's next multiple can be ahead, plus
    ///   one; rounded up to a power of two.
    init(slots: Int) {
        let count = 1 << (Int.bitWidth - max(1, slots - 1).leadingZeroBitCount)
        slotMask = count - 1
        cursors = .allocate(capacity: count)
        cursors.initialize(repeating: nil, count: count)
    }

    deinit {
        cursors.deallocate()
        for chunk in allocations { chunk.deallocate() }
    }

    /// Puts `prime` in the bucket of segment number `segment` (taken modulo the ring size).
    ///
    /// - Complexity: O(1).
    @inline(__always)
    func append(_ prime: BucketPrime, segment: Int) {
        let slot = segment & slotMask
        var cursor = cursors[slot]
        // The slow path out of line: inlined, its call made the bucket loop spill five registers.
        if _slowPath(UInt(bitPattern: cursor) & UInt(Self.chunkBytes - 1) == 0) {
            cursor = newChunk(after: cursor)
        }
        cursor.unsafelyUnwrapped.initialize(to: prime)
        cursors[slot] = cursor.unsafelyUnwrapped + 1
    }

    /// Starts a chunk linked to the one `cursor` has filled (none when nil); returns its first entry.
    @inline(never)
    private func newChunk(after cursor: UnsafeMutablePointer<BucketPrime>?) -> UnsafeMutablePointer<BucketPrime> {
        if freeChunks == nil {
            // Chunks come in slabs of 128: an aligned allocation per chunk would waste up to a
            // chunk of padding each (measured: 812 MB resident instead of about 420 MB at 10^18).
            let slab = UnsafeMutableRawPointer.allocate(
                byteCount: Self.chunkBytes * Self.chunksPerSlab, alignment: Self.chunkBytes)
            allocations.append(slab)
            for k in 0..<Self.chunksPerSlab {
                let chunk = slab + k * Self.chunkBytes
                chunk.storeBytes(of: freeChunks, as: UnsafeMutableRawPointer?.self)
                freeChunks = chunk
            }
        }
        let chunk = freeChunks.unsafelyUnwrapped
        freeChunks = chunk.load(as: UnsafeMutableRawPointer?.self)
        let previous = cursor.map { Self.chunk(holding: $0 - 1) }
        chunk.storeBytes(of: previous, as: UnsafeMutableRawPointer?.self)
        return Self.entries(of: chunk)
    }

    @inline(__always)
    private static func entries(of chunk: UnsafeMutableRawPointer) -> UnsafeMutablePointer<BucketPrime> {
        (chunk + headerBytes).assumingMemoryBound(to: BucketPrime.self)
    }

    @inline(__always)
    private static func chunk(holding entry: UnsafeMutablePointer<BucketPrime>) -> UnsafeMutableRawPointer {
        UnsafeMutableRawPointer(bitPattern: UInt(bitPattern: entry) & ~UInt(chunkBytes - 1)).unsafelyUnwrapped
    }

    /// Empties the bucket of segment number `segment`, calling `body` on each of its chunks' entries,
    /// until it stays empty: `body` may append to any bucket, this one included.
    ///
    /// - Complexity: O(entries) plus `body`.
    @inline(__always)
    func drain(segment: Int, _ body: (UnsafeMutablePointer<BucketPrime>, Int) -> Void) {
        let slot = segment & slotMask
        while let cursor = cursors[slot] {
            cursors[slot] = nil
            var chunk: UnsafeMutableRawPointer? = Self.chunk(holding: cursor - 1)
            var count = cursor - Self.entries(of: chunk.unsafelyUnwrapped)
            while let current = chunk {
                body(Self.entries(of: current), count)
                chunk = current.load(as: UnsafeMutableRawPointer?.self)
                current.storeBytes(of: freeChunks, as: UnsafeMutableRawPointer?.self)
                freeChunks = current
                count = Self.entriesPerChunk  // every chunk behind the newest is full
            }
        }
    }
}
