import Dispatch
import Primality
import Synchronization

/// Prime k-tuplets, as primesieve counts and prints them (`--count=1..6`, `--print=1..6`).
///
/// The admissible patterns, primesieve's definitions (offsets from the first prime p):
///
/// | k | name | patterns |
/// |---|---|---|
/// | 1 | primes | (p) |
/// | 2 | twins | (p, p+2) |
/// | 3 | triplets | (p, p+2, p+6), (p, p+4, p+6) |
/// | 4 | quadruplets | (p, p+2, p+6, p+8) |
/// | 5 | quintuplets | (p, p+2, p+6, p+8, p+12), (p, p+4, p+6, p+10, p+12) |
/// | 6 | sextuplets | (p, p+4, p+6, p+10, p+12, p+16) |
///
/// A tuplet is in a range when all its members are (primesieve's rule: `primesieve 7 22 -c6`
/// finds no sextuplet, `primesieve 7 23 -c6` finds (7, 11, 13, 17, 19, 23)).
///
///     PrimeTuplets.count(2, in: 0...1000)   // 35 twin pairs
public enum PrimeTuplets {
    /// The patterns for k = 1...6, as offsets from the first member.
    public static func patterns(_ k: Int) -> [[UInt64]] {
        switch k {
        case 1: [[0]]
        case 2: [[0, 2]]
        case 3: [[0, 2, 6], [0, 4, 6]]
        case 4: [[0, 2, 6, 8]]
        case 5: [[0, 2, 6, 8, 12], [0, 4, 6, 10, 12]]
        case 6: [[0, 4, 6, 10, 12, 16]]
        default: preconditionFailure("k must be in 1...6, got \(k)")
        }
    }

    /// Calls `body` with each k-tuplet in `range` (all members inside), in increasing order of its
    /// first member, until it returns false: the baseline, one callback per prime.
    ///
    /// Streams the primes of the range once, keeping the primes of the last 16 integers: a tuplet
    /// is recognised when its last member arrives.
    ///
    /// - Complexity: O(*w* log log *hi* + √*hi*) time for a range of width *w*; O(√*hi*) memory.
    public static func forEachStreaming(_ k: Int, in range: ClosedRange<UInt64>, _ body: ([UInt64]) -> Bool) {
        let patterns = patterns(k)
        if k == 1 {
            PrimeSieve.forEachPrime(in: range) { body([$0]) }
            return
        }
        // The primes in (q − 16, q], newest last; a pattern spans at most 16.
        var recent: [UInt64] = []
        recent.reserveCapacity(8)
        // Tuplets found at q, ordered by first member: the longer span starts first.
        var found: [[UInt64]] = []
        PrimeSieve.forEachPrime(in: range) { q in
            while let first = recent.first, q - first > 16 { recent.removeFirst() }
            recent.append(q)
            found.removeAll(keepingCapacity: true)
            for pattern in patterns {
                let span = pattern.last!
                guard q >= span else { continue }
                let p = q - span
                if pattern.allSatisfy({ recent.contains(p + $0) }) { found.append(pattern.map { p + $0 }) }
            }
            found.sort { $0[0] < $1[0] }
            for tuplet in found where !body(tuplet) { return false }
            return true
        }
    }

    /// The number of k-tuplets in `range`, by the baseline's stream of primes.
    ///
    /// - Complexity: as ``forEachStreaming(_:in:_:)``.
    public static func countStreaming(_ k: Int, in range: ClosedRange<UInt64>) -> UInt64 {
        var total: UInt64 = 0
        forEachStreaming(k, in: range) { _ in
            total += 1
            return true
        }
        return total
    }

    // MARK: - Bit patterns in the wheel sieve's bytes

    /// Below this the stream of primes finds the tuplets (the sieve's presieved primes, up to 163,
    /// are not in its bytes); from it on, the bytes do.
    static let byteMethodStart: UInt64 = 1_020

    /// The in-byte patterns for k, in order of first member. A byte holds 30i + (1, 7, 11, 13, 17,
    /// 19, 23, 29); every pattern of p ≥ 7 falls in bits 1…6 of one byte, except the twins
    /// (30i + 29, 30i + 31), whose second member is bit 0 of the next byte.
    static func byteMasks(_ k: Int) -> [UInt8] {
        switch k {
        case 2: [0b0000_1100, 0b0011_0000]  // (11, 13), (17, 19)
        case 3: [0b0000_1110, 0b0001_1100, 0b0011_1000, 0b0111_0000]  // (7, 11, 13) … (17, 19, 23)
        case 4: [0b0011_1100]  // (11, 13, 17, 19)
        case 5: [0b0011_1110, 0b0111_1100]  // (7 … 19), (11 … 23)
        case 6: [0b0111_1110]  // (7, 11, 13, 17, 19, 23)
        default: []
        }
    }

    /// For each byte value, how many of k's patterns it holds.
    static func byteCounts(_ k: Int) -> [UInt8] {
        let masks = byteMasks(k)
        return (0..<256).map { byte in UInt8(masks.filter { UInt8(byte) & $0 == $0 }.count) }
    }

    /// Calls `body` with each k-tuplet in `range` (all members inside), in increasing order of its
    /// first member, until it returns false.
    ///
    /// Below `byteMethodStart` from the stream of primes; above, from the wheel sieve's bytes,
    /// skipping the bytes (nearly all) that hold none of k's patterns.
    ///
    /// - Complexity: O(*w* log log *hi* + √*hi*) time for a range of width *w*; O(√*hi*) memory.
    public static func forEach(_ k: Int, in range: ClosedRange<UInt64>, _ body: ([UInt64]) -> Bool) {
        precondition((1...6).contains(k), "k must be in 1...6, got \(k)")
        if k == 1 {
            PrimeSieve.forEachPrime(in: range) { body([$0]) }
            return
        }
        let start = byteMethodStart
        if range.lowerBound < start {
            // Tuplets whose first member is below `start`: they end by start + 16.
            var stop = false
            forEachStreaming(k, in: range.lowerBound...min(range.upperBound, start + 15)) { tuplet in
                guard tuplet[0] < start else { return false }
                if !body(tuplet) { stop = true }
                return !stop
            }
            if stop || range.upperBound < start { return }
        }
        let low = max(range.lowerBound, start)
        let masks = byteMasks(k)
        let counts = byteCounts(k)
        let residues = WheelTables.residues
        var pendingTwin: UInt64? = nil  // 30i + 29 when bit 7 of the last byte was set (k = 2)
        WheelSieve(low: low, high: range.upperBound, segmentBytes: PrimeSieve.defaultSegmentBytes).run {
            bytes, count, firstByte in
            for index in 0..<count {
                let byte = bytes[index]
                if let first = pendingTwin {
                    pendingTwin = nil
                    if byte & 1 != 0 && !body([first, first + 2]) { return false }
                }
                if counts[Int(byte)] != 0 {
                    let base = (firstByte + UInt64(index)) * 30
                    for mask in masks where byte & mask == mask {
                        var tuplet: [UInt64] = []
                        tuplet.reserveCapacity(k)
                        for bit in 0..<8 where mask >> bit & 1 != 0 { tuplet.append(base + residues[bit]) }
                        if !body(tuplet) { return false }
                    }
                }
                if k == 2 && byte & 0x80 != 0 { pendingTwin = (firstByte + UInt64(index)) * 30 + 29 }
            }
            return true
        }
    }

    /// The number of k-tuplets in `range`.
    ///
    /// Chunks of the range, cut at multiples of 30, go to `threads` workers; each sums the byte
    /// counts of its bytes, and the twins (30j − 1, 30j + 1) across a cut are checked apart.
    ///
    /// `progress`, if given, is called with the fraction done (0...1) after each chunk, from any
    /// thread, as ``PrimeSieve/count(in:threads:progress:)`` calls it.
    ///
    /// - Complexity: O(*w* log log *hi* + *c*·√*hi*) time for *c* chunks; for k = 1 the prime count.
    public static func count(
        _ k: Int, in range: ClosedRange<UInt64>, threads: Int = PrimeSieve.defaultThreads,
        progress: (@Sendable (Double) -> Void)? = nil
    ) -> UInt64 {
        precondition((1...6).contains(k), "k must be in 1...6, got \(k)")
        if k == 1 { return PrimeSieve.count(in: range, threads: threads, progress: progress) }
        let start = byteMethodStart
        var total: UInt64 = 0
        if range.lowerBound < start {
            forEachStreaming(k, in: range.lowerBound...min(range.upperBound, start + 15)) { tuplet in
                if tuplet[0] < start { total += 1 }
                return tuplet[0] < start
            }
            if range.upperBound < start { return total }
        }
        let low = max(range.lowerBound, start)
        let high = range.upperBound
        // Cuts at multiples of 30, so that no in-byte pattern is split.
        let chunks = PrimeSieve.chunking(low: low, high: high, threads: threads).map { $0.lowerBound }
        var cuts: [UInt64] = [low]
        for begin in chunks.dropFirst() {
            let cut = begin / 30 * 30
            if cut > cuts.last! { cuts.append(cut) }
        }
        let pieces = cuts.indices.map { i in cuts[i]...(i + 1 < cuts.count ? cuts[i + 1] - 1 : high) }
        let counts = byteCounts(k)
        let sum = Atomic<UInt64>(0)
        let next = Atomic<Int>(0)
        let done = Atomic<Int>(0)
        DispatchQueue.concurrentPerform(iterations: min(max(threads, 1), pieces.count)) { _ in
            while true {
                let index = next.wrappingAdd(1, ordering: .relaxed).oldValue
                if index >= pieces.count { return }
                sum.wrappingAdd(countPiece(k, pieces[index], counts), ordering: .relaxed)
                let finished = done.wrappingAdd(1, ordering: .relaxed).newValue
                progress?(Double(finished) / Double(pieces.count))
            }
        }
        total += sum.load(ordering: .relaxed)
        if k == 2 {
            for cut in cuts.dropFirst() where cut >= low + 1 && cut + 1 <= high {
                if BailliePSW.isPrime(cut - 1) && BailliePSW.isPrime(cut + 1) { total += 1 }
            }
        }
        return total
    }

    /// The k-tuplets inside one piece of the range (twins across its ends not included).
    static func countPiece(_ k: Int, _ piece: ClosedRange<UInt64>, _ counts: [UInt8]) -> UInt64 {
        var total = 0
        var carry: UInt8 = 0  // bit 7 of the previous byte (k = 2)
        WheelSieve(low: piece.lowerBound, high: piece.upperBound, segmentBytes: PrimeSieve.defaultSegmentBytes).run {
            bytes, count, _ in
            counts.withUnsafeBufferPointer { table in
                var sum = 0
                if k == 2 {
                    for index in 0..<count {
                        let byte = bytes[index]
                        sum &+= Int(table[Int(byte)]) &+ Int(carry & byte & 1)
                        carry = byte >> 7
                    }
                } else {
                    for index in 0..<count { sum &+= Int(table[Int(bytes[index])]) }
                }
                total &+= sum
            }
            return true
        }
        return UInt64(total)
    }
}
