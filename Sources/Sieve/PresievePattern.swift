/// Wheel bytes with the multiples of the primes 7…163 already cleared, for pre-sieving.
///
/// Pre-sieving fills each segment from these patterns instead of with ones, which saves crossing
/// off the 35 busiest sieving primes: about 4 of the 10 byte writes per segment byte when sieving
/// to 10^10. One pattern for all of them would be astronomically long, so the primes are grouped
/// (as primesieve does) into patterns of period p·q·r bytes, each at most about 64 KiB: the first
/// is copied into the segment and the others are ANDed in.
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

    private struct Pattern {
        let bytes: UnsafeMutablePointer<UInt8>
        let period: Int
    }

    private let patterns: [Pattern]

    private init() {
        let tables = WheelTables.shared
        patterns = Self.groups.map { group in
            let period = group.reduce(1, *)
            let bytes = UnsafeMutablePointer<UInt8>.allocate(capacity: period)
            bytes.initialize(repeating: 0xFF, count: period)
            for p in group {
                // Cross p·q for every q coprime to 30 with p·q < 30·period.
                var q = 1
                while p * q < 30 * period {
                    let multiple = p * q
                    bytes[multiple / 30] &= ~(UInt8(1) << UInt8(tables.residueIndex[multiple % 30]))
                    q += Int(tables.nextCoprime[(q + 1) % 30]) + 1
                }
            }
            return Pattern(bytes: bytes, period: period)
        }
    }

    /// Fills `count` bytes at `destination` with the combined pattern from absolute wheel byte `index`.
    ///
    /// - Complexity: O(`count` · *g*) for *g* = 16 groups, vectorised copies and ANDs.
    func fill(_ destination: UnsafeMutablePointer<UInt8>, count: Int, fromByte index: UInt64) {
        for (number, pattern) in patterns.enumerated() {
            var phase = Int(index % UInt64(pattern.period))
            var target = destination
            var remaining = count
            while remaining > 0 {
                let piece = min(remaining, pattern.period - phase)
                if number == 0 {
                    target.update(from: pattern.bytes + phase, count: piece)
                } else {
                    Self.and(target, pattern.bytes + phase, piece)
                }
                target += piece
                remaining -= piece
                phase = 0
            }
        }
    }

    @inline(__always)
    private static func and(_ target: UnsafeMutablePointer<UInt8>, _ source: UnsafePointer<UInt8>, _ count: Int) {
        // Four independent 64-bit words per step; LLVM turns this into vector code where it can.
        var i = 0
        let blocks = count & ~31
        let to = UnsafeMutableRawPointer(target)
        let from = UnsafeRawPointer(source)
        while i < blocks {
            let a =
                to.loadUnaligned(fromByteOffset: i, as: UInt64.self)
                & from.loadUnaligned(fromByteOffset: i, as: UInt64.self)
            let b =
                to.loadUnaligned(fromByteOffset: i &+ 8, as: UInt64.self)
                & from.loadUnaligned(fromByteOffset: i &+ 8, as: UInt64.self)
            let c =
                to.loadUnaligned(fromByteOffset: i &+ 16, as: UInt64.self)
                & from.loadUnaligned(fromByteOffset: i &+ 16, as: UInt64.self)
            let d =
                to.loadUnaligned(fromByteOffset: i &+ 24, as: UInt64.self)
                & from.loadUnaligned(fromByteOffset: i &+ 24, as: UInt64.self)
            to.storeBytes(of: a, toByteOffset: i, as: UInt64.self)
            to.storeBytes(of: b, toByteOffset: i &+ 8, as: UInt64.self)
            to.storeBytes(of: c, toByteOffset: i &+ 16, as: UInt64.self)
            to.storeBytes(of: d, toByteOffset: i &+ 24, as: UInt64.self)
            i &+= 32
        }
        while i < count {
            target[i] &= source[i]
            i &+= 1
        }
    }
}
