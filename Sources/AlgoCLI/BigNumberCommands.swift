import BigNumber
import Sieve
import SolverIO

/// Parses a non-negative decimal integer of any size, or explains what was wrong.
private func decimal(_ text: String) -> BigInt? {
    guard !text.isEmpty, text.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) else { return nil }
    return BigInt(text)
}

/// A non-negative decimal integer or integer expression (`2^89-1`, `10^30+57`, `100!+1`, the
/// grammar of `algo factor`) of at most ``IsPrimeCommand/limitBits`` bits; a failure says why
/// (``IsPrimeCommand/expected(_:)`` phrases it).
private func integerOrExpression(_ text: String) -> Result<BigInt, ArithmeticExpression.Failure> {
    if let n = decimal(text) { return .success(n) }
    return Result { () throws(ArithmeticExpression.Failure) in
        try ArithmeticExpression.evaluate(text, limitBits: IsPrimeCommand.limitBits, as: BigInt.self)
    }
}

/// The one value of a command that takes a whole number in 0...`limit` (by the CLI's integer
/// grammar: 1000, 1e6, 10^6), named `name` in messages.
private func boundedValue(_ values: [String], name: String, limit: Int) throws(CLIError) -> Int {
    guard values.count == 1 else { throw .usage("expected one value \(name)") }
    let text = values[0]
    guard case .value(let value) = IntegerExpression.parse(text), value <= UInt64(limit) else {
        throw .value("expected \(name) in 0...\(limit), got \(InputError.quoted(text.utf8))")
    }
    return Int(value)
}

/// `algo isprime N…`: primality of numbers of any size.
struct IsPrimeCommand: ParsableCommand, ShowsProgress {
    static let configuration = CommandConfiguration(
        name: "isprime",
        summary: "primality of numbers and expressions of any size (exact below 3.3e24, BPSW above)",
        usage: "isprime [N …] [--progress] (or one number or expression per line on stdin)",
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

    static var arguments: [CommandArgument<Self>] { [.values("[N …]", \.values)] + ProgressBar.arguments() }

    var values: [String] = []
    var progress = false
    var noProgress = false

    mutating func run(context: inout CLIContext) throws(CLIError) {
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
                "algo isprime: testing a \(n.decimalDigitCount)-digit number", self, context: context)
            : nil
        busy?.startElapsedClock()
        let verdict = n.isProbablePrime()
        busy?.finish()
        context.output.write(n.description)
        context.output.write(" ")
        context.output.write(verdict.rawValue)
        context.output.newline()
    }
}

/// `algo factorial N`: the digits of N!.
struct FactorialCommand: ParsableCommand, ShowsProgress {
    static let limit = 100_000_000
    static let configuration = CommandConfiguration(
        name: "factorial",
        summary: "N! in decimal (GMP), or its digit count",
        usage: "factorial N [--digits] [--progress]",
        discussion: """
            N is 0...100000000 (10^8! has 756570557 digits).

            example:
              algo factorial 1000 --digits      # 2568
            """)

    static var arguments: [CommandArgument<Self>] {
        [.values("N", \.values), .flag("digits", \.digits, help: "print only the number of decimal digits")]
            + ProgressBar.arguments()
    }

    var values: [String] = []
    var digits = false
    var progress = false
    var noProgress = false
    var n = 0

    mutating func validate() throws(CLIError) {
        n = try boundedValue(values, name: "N", limit: Self.limit)
    }

    mutating func run(context: inout CLIContext) throws(CLIError) {
        let busy = n > 1_000_000 ? ProgressBar.forCommand("algo factorial: \(n)!", self, context: context) : nil
        busy?.startElapsedClock()
        let value = BigInt.factorial(n)
        busy?.finish()
        if digits {
            context.output.write(value.decimalDigitCount)
        } else {
            context.output.write(value.description)
        }
        context.output.newline()
    }
}

/// `algo mersenne PMAX`: the exponents of the Mersenne primes up to PMAX.
struct MersenneCommand: ParsableCommand, ShowsProgress {
    static let limit = 1_000_000
    static let configuration = CommandConfiguration(
        name: "mersenne",
        summary: "exponents p <= PMAX with 2^p - 1 prime (trial factoring + Lucas–Lehmer on all cores)",
        usage: "mersenne PMAX [--threads T] [--progress]",
        discussion: """
            Prints one exponent per line, ascending. PMAX is 2...1000000; the time grows about
            as PMAX^3 (10000 takes seconds on two cores).

            example:
              algo mersenne 130      # 2 3 5 7 13 17 19 31 61 89 107 127
            """)

    static var arguments: [CommandArgument<Self>] {
        [.values("PMAX", \.values), SieveCommand.threads(\.threads)] + ProgressBar.arguments()
    }

    var values: [String] = []
    var threads = PrimeSieve.defaultThreads
    var progress = false
    var noProgress = false
    var pmax = 0

    mutating func validate() throws(CLIError) {
        pmax = try boundedValue(values, name: "PMAX", limit: Self.limit)
    }

    mutating func run(context: inout CLIContext) throws(CLIError) {
        let bar = ProgressBar.forCommand("algo mersenne", self, context: context)
        let exponents = Mersenne.exponents(upTo: pmax, threads: threads, progress: bar?.callback)
        bar?.finish()
        for p in exponents {
            context.output.write(p)
            context.output.newline()
        }
    }
}
