import AlgoSupport
import Testing
import _TestSupport

@testable import Sieve

/// Prime k-tuplets against a brute-force scan of an independent flag sieve, published counts, and
/// primesieve.
@Suite struct PrimeTupletsTests {
    /// primesieve's patterns, restated for the oracle.
    static let patterns: [Int: [[UInt64]]] = [
        2: [[0, 2]], 3: [[0, 2, 6], [0, 4, 6]], 4: [[0, 2, 6, 8]], 5: [[0, 2, 6, 8, 12], [0, 4, 6, 10, 12]],
        6: [[0, 4, 6, 10, 12, 16]],
    ]

    /// A plain flag sieve to 2·10^6, written here.
    static let limit: UInt64 = 2_000_000
    static let isPrime: [Bool] = {
        var flags = [Bool](repeating: true, count: Int(limit) + 1)
        flags[0] = false
        flags[1] = false
        var i = 2
        while i * i <= Int(limit) {
            if flags[i] { for j in stride(from: i * i, through: Int(limit), by: i) { flags[j] = false } }
            i += 1
        }
        return flags
    }()

    /// Every tuplet with all members in [low, high], by scanning each p.
    static func bruteForce(_ k: Int, _ low: UInt64, _ high: UInt64) -> [[UInt64]] {
        var found: [[UInt64]] = []
        var p = low
        while p <= high {
            for pattern in patterns[k]! where p + pattern.last! <= high {
                if pattern.allSatisfy({ isPrime[Int(p + $0)] }) { found.append(pattern.map { p + $0 }) }
            }
            p += 1
        }
        return found
    }

    @Test("count, list and the streaming baseline equal the brute-force scan on 300 random ranges below 2·10^6")
    func randomRanges() {
        var rng = SplitMix64(seed: 0x7A_9137)
        for trial in 0..<300 {
            let k = 2 + trial % 5
            let low = trial % 3 == 0 ? rng.next() % 2_000 : rng.next() % (Self.limit - 1)
            let width = trial % 7 == 0 ? rng.next() % 100 : rng.next() % 200_000
            let high = min(Self.limit - 16, low + width)
            guard low <= high else { continue }
            let expected = Self.bruteForce(k, low, high)
            var listed: [[UInt64]] = []
            PrimeTuplets.forEach(k, in: low...high) {
                listed.append($0)
                return true
            }
            #expect(listed == expected, "k = \(k), [\(low), \(high)]")
            #expect(PrimeTuplets.count(k, in: low...high, threads: 2) == UInt64(expected.count), "k = \(k)")
            #expect(PrimeTuplets.countStreaming(k, in: low...high) == UInt64(expected.count), "k = \(k)")
        }
    }

    @Test("published counts below 10^9: twins 3424506 (OEIS A007508), quadruplets 28388 (OEIS A050258)")
    func publishedCounts() {
        #expect(PrimeTuplets.count(2, in: 0...1_000_000_000) == 3_424_506)
        #expect(PrimeTuplets.count(4, in: 0...1_000_000_000) == 28_388)
        #expect(PrimeTuplets.count(2, in: 0...1000) == 35)  // A007508: 35 pairs below 10^3
    }

    @Test("many chunks (8 threads over 2^27 numbers near 10^12) give the single-chunk and streaming counts")
    func chunkCuts() {
        let range: ClosedRange<UInt64> = 1_000_000_000_000...(1_000_000_000_000 + (1 << 27))
        for k in 2...6 {
            let streaming = PrimeTuplets.countStreaming(k, in: range)
            #expect(PrimeTuplets.count(k, in: range, threads: 8) == streaming, "k = \(k)")
            #expect(PrimeTuplets.count(k, in: range, threads: 1) == streaming, "k = \(k)")
        }
    }

    @Test(
        "agreement with primesieve -c2…-c6 on random ranges up to 2^64 − 1",
        .enabled(if: PrimeOracle.primesievePath != nil, "primesieve is not installed (apt-get install primesieve)"))
    func primesieve() throws {
        var rng = SplitMix64(seed: 64)
        // Under a sanitizer, two ranges below 2^44 and not the top of the range (its sieving primes
        // to 2^32 alone take minutes there); `make test` runs all five.
        for trial in (sanitizerActive ? 1 : 0)..<(sanitizerActive ? 3 : 5) {
            let width = UInt64(1_000_000 + Int(rng.next() % 9_000_000))
            let value = rng.next()
            let shift = sanitizerActive ? 20 + rng.next() % 20 : rng.next() % 40
            let low = trial == 0 ? UInt64.max - width : value >> shift
            let high = low + min(width, UInt64.max - low)
            let expected = try #require(PrimeOracle.primesieveTupletCounts(low, high))
            let mine = (2...6).map { PrimeTuplets.count($0, in: low...high, threads: 2) }
            #expect(mine == expected, "[\(low), \(high)]")
        }
    }

    @Test("progress: rises to 1 after the last chunk, on one thread and on two, with the count unchanged")
    func progress() {
        for threads in [1, 2] {
            let seen = Fractions()
            // π₂(10^9) = 3424506 twin pairs (OEIS A007508).
            #expect(PrimeTuplets.count(2, in: 0...1_000_000_000, threads: threads, progress: seen.append) == 3_424_506)
            let fractions = seen.values.withLock { $0 }
            #expect(fractions.count > 1)  // 10^9 is cut into several chunks
            #expect(fractions.allSatisfy { $0 > 0 && $0 <= 1 })
            #expect(fractions.max() == 1)
        }
    }

    /// The fractions a progress callback was given, from any thread.
    final class Fractions: Sendable {
        let values = ThreadLocked<[Double]>([])
        @Sendable func append(_ fraction: Double) { values.withLock { $0.append(fraction) } }
    }
}
