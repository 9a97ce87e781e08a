import AlgoSupport
import Sieve
import Testing
import _TestSupport

@testable import PrimeCount

/// The building blocks against their definitions, counted directly.
@Suite struct PhiTests {
    /// The first 30 primes and a direct φ(x, a): the n ≤ x divisible by none of the first a.
    static let primes = (2...127).filter { n in (2..<n).allSatisfy { n % $0 != 0 } }

    static func phiByCounting(_ x: Int, _ a: Int) -> Int {
        (1...max(x, 1)).filter { n in n <= x && Self.primes.prefix(a).allSatisfy { n % $0 != 0 } }.count
    }

    /// The prime factors of n with multiplicity, by trial division.
    static func factor(_ n: Int) -> [Int] {
        var rest = n
        var factors: [Int] = []
        var d = 2
        while d * d <= rest {
            while rest % d == 0 {
                factors.append(d)
                rest /= d
            }
            d += 1
        }
        if rest > 1 { factors.append(rest) }
        return factors
    }

    @Test("φ(x, a) for a ≤ 6 by the tables: every x ≤ 70,000 against counting")
    func tiny() {
        for a in 0...PhiTiny.maxA {
            var count = 0
            var wrong: [Int] = []
            for x in 0...70_000 {
                if x >= 1 && Self.primes.prefix(a).allSatisfy({ x % $0 != 0 }) { count += 1 }
                if PhiTiny.phi(UInt64(x), a) != UInt64(count) { wrong.append(x) }
            }
            #expect(wrong.isEmpty, "a = \(a): first wrong at \(wrong.prefix(3))")
        }
    }

    @Test("φ(x, a) by the recursion for x ≤ 20,000 and a ≤ 25 against counting")
    func recursion() {
        let tables = PrimeTables(upTo: 1000, withFactors: false)
        let phi = PartialSieveFunction(tables: tables)
        for x in stride(from: 0, through: 20_000, by: 97) {
            for a in 0...25 {
                #expect(phi(UInt64(x), a) == UInt64(Self.phiByCounting(x, a)), "φ(\(x), \(a))")
            }
        }
    }

    @Test("the tables: π, least prime factor and μ for n ≤ 10^5 against trial division")
    func tables() {
        let tables = PrimeTables(upTo: 100_000, withFactors: true)
        var count: UInt32 = 0
        var wrong: [Int] = []
        for n in 1...100_000 {
            let factors = Self.factor(n)
            if factors.count == 1 { count += 1 }
            let squareFree = Set(factors).count == factors.count
            let right =
                tables.pi[n] == count && tables.leastFactor[n] == (n == 1 ? UInt32.max : UInt32(factors[0]))
                && Int(tables.mobius[n]) == (squareFree ? (factors.count % 2 == 0 ? 1 : -1) : 0)
            if !right { wrong.append(n) }
        }
        #expect(wrong.isEmpty, "first wrong at \(wrong.prefix(3))")
        #expect(tables.primes[1] == 2 && tables.primes[Int(tables.pi[100_000])] == 99_991)
        #expect(tables.primes[Int(tables.pi[100_000]) + 1] == 100_003)  // one past the limit
    }

    @Test("the leaf factor table: every m ≤ 10^5 coprime to 210 against the μ and least-factor tables")
    func leafFactorTable() {
        let limit = 100_000
        let tables = PrimeTables(upTo: limit, withFactors: true)
        let factors = LeafFactorTable(limit: limit, mobius: tables.mobius, leastFactor: tables.leastFactor)
        var wrong: [Int] = []
        var index = -1
        for m in 0...limit {
            let coprime = m % 2 != 0 && m % 3 != 0 && m % 5 != 0 && m % 7 != 0
            if coprime { index += 1 }
            if LeafFactorTable.index(atOrBelow: m) != index { wrong.append(m) }
            guard coprime, m >= 2 else { continue }
            let entry = factors.values[index]
            let answers = Self.entryAnswers(
                entry, m: m, mobius: Int(tables.mobius[m]), leastFactor: Int(tables.leastFactor[m]))
            if LeafFactorTable.number(at: index) != m || !answers { wrong.append(m) }
        }
        #expect(wrong.isEmpty, "first wrong at \(wrong.prefix(3))")
        #expect(factors.values.count == index + 1 && factors.values[0] == LeafFactorTable.one)  // m = 1
    }

    /// The odd primes the hard-leaf loops could ask a table to 10^5 about (p ≤ √10^5 = 316).
    static let askedPrimes = [7] + (11...316).filter { n in (2..<n).allSatisfy { n % $0 != 0 } }

    /// Whether a factor-table entry answers what the hard-leaf loops ask of it, against μ(m)
    /// and lpf(m) from the linear sieve: μ = 0 gives 0; otherwise, for every odd prime p < m
    /// the loops may ask about, "entry > p" is "lpf(m) > p", and the entry is odd exactly when
    /// μ(m) = −1; a prime m has the prime marker.
    static func entryAnswers(_ entry: UInt16, m: Int, mobius: Int, leastFactor: Int) -> Bool {
        if mobius == 0 { return entry == 0 }
        if (entry & 1 == 1) != (mobius == -1) { return false }
        if (entry == LeafFactorTable.prime) != (leastFactor == m) { return false }
        return askedPrimes.allSatisfy { p in p >= m || (Int(entry) > p) == (leastFactor > p) }
    }

    @Test("the compressed π table: every n ≤ 10^5 against trial division, 300 random n ≤ 10^9 against the sieve")
    func compressedPiTable() {
        let small = CompressedPiTable(upTo: 100_000)
        var count = 0
        var wrong: [Int] = []
        for n in 0...100_000 {
            if n >= 2 && Self.factor(n).count == 1 { count += 1 }
            if small[n] != count { wrong.append(n) }
        }
        #expect(wrong.isEmpty, "first wrong at \(wrong.prefix(3))")
        let limit = sanitizerActive ? 10_000_000 : 1_000_000_000
        let large = CompressedPiTable(upTo: limit)
        var random = SplitMix64(seed: 61)
        let points = ([limit, limit - 1, 239, 240, 241] + (0..<300).map { _ in Int(random.next() % UInt64(limit)) })
            .sorted()
        var counted = 0  // π(previous point), counted piece by piece
        var previous = -1
        for n in points {
            if n > previous { counted += Int(PrimeSieve.count(in: UInt64(previous + 1)...UInt64(n), threads: 2)) }
            previous = n
            #expect(large[n] == counted, "π(\(n))")
        }
    }

    @Test(
        "the leaf factor table from a segmented sieve, with μ = 0 past a largest prime, against the linear sieve's μ and lpf to 10^5",
        arguments: [(100_000, 100_000, 210 << 10), (99_989, 1_000, 210), (100_000, 97, 2_310), (54_321, 11, 210 * 37)])
    func segmentedLeafFactorTable(limit: Int, maxPrime: Int, segment: Int) {
        let tables = PrimeTables(upTo: limit, withFactors: true)
        let factors = LeafFactorTable(limit: limit, maxPrime: maxPrime, segmentNumbers: segment)
        #expect(factors.values.count == LeafFactorTable.index(atOrBelow: limit) + 1)
        var wrong: [Int] = []
        for index in factors.values.indices {
            let m = LeafFactorTable.number(at: index)
            var largest = 1  // the largest prime factor, by dividing out the least ones
            var rest = m
            while rest > 1 {
                largest = Int(tables.leastFactor[rest])
                rest /= largest
            }
            let mu = largest > maxPrime ? 0 : Int(tables.mobius[m])
            let entry = factors.values[index]
            let answers =
                m == 1
                ? entry == LeafFactorTable.one
                : Self.entryAnswers(entry, m: m, mobius: mu, leastFactor: Int(tables.leastFactor[m]))
            if !answers { wrong.append(m) }
        }
        #expect(wrong.isEmpty, "first wrong at \(wrong.prefix(3))")
    }

    @Test("windows of the compressed π table, chained by their last count, against the whole table to 10^6")
    func compressedPiWindows() {
        let limit = 1_000_000
        let whole = CompressedPiTable(upTo: limit)
        // Spans of one run, of runs ending below and above the wheel sieve's first prime (167),
        // and of many runs with a ragged last window.
        for (first, span) in [(0, 240), (240, 240 * 7), (480, 240 * 1001), (2_400, 299_760)] {
            var wrong: [Int] = []
            var low = first
            var before = whole[max(first - 1, 0)]
            if first == 0 { before = 0 }
            while low <= limit {
                let window = CompressedPiTable(low: low, through: min(low + span - 1, limit), countBefore: before)
                for n in stride(from: low, through: window.limit, by: span > 10_000 ? 7 : 1) where window[n] != whole[n]
                {
                    wrong.append(n)
                }
                if window[window.limit] != whole[window.limit] { wrong.append(window.limit) }
                before = window[window.limit]
                low = window.limit + 1
            }
            #expect(wrong.isEmpty, "first \(first), span \(span): first wrong at \(wrong.prefix(3))")
        }
    }

    @Test(
        "P₂(x, y) against factoring every n ≤ 60,000, on 1 and 3 threads",
        arguments: [(60_000, 39), (60_000, 100), (50_000, 220), (20_000, 30)])
    func p2(x: Int, y: Int) {
        var expected = 0
        for n in 2...x {
            let factors = Self.factor(n)
            if factors.count == 2 && factors.allSatisfy({ $0 > y }) { expected += 1 }
        }
        #expect(secondPartialSieve(UInt64(x), y: UInt64(y), threads: 1) == UInt64(expected))
        #expect(secondPartialSieve(UInt64(x), y: UInt64(y), threads: 3) == UInt64(expected))
    }

    @Test("integer roots: exact at powers and their neighbours up to 2^127")
    func roots() {
        for k in 2...5 {
            for root in [UInt128(1), 2, 3, 1000, 65_535, 4_294_967_295, 1 << 40, 18_446_744_073] {
                var power: UInt128 = 1
                var fits = true
                for _ in 0..<k {
                    let (product, overflow) = power.multipliedReportingOverflow(by: root)
                    if overflow || product >= UInt128(1) << 127 { fits = false }
                    power = product
                }
                guard fits else { continue }
                #expect(integerRoot(power, k) == root)
                #expect(integerRoot(power - 1, k) == root - 1)
                #expect(integerRoot(power + 1, k) == root)
            }
        }
        #expect(integerRoot((UInt128(1) << 127) - 1, 2) == 13_043_817_825_332_782_212)
    }
}
