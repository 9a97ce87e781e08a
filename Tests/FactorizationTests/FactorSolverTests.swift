import AlgoSupport
import BigNumber
import SolverIO
import Testing
import _TestSupport

@testable import Factorization

/// The expression grammar against BigInt arithmetic written out by hand, and the solver's lines
/// against GNU factor's format (coreutils: `N: p p q`, `0:` and `1:` with no factors).
@Suite struct FactorSolverTests {
    static func value(_ text: String) -> BigInt? {
        try? ArithmeticExpression.evaluate(text, limitBits: FactorSolver.limitBits, as: BigInt.self)
    }

    @Test("expressions: + - * ^ ! e and parentheses, with their precedence")
    func expressions() {
        let two = BigInt(2)
        #expect(Self.value("2^128+1") == two.power(128) + 1)
        #expect(Self.value("10^30-1") == BigInt(10).power(30) - 1)
        #expect(Self.value("3*5^40+2") == BigInt(3) * BigInt(5).power(40) + 2)
        #expect(Self.value("100!+1") == BigInt.factorial(100) + 1)
        #expect(Self.value("(2^61-1)^2") == (two.power(61) - 1).power(2))
        #expect(Self.value("2^3^2") == BigInt(512))  // right-associative
        #expect(Self.value("1e20") == BigInt(10).power(20))
        #expect(Self.value("3!!") == BigInt(720))
        #expect(Self.value("2*3+4*5") == BigInt(26))
        #expect(Self.value("-5+7") == BigInt(2))
        #expect(Self.value("0^0") == BigInt(1))
        // ±1 to a huge power: ±1 at once (a power of −1 is 1 for even exponents).
        #expect(Self.value("(-1)^(10^12)+2") == BigInt(3))
        #expect(Self.value("(-1)^(10^12+1)+2") == BigInt(1))
        #expect(Self.value("007") == BigInt(7))
        // Blanks around operators and parentheses and at the ends, as a quoted argument has them.
        #expect(Self.value(" 2^128 + 1 ") == two.power(128) + 1)
        #expect(Self.value("( 2 ^ 61 - 1 ) * 3 !\t") == (two.power(61) - 1) * 6)
        #expect(Self.value("- 5 + 7") == BigInt(2))
        #expect(Self.value("123456789012345678901234567890") == BigInt("123456789012345678901234567890"))
    }

    @Test("malformed, negative and too-large expressions are refused, not evaluated")
    func refused() {
        for text in [
            "", "abc", "2^", "^2", "2++3", "(2", "2)", "1e", "2 3", "2^-1", "0x10", "(-3)!", "1.5",
            // Blanks may not split a literal.
            " ", "1 000", "1 e9", "1e 9", "2 + ",
        ] {
            #expect(throws: ArithmeticExpression.Failure.self, "\(text)") {
                try ArithmeticExpression.evaluate(text, limitBits: 1 << 17, as: BigInt.self)
            }
        }
        #expect(throws: ArithmeticExpression.Failure.negative) {
            try ArithmeticExpression.evaluate("3-5", limitBits: 1 << 17, as: BigInt.self)
        }
        for text in ["9^9^9^9", "2^131072", "100000!", "10^99999999999999999999", "2^(2^64)", "1e1000000"] {
            #expect(throws: ArithmeticExpression.Failure.tooLarge, "\(text)") {
                try ArithmeticExpression.evaluate(text, limitBits: 1 << 17, as: BigInt.self)
            }
        }
        let deep = String(repeating: "(", count: 10_000) + "1" + String(repeating: ")", count: 10_000)
        #expect(throws: ArithmeticExpression.Failure.self) {
            try ArithmeticExpression.evaluate(deep, limitBits: 1 << 17, as: BigInt.self)
        }
    }

    static func run(_ stdin: String, exponents: Bool = false) -> (output: String, error: InputError?) {
        var input = InputReader(stdin)
        var output = OutputWriter.memory()
        var log = OutputWriter.memory()
        let solver = FactorSolver(factorizer: Factorizer(threads: 1), exponents: exponents)
        do {
            try solver.solve(input: &input, output: &output, log: &log)
            output.flush()
            return (output.text, nil)
        } catch {
            output.flush()
            return (output.text, error)
        }
    }

    @Test("stdin: whitespace-separated numbers, GNU factor's lines, --exponents")
    func solver() {
        #expect(
            Self.run("360 0\n1\t2^32+1\n\n97\n").output == "360: 2 2 2 3 3 5\n0:\n1:\n4294967297: 641 6700417\n97: 97\n"
        )
        #expect(Self.run("360\n1024\n", exponents: true).output == "360: 2^3 3^2 5\n1024: 2^10\n")
        #expect(Self.run("").output == "")
    }

    @Test("plain words take the word path and print as the BigInt path does (seed 19)")
    func wordLines() {
        #expect(FactorSolver.word("18446744073709551615".utf8) == UInt64.max)
        #expect(FactorSolver.word("18446744073709551616".utf8) == nil)  // 2^64: BigInt
        #expect(FactorSolver.word("007".utf8) == 7)
        #expect(FactorSolver.word("+5".utf8) == nil && FactorSolver.word("".utf8) == nil)
        // 2^64 − 1 = 3 · 5 · 17 · 257 · 641 · 65537 · 6700417 (GNU factor 9.1).
        #expect(
            Self.run("18446744073709551615 007\n").output
                == "18446744073709551615: 3 5 17 257 641 65537 6700417\n7: 7\n")
        var generator = SplitMix64(seed: 19)
        var words: [String] = []
        for _ in 0..<300 { words.append(String(generator.next() >> (generator.next() % 64))) }
        let viaWords = Self.run(words.joined(separator: "\n"))
        let viaExpressions = Self.run(words.map { "(\($0))" }.joined(separator: "\n"))  // not a plain word
        #expect(viaWords.error == nil && viaWords.output == viaExpressions.output)
        let powers = Self.run(words.joined(separator: " "), exponents: true)
        let powersBig = Self.run(words.map { "(\($0))" }.joined(separator: " "), exponents: true)
        #expect(powers.output == powersBig.output)
    }

    @Test("a bad token is an error on its line, and the lines before it are kept")
    func badInput() {
        let (output, error) = Self.run("12\n15 -3\n20\n")
        #expect(output == "12: 2 2 3\n15: 3 5\n")
        #expect(error?.line == 2)
        #expect(error?.got == "\"-3\"")
        let (_, malformed) = Self.run("7\n\n2^^3\n")
        #expect(malformed?.line == 3)
        #expect(malformed?.description.hasPrefix("line 3: expected a non-negative integer or expression") == true)
        let (_, binary) = Self.run("5 \u{1}\u{FF}")
        #expect(binary?.line == 1)
    }

    @Test("--verbose writes each finding with its method to the log")
    func verbose() throws {
        var input = InputReader("4294967297\n")
        var output = OutputWriter.memory()
        var log = OutputWriter.memory()
        var solver = FactorSolver()
        solver.verbose = true
        try solver.solve(input: &input, output: &output, log: &log)
        output.flush()
        log.flush()
        #expect(output.text == "4294967297: 641 6700417\n")
        #expect(log.text.hasPrefix("4294967297: found 641 by trial at 0."))
    }
}
