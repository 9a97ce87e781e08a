import BigNumber
import CommandLineKit
import SolverIO

/// `algo isprime N…`: primality of numbers of any size.
struct IsPrimeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        name: "isprime",
        summary: "primality of numbers and expressions of any size (exact below 3.3e24, BPSW above)",
        discussion: """
            Prints `N prime`, `N composite` or `N probable-prime` for each N, and `N neither`
            for 0 and 1, which are neither prime nor composite. Below
            3317044064679887385961981 (about 3.3e24) the answer is exact: the Baillie-PSW test
            below 2^64, Miller-Rabin with the first thirteen prime bases above (no composite below
            that bound passes them all); from there on, GMP's BPSW test with 24 Miller-Rabin
            rounds, which has no known counterexample.

            N may be an integer expression, as for algo factor: 2^89-1, 10^30+57, 100!+1.

            examples:
              algo isprime 170141183460469231731687303715884105727 561
              algo isprime 2^64+13 2^89-1   # 18446744073709551629 prime, … probable-prime
            """)

    static let expectedNumber = "a non-negative integer or expression (561, 2^89-1, 10^30+57)"
    /// The largest value, in bits, that an expression may reach: 2^25 bits, about 10^7 digits.
    static let limitBits = 1 << 25

    /// The phrase after "expected" for a token that failed to parse.
    static func expected(_ failure: ArithmeticExpression.Failure) -> String {
        switch failure {
        case .malformed: expectedNumber
        case .negative: "a non-negative integer"
        case .tooLarge: "an integer below 2^\(limitBits)"
        }
    }

    @Values("[N …]", count: 0...Int.max, help: "numbers or expressions (none: one per line on stdin)")
    var values: [String]
    @OptionGroup var format: JSONOutput
    @OptionGroup var progress: ProgressOptions

    func run(context: inout CLIContext) throws(CLIError) {
        if !values.isEmpty {
            for text in values {
                switch integerOrExpression(text) {
                case .success(let n): report(n, context: &context)
                case .failure(let failure):
                    throw .value("expected \(Self.expected(failure)), got \(InputError.quoted(text.utf8))")
                }
            }
            return
        }
        while !context.input.isAtEnd() {
            let line = context.input.line
            let n: BigInt
            do throws(InputError) {
                // Numbers of any size: up to 10^7 digits a line.
                let token = try context.input.readLongToken(maxLength: 10_000_000, expected: Self.expectedNumber)
                switch integerOrExpression(String(decoding: token, as: UTF8.self)) {
                case .success(let value): n = value
                case .failure(let failure):
                    throw InputError(line: line, expected: Self.expected(failure), got: InputError.quoted(token))
                }
                try context.input.finishLine(expected: "one number per line")
            } catch {
                throw .input(error)
            }
            report(n, context: &context)
        }
    }

    private func report(_ n: BigInt, context: inout CLIContext) {
        // BPSW on a number of thousands of digits takes seconds with no way to report a fraction:
        // show that it is working.
        let busy =
            n.bitWidth > 20_000
            ? ProgressBar.forCommand(
                "algo isprime: testing a \(n.decimalDigitCount)-digit number", progress, context: context)
            : nil
        busy?.startElapsedClock()
        let verdict = n.isProbablePrime()
        busy?.finish()
        if format.json {
            context.output.write("{\"n\": \(n.description), \"verdict\": \"\(verdict.rawValue)\"}\n")
            return
        }
        context.output.write(n.description)
        context.output.write(" ")
        context.output.write(verdict.rawValue)
        context.output.newline()
    }
}

/// Parses a non-negative decimal integer of any size, or explains what was wrong.
private func decimal(_ text: String) -> BigInt? {
    guard !text.isEmpty, text.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) else { return nil }
    return BigInt(text)
}

/// (``IsPrimeCommand/expected(_:)`` phrases it).
private func integerOrExpression(_ text: String) -> Result<BigInt, ArithmeticExpression.Failure> {
    if let n = decimal(text) { return .success(n) }
    return Result { () throws(ArithmeticExpression.Failure) in
        try ArithmeticExpression.evaluate(text, limitBits: IsPrimeCommand.limitBits, as: BigInt.self)
    }
}
