import AlgoSupport
import BigNumber
import Sieve
import Testing
import _TestSupport

@testable import PrimeCount

/// π(x) by every method against OEIS A006880, the sieve, and primecount 7.6 when installed.
/// Under a sanitizer (10× slower) the sizes shrink; the threads and every code path still run.
@Suite struct PrimeCountTests {
    static let reduced = sanitizerActive

    /// π(10^k), k = 0…22: OEIS A006880 (https://oeis.org/A006880).
    static let powersOfTen: [UInt128] = [
        0, 4, 25, 168, 1229, 9592, 78498, 664_579, 5_761_455, 50_847_534, 455_052_511, 4_118_054_813,
        37_607_912_018, 346_065_536_839, 3_204_941_750_802, 29_844_570_422_669, 279_238_341_033_925,
        2_623_557_157_654_233, 24_739_954_287_740_860, 234_057_667_276_344_607, 2_220_819_602_560_918_840,
        21_127_269_486_018_731_928, 201_467_286_689_315_906_290,
    ]

    static func power(_ k: Int) -> UInt128 { (0..<k).reduce(UInt128(1)) { value, _ in value * 10 } }

    @Test(
        "π(10^k) by each method against OEIS A006880",
        arguments: [
            (PrimeCount.Method.sieve, 10), (.legendre, 10), (.meissel, 11), (.lmo, 13), (.delegliseRivat, 14),
            (.gourdon, 14),
        ])
    func powersOfTen(method: PrimeCount.Method, largest: Int) throws {
        for k in 0...(Self.reduced ? largest - 2 : largest) {
            #expect(try PrimeCount.pi(Self.power(k), method: method, threads: 2) == Self.powersOfTen[k], "10^\(k)")
        }
    }

    @Test("every method agrees with the sieve at 200 random x in 2^20…2^31 (40 in 2^20…2^28 sanitized), and near 2^20")
    func randomAgainstSieve() throws {
        var random = SplitMix64(seed: 13)
        var points: [UInt64] = [(1 << 20) - 1, 1 << 20, (1 << 20) + 1]
        for index in 0..<(Self.reduced ? 40 : 200) {
            let bits = 20 + index % (Self.reduced ? 8 : 11)  // 2^20 … 2^31 (2^28 under a sanitizer)
            points.append(random.next() % (1 << UInt64(bits)) + (1 << 20))
        }
        for x in points {
            let expected = UInt128(PrimeSieve.count(in: 0...x, threads: 1))
            for method in [PrimeCount.Method.legendre, .meissel, .lmo, .delegliseRivat, .gourdon] {
                #expect(try PrimeCount.pi(UInt128(x), method: method, threads: 1) == expected, "\(method) \(x)")
            }
        }
    }

    @Test(
        "every method agrees with the sieve at 6 random x in 2^31…10^11, one an octave, Legendre at the 3 smallest",
        .enabled(if: !sanitizerActive, "the sieve to 10^11 takes minutes under a sanitizer; 2^20…2^28 runs instead"))
    func randomAgainstSieveTo1e11() throws {
        var random = SplitMix64(seed: 1011)
        let points = (0..<6).map { index in
            // One point in each of [2^31, 2^32), …, [2^36, 10^11].
            let bits = UInt64(31 + index)
            return min((1 << bits) + random.next() % (1 << bits), 100_000_000_000)
        }
        var counted: UInt64 = 0  // π(x) by the sieve, chained from one point to the next
        var start: UInt64 = 0
        for (index, x) in points.enumerated() {
            counted += PrimeSieve.count(in: start...x, threads: 2)
            start = x + 1
            let expected = UInt128(counted)
            var methods: [PrimeCount.Method] = [.meissel, .lmo, .delegliseRivat, .gourdon]
            if index < 3 { methods.append(.legendre) }
            for method in methods {
                #expect(try PrimeCount.pi(UInt128(x), method: method, threads: 2) == expected, "\(method) \(x)")
            }
        }
    }

    @Test("LMO and Deléglise–Rivat with 1, 2 and 3 threads and α from 1 to 20 agree with the sieve near 10^11")
    func threadsAndAlpha() throws {
        let x: UInt64 = (Self.reduced ? 1_000_000_000 : 100_000_000_000) + 12345
        let expected = PrimeSieve.count(in: 0...x, threads: 2)
        for threads in [1, 2, 3] {
            for alpha in [1.0, 4.0, 20.0] {
                for split in [false, true] {
                    let method = LagariasMillerOdlyzko(x, threads: threads, alpha: alpha, easySplit: split)
                    #expect(method.pi() == expected, "threads \(threads), α \(alpha), split \(split)")
                }
            }
        }
    }

    @Test(
        "Gourdon with 1, 2 and 3 threads, α_y, α_z from 1 to 16 and π windows from 240 numbers agrees with the sieve near 10^11"
    )
    func gourdonParameters() throws {
        let x: UInt64 = (Self.reduced ? 1_000_000_000 : 100_000_000_000) + 54321
        let expected = PrimeSieve.count(in: 0...x, threads: 2)
        for threads in [1, 2, 3] {
            for (alphaY, alphaZ) in [(1.0, 1.0), (2.0, 4.0), (6.0, 1.5), (16.0, 1.0), (16.0, 16.0)] {
                let method = Gourdon(x, threads: threads, alphaY: alphaY, alphaZ: alphaZ)
                #expect(method.pi() == expected, "threads \(threads), α_y \(alphaY), α_z \(alphaZ)")
            }
        }
        // Windows of the segmented π table from one run of 240 numbers up: leaves on every edge.
        for span in [240, 240 * 37, 240 * 1000] {
            #expect(Gourdon(x, threads: 2, windowSpan: span).pi() == expected, "window span \(span)")
        }
    }

    @Test(
        "Deléglise–Rivat, Gourdon (and LMO to 2^44) against primecount 7.6 at random x and 2^k up to 2^50 (when installed)"
    )
    func againstPrimecount() throws {
        guard PrimeOracle.primecountPath != nil else {
            print("note: primecount is not installed (apt primecount); checked against OEIS and the sieve only")
            return
        }
        var random = SplitMix64(seed: 2026)
        // Up to 2^50 ≈ 1.1·10^15 (2^36 under a sanitizer), and π(2^k) for 21 ≤ k ≤ 50.
        var points: [UInt128] = (0..<(Self.reduced ? 12 : 28)).map { index in
            UInt128(random.next() % (1 << UInt64(23 + index))) + (1 << 20)
        }
        points += (21...(Self.reduced ? 36 : 50)).map { UInt128(1) << UInt128($0) }
        for x in points {
            let reference = try #require(PrimeOracle.primecount("\(x)", threads: 2))
            // LMO to 2^44 (6 s at 2^50 alone), Deléglise–Rivat all the way.
            for method in [PrimeCount.Method.lmo, .delegliseRivat, .gourdon]
            where method != .lmo || x <= UInt128(1) << 44 {
                #expect(try "\(PrimeCount.pi(x, method: method, threads: 2))" == reference, "\(method) \(x)")
            }
        }
    }

    @Test("Gourdon's progress on one thread: rising through every phase from P₂'s 0.1 to 1, with the right count")
    func gourdonProgress() {
        let x: UInt64 = Self.reduced ? 1_000_000_000 : 100_000_000_000
        final class Log: @unchecked Sendable { var values: [Double] = [] }  // one thread: no lock
        let log = Log()
        // Small windows, so that the A and C phase reports several times.
        let count = Gourdon(x, threads: 1, windowSpan: 240 * 100).pi { log.values.append($0) }
        #expect(count == PrimeSieve.count(in: 0...x, threads: 2))
        #expect(log.values.first == 0.1 && log.values.last == 1)
        #expect(zip(log.values, log.values.dropFirst()).allSatisfy { $0 <= $1 }, "\(log.values.prefix(20))")
        #expect(log.values.contains { $0 > 0.1 && $0 < 0.35 }, "the A and C phase reports")
    }

    @Test("the 128-bit path (x past 2^64 uses it) gives the 64-bit path's counts")
    func wideArithmetic() {
        for x: UInt64 in [1 << 21, 1_000_000_007, Self.reduced ? 12_345_678_901 : 123_456_789_012] {
            for split in [false, true] {
                let narrow = LagariasMillerOdlyzko(x, threads: 2, easySplit: split).pi()
                let wide = LagariasMillerOdlyzko(UInt128(x), threads: 2, easySplit: split).pi()
                #expect(UInt128(narrow) == wide, "\(x) split \(split)")
            }
            #expect(UInt128(Gourdon(x, threads: 2).pi()) == Gourdon(UInt128(x), threads: 2).pi(), "Gourdon \(x)")
        }
    }

    @Test("the n-th prime by R⁻¹, π and a short sieve against the sieve's walk and OEIS A006988")
    func nthPrime() throws {
        // p(10^k), k = 6…12: OEIS A006988 (https://oeis.org/A006988).
        let references: [UInt64] = [
            15_485_863, 179_424_673, 2_038_074_743, 22_801_763_489, 252_097_800_623,
            2_760_727_302_517, 29_996_224_275_833,
        ]
        for (index, expected) in references.enumerated() where !Self.reduced || index < 4 {
            let n = (0..<(6 + index)).reduce(UInt128(1)) { value, _ in value * 10 }
            #expect(try PrimeCount.nthPrime(n, threads: 2) == UInt128(expected), "p(10^\(6 + index))")
        }
        var random = SplitMix64(seed: 7)
        for _ in 0..<(Self.reduced ? 8 : 30) {
            // The sieve's walk to p(3·10^8) covers 6.6·10^9 numbers: to 10^7 under a sanitizer.
            let n = 1_000_000 + random.next() % (Self.reduced ? 10_000_000 : 300_000_000)
            #expect(
                try PrimeCount.nthPrime(UInt128(n), threads: 2) == UInt128(try PrimeSieve.nthPrime(n, threads: 2)),
                "n = \(n)")
        }
        #expect(throws: PrimeCountError.zeroIndex) { try PrimeCount.nthPrime(0) }
        #expect(throws: PrimeCountError.nthTooLarge(PrimeCount.nthPrimeLimit + 1)) {
            try PrimeCount.nthPrime(PrimeCount.nthPrimeLimit + 1)
        }
    }

    @Test("the window walk from (t, π(t)) against the sieve's n-th prime, up and down, narrow windows (seed 60)")
    func windowWalk() {
        var random = SplitMix64(seed: 60)
        for _ in 0..<(Self.reduced ? 4 : 12) {
            let t = random.next() % 100_000_000
            let count = PrimeSieve.count(in: 0...t, threads: 2)
            let n = max(1, count + random.next() % 20_000 - min(count, 10_000))
            // Windows of 64 to 4096 numbers, doubling: many windows, and the one that reaches 0.
            let width = UInt128(64 << (random.next() % 7))
            let expected = try? PrimeSieve.nthPrime(n, threads: 2)
            #expect(
                PrimeCount.walk(toNth: UInt128(n), from: UInt128(t), count: UInt128(count), width: width)
                    == expected.map { UInt128($0) }, "seed 60: n = \(n) from t = \(t), width \(width)")
        }
        #expect(PrimeCount.walk(toNth: 1, from: 100, count: 25, width: 2) == 2)
    }

    @Test(
        "past 2^64: the walk from π(2^64) = 425656284035217743 (OEIS A007053) against GMP and the sieve",
        .enabled(if: !Self.reduced, "2·10^8 sieving primes a window: minutes under a sanitizer"))
    func walkAroundTwoTo64() {
        let twoTo64 = UInt128(1) << 64
        let count: UInt128 = 425_656_284_035_217_743
        // Up: GMP's next primes after 2^64 are the (count + 1)-th, (count + 2)-th, ...
        var next = BigInt(1) << 64
        var above: [UInt128] = []
        for _ in 0..<3 {
            next = next.nextPrime()
            above.append(next.exactUInt128!)
        }
        #expect(PrimeCount.walk(toNth: count + 3, from: twoTo64, count: count) == above[2])
        #expect(above[0] == twoTo64 + 13, "GMP's first prime past 2^64, as `algo nthprime --help` quotes")
        // Down: the count-th prime is the last below 2^64, and 5000 before it from the sieve.
        let below = PrimeSieve.primes(in: (UInt64.max - 1_000_000)...UInt64.max)  // 22,600 primes
        #expect(PrimeCount.walk(toNth: count, from: twoTo64, count: count) == UInt128(below[below.count - 1]))
        #expect(
            PrimeCount.walk(toNth: count - 5000, from: twoTo64, count: count) == UInt128(below[below.count - 5001]))
    }

    @Test("π(2^k) for k ≤ 33 against the sieve")
    func powersOfTwo() throws {
        for k in 0...(Self.reduced ? 28 : 33) {
            let x = UInt64(1) << UInt64(k)
            #expect(
                try PrimeCount.pi(UInt128(x), threads: 2) == UInt128(PrimeSieve.count(in: 0...x, threads: 2)), "2^\(k)")
        }
    }

    /// π(2^k), k = 0…50: OEIS A007053 (https://oeis.org/A007053); checked here against primecount 7.6.
    static let piOfPowersOfTwo: [UInt64] = [
        0, 1, 2, 4, 6, 11, 18, 31, 54, 97, 172, 309, 564, 1028, 1900, 3512, 6542, 12251, 23000, 43390, 82025, 155611,
        295947, 564163, 1_077_871, 2_063_689, 3_957_809, 7_603_553, 14_630_843, 28_192_750, 54_400_028, 105_097_565,
        203_280_221, 393_615_806, 762_939_111, 1_480_206_279, 2_874_398_515, 5_586_502_348, 10_866_266_172,
        21_151_907_950, 41_203_088_796, 80_316_571_436, 156_661_034_233, 305_761_713_237, 597_116_381_732,
        1_166_746_786_182, 2_280_998_753_949, 4_461_632_979_717, 8_731_188_863_470, 17_094_432_576_778,
        33_483_379_603_407,
    ]

    @Test("π(2^k) for k ≤ 50 by Gourdon (Deléglise–Rivat to 2^46) against OEIS A007053")
    func powersOfTwoPublished() throws {
        for k in 0...(Self.reduced ? 40 : 50) {
            let x = UInt128(1) << UInt128(k)
            #expect(try PrimeCount.pi(x, threads: 2) == UInt128(Self.piOfPowersOfTwo[k]), "2^\(k)")
            if k <= (Self.reduced ? 36 : 46) {
                #expect(
                    try PrimeCount.pi(x, method: .delegliseRivat, threads: 2) == UInt128(Self.piOfPowersOfTwo[k]),
                    "DR 2^\(k)")
            }
        }
    }

    @Test(
        "long: π(10^15…10^18) by Gourdon, to 10^16 by Deléglise–Rivat (OEIS A006880), the 10^15-th prime, the first past 2^64",
        .enabled(if: longTestsEnabled, "opt-in: ALGOSUITE_LONG_TESTS=1 (about 20 minutes on 2 cores)"))
    func longPowersOfTen() throws {
        for k in 15...18 {
            #expect(try PrimeCount.pi(Self.power(k), method: .gourdon, threads: 2) == Self.powersOfTen[k], "10^\(k)")
        }
        for k in 15...16 {
            #expect(
                try PrimeCount.pi(Self.power(k), method: .delegliseRivat, threads: 2) == Self.powersOfTen[k],
                "DR 10^\(k)")
        }
        #expect(try PrimeCount.nthPrime(1_000_000_000_000_000, threads: 2) == 37_124_508_045_065_437)
        // The first n past the primes below 2^64: π(R⁻¹(n)) on the 128-bit path (about 9 minutes),
        // then a window above 2^64; GMP's next prime after 2^64 is 2^64 + 13.
        #expect(
            try PrimeCount.nthPrime(425_656_284_035_217_744, threads: 2) == (UInt128(1) << 64) + 13,
            "the first prime past 2^64")
    }

    @Test("limits: 2^127 - 1 is the largest x; the sieve stops at 2^64 - 1")
    func limits() {
        #expect(throws: PrimeCountError.tooLarge(UInt128(1) << 127)) { try PrimeCount.pi(UInt128(1) << 127) }
        #expect(throws: PrimeCountError.sieveBeyond64Bits) {
            try PrimeCount.pi(UInt128(1) << 64, method: .sieve)
        }
    }
}
