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

            N may be an integer expression, as for algo factor: 2^89-1, 10^30+57, 100!+1. With no
            N (or -), each line of stdin is one N, and a value @FILE reads one N a line of FILE.

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

    @Values(
        "[N …]", count: 0...Int.max,
        help: "numbers or expressions; @FILE: one per line of FILE; none or -: one per line on stdin")
    var values: [String]
    @OptionGroup var format: JSONOutput
    @OptionGroup var progress: ProgressOptions

    func run(context: inout CLIContext) throws(CLIError) {
        if values.isEmpty || values == ["-"] {
            do throws(InputError) {
                while let n = try Self.next(from: &context.input) { report(n, context: &context) }
            } catch {
                throw .input(error)
            }
            return
        }
        for text in values {
            if text.hasPrefix("@") && text.count > 1 {
                let path = String(text.dropFirst())
                try readingFile(path) { reader throws(CLIError) in
                    do throws(InputError) {
                        while let n = try Self.next(from: &reader) { report(n, context: &context) }
                    } catch {
                        throw .value("\(path): \(error)")
                    }
                }
                continue
            }
            switch integerOrExpression(text) {
            case .success(let n): report(n, context: &context)
            case .failure(let failure):
                throw .value("expected \(Self.expected(failure)), got \(InputError.quoted(text.utf8))")
            }
        }
    }

    /// The number on the next non-blank line, or nil at the end.
    static func next(from input: inout InputReader) throws(InputError) -> BigInt? {
        guard !input.isAtEnd() else { return nil }
        let line = input.line
        // Numbers of any size: up to 10^7 digits a line.
        let token = try input.readLongToken(maxLength: 10_000_000, expected: Self.expectedNumber)
        let n: BigInt
        switch integerOrExpression(String(decoding: token, as: UTF8.self)) {
        case .success(let value): n = value
        case .failure(let failure):
            throw InputError(line: line, expected: Self.expected(failure), got: InputError.quoted(token))
        }
        try input.finishLine(expected: "one number per line")
        return n
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
