import Testing
import _TestSupport

@testable import PrimeCount

/// The pre-sieve pattern of the hard-leaf segments against the definition, bit by bit: bit j is
/// set exactly when first + j·step is divisible by none of the primes.
@Suite struct PresieveBitsTests {
    @Test(
        "every bit of the pattern, and of its copies at several offsets, against trial division",
        arguments: [
            ([2, 3, 5], 1, 1), ([2, 3, 5, 7], 1, 1), ([2, 3, 5, 7, 11], 1, 1), ([2, 3, 5, 7, 11, 13], 1, 1),
            ([3, 5, 7], 1, 2), ([3, 5, 7, 11, 13], 3, 2), ([7, 11], 5, 1),
        ])
    func pattern(primes: [Int], first: Int, step: Int) {
        let pattern = PresieveBits(primes: primes, first: first, step: step)
        let wrong = pattern.words.withUnsafeBufferPointer {
            Self.mismatches($0, start: first, step: step, primes: primes)
        }
        #expect(wrong == 0)
        // Copies that start mid-pattern and wrap around its end.
        let target = UnsafeMutableBufferPointer<UInt64>.allocate(capacity: 300)
        defer { target.deallocate() }
        for startWord in [0, 1, pattern.words.count - 1, 3 * pattern.words.count + 17] {
            let start = first + 64 * startWord * step
            pattern.fill(target.baseAddress!, count: target.count, start: start)
            let copyWrong = Self.mismatches(UnsafeBufferPointer(target), start: start, step: step, primes: primes)
            #expect(copyWrong == 0, "copy from word \(startWord)")
        }
    }

    /// The bits of `words` that disagree with trial division: bit j stands for start + j·step.
    static func mismatches(_ words: UnsafeBufferPointer<UInt64>, start: Int, step: Int, primes: [Int]) -> Int {
        (0..<(words.count * 64)).count { j in
            let bit = words[j >> 6] >> UInt64(j & 63) & 1 == 1
            return bit != primes.allSatisfy { (start + j * step) % $0 != 0 }
        }
    }
}
