/// Wheel bytes with the multiples of the primes 7…163 already cleared, for pre-sieving.
///
/// Pre-sieving fills each segment from these patterns instead of with ones, which saves crossing
/// off the 35 busiest sieving primes: about 4 of the 10 byte writes per segment byte when sieving
/// to 10^10. One pattern for all of them would be astronomically long, so the primes are grouped
/// (as primesieve does) into patterns of period p·q·r bytes, each at most about 64 KiB, which
/// are ANDed together into the segment.
final class PresievePattern: @unchecked Sendable {
    /// The groups; each pattern repeats every product-of-the-group bytes.
    static let groups: [[Int]] = [
        [7, 11, 13, 17], [19, 23, 29], [31, 37, 41], [43, 47], [53, 59], [61, 67], [71, 73], [79, 83],
        [89, 97], [101, 103], [107, 109], [113, 127], [131, 137], [139, 149], [151, 157], [163],
    ]
    /// The pre-sieved primes, ascending. They clear themselves, so callers add them back.
    static let primes: [UInt64] = groups.flatMap { $0 }.map(UInt64.init).sorted()
    /// The smallest prime left to sieve.
    static let firstSievingPrime: UInt64 = 167

    static let shared = PresievePattern()

    /// Bytes a pass of ``fill(_:count:fromByte:)`` combines while they stay in L1. Each pattern is
    /// stored this many bytes past its period, so that a chunk reads every pattern in one piece.
    static let chunkBytes = 8 << 10

    private struct Pattern {
        let bytes: UnsafeMutablePointer<UInt8>
        let period: Int
    }

    private let patterns: [Pattern]

    /// Each prime's own pattern repeats every p bytes (30p numbers) and clears 8 bits there, the
    /// multiples p·q for the 8 q below 30 coprime to 30; a group's pattern is its primes' tiles
    /// ANDed in, tile by tile. Crossing off every multiple across each whole pattern instead was a
    /// large part of a short process's start, paid by every process that sieves at all
    /// (Guides/Measurements/Sieve.md, "PresievePattern: tiles").
    ///
    /// - Complexity: O(Σ pattern lengths · group sizes) byte ANDs, about 2^20.
    private init() {
        let tables = WheelTables.shared
        // One prime's pattern over `count` bytes: its tile, then copies of what is written, doubling.
        func repeatTile(of p: Int, into buffer: UnsafeMutablePointer<UInt8>, count: Int) {
            buffer.initialize(repeating: 0xFF, count: p)
            for q in WheelTables.residues {
                let multiple = p * Int(q)
                buffer[multiple / 30] &= ~(UInt8(1) << UInt8(tables.residueIndex[multiple % 30]))
            }
            var filled = p
            while filled < count {
                let copied = min(filled, count - filled)
                (buffer + filled).initialize(from: buffer, count: copied)
                filled += copied
            }
        }
        let longest = Self.groups.map { $0.reduce(1, *) }.max()! + Self.chunkBytes
        let scratch = UnsafeMutablePointer<UInt8>.allocate(capacity: longest)
        defer { scratch.deallocate() }
        patterns = Self.groups.map { group in
            let period = group.reduce(1, *)
            let length = period + Self.chunkBytes
            let bytes = UnsafeMutablePointer<UInt8>.allocate(capacity: length)
            repeatTile(of: group[0], into: bytes, count: length)
            for p in group.dropFirst() {
                repeatTile(of: p, into: scratch, count: length)
                // In 8-byte words, which LLVM's loop vectoriser widens.
                var i = 0
                while i + 8 <= length {
                    let word =
                        UnsafeRawPointer(bytes + i).loadUnaligned(as: UInt64.self)
                        & UnsafeRawPointer(scratch + i).loadUnaligned(as: UInt64.self)
                    UnsafeMutableRawPointer(bytes + i).storeBytes(of: word, as: UInt64.self)
                    i += 8
                }
                while i < length {
                    bytes[i] &= scratch[i]
                    i += 1
                }
            }
            return Pattern(bytes: bytes, period: period)
        }
        precondition(patterns.count == 16, "fill combines the patterns in two passes of 8")
    }

    /// Fills `count` bytes at `destination` with the combined pattern from absolute wheel byte `index`.
    ///
    /// One chunk of ``chunkBytes`` at a time, the 16 patterns are ANDed in two passes of 8 (8
    /// sources and the target fit x86-64's registers), so the target is written twice a byte where
    /// a copy and 15 ANDs over the whole segment wrote it 16 times (primesieve's PreSieve ANDs its
    /// buffers the same way).
    ///
    /// - Complexity: O(`count` · *g*) for *g* = 16 groups, in 32-byte vector loads.
    func fill(_ destination: UnsafeMutablePointer<UInt8>, count: Int, fromByte index: UInt64) {
        withUnsafeTemporaryAllocation(of: UnsafeRawPointer.self, capacity: 16) { sources in
            var phases = (0..<16).map { Int(index % UInt64(patterns[$0].period)) }
            var done = 0
            while done < count {
                let piece = min(Self.chunkBytes, count - done)
                for k in 0..<16 {
                    sources[k] = UnsafeRawPointer(patterns[k].bytes + phases[k])
                    phases[k] = (phases[k] + piece) % patterns[k].period
                }
                let target = UnsafeMutableRawPointer(destination + done)
                Self.and8(target, sources.baseAddress!, piece, into: false)
                Self.and8(target, sources.baseAddress! + 8, piece, into: true)
                done += piece
            }
        }
    }

    /// target[0..<count] = (into ? target : all ones) & sources[0][…] & … & sources[7][…].
    @inline(__always)
    private static func and8(
        _ target: UnsafeMutableRawPointer, _ sources: UnsafePointer<UnsafeRawPointer>, _ count: Int, into: Bool
    ) {
        let (s0, s1, s2, s3) = (sources[0], sources[1], sources[2], sources[3])
        let (s4, s5, s6, s7) = (sources[4], sources[5], sources[6], sources[7])
        /// The AND of `current` (when `into`) and the 8 sources' 8 bytes from byte i. Not generic
        /// over the word's type: at -Onone a generic helper looks up its type's metadata for every
        /// word (Guides/Measurements/Sieve.md, "PresievePattern: not generic over the word").
        @inline(__always) func combined(_ i: Int, _ current: UnsafeRawPointer) -> UInt64 {
            @inline(__always) func at(_ source: UnsafeRawPointer) -> UInt64 {
                source.loadUnaligned(fromByteOffset: i, as: UInt64.self)
            }
            var v = at(s0) & at(s1) & at(s2) & at(s3)
            v &= at(s4) & at(s5) & at(s6) & at(s7)
            if into { v &= current.loadUnaligned(fromByteOffset: i, as: UInt64.self) }
            return v
        }
        // One 8-byte word a step: LLVM's loop vectoriser turns this into 32-byte vectors, which
        // SIMD32<UInt8> operators were not: they ran element by element (Guides/Measurements/
        // Sieve.md, "PresievePattern: words, not SIMD32").
        var i = 0
        let words = count & ~7
        while i < words {
            target.storeBytes(of: combined(i, UnsafeRawPointer(target)), toByteOffset: i, as: UInt64.self)
            i &+= 8
        }
        guard i < count else { return }
        if count >= 8 {
            // The last 8 bytes again, overlapping the words: recomputing a byte gives the same
            // value (the sources are not written, and ANDing the target with them twice is ANDing
            // it once).
            let last = count - 8
            target.storeBytes(of: combined(last, UnsafeRawPointer(target)), toByteOffset: last, as: UInt64.self)
        } else {
            // Fewer than 8 bytes: through a word on the stack. Each source has a chunk of bytes
            // readable past its phase (see `fill`), so 8 bytes may be read from it.
            var word: UInt64 = 0
            withUnsafeMutableBytes(of: &word) { buffer in
                buffer.baseAddress!.copyMemory(from: target, byteCount: count)
                let v = combined(0, UnsafeRawPointer(buffer.baseAddress!))
                withUnsafeBytes(of: v) { target.copyMemory(from: $0.baseAddress!, byteCount: count) }
            }
        }
    }
}
