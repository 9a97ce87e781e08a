import ComplexPower
import Testing

/// The digits path at the edges of its range: results past MPFR's default exponent range (where
/// `algo power 10 1e9 --digits 12` aborted in an MPFR assertion), literals below Double's range,
/// and branches near Int's ends. Expected values follow from arithmetic, as noted.
@Suite struct PrecisePowerEdgeTests {
    static func power(_ z: String, _ w: String, k: Int = 0, digits: Int) throws -> (String, String) {
        try PrecisePower.power(ComplexLiteral(z)!, ComplexLiteral(w)!, branch: k, digits: digits)
    }

    @Test("10^(10^9) is 1e1000000000 and 10^(10^20) overflows to inf, not a trap")
    func hugeResults() throws {
        // 10^(10^9) = 1.00000000000e1000000000 exactly; its binary exponent, 3.3·10^9, is past
        // MPFR's default 2^30 − 1. 10^(10^20) needs 3.3·10^20 bits of exponent, past 2^62 − 1.
        #expect(try Self.power("10", "1e9", digits: 12) == ("1.00000000000e1000000000", "0"))
        #expect(try Self.power("10", "-1e9", digits: 12) == ("1.00000000000e-1000000000", "0"))
        #expect(try Self.power("10", "1e20", digits: 12) == ("inf", "0"))
        #expect(try Self.power("10", "-1e20", digits: 12) == ("0", "0"))
        #expect(try Self.power("1e300", "1e300", digits: 5) == ("inf", "0"))
    }

    @Test("literals below Double's range are not zero")
    func tinyLiterals() throws {
        // (10^−400)^2 = 10^−800; 2^(10^−400) = 1 + 6.9·10^−401; 0^w is 0 for Re w > 0, however small.
        #expect(try Self.power("1e-400", "2", digits: 12) == ("1.00000000000e-800", "0"))
        #expect(try Self.power("2", "1e-400", digits: 12) == ("1.00000000000e0", "0"))
        #expect(try Self.power("0", "1e-400", digits: 12) == ("0", "0"))
        #expect(try Self.power("0", "-1e-400", digits: 12) == ("inf", "0"))
        #expect(try Self.power("5", "0e-400", digits: 12) == ("1", "0"))
    }

    @Test("an overflowed value whose exact imaginary part is 0 prints 0, not inf")
    func overflowWithZeroPart() throws {
        // (−2)^(10^300) = 2^(10^300)·e^(iπ·10^300), and 10^300 is even: +inf + 0i. sin(π·10^300) is
        // a rounding residue, below 10^−(D+10) of the cosine, as for finite values. (−2)^(10^300 + 1)
        // is −inf + 0i; i^i on branch −10^18 is e^(π/2·(4·10^18 − 1)), real.
        #expect(try Self.power("-2", "1e300", digits: 8) == ("inf", "0"))
        #expect(try Self.power("-2", "1000000000000000000001", digits: 8) == ("-inf", "0"))
        #expect(try Self.power("i", "i", k: -1_000_000_000_000_000_000, digits: 8) == ("inf", "0"))
    }

    @Test("a base near MPFR's smallest number with a huge phase")
    func tinyBaseHugePhase() throws {
        // ln|z| = −3.18·10^18 has no Double (z's Double is 0): the guard bits bound it by MPFR's
        // range. Im t reaches 3.18·10^33 and 3.18·10^318. Expected: mpmath at 600 digits.
        let z = "1e-1380000000000000000"
        #expect(
            try Self.power(z, "1e15i", digits: 40) == (
                "-1.451265782366602583178349667022852200415e-1", "9.894130968858854402522847032891194605265e-1"
            ))
        #expect(
            try Self.power(z, "1e-19+1e300i", digits: 40) == (
                "3.651993769530728527674919879629412071988e-2", "-7.268629430933927451517591815470337508425e-1"
            ))
    }

    @Test("branches near Int's ends with a huge exponent: no trap")
    func extremeBranches() throws {
        // 2^(10^308) overflows on every branch; 2k overflowed an Int for |k| ≥ 2^62, and the guard
        // bits' (|w| + 1)·(|k| + 1) a Double.
        for k in [Int.min, -(1 << 62), 1_000_000_000, 1 << 62, Int.max] {
            let (re, im) = try Self.power("2", "1e308", k: k, digits: 5)
            #expect(["inf", "-inf", "0"].contains(re) && ["inf", "-inf", "0"].contains(im), "k = \(k): \(re) \(im)")
        }
        // A modest exponent on a far branch: |i^(i) on branch k| = e^(−π/2 − 2πk) underflows for
        // k = 2^62, and overflows for k = −2^62.
        #expect(try Self.power("i", "i", k: 1 << 62, digits: 5) == ("0", "0"))
        #expect(try Self.power("i", "i", k: -(1 << 62), digits: 5) == ("inf", "0"))
    }

    @Test("exact signs of literals, read from their text")
    func literalSigns() {
        #expect(ComplexLiteral("1e-400")!.realSign == 1)
        #expect(ComplexLiteral("-1e-400")!.realSign == -1)
        #expect(ComplexLiteral("-0")!.realSign == 0)
        #expect(ComplexLiteral("-0.000e5")!.realSign == 0)
        #expect(ComplexLiteral("-.5")!.realSign == -1)
        #expect(ComplexLiteral("0/7")!.realSign == 0)
        #expect(ComplexLiteral("-3/7")!.realSign == -1)
        #expect(ComplexLiteral("-pi")!.realSign == -1)
        #expect(ComplexLiteral("1-0i")!.imaginarySign == 0)
        #expect(ComplexLiteral("2-1e-999i")!.imaginarySign == -1)
        #expect(ComplexLiteral("i")!.imaginarySign == 1)
    }
}
