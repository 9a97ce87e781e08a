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
        let survives = { (n: Int) in primes.allSatisfy { n % $0 != 0 } }
        var wrong = 0
        for j in 0..<(pattern.words.count * 64) {
            let bit = pattern.words[j >> 6] >> UInt64(j & 63) & 1 == 1
            if bit != survives(first + j * step) { wrong += 1 }
        }
        #expect(wrong == 0)
        // A copy that starts mid-pattern and wraps around its end.
        let count = 300
        let target = UnsafeMutablePointer<UInt64>.allocate(capacity: count)
        defer { target.deallocate() }
        for startWord in [0, 1, pattern.words.count - 1, 3 * pattern.words.count + 17] {
            let start = first + 64 * startWord * step
            pattern.fill(target, count: count, start: start)
            var copyWrong = 0
            for j in 0..<(count * 64) {
                let bit = target[j >> 6] >> UInt64(j & 63) & 1 == 1
                if bit != survives(start + j * step) { copyWrong += 1 }
            }
            #expect(copyWrong == 0, "copy from word \(startWord)")
        }
    }
}
