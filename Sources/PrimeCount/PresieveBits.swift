/// A bit pattern that repeats with the product of a few small primes, copied into each segment
/// instead of crossing those primes off one multiple at a time (primesieve's pre-sieve).
///
/// Bit j of the pattern stands for the number first + j·step (step 1: every integer; step 2:
/// the odd numbers); it is set when that number is divisible by none of the primes. The period
/// is a whole number of 64-bit words, so a segment whose first number is a word boundary of the
/// pattern copies whole words.
///
/// - Tested against: trial division of every bit, of the pattern and of copies at several
///   offsets (PresieveBitsTests), and π through every method (PrimeCountTests).
struct PresieveBits: Sendable {
    /// 2, 3, 5, 7, 11 and 13 over every integer from 1: LMO's segments (built once, 120 KiB).
    static let firstSixPrimes = PresieveBits(primes: PhiTiny.primes, first: 1, step: 1)

    let words: [UInt64]
    let first: Int
    let step: Int

    /// One prime's bits repeat every p words (64·p bits hold a whole number of its periods), so
    /// each prime's p-word mask is built bit by bit and then ANDed into the pattern a word at a
    /// time. (Crossing off the pattern's bits one by one cost 20.7M of the 48.0M instructions of
    /// `algo pi 1e9`, by callgrind.)
    ///
    /// - Complexity: O(primes · period/64 + Σ p) once: 15,015 words for 3·5·7·11·13 or
    ///   2·3·5·7·11·13.
    init(primes: [Int], first: Int, step: Int) {
        let product = primes.reduce(1, *)
        // Numbers first + j·step repeat their residues every product/gcd(product, step) steps.
        var cycle = product
        if step == 2 && product % 2 == 0 { cycle = product / 2 }
        var bits = cycle
        while bits % 64 != 0 { bits += cycle }
        var words = [UInt64](repeating: .max, count: bits / 64)
        for p in primes {
            // The first j with p | first + j·step, then every p-th (p is odd, or step is 1).
            guard let start = (0..<p).first(where: { (first + $0 * step) % p == 0 }) else { continue }
            var mask = [UInt64](repeating: .max, count: p)
            for j in stride(from: start, to: 64 * p, by: p) { mask[j >> 6] &= ~(UInt64(1) << UInt64(j & 63)) }
            var m = 0
            for w in words.indices {
                words[w] &= mask[m]
                m = m + 1 == p ? 0 : m + 1
            }
        }
        self.words = words
        self.first = first
        self.step = step
    }

    /// Copies the pattern for `count` words starting at the number `start` (start − first must
    /// be a multiple of 64·step).
    ///
    /// - Complexity: O(count).
    func fill(_ target: UnsafeMutablePointer<UInt64>, count: Int, start: Int) {
        let position = (start - first) / step
        precondition(position >= 0 && position % 64 == 0)
        var word = (position / 64) % words.count
        var done = 0
        words.withUnsafeBufferPointer { pattern in
            while done < count {
                let run = min(count - done, pattern.count - word)
                target.advanced(by: done).update(from: pattern.baseAddress! + word, count: run)
                done += run
                word = 0
            }
        }
    }
}
