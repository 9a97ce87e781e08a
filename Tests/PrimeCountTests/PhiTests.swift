import Testing

@testable import PrimeCount

/// The building blocks against their definitions, counted directly.
@Suite struct PhiTests {
    /// The first 30 primes and a direct φ(x, a): the n ≤ x divisible by none of the first a.
    static let primes = (2...127).filter { n in (2..<n).allSatisfy { n % $0 != 0 } }

    static func phiByCounting(_ x: Int, _ a: Int) -> Int {
        (1...max(x, 1)).filter { n in n <= x && Self.primes.prefix(a).allSatisfy { n % $0 != 0 } }.count
    }

    @Test("φ(x, a) for a ≤ 6 by the tables: every x ≤ 70,000 against counting")
    func tiny() {
        for a in 0...PhiTiny.maxA {
            var count = 0
            for x in 0...70_000 {
                if x >= 1 && Self.primes.prefix(a).allSatisfy({ x % $0 != 0 }) { count += 1 }
                #expect(PhiTiny.phi(UInt64(x), a) == UInt64(count), "φ(\(x), \(a))")
                if PhiTiny.phi(UInt64(x), a) != UInt64(count) { return }
            }
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
        for n in 1...100_000 {
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
            if factors.count == 1 { count += 1 }
            #expect(tables.pi[n] == count)
            #expect(tables.leastFactor[n] == (n == 1 ? UInt32.max : UInt32(factors[0])))
            let squareFree = Set(factors).count == factors.count
            #expect(Int(tables.mobius[n]) == (squareFree ? (factors.count % 2 == 0 ? 1 : -1) : 0))
            if tables.pi[n] != count { return }
        }
        #expect(tables.primes[1] == 2 && tables.primes[Int(tables.pi[100_000])] == 99_991)
        #expect(tables.primes[Int(tables.pi[100_000]) + 1] == 100_003)  // one past the limit
    }

    @Test("P₂(x, y) against factoring every n ≤ 60,000", arguments: [(60_000, 39), (60_000, 100), (50_000, 220)])
    func p2(x: Int, y: Int) {
        var expected = 0
        for n in 2...x {
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
            if factors.count == 2 && factors.allSatisfy({ $0 > y }) { expected += 1 }
        }
        #expect(secondPartialSieve(UInt64(x), y: UInt64(y), threads: 1) == UInt64(expected))
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
