import AlgoSupport
import BigNumber
import Testing
import _TestSupport

@Suite struct NumberTheoryTests {
    @Test("1000! has 2568 digits; n! equals the product loop for n ≤ 100")
    func factorials() {
        #expect(BigInt.factorial(1000).description.count == 2568)
        #expect(BigInt.factorial(1000).decimalDigitCount == 2568)
        var product = BigInt(1)
        for n in 0...100 {
            if n > 0 { product *= BigInt(n) }
            #expect(BigInt.factorial(n) == product, "\(n)!")
        }
        #expect(BigInt.factorial(20).exactInt == 2_432_902_008_176_640_000)
    }

    @Test("digit counts at and around powers of ten")
    func digitCounts() {
        for k in [1, 2, 19, 20, 100, 1000] {
            let power = BigInt(10).power(k)
            #expect(power.decimalDigitCount == k + 1)
            #expect((power - 1).decimalDigitCount == k)
            #expect((-power).decimalDigitCount == k + 1)
        }
        #expect(BigInt(0).decimalDigitCount == 1)
    }

    @Test("2^127 − 1 and 2^521 − 1 are prime (Lucas–Lehmer; BPSW finds them not composite)")
    func mersennePrimes() {
        for p in [127, 521] {
            let m = (BigInt(1) << p) - 1
            #expect(Mersenne.lucasLehmer(p))
            #expect(m.isProbablePrime().isPrime)
        }
        #expect(!Mersenne.lucasLehmer(11) && !Mersenne.lucasLehmer(523))
    }

    @Test("nextPrime(10^100) = 10^100 + 267")
    func nextPrime() {
        #expect(BigInt(10).power(100).nextPrime() == BigInt(10).power(100) + 267)
        #expect(BigInt(13).nextPrime() == 17)
    }

    @Test(
        "Carmichael numbers and strong pseudoprimes are composite",
        arguments: [
            "561", "41041", "825265", "321197185", "5394826801", "3215031751", "2152302898747",
            "3825123056546413051", "318665857834031151167461", "3317044064679887385961981",
        ])
    func pseudoprimes(text: String) {
        #expect(BigInt(text)!.isProbablePrime() == .composite)
    }

    @Test("below 2^64 the answer is exact; known primes above")
    func exactness() {
        #expect(BigInt(UInt64(18_446_744_073_709_551_557)).isProbablePrime() == .prime)
        #expect(BigInt(UInt64.max).isProbablePrime() == .composite)
        // The primes (OEIS A000040) and the composites (A002808) are the integers above 1.
        #expect(BigInt(2).isProbablePrime() == .prime && BigInt(4).isProbablePrime() == .composite)
        for n in [1, 0, -1, -7, -8] { #expect(BigInt(n).isProbablePrime() == .neither, "\(n)") }
        #expect(BigInt(-7).isProbablePrime().isPrime == false)
        #expect((BigInt(1) << 89 - 1).isProbablePrime() == .probablePrime)
        var generator = SplitMix64(seed: 64)
        for _ in 0..<2000 {
            let n = generator.next() >> 20
            #expect((BigInt(n).isProbablePrime() == .prime) == PrimeOracle.isPrimeByTrialDivision(n), "seed 64: \(n)")
        }
    }

    @Test("exact from 2^64 to ψ13: GMP's next prime after random starts is .prime, all between .composite (seed 65)")
    func exactToPsi13() {
        let limit = BigInt.provenPrimalityLimit
        #expect(limit == BigInt("3317044064679887385961981")!)
        #expect(BigInt("18446744073709551629")!.isProbablePrime() == .prime)  // 2^64 + 13
        var generator = SplitMix64(seed: 65)
        for _ in 0..<200 {
            // Starts of 65 to 81 bits.
            let start = (BigInt(generator.next()) << 17 | BigInt(generator.next() >> 47)) >> Int(generator.next() % 17)
            let low = max(start, BigInt(1) << 64)
            let next = low.nextPrime()
            guard next < limit else { continue }
            #expect(next.isProbablePrime() == .prime, "seed 65: GMP's next prime after \(low), \(next)")
            var n = low + 1
            while n < next {
                #expect(n.isProbablePrime() == .composite, "seed 65: \(n) below GMP's next prime \(next)")
                n += 1
            }
        }
        // Carmichael numbers of Chernick's form (6k + 1)(12k + 1)(18k + 1) just above 2^64.
        let chernick: [(UInt64, UInt64, UInt64)] = [
            (1_454_377, 2_908_753, 4_363_129), (1_454_521, 2_909_041, 4_363_561),
        ]
        for (p, q, r) in chernick {
            #expect(q == 2 * p - 1 && r == 3 * p - 2)
            let n = BigInt(p) * BigInt(q) * BigInt(r)
            #expect(n > BigInt(UInt64.max) && n.isProbablePrime() == .composite, "\(n)")
        }
        // The largest prime below ψ13 is proven; ψ13 itself, past the bound, goes to GMP.
        let below = limit - 1
        var top = below
        while top.isProbablePrime() == .composite { top -= 1 }
        #expect(top.isProbablePrime() == .prime && top.nextPrime() > below)
        #expect((limit + 2).nextPrime().isProbablePrime() == .probablePrime)
    }

    @Test("gcd, lcm, square root, power and modular power against Int on random values")
    func numberTheory() {
        var generator = SplitMix64(seed: 9)
        func gcd(_ a: Int, _ b: Int) -> Int { b == 0 ? abs(a) : gcd(b, a % b) }
        for _ in 0..<1000 {
            let a = Int.random(in: -1_000_000...1_000_000, using: &generator)
            let b = Int.random(in: 1...1_000_000, using: &generator)
            #expect(BigInt.gcd(BigInt(a), BigInt(b)) == BigInt(gcd(a, b)))
            #expect(BigInt.lcm(BigInt(a), BigInt(b)) == BigInt(a == 0 ? 0 : abs(a) / gcd(a, b) * b))
            let n = abs(a)
            let root = BigInt(n).squareRoot().exactInt!
            #expect(root * root <= n && (root + 1) * (root + 1) > n)
            let e = Int.random(in: 0...40, using: &generator)
            var expected = 1
            var base = ((a % b) + b) % b
            var k = e
            while k > 0 {
                if k & 1 == 1 { expected = expected * base % b }
                base = base * base % b
                k >>= 1
            }
            #expect(BigInt(a).power(BigInt(e), modulo: BigInt(b)) == BigInt(expected % b), "seed 9: \(a)^\(e) mod \(b)")
        }
        #expect(BigInt(3).power(4) == 81 && BigInt(-2).power(3) == -8)
        #expect(BigInt.fibonacci(100) == BigInt("354224848179261915075"))
        #expect(BigInt.binomial(BigInt(50), 25) == BigInt("126410606437752"))
        #expect(BigInt.primorial(30) == BigInt(6_469_693_230))
    }

    @Test("modular inverses against a search over every residue, and none when the gcd is not 1 (seed 10)")
    func inverses() throws {
        var generator = SplitMix64(seed: 10)
        func gcd(_ a: Int, _ b: Int) -> Int { b == 0 ? abs(a) : gcd(b, a % b) }
        for _ in 0..<500 {
            let m = Int.random(in: 2...3000, using: &generator)
            let a = Int.random(in: -10_000...10_000, using: &generator)
            let residue = (a % m + m) % m
            let expected = (0..<m).first { residue * $0 % m == 1 }
            #expect(BigInt(a).inverse(modulo: BigInt(m)) == expected.map { BigInt($0) }, "seed 10: \(a)⁻¹ mod \(m)")
            #expect((expected == nil) == (gcd(a, m) != 1))
        }
        // A large modulus: the product with the inverse is 1.
        let m = BigInt(1) << 255 - 19
        let a = BigInt(3).power(200)
        let inverse = try #require(a.inverse(modulo: m))
        #expect(a * inverse % m == 1 && inverse >= 0 && inverse < m)
        #expect((m * 7).inverse(modulo: m * 14) == nil)
    }

    @Test("Mersenne exponents up to 2300 are exactly the known 17")
    func mersenneSearch() {
        #expect(
            Mersenne.exponents(upTo: 2300)
                == [2, 3, 5, 7, 13, 17, 19, 31, 61, 89, 107, 127, 521, 607, 1279, 2203, 2281])
        #expect(Mersenne.exponents(upTo: 1).isEmpty)
    }

    @Test("trial factoring: known small factors, and never the Mersenne prime itself")
    func trialFactoring() {
        #expect(Mersenne.smallFactor(11, limit: 1000) == 23)
        #expect(Mersenne.smallFactor(23, limit: 1000) == 47)
        #expect(Mersenne.smallFactor(29, limit: 1000) == 233)
        for p in [3, 5, 7, 13, 17, 19, 31, 61] { #expect(Mersenne.smallFactor(p, limit: 1 << 40) == nil, "p \(p)") }
    }
}
