import AlgoSupport
import CSIQSKernels

/// One factor-base prime's sieve data: the prime, the next position each root hits (below 2M,
/// so 32 bits), and its log (0 for the primes of a).
struct SIQSSieveCursor {
    var prime: UInt32
    var next1: UInt32
    var next2: UInt32
    var log: UInt8
}

/// The sieve's working memory for one family: roots, Gray-code steps, block cursors, the block.
struct SIQSSieveState {
    let root1: UnsafeMutablePointer<UInt32>
    let root2: UnsafeMutablePointer<UInt32>
    let steps: UnsafeMutablePointer<UInt32>
    /// Each prime's sieve data side by side (one 16-byte record), so that the sieve reads one
    /// stream and leaves most of L1 to the block.
    let cursors: UnsafeMutablePointer<SIQSSieveCursor>
    /// Each prime's log (0 for the primes of a), for the one-block sieve.
    let logs: UnsafeMutablePointer<UInt8>
    /// Steps of 0: the first polynomial's move.
    let zeroSteps: UnsafeMutablePointer<UInt32>
    /// The block, and 64 bytes of padding past it (never read): the branch-free additions of a
    /// root beyond the block land on its first byte.
    let block: UnsafeMutablePointer<UInt8>
    let blockSize: Int
    /// The hits of the primes above the block (``moveAndListLarge``): two entries a prime
    /// at most.
    let hits: UnsafeMutablePointer<UInt32>

    init(count: Int, terms: Int, blockSize: Int) {
        self.blockSize = blockSize
        root1 = .allocate(capacity: count)
        root1.initialize(repeating: 0, count: count)
        root2 = .allocate(capacity: count)
        root2.initialize(repeating: 0, count: count)
        steps = .allocate(capacity: count * terms)
        steps.initialize(repeating: 0, count: count * terms)
        cursors = .allocate(capacity: count)
        logs = .allocate(capacity: count)
        logs.initialize(repeating: 0, count: count)
        zeroSteps = .allocate(capacity: count)
        zeroSteps.initialize(repeating: 0, count: count)
        block = UnsafeMutableRawPointer.allocate(byteCount: blockSize + 64, alignment: 64)
            .bindMemory(to: UInt8.self, capacity: blockSize + 64)
        precondition(count < 1 << 17 && blockSize <= 1 << 15, "hit entries pack 17 + 15 bits")
        hits = .allocate(capacity: 2 * count + 8)
    }

    func deallocate() {
        for pointer in [root1, root2, steps, zeroSteps] { pointer.deallocate() }
        cursors.deallocate()
        logs.deallocate()
        block.deallocate()
        hits.deallocate()
    }

    /// The roots of the primes in `range` moved (``SIQSSieve/moveRoots(primes:root1:root2:steps:range:down:)``).
    func moveRoots(
        primes: UnsafeBufferPointer<UInt32>, range: Range<Int>, steps: UnsafeMutablePointer<UInt32>, down: Bool
    ) {
        SIQSSieve.moveRoots(
            primes: primes.baseAddress!, root1: root1, root2: root2, steps: steps, range: range, down: down)
    }

    /// Primes above the block when [−M, M) is one block: their roots move as in ``moveRoots``, and
    /// each root inside the block is listed as index << 15 | position, then the list's entries add
    /// their logs to the block. Listing first keeps the block's additions to the hits, a small
    /// share of the roots: with every root adding at min(r, block size), the misses, most of the
    /// roots, would add to one padding byte one after another, each waiting on the one before
    /// (Guides/Measurements/Factorization.md, "SIQSSieve: large primes listed first"). The list
    /// also serves trial division (``largeHits(at:count:)``). The number of entries.
    ///
    /// The move and the listing run in one AVX2 pass where the CPU has it (`siqs_move_and_list`:
    /// eight roots compared at once, the hits packed to the front of a vector by a permutation),
    /// else here: a branch-free append per root (the entry is always written, the count grows
    /// only for a hit).
    ///
    /// - Precondition: fewer than 2^17 primes, positions below 2^15.
    /// - Complexity: O(range.count).
    func moveAndListLarge(
        primes: UnsafeBufferPointer<UInt32>, range: Range<Int>, steps: UnsafeMutablePointer<UInt32>, down: Bool,
        vector: Bool
    ) -> Int {
        let size = UInt32(blockSize)
        var n = 0
        if vector {
            n = siqs_move_and_list(
                primes.baseAddress!, root1, root2, steps, range.lowerBound, range.upperBound, down ? 1 : 0, size, hits)
        } else {
            moveRoots(primes: primes, range: range, steps: steps, down: down)
            var i = range.lowerBound
            while i < range.upperBound {
                let tag = UInt32(truncatingIfNeeded: i) << 15
                let (r1, r2) = (root1[i], root2[i])
                // r − size wraps, setting bit 31, exactly when r < size (roots are below 2^31).
                hits[n] = tag | r1
                n &+= Int(truncatingIfNeeded: (r1 &- size) >> 31)
                hits[n] = tag | r2
                n &+= Int(truncatingIfNeeded: (r2 &- size) >> 31)
                i &+= 1
            }
        }
        for k in 0..<n {
            let entry = hits[k]
            block[Int(entry & 0x7FFF)] &+= logs[Int(entry >> 15)]
        }
        return n
    }

    /// The factor-base indices of the listed hits at `position` (``moveAndListLarge``'s
    /// first `count` entries), eight entries at a time.
    ///
    /// - Complexity: O(count).
    func largeHits(at position: Int, count: Int) -> [Int] {
        var found: [Int] = []
        let target = SIMD8<UInt32>(repeating: UInt32(truncatingIfNeeded: position))
        let low = SIMD8<UInt32>(repeating: 0x7FFF)
        var k = 0
        while k &+ 8 <= count {
            let entries = UnsafeRawPointer(hits + k).loadUnaligned(as: SIMD8<UInt32>.self)
            let matches = entries & low .== target
            if any(matches) {
                for lane in 0..<8 where matches[lane] { found.append(Int(entries[lane] >> 15)) }
            }
            k &+= 8
        }
        while k < count {
            if hits[k] & 0x7FFF == UInt32(truncatingIfNeeded: position) { found.append(Int(hits[k] >> 15)) }
            k &+= 1
        }
        // In the order of the primes, whichever root listed them (the columns' order).
        found.sort()
        return found
    }

    /// Primes below the block size when [−M, M) is one block: each hits it at every p-th byte
    /// from its roots. The primes of `fixedRuns` (few hits a root) take exactly k additions a
    /// root, k the same for the whole run, so that the loop's exit is predicted, then one more at
    /// r + kp or, past the block, on one of the 64 padding bytes picked by the prime (one byte for
    /// all the misses made each wait on the one before); the smaller primes loop to the block's end.
    func sieveOneBlock(
        primes: UnsafeBufferPointer<UInt32>, range: Range<Int>, fixedRuns: [(primes: Range<Int>, hits: Int)]
    ) {
        let size = blockSize
        for run in fixedRuns {
            let k = run.hits
            for i in run.primes {
                let p = Int(primes[i])
                let log = logs[i]
                var j1 = Int(root1[i])
                var j2 = Int(root2[i])
                // A prime of k has one root (p | kN): added once.
                let log2 = j1 == j2 ? 0 : log
                for _ in 0..<k {
                    block[j1] &+= log
                    block[j2] &+= log2
                    j1 &+= p
                    j2 &+= p
                }
                let padding = size &+ (i & 63)
                block[min(j1, padding)] &+= log
                block[min(j2, padding)] &+= log2
            }
        }
        let loopEnd = fixedRuns.first?.primes.lowerBound ?? range.upperBound
        for i in range.lowerBound..<loopEnd {
            _ = sieveRoots(Int(root1[i]), Int(root2[i]), p: Int(primes[i]), log: logs[i])
        }
    }

    /// Adds `log` at every p-th byte of the block from each of two positions (once when they
    /// are equal): the first positions past the block.
    @inline(__always)
    private func sieveRoots(_ first: Int, _ second: Int, p: Int, log: UInt8) -> (Int, Int) {
        let size = blockSize
        var j1 = min(first, second)
        var j2 = max(first, second)
        if j1 == j2 {
            while j1 < size {
                block[j1] &+= log
                j1 &+= p
            }
            return (j1, j1)
        }
        // Two steps at a time (j1 < j2 < j1 + p): the loop of one step, two additions, ran at
        // about two-thirds speed whenever its 23 bytes happened to straddle a 64-byte line, which
        // a change anywhere else in the module could bring about (perf, 100 128-bit numbers: 8.0k
        // samples in this function against 11.6k for the same code 16 bytes further on).
        let twoP = p &+ p
        while j2 &+ p < size {
            block[j1] &+= log
            block[j2] &+= log
            block[j1 &+ p] &+= log
            block[j2 &+ p] &+= log
            j1 &+= twoP
            j2 &+= twoP
        }
        if j2 < size {
            block[j1] &+= log
            block[j2] &+= log
            j1 &+= p
            j2 &+= p
        }
        if j1 < size {
            block[j1] &+= log
            j1 &+= p
        }
        return (j1, j2)
    }

    /// Primes below the block size: each hits the block at every p-th byte from its cursors.
    func sieveMedium(range: Range<Int>, blockStart: Int) {
        for i in range {
            let cursor = cursors[i]
            let (j1, j2) = sieveRoots(
                Int(cursor.next1) &- blockStart, Int(cursor.next2) &- blockStart, p: Int(cursor.prime), log: cursor.log)
            cursors[i].next1 = UInt32(truncatingIfNeeded: j1 &+ blockStart)
            cursors[i].next2 = UInt32(truncatingIfNeeded: j2 &+ blockStart)
        }
    }

    /// Primes above the block size: each root hits a block at most once.
    func sieveLarge(range: Range<Int>, blockStart: Int) {
        let end = blockStart &+ blockSize
        for i in range {
            let cursor = cursors[i]
            let p = Int(cursor.prime)
            let j1 = Int(cursor.next1)
            if j1 < end {
                block[j1 &- blockStart] &+= cursor.log
                cursors[i].next1 = UInt32(truncatingIfNeeded: j1 &+ p)
            }
            let j2 = Int(cursor.next2)
            if j2 < end && root2[i] != root1[i] {
                block[j2 &- blockStart] &+= cursor.log
                cursors[i].next2 = UInt32(truncatingIfNeeded: j2 &+ p)
            }
        }
    }
}
