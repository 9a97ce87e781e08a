import Testing
import _TestSupport

@testable import PrimeCount

/// The pre-sieve pattern of the hard-leaf segments against the definition, bit by bit: bit i of
/// byte j is set exactly when 30j + (1, 7, 11, 13, 17, 19, 23, 29)[i] is divisible by none of the
/// primes.
@Suite struct PresieveBitsTests {
    static let residues = [1, 7, 11, 13, 17, 19, 23, 29]

    @Test(
        "every bit of the pattern, and of its copies at several offsets, against trial division",
        arguments: [[], [7], [7, 11], [7, 11, 13], [11, 17]])
    func pattern(primes: [Int]) {
        let pattern = PresieveBits(primes: primes)
        #expect(pattern.period == primes.reduce(1, *))
        #expect(pattern.bytes.count % pattern.period == 0 && pattern.bytes.count >= 8192)
        let wrong = pattern.bytes.withUnsafeBufferPointer { Self.mismatches($0, startByte: 0, primes: primes) }
        #expect(wrong == 0)
        // Copies that start mid-pattern, wrap around its end and run past the stored repeats.
        let target = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: 20_000)
        defer { target.deallocate() }
        for startByte in [0, 1, pattern.period - 1, 3 * pattern.period + 17, 123_457] {
            pattern.fill(target.baseAddress!, count: target.count, startByte: startByte)
            let copyWrong = Self.mismatches(UnsafeBufferPointer(target), startByte: startByte, primes: primes)
            #expect(copyWrong == 0, "copy from byte \(startByte)")
        }
    }

    /// The bits of `bytes` that disagree with trial division: byte j stands for 30·(startByte + j)
    /// plus the residues.
    static func mismatches(_ bytes: UnsafeBufferPointer<UInt8>, startByte: Int, primes: [Int]) -> Int {
        (0..<(bytes.count * 8)).count { bit in
            let number = 30 * (startByte + bit / 8) + residues[bit % 8]
            let set = bytes[bit / 8] >> UInt8(bit % 8) & 1 == 1
            return set != primes.allSatisfy { number % $0 != 0 }
        }
    }
}
