import AlgoSupport
import BigNumber
import Foundation
import SolverIO
import Testing
import _TestSupport

@testable import Factorization

/// Factorizations checked against the literature (Fermat numbers) and against products the test
/// builds itself from primes GMP's `mpz_nextprime` gives, so the factors are known by
/// construction. Every answer is also checked three ways: the product is N, every factor is
/// prime, and the list is ascending.
@Suite struct FactorizerTests {
    /// The three checks every factorization must pass.
    static func checkShape(_ n: BigInt, _ factors: [PrimeFactor], _ context: String) {
        let product = factors.reduce(BigInt(1)) { $0 * $1.prime.power($1.exponent) }
        #expect(product == n, "\(context): the product of the factors of \(n) is \(product)")
        for factor in factors {
            #expect(factor.prime.isProbablePrime().isPrime, "\(context): \(factor.prime) is composite")
            #expect(factor.exponent >= 1)
            #expect(factor.isProven == (factor.prime < BigInt.provenPrimalityLimit))
        }
        #expect(zip(factors, factors.dropFirst()).allSatisfy { $0.prime < $1.prime }, "\(context): not ascending")
    }

    static func flat(_ factors: [PrimeFactor]) -> [BigInt] {
        factors.flatMap { Array(repeating: $0.prime, count: $0.exponent) }
    }

    /// A random prime of exactly `bits` bits: the next prime after a random odd start.
    static func randomPrime(bits: Int, _ generator: inout SplitMix64) -> BigInt {
        while true {
            var value = BigInt(1)
            for _ in 0..<((bits + 63) / 64) { value = (value << 64) + BigInt(generator.next()) }
            value = (value >> (value.bitWidth - bits)) | (BigInt(1) << (bits - 1))
            let prime = value.nextPrime()
            if prime.bitWidth == bits { return prime }
        }
    }

    @Test("Fermat numbers F5 to F8 (Euler 1732; Landry 1880; Morrison and Brillhart 1975; Brent and Pollard 1981)")
    func fermatNumbers() throws {
        let cases: [(Int, [String])] = [
            (5, ["641", "6700417"]),
            (6, ["274177", "67280421310721"]),
            (7, ["59649589127497217", "5704689200685129054721"]),
            (8, ["1238926361552897", "93461639715357977769163558199606896584051237541638188580280321"]),
        ]
        for (k, expected) in cases {
            let n = BigInt(2).power(1 << k) + 1
            let factors = try Factorizer(threads: 2).factor(n)
            #expect(Self.flat(factors) == expected.map { BigInt($0)! }, "F\(k)")
            Self.checkShape(n, factors, "F\(k)")
        }
    }

    @Test("0 and 1 have no factors; primes are their own; negatives are refused")
    func edges() throws {
        #expect(try Factorizer().factor(0).isEmpty)
        #expect(try Factorizer().factor(1).isEmpty)
        #expect(Self.flat(try Factorizer().factor(2)) == [2])
        let m127 = BigInt(2).power(127) - 1
        let factors = try Factorizer().factor(m127)
        #expect(factors == [PrimeFactor(prime: m127, exponent: 1, isProven: false)])
        #expect(throws: FactorizationError.negative) { try Factorizer().factor(-6) }
        #expect(try BigInt(360).primeFactors() == [2, 2, 2, 3, 3, 5])
    }

    @Test("balanced semiprimes from 40 to 120 bits by construction (seed 14)", arguments: [40, 64, 80, 100, 120])
    func balancedSemiprimes(bits: Int) throws {
        var generator = SplitMix64(seed: 14 + UInt64(bits))
        let count = sanitizerActive ? 1 : (bits >= 100 ? 2 : 20)
        for _ in 0..<count {
            let p = Self.randomPrime(bits: bits / 2, &generator)
            let q = Self.randomPrime(bits: bits - bits / 2, &generator)
            let n = p * q
            let factors = try Factorizer(threads: 2).factor(n)
            #expect(Self.flat(factors) == [min(p, q), max(p, q)], "seed \(generator.seed): \(n) = \(p) · \(q)")
            Self.checkShape(n, factors, "seed \(generator.seed)")
        }
    }

    @Test("many small factors, prime powers, squares of large primes and large primes alone (seed 15)")
    func shapes() throws {
        var generator = SplitMix64(seed: 15)
        for round in 0..<(sanitizerActive ? 3 : 30) {
            var expected: [BigInt] = []
            switch round % 5 {
            case 0:  // many small factors
                for _ in 0..<12 { expected.append(Self.randomPrime(bits: Int(generator.next() % 14) + 2, &generator)) }
            case 1:  // a prime power
                let p = Self.randomPrime(bits: Int(generator.next() % 40) + 2, &generator)
                expected = Array(repeating: p, count: Int(generator.next() % 6) + 2)
            case 2:  // the square of a large prime, times a small one
                let p = Self.randomPrime(bits: 60 + Int(generator.next() % 30), &generator)
                expected = [Self.randomPrime(bits: 8, &generator), p, p]
            case 3:  // a large prime alone
                expected = [Self.randomPrime(bits: 64 + Int(generator.next() % 200), &generator)]
            default:  // a mixture: small, medium (ρ-sized) and a large prime
                expected = [
                    Self.randomPrime(bits: 12, &generator), Self.randomPrime(bits: 30, &generator),
                    Self.randomPrime(bits: 34, &generator), Self.randomPrime(bits: 90, &generator),
                ]
            }
            expected.sort()
            let n = expected.reduce(BigInt(1), *)
            let factors = try Factorizer(threads: 2).factor(n)
            #expect(Self.flat(factors) == expected, "seed 15, round \(round): \(n)")
            Self.checkShape(n, factors, "seed 15, round \(round)")
        }
    }

    @Test(
        "words whose primes lie between the word trial bound and 2^16, two to four of them (seed 18)"
    )
    func smallPrimesInWords() throws {
        // Below 2^64 trial division stops at 2^11; ρ and ECM must take the rest, including products
        // of several such primes, on which every ECM curve finds all of them at once.
        var generator = SplitMix64(seed: 18)
        for round in 0..<(sanitizerActive ? 20 : 300) {
            var expected: [BigInt] = []
            for _ in 0..<(2 + round % 3) {
                expected.append(Self.randomPrime(bits: 12 + Int(generator.next() % 5), &generator))
            }
            expected.sort()
            let n = expected.reduce(BigInt(1), *)
            let factors = try Factorizer().factor(n)
            #expect(Self.flat(factors) == expected, "seed 18, round \(round): \(n)")
            Self.checkShape(n, factors, "seed 18, round \(round)")
        }
        // 2 · 3 · 1979 · 2389 · 20749 · 30397537 (GNU factor 9.1): 1979 · 2389 took every curve of
        // ECM's climb until one at B1 = 250000 separated them, before the collision limit.
        let n = BigInt("17891582723648238018")!
        #expect(Self.flat(try Factorizer().factor(n)) == [2, 3, 1979, 2389, 20749, 30_397_537].map { BigInt($0) })
    }

    @Test("ECM gives up after the curves whose gcd is n when n's primes are all tiny")
    func ecmCollisions() {
        // p, q < 1900: a curve's group order modulo each is at most p + 1 + 2√p < 2000 = B1, so
        // stage 1's multiplier is a multiple of both orders, and every curve that is not
        // degenerate finds p and q together.
        let ring = Montgomery64(1291 * 1873)
        let search = ECMSearch(ring: ring, threads: 1, seed: 5)
        let level = ECMLevel.schedule[2]
        #expect(level.b1 == 2000)
        let hit = search.search(levels: [level], repeatingLast: true, maxCollisions: 3, progress: nil)
        #expect(hit == nil)
    }

    @Test("every forced method finds the same factors", arguments: Factorizer.Method.allCases)
    func forcedMethods(method: Factorizer.Method) throws {
        var generator = SplitMix64(seed: 16)
        for _ in 0..<(sanitizerActive ? 2 : 10) {
            // Cofactors trial division can finish: 2^90 at most (SQUFOF's: below 2^64).
            let bits = method == .squfof ? [18, 20, 24] : [20, 28, 36]
            let expected = bits.map { Self.randomPrime(bits: $0, &generator) }.sorted()
            let n = expected.reduce(BigInt(1), *)
            let factors = try Factorizer(method: method, threads: 2).factor(n)
            #expect(Self.flat(factors) == expected, "\(method): \(n)")
        }
        if method == .trial {
            let hard = Self.randomPrime(bits: 50, &generator) * Self.randomPrime(bits: 50, &generator)
            #expect(throws: FactorizationError.self) { try Factorizer(method: .trial).factor(hard) }
        }
    }

    @Test("the double large-prime variation forced on through the Factorizer: a 140-bit semiprime (seed 69)")
    func doubleLargePrimesForced() throws {
        var generator = SplitMix64(seed: 69)
        let expected = [Self.randomPrime(bits: 70, &generator), Self.randomPrime(bits: 70, &generator)].sorted()
        let n = expected[0] * expected[1]
        let factors = try Factorizer(method: .siqs, threads: 2, largePrimes: .double).factor(n)
        #expect(Self.flat(factors) == expected, "seed 69: \(n)")
    }

    @Test("findings name the method and come in time order")
    func findings() throws {
        var findings: [FactorFinding] = []
        let n = BigInt(2).power(10) * BigInt(1_000_003) * (BigInt(2).power(61) - 1) * (BigInt(2).power(61) - 1)
        let factors = try Factorizer().factor(n, onFinding: { findings.append($0) })
        #expect(Self.flat(factors).count == 13)  // 2^10 · 1000003 · (2^61 − 1)^2
        #expect(findings.contains { $0.method == "trial" && $0.divisor == 2 })
        #expect(findings.contains { $0.method.hasPrefix("power") && $0.divisor == BigInt(2).power(61) - 1 })
        #expect(zip(findings, findings.dropFirst()).allSatisfy { $0.seconds <= $1.seconds })
    }

    @Test("agrees with GNU factor on 1000 random numbers below 2^100 (seed 17)", .enabled(if: gnuFactorPath != nil))
    func gnuFactorAgreement() throws {
        var generator = SplitMix64(seed: 17)
        let count = sanitizerActive ? 100 : 1000
        let numbers = (0..<count).map { _ in
            ((BigInt(generator.next()) << 64) + BigInt(generator.next())) >> (28 + Int(generator.next() % 60))
        }
        let lines = try #require(gnuFactor(numbers))
        #expect(lines.count == numbers.count)
        for (n, line) in zip(numbers, lines) {
            let factors = try Factorizer(threads: 2).factor(n)
            #expect(factorLine(n, factors) == line, "seed 17: \(n)")
        }
    }
}

/// `/usr/bin/factor` from coreutils, or nil.
let gnuFactorPath: String? = ["/usr/bin/factor", "/bin/factor"].first {
    FileManager.default.isExecutableFile(atPath: $0)
}

/// GNU factor's lines for `numbers`, or nil when it cannot be run.
func gnuFactor(_ numbers: [BigInt]) -> [String]? {
    guard let path = gnuFactorPath else { return nil }
    let arguments = numbers.map(\.description).joined(separator: " ")
    return commandOutput("\(path) \(arguments)")?.split(separator: "\n").map(String.init)
}

/// The solver's line for n, without its newline.
func factorLine(_ n: BigInt, _ factors: [PrimeFactor], exponents: Bool = false) -> String {
    var writer = OutputWriter.memory()
    FactorSolver.write(n, factors, exponents: exponents, to: &writer)
    writer.flush()
    return writer.text.trimmingCharacters(in: .newlines)
}
