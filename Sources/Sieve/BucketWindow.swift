/// A large sieving prime waiting in a bucket: 8 bytes, as in primesieve's EratBig.
struct BucketPrime {
    /// The next multiple's byte within its part of a segment (up to 2^26 − 1) << 6 | the step index 8π + w:
    /// π the wheel bit of p mod 30, w that of the next multiplier mod 30 (``WheelTables/steps``).
    var packed: UInt32
    /// p / 30.
    var quotient: UInt32

    /// - Precondition (checked in debug builds: this is the bucket sieve's innermost store): the
    ///   index fits 26 bits (`WheelSieve`'s parts are at most 2^26 bytes) and the step index 6.
    @inline(__always)
    init(index: Int, quotient: UInt32, stepIndex: Int) {
        assert(index >= 0 && index < 1 << 26, "BucketPrime packs a byte index below 2^26, got \(index)")
        assert(stepIndex >= 0 && stepIndex < 64, "BucketPrime packs a step index below 64, got \(stepIndex)")
        packed = UInt32(truncatingIfNeeded: index << 6 | stepIndex)
        self.quotient = quotient
    }

    @inline(__always) var index: Int { Int(packed >> 6) }
    @inline(__always) var stepIndex: Int { Int(packed & 63) }
}

/// The chunks not in use: a list linked through their first 8 bytes, and its length.
struct FreeChunks {
    var head: UnsafeMutableRawPointer?
    var count: Int
}

/// The large sieving primes of `WheelSieve`: one bucket per upcoming segment (here a segment is
/// what the bucket tier calls a part: 256 KiB of the sieve's segment), in a window that slides one
/// segment along after each segment, each bucket a linked list of 8 KiB chunks taken
/// from a shared free list.
///
/// A segment drains only its own bucket, so it touches only the primes that hit it; appending is a
/// store and a pointer bump; and memory follows the number of primes waiting, never the peak of any
/// one bucket (growable arrays per bucket kept 11.6 GB of capacity for [10^18, 10^18 + 10^10]).
/// Chunks are aligned to their size: a cursor that reaches an aligned address has filled its chunk,
/// and the chunk's first 8 bytes link it to the bucket's previous chunk.
///
/// The window is addressed by segments ahead of the current one, as primesieve's EratBig rotates
/// its bucket list: the bucket loop indexes it with the next multiple's byte >> log₂ segment bytes
/// and needs neither the segment's number nor a ring mask in a register. It slides by a pointer
/// bump in a cursor array of twice its length, copied back to the front once every `slots` segments.
final class BucketWindow {
    static let chunkBytes = 8192
    /// The link to the bucket's previous chunk (or, on the free list, to the next free chunk).
    static let headerBytes = 8
    static let entriesPerChunk = (chunkBytes - headerBytes) / MemoryLayout<BucketPrime>.stride
    static let chunksPerSlab = 128

    /// The window's length: a next multiple is at most `slots − 1` segments ahead.
    let slots: Int
    /// 2 · slots cursors; the window is `slots` of them from `cursors`.
    private let storage: UnsafeMutablePointer<UnsafeMutablePointer<BucketPrime>?>
    /// Per segment ahead of the current one (0 is the current): where its bucket's next entry goes,
    /// or nil for an empty bucket.
    private(set) var cursors: UnsafeMutablePointer<UnsafeMutablePointer<BucketPrime>?>
    /// Behind a pointer, so that the bucket loop takes chunks with no exclusivity check or call.
    private let free: UnsafeMutablePointer<FreeChunks>
    private var allocations: [UnsafeMutableRawPointer] = []

    /// - Parameter slots: at least the number of segments a prime's next multiple can be ahead, plus
    ///   one.
    init(slots: Int) {
        self.slots = max(1, slots)
        storage = .allocate(capacity: 2 * self.slots)
        storage.initialize(repeating: nil, count: 2 * self.slots)
        cursors = storage
        free = .allocate(capacity: 1)
        free.initialize(to: FreeChunks(head: nil, count: 0))
    }

    deinit {
        storage.deallocate()
        free.deallocate()
        for chunk in allocations { chunk.deallocate() }
    }

    /// Puts `prime` in the bucket `ahead` segments after the current one.
    ///
    /// - Precondition: 0 ≤ ahead < ``slots``.
    /// - Complexity: amortised O(1).
    @inline(__always)
    func append(_ prime: BucketPrime, ahead: Int) {
        if _slowPath(free.pointee.count == 0) { addSlab() }
        Self.append(prime, ahead: ahead, cursors: cursors, free: free)
    }

    /// The bucket loop's append, given the window's cursors and the free list: a full bucket takes
    /// its next chunk from the free list in line, with no call, since a call in the loop made it
    /// keep its invariants on the stack (five loads an entry).
    ///
    /// - Precondition: the free list is not empty (``drain(_:)`` reserves a chunk for every
    ///   bucket its body can fill).
    /// - Complexity: O(1).
    @inline(__always)
    static func append(
        _ prime: BucketPrime, ahead: Int, cursors: UnsafeMutablePointer<UnsafeMutablePointer<BucketPrime>?>,
        free: UnsafeMutablePointer<FreeChunks>
    ) {
        var cursor = cursors[ahead]
        // True for nil (an empty bucket) and for a cursor at the end of its chunk.
        if _slowPath(UInt(bitPattern: cursor) & UInt(chunkBytes - 1) == 0) {
            let chunk = free.pointee.head.unsafelyUnwrapped
            free.pointee.head = chunk.load(as: UnsafeMutableRawPointer?.self)
            free.pointee.count &-= 1
            let previous = cursor.map { Self.chunk(holding: $0 - 1) }
            chunk.storeBytes(of: previous, as: UnsafeMutableRawPointer?.self)
            cursor = entries(of: chunk)
        }
        cursor.unsafelyUnwrapped.initialize(to: prime)
        cursors[ahead] = cursor.unsafelyUnwrapped + 1
    }

    /// Puts 128 new chunks on the free list. (An aligned allocation per chunk would waste up to a
    /// chunk of padding each: Guides/Measurements/Sieve.md, "BucketWindow: chunks from slabs".)
    @inline(never)
    private func addSlab() {
        let slab = UnsafeMutableRawPointer.allocate(
            byteCount: Self.chunkBytes * Self.chunksPerSlab, alignment: Self.chunkBytes)
        allocations.append(slab)
        for k in 0..<Self.chunksPerSlab { release(slab + k * Self.chunkBytes) }
    }

    /// Puts a chunk on the free list: a new one, or one drained.
    @inline(__always)
    private func release(_ chunk: UnsafeMutableRawPointer) {
        chunk.storeBytes(of: free.pointee.head, as: UnsafeMutableRawPointer?.self)
        free.pointee.head = chunk
        free.pointee.count += 1
    }

    @inline(__always)
    private static func entries(of chunk: UnsafeMutableRawPointer) -> UnsafeMutablePointer<BucketPrime> {
        (chunk + headerBytes).assumingMemoryBound(to: BucketPrime.self)
    }

    @inline(__always)
    private static func chunk(holding entry: UnsafeMutablePointer<BucketPrime>) -> UnsafeMutableRawPointer {
        UnsafeMutableRawPointer(bitPattern: UInt(bitPattern: entry) & ~UInt(chunkBytes - 1)).unsafelyUnwrapped
    }

    /// Empties the current segment's bucket, calling `body(entries, count, cursors, free)` on each
    /// of its chunks' entries, until it stays empty: `body` may append one entry per entry it is
    /// given to any bucket of the window, this one included, with
    /// ``append(_:ahead:cursors:free:)``. Before each call the free list holds a chunk for every
    /// bucket that `count` appends can fill.
    ///
    /// - Complexity: O(entries) plus `body`.
    @inline(__always)
    func drain(
        _ body: (
            UnsafeMutablePointer<BucketPrime>, Int, UnsafeMutablePointer<UnsafeMutablePointer<BucketPrime>?>,
            UnsafeMutablePointer<FreeChunks>
        ) -> Void
    ) {
        let cursors = self.cursors
        while let cursor = cursors[0] {
            cursors[0] = nil
            var chunk: UnsafeMutableRawPointer? = Self.chunk(holding: cursor - 1)
            var count = cursor - Self.entries(of: chunk.unsafelyUnwrapped)
            while let current = chunk {
                // count ≤ entriesPerChunk appends fill at most min(count, slots) chunks: a bucket
                // that fills one gets a fresh chunk with room for all the appends left.
                let needed = min(count, slots)
                while _slowPath(free.pointee.count < needed) { addSlab() }
                body(Self.entries(of: current), count, cursors, free)
                chunk = current.load(as: UnsafeMutableRawPointer?.self)
                release(current)
                count = Self.entriesPerChunk  // every chunk behind the newest is full
            }
        }
    }

    /// Makes the next segment the current one.
    ///
    /// - Precondition: the current segment's bucket is empty (drained).
    /// - Complexity: amortised O(1): O(slots) once every `slots` calls.
    func advance() {
        assert(cursors[0] == nil, "advancing past a bucket not drained")
        cursors += 1
        if cursors == storage + slots {
            storage.update(from: cursors, count: slots)
            cursors.update(repeating: nil, count: slots)
            cursors = storage
        }
    }
}
