import Sieve

/// π(n) for every n in [low, limit] in 16 bytes per 240 numbers, as primecount's `PiTable`: for
/// each run of 240 numbers, the count of primes before it and one bit for each of its 64 numbers
/// coprime to 30 (residues 1, 7, 11, 13, 17, 19, 23, 29 in each of its eight runs of 30).
///
/// A lookup is one 16-byte read and one popcount. The bits are the wheel sieve's own bitmap
/// (``PrimeSieve/forEachSegment(in:_:)``: a byte per 30 numbers, a bit per residue, so eight
/// bytes are one run's word), copied in. A table that starts at low > 0 is one window of a
/// segmented π table: Gourdon's A and C read π up to √x one window of O(z) numbers at a time.
///
/// - Tested against: trial division for every n ≤ 10^5, the sieve's count at random n up to 10^9,
///   and windows against the whole table (PhiTests).
final class CompressedPiTable: @unchecked Sendable {
    /// The first n covered, a multiple of 240.
    let low: Int
    /// The last n covered.
    let limit: Int
    /// entries[i]: for the run 240·(low/240 + i) … + 239, π of the number before it (with 2, 3
    /// and 5) and the bits of its primes.
    private let entries: UnsafeMutablePointer<(count: UInt64, bits: UInt64)>
    private let entryCount: Int
    private let firstEntry: Int

    /// masks[r]: the bits of the numbers coprime to 30 among 0…r of a run of 240 (a copy of
    /// ``maskTable`` that the lookups read without a lazy global's check).
    private let masks: UnsafeMutablePointer<UInt64>
    private static let maskTable: [UInt64] = (0..<240).map { r in
        var mask: UInt64 = 0
        for bit in 0..<64 where bit / 8 * 30 + residues[bit % 8] <= r { mask |= 1 << UInt64(bit) }
        return mask
    }
    private static let residues = [1, 7, 11, 13, 17, 19, 23, 29]
    /// residueIndex[r] for r coprime to 30 below 30: the place of r among the residues.
    private static let residueIndex: [Int] = (0..<30).map { residues.firstIndex(of: $0) ?? -1 }
    /// π(n) for n < 6, where 2, 3 and 5 (not in the bits) decide.
    private static let small: [UInt64] = [0, 0, 1, 2, 2, 3]

    /// π(n) for 0 ≤ n ≤ limit.
    ///
    /// - Complexity: O(limit log log limit) time (the sieve), limit/15 bytes.
    convenience init(upTo limit: Int) {
        self.init(low: 0, through: limit, countBefore: 0)
    }

    /// π(n) for low ≤ n ≤ limit, given π(low − 1).
    ///
    /// - Precondition: low is a multiple of 240 and low ≤ limit + 1.
    /// - Complexity: O((limit − low) log log limit + √limit) time, (limit − low)/15 bytes.
    init(low: Int, through limit: Int, countBefore: Int) {
        precondition(low >= 0 && low % 240 == 0 && low <= limit + 1, "a window starts at a run of 240")
        self.low = low
        self.limit = limit
        firstEntry = low / 240
        entryCount = max(0, limit / 240 + 1 - firstEntry)
        entries = .allocate(capacity: max(1, entryCount))
        entries.initialize(repeating: (0, 0), count: max(1, entryCount))
        masks = .allocate(capacity: 240)
        masks.initialize(from: Self.maskTable, count: 240)
        guard low <= limit else { return }
        let wheelStart = Int(PrimeSieve.wheelSmallest)
        // The primes from 7 below the wheel's first, which its bitmap lacks.
        let smallFirst = max(low, 7)
        let smallLast = min(limit, wheelStart - 1)
        if smallFirst <= smallLast {
            for q in PrimeSieve.primes(in: UInt64(smallFirst)...UInt64(smallLast)) {
                let p = Int(q)
                let r = p % 240
                entries[p / 240 - firstEntry].bits |= 1 << UInt64(r / 30 * 8 + Self.residueIndex[r % 30])
            }
        }
        if limit >= wheelStart {
            let entries = entries
            let firstByte = firstEntry * 8
            PrimeSieve.forEachSegment(in: UInt64(max(low, wheelStart))...UInt64(limit)) { bytes, count, first in
                let start = Int(first) - firstByte
                for i in 0..<count where bytes[i] != 0 {
                    let byte = start + i
                    entries[byte >> 3].bits |= UInt64(bytes[i]) << UInt64((byte & 7) * 8)
                }
                return true
            }
        }
        var before = UInt64(low == 0 ? 3 : countBefore)
        for i in 0..<entryCount {
            entries[i].count = before
            before += UInt64(entries[i].bits.nonzeroBitCount)
        }
    }

    deinit {
        entries.deallocate()
        masks.deallocate()
    }

    /// π(n), low ≤ n ≤ limit.
    ///
    /// - Complexity: O(1).
    @inline(__always)
    subscript(n: Int) -> Int {
        if n < 6 { return Int(Self.small[n]) }
        let entry = entries[n / 240 - firstEntry]
        return Int(entry.count) + (entry.bits & masks[n % 240]).nonzeroBitCount
    }
}
