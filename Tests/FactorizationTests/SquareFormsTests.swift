import AlgoSupport
import BigNumber
import Sieve
import Testing
import _TestSupport

@testable import Factorization

/// SQUFOF against products of primes GMP's `mpz_nextprime` gives (the factors known by
/// construction), squares, and its integer square root against the definition.
@Suite struct SquareFormsTests {
    @Test("SQUFOF splits products of two random primes of 16 to 32 bits, and squares (seed 67)")
    func splitsProducts() throws {
        var generator = SplitMix64(seed: 67)
        for round in 0..<300 {
            let bits = 16 + round % 17
            let p = try #require(FactorizerTests.randomPrime(bits: bits, &generator).exactUInt64)
            let q = try #require(FactorizerTests.randomPrime(bits: 48 - bits / 2, &generator).exactUInt64)
            let n = p * q
            let d = try #require(SquareForms.divisor(of: n), "seed 67: \(n) = \(p) · \(q)")
            #expect(d == p || d == q, "seed 67: \(n) gave \(d)")
        }
        // 2^32 − 5 is prime: its square is split at the root.
        #expect(SquareForms.divisor(of: 4_294_967_291 * 4_294_967_291) == 4_294_967_291)
        // The largest: two primes just below 2^32.
        let n: UInt64 = 4_294_967_279 * 4_294_967_291
        let d = try #require(SquareForms.divisor(of: n))
        #expect(d == 4_294_967_279 || d == 4_294_967_291)
    }

    @Test("⌊√x⌋ for 128-bit x, as SQUFOF takes √(kN): r² ≤ x < (r + 1)², at the edges and at random (seed 68)")
    func squareRoot() {
        var generator = SplitMix64(seed: 68)
        var values: [UInt128] = [0, 1, 2, 3, 4, 15, 16, 17, UInt128(UInt64.max), UInt128.max, UInt128.max - 1]
        for _ in 0..<500 {
            values.append(UInt128(generator.next()) << (generator.next() % 65) | UInt128(generator.next()))
        }
        for x in values {
            let r = integerRoot(x, 2)
            #expect(
                r.multipliedReportingOverflow(by: r).partialValue <= x && !r.multipliedReportingOverflow(by: r).overflow
            )
            let (next, overflow) = (r + 1).multipliedReportingOverflow(by: r + 1)
            #expect(overflow || next > x, "√\(x) = \(r)")
        }
    }

    @Test("--method squfof: the factors of a number below 2^64; a cofactor past 2^64 is refused")
    func forcedMethod() throws {
        let n = BigInt(999_983) * BigInt(1_000_003) * BigInt(65_537)  // 57 bits
        let factors = try Factorizer(method: .squfof).factor(n)
        #expect(FactorizerTests.flat(factors) == [BigInt(65_537), BigInt(999_983), BigInt(1_000_003)])
        let wide = BigInt(4_294_967_291) * BigInt(4_294_967_279) * BigInt(4_294_967_231)
        #expect(throws: FactorizationError.methodCannotFinish(method: .squfof, bits: wide.bitWidth)) {
            try Factorizer(method: .squfof).factor(wide)
        }
    }
}
