import AlgoSupport
import Primality
import Testing
import _TestSupport

@testable import Sieve

@Suite struct PrimeSieveTests {
    // π(10^k), k = 1…10 (OEIS A006880).
    static let powersOfTen: [(UInt64, UInt64)] = [
        (10, 4), (100, 25), (1_000, 168), (10_000, 1229), (100_000, 9592), (1_000_000, 78498),
        (10_000_000, 664579), (100_000_000, 5_761_455), (1_000_000_000, 50_847_534),
        (10_000_000_000, 455_052_511),
    ]

    /// Under a sanitizer (ten to thirty times slower) the sizes stop at 10^9, where two threads
    /// still split the work into many chunks; `make test` runs 10^10.
    static let powersOfTenHere = sanitizerActive ? powersOfTen.filter { $0.0 <= 1_000_000_000 } : powersOfTen

    @Test(
        "π(10^k) for k = 1…10 (OEIS A006880; to 10^9 under a sanitizer), on 1 and 2 threads",
        arguments: powersOfTenHere)
    func powersOfTenCounts(n: UInt64, expected: UInt64) {
        // Under a sanitizer 10^9 runs on two threads only: one thread there is the same code as
        // at 10^8, and took minutes of the ThreadSanitizer pass.
        if !(sanitizerActive && n >= 1_000_000_000) { #expect(PrimeSieve.count(upTo: n, threads: 1) == expected) }
        if n >= 1_000_000_000 { #expect(PrimeSieve.count(upTo: n, threads: 2) == expected) }
    }

    @Test(
        "π(2^31) = 105097565 and π(2^32) = 203280221 (OEIS A007053)",
        .enabled(if: !sanitizerActive, "4·10^9 numbers on one thread: minutes under a sanitizer; `make test` runs it"))
    func powersOfTwo() {
        #expect(PrimeSieve.count(upTo: 1 << 31) == 105_097_565)
        #expect(PrimeSieve.count(upTo: 1 << 32) == 203_280_221)
    }

    @Test("agrees with the classic sieve's π(n) for every n ≤ 10^5 (10^4 under a sanitizer)")
    func everySmallN() {
        // A sieve set up per n: 10^5 of them take minutes under ThreadSanitizer.
        let limit = sanitizerActive ? 10_000 : 100_000
        let classic = classicSievePrimes(upTo: limit)
        var expected: UInt64 = 0
        var next = 0
        var mismatches: [UInt64] = []
        for n in 0...limit {
            if next < classic.count && classic[next] == n {
                expected += 1
                next += 1
            }
            if PrimeSieve.count(in: 0...UInt64(n), threads: 1) != expected { mismatches.append(UInt64(n)) }
        }
        #expect(mismatches.isEmpty, "first mismatches: \(mismatches.prefix(5))")
    }

    @Test("lists equal trial division on small ranges, including both ends")
    func listsAgainstTrialDivision() {
        var generator = SplitMix64(seed: 30)
        var ranges: [ClosedRange<UInt64>] = [0...0, 0...1, 0...2, 2...2, 0...200, 160...200, 1_000_000...1_001_000]
        for _ in 0..<200 {
            let low = UInt64.random(in: 0...2_000_000_000, using: &generator)
            ranges.append(low...(low + UInt64.random(in: 0...3000, using: &generator)))
        }
        for range in ranges {
            let expected = range.filter(PrimeOracle.isPrimeByTrialDivision)
            #expect(PrimeSieve.primes(in: range) == expected, "seed 30, range \(range)")
            #expect(PrimeSieve.count(in: range, threads: 1) == UInt64(expected.count), "seed 30, range \(range)")
        }
    }

    @Test("the segment bitmaps decode to trial division's primes on random ranges from 167, in order, zero-padded")
    func segmentBitmaps() {
        var generator = SplitMix64(seed: 33)
        var ranges: [ClosedRange<UInt64>] = [167...167, 167...1000, 169...10_000]
        for _ in 0..<100 {
            let low = UInt64.random(in: 167...4_000_000_000, using: &generator)
            ranges.append(low...(low + UInt64.random(in: 0...5000, using: &generator)))
        }
        for range in ranges {
            var decoded: [UInt64] = []
            var padded = true
            PrimeSieve.forEachSegment(in: range) { bytes, count, firstByte in
                for i in 0..<count {
                    for (k, residue) in PrimeSieve.wheelResidues.enumerated() where bytes[i] >> UInt8(k) & 1 == 1 {
                        decoded.append(30 * (firstByte + UInt64(i)) + residue)
                    }
                }
                padded = padded && (count..<(count + 8)).allSatisfy { bytes[$0] == 0 }
                return true
            }
            #expect(decoded == range.filter(PrimeOracle.isPrimeByTrialDivision), "seed 33, range \(range)")
            #expect(padded, "seed 33, range \(range)")
        }
    }

    @Test("ranges starting and ending at every residue mod 30 and on segment edges, small segments")
    func residuesAndSegmentEdges() {
        // Segments of 64 and 256 bytes make every prime above 256 or 1024 a bucket prime, and put
        // many segment edges inside the range (a 200-byte request is rounded down to 128 bytes);
        // 4096-byte segments in 1024-byte blocks have small primes (≤ 256) crossed block by block
        // and medium ones (≤ 4096) over the whole segment. An L2 of 0 turns the sparse tier off
        // (its primes go to the buckets), one of 1 GiB keeps it (up to 4 segments' bytes).
        let flags = Set(classicSievePrimes(upTo: 500_000).map(UInt64.init))
        let shapes = [(64, 64), (200, 200), (256, 256), (4096, 1024)]
        for (l2, (segmentBytes, blockBytes)) in [1 << 30, 0].flatMap({ l2 in shapes.map { (l2, $0) } }) {
            for base: UInt64 in [0, 30 * 64 * 5, 100_000] {
                for startResidue: UInt64 in 0..<30 {
                    for endResidue: UInt64 in stride(from: 0, to: 30, by: 7) {
                        let low = base + startResidue
                        let high = base + 30 * UInt64(segmentBytes) * 3 + endResidue
                        let expected = UInt64((low...high).filter { flags.contains($0) }.count)
                        var count: UInt64 = UInt64(PrimeSieve.tinyPrimes.filter { (low...high).contains($0) }.count)
                        WheelSieve(
                            low: max(low, PresievePattern.firstSievingPrime), high: high, segmentBytes: segmentBytes,
                            blockBytes: blockBytes, sparseL2Bytes: l2
                        )
                        .run { bytes, n, _ in
                            for i in 0..<n { count += UInt64(bytes[i].nonzeroBitCount) }
                            return true
                        }
                        #expect(count == expected, "segment \(segmentBytes), L2 \(l2), range \(low)...\(high)")
                    }
                }
            }
        }
    }

    @Test("shards with odd boundaries sum exactly to the whole")
    func shards() {
        var generator = SplitMix64(seed: 64)
        // Ten times smaller under a sanitizer (the whole range is counted three times).
        let low: UInt64 = sanitizerActive ? 99_999_937 : 999_999_937
        let high: UInt64 = sanitizerActive ? 130_000_011 : 1_300_000_011
        let whole = PrimeSieve.count(in: low...high, threads: 2)
        var cuts = (0..<9).map { _ in UInt64.random(in: low...high, using: &generator) }.sorted()
        cuts = [low] + cuts + [high + 1]
        var sum: UInt64 = 0
        for (start, end) in zip(cuts, cuts.dropFirst()) where start < end {
            sum += PrimeSieve.count(in: start...(end - 1), threads: 1)
        }
        #expect(sum == whole, "seed 64, cuts \(cuts)")
        #expect(whole == PrimeSieve.count(upTo: high) - PrimeSieve.count(upTo: low - 1))
    }

    @Test("the top of the 64-bit range: every number checked by Sinclair's Miller–Rabin bases")
    func nearTwoToSixtyFour() {
        let low = UInt64.max - 200_000
        let primes = PrimeSieve.primes(in: low...UInt64.max)
        let expected = (low...UInt64.max).filter(PrimeOracle.isPrimeBySinclairBases)
        #expect(primes == expected)
        #expect(primes.last == 18_446_744_073_709_551_557)  // the largest 64-bit prime
        #expect(PrimeSieve.count(in: low...UInt64.max, threads: 2) == UInt64(expected.count))
        #expect(PrimeSieve.count(in: UInt64.max...UInt64.max) == 0)
    }

    @Test("the n-th prime: n = 1, 2, 10^6, 10^8 (10^7 under a sanitizer), and beyond 2^64")
    func nthPrime() throws {
        #expect(try PrimeSieve.nthPrime(1) == 2)
        #expect(try PrimeSieve.nthPrime(2) == 3)
        #expect(try PrimeSieve.nthPrime(1000) == 7919)
        #expect(try PrimeSieve.nthPrime(1_000_000) == 15_485_863)
        // p(10^8) sieves 2·10^9 numbers: p(10^7) (OEIS A006988) under a sanitizer.
        if sanitizerActive {
            #expect(try PrimeSieve.nthPrime(10_000_000) == 179_424_673)
        } else {
            #expect(try PrimeSieve.nthPrime(100_000_000) == 2_038_074_743)
        }
        #expect(throws: SieveError.zeroIndex) { try PrimeSieve.nthPrime(0) }
        #expect(throws: SieveError.beyondUInt64(PrimeSieve.primesBelow2To64 + 1)) {
            try PrimeSieve.nthPrime(PrimeSieve.primesBelow2To64 + 1)
        }
        // The k-th prime for every k ≤ 2000 against the classic list.
        let classic = classicSievePrimes(upTo: 20_000)
        for k in 1...2000 { #expect(try PrimeSieve.nthPrime(UInt64(k), threads: 1) == UInt64(classic[k - 1])) }
    }

    @Test(
        "random intervals agree with primesieve",
        .enabled(if: PrimeOracle.primesievePath != nil, "primesieve is not installed (apt-get install primesieve)"))
    func againstPrimesieve() throws {
        var generator = SplitMix64(seed: 0x5EED)
        // Under a sanitizer, four ranges below 2^44 (near 2^64 the sieving primes to 2^32 alone take
        // minutes there); `make test` runs all twelve.
        for _ in 0..<(sanitizerActive ? 4 : 12) {
            let low = generator.next() >> UInt64.random(in: (sanitizerActive ? 20 : 0)...40, using: &generator)
            let width = UInt64.random(in: 0...20_000_000, using: &generator)
            let high = low > UInt64.max - width ? UInt64.max : low + width
            let reference = try #require(PrimeOracle.primesieveCount(low, high))
            #expect(PrimeSieve.count(in: low...high) == reference, "seed 0x5EED, range \(low)...\(high)")
        }
    }

    @Test(
        "opt-in long checks: π(10^11), π(10^12), [10^12, 10^12 + 10^9], near 2^64",
        .enabled(if: longTestsEnabled, "long tests are off (ALGOSUITE_LONG_TESTS=1 runs them)"))
    func longChecks() {
        #expect(PrimeSieve.count(upTo: 100_000_000_000) == 4_118_054_813)
        #expect(PrimeSieve.count(upTo: 1_000_000_000_000) == 37_607_912_018)
        #expect(PrimeSieve.count(in: 1_000_000_000_000...1_001_000_000_000) == 36_190_991)
        let low = UInt64.max - 10_000_000
        #expect(PrimeSieve.count(in: low...UInt64.max) == UInt64((low...UInt64.max).filter(BailliePSW.isPrime).count))
    }
}
