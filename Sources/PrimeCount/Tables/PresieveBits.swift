/// A pattern of the numbers coprime to 30 that repeats with the product of a few primes above 5,
/// copied into each hard-leaf segment instead of crossing those primes off one multiple at a
/// time (primesieve's and primecount's pre-sieve).
///
/// Byte j stands for the eight numbers 30j + 1, 7, 11, 13, 17, 19, 23 and 29, one bit each from
/// bit 0 up (``LeafSegment``'s layout); a bit is set when its number is divisible by none of the
/// primes. 2, 3 and 5 need no pattern: their multiples have no bit. The period is the product of
/// the primes in bytes (1001 for 7, 11 and 13), so a segment starting at byte s copies from byte
/// s mod period.
///
/// - Tested against: trial division of every bit, of the pattern and of copies at several
///   offsets (PresieveBitsTests), and π through every method (PrimeCountTests).
struct PresieveBits: Sendable {
    /// 7, 11 and 13, which with the wheel's 2, 3 and 5 are LMO's and Gourdon's first six primes.
    static let firstSixPrimes = PresieveBits(primes: [7, 11, 13])

    /// The pattern for the first `count` primes (3 ≤ count ≤ 6; the wheel has the first three).
    static func firstPrimes(_ count: Int) -> PresieveBits {
        count == PhiTiny.maxA ? firstSixPrimes : PresieveBits(primes: PhiTiny.primes.prefix(count).filter { $0 > 5 })
    }

    /// At least one period, repeated to 8 KiB or more so that a fill copies long runs.
    let bytes: [UInt8]
    let period: Int

    /// - Parameter primes: primes above 5.
    /// - Complexity: O(8 · period · primes) once: 24,024 tests for 7, 11 and 13.
    init(primes: [Int]) {
        precondition(primes.allSatisfy { $0 > 5 }, "2, 3 and 5 are the wheel's")
        period = primes.reduce(1, *)
        var pattern = [UInt8](repeating: 0, count: period)
        for j in 0..<period {
            for (bit, residue) in LeafSegment.wheelResidues.enumerated()
            where primes.allSatisfy({ (30 * j + residue) % $0 != 0 }) {
                pattern[j] |= UInt8(1) << UInt8(bit)
            }
        }
        let copies = max(1, (8192 + period - 1) / period)
        bytes = Array((0..<copies).map { _ in pattern }.joined())
    }

    /// Copies the pattern into `count` bytes that start with the byte of the numbers
    /// 30·`startByte` + 1…29.
    ///
    /// - Complexity: O(count).
    func fill(_ target: UnsafeMutablePointer<UInt8>, count: Int, startByte: Int) {
        var offset = startByte % period
        var done = 0
        bytes.withUnsafeBufferPointer { pattern in
            while done < count {
                let run = min(count - done, pattern.count - offset)
                target.advanced(by: done).update(from: pattern.baseAddress! + offset, count: run)
                done += run
                // A whole number of periods was copied past `offset`, or the copy ended.
                offset = (offset + run) % period
            }
        }
    }
}
