import Sieve

/// π(n) for every n ≤ limit in 16 bytes per 240 numbers, as primecount's `PiTable`: for each
/// run of 240 numbers, the count of primes before it and one bit for each of its 64 numbers
/// coprime to 30 (residues 1, 7, 11, 13, 17, 19, 23, 29 in each of its eight runs of 30).
///
/// A lookup is one 16-byte read and one popcount, so Gourdon's A, C and Σ read π up to √x from a
/// table 60 times smaller than an array of 32-bit counts (at x = 10^16: 6.7 MB instead of 400).
///
/// - Tested against: the prime tables' π for every n ≤ 10^6 and the sieve's count at random n
///   up to 10^9 (PhiTests).
final class CompressedPiTable: @unchecked Sendable {
    /// The bound: π(n) for 0 ≤ n ≤ limit.
    let limit: Int
    /// counts[i]: π(240·i − 1) (with 2, 3 and 5); bits[i]: the primes among 240·i … 240·i + 239.
    private let entries: UnsafeMutablePointer<(count: UInt64, bits: UInt64)>
    private let entryCount: Int

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

    /// - Complexity: O(limit log log limit) time (the sieve), limit/15 bytes.
    init(upTo limit: Int) {
        precondition(limit >= 0)
        self.limit = limit
        entryCount = limit / 240 + 1
        entries = .allocate(capacity: entryCount)
        entries.initialize(repeating: (0, 0), count: entryCount)
        masks = .allocate(capacity: 240)
        masks.initialize(from: Self.maskTable, count: 240)
        if limit >= 7 {
            PrimeSieve.forEachPrime(in: 7...UInt64(limit)) { p in
                let n = Int(p)
                let r = n % 240
                let bit = r / 30 * 8 + Self.residueIndex[r % 30]
                entries[n / 240].bits |= 1 << UInt64(bit)
                return true
            }
        }
        var before: UInt64 = 3
        for i in 0..<entryCount {
            entries[i].count = before
            before += UInt64(entries[i].bits.nonzeroBitCount)
        }
    }

    deinit {
        entries.deallocate()
        masks.deallocate()
    }

    /// π(n), 0 ≤ n ≤ limit.
    ///
    /// - Complexity: O(1).
    @inline(__always)
    subscript(n: Int) -> Int {
        if n < 6 { return Int(Self.small[n]) }
        let entry = entries[n / 240]
        return Int(entry.count) + (entry.bits & masks[n % 240]).nonzeroBitCount
    }
}
