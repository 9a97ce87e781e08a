import AlgoSupport
import Testing
import _TestSupport

@testable import Sieve

/// PresievePattern.fill against the definition: bit k of wheel byte b is set exactly when
/// 30·b + residues[k] has no prime factor in 7…163.
@Suite struct PresievePatternTests {
    @Test("fill matches trial division by 7…163 at random offsets, over chunk edges and pattern periods (seed 61)")
    func againstTrialDivision() {
        var rng = SplitMix64(seed: 61)
        let chunk = PresievePattern.chunkBytes
        let counts = [1, 7, 8, 31, 32, 33, 163, chunk - 1, chunk, chunk + 1, 3 * chunk + 5, 70_001]
        let starts: [UInt64] = [0, 1, 162, 17_016, UInt64.max / 30 - 70_001] + (0..<7).map { _ in rng.next() / 30 }
        let capacity = 70_001 + 16
        let buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
        defer { buffer.deallocate() }
        for start in starts {
            for count in counts {
                buffer.initialize(repeating: 0xA5, count: capacity)
                PresievePattern.shared.fill(buffer, count: count, fromByte: start)
                let expected = Self.bytes(from: start, count: count)
                let actual = Array(UnsafeBufferPointer(start: buffer, count: count))
                #expect(actual == expected, "seed 61, start \(start), count \(count)")
                #expect((count..<capacity).allSatisfy { buffer[$0] == 0xA5 }, "wrote past \(count) bytes")
            }
        }
    }

    /// The bytes by trial division, with each prime's remainder of the start taken once.
    private static func bytes(from start: UInt64, count: Int) -> [UInt8] {
        let primes = PresievePattern.primes
        let startRemainders = primes.map { start % $0 }
        return (0..<count).map { i in
            var byte: UInt8 = 0
            for (k, residue) in WheelTables.residues.enumerated() {
                let coprime = zip(primes, startRemainders).allSatisfy { p, s in
                    ((s + UInt64(i)) % p * 30 + residue) % p != 0
                }
                if coprime { byte |= 1 << UInt8(k) }
            }
            return byte
        }
    }
}
