import BigNumber
import Sieve
import SolverIO

/// Parses a non-negative decimal integer of any size, or explains what was wrong.
private func decimal(_ text: String) -> BigInt? {
    guard !text.isEmpty, text.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) else { return nil }
    return BigInt(text)
}

/// The one value of a command that takes a whole number in 0...`limit`, named `name` in messages.
private func boundedValue(_ arguments: ParsedArguments, name: String, limit: Int) throws(CLIError) -> Int {
    guard arguments.values.count == 1 else { throw .usage("expected one value \(name)") }
    let text = arguments.values[0]
    guard let value = decimal(text).flatMap({ $0.exactInt }), value <= limit else {
        throw .value("expected \(name) in 0...\(limit), got \(InputError.quoted(text.utf8))")
    }
    return value
}

/// `algo isprime N…`: primality of numbers of any size.
enum IsPrimeCommand: Subcommand {
    static let spec = CommandSpec(
        name: "isprime",
        summary: "primality of decimal numbers of any size (exact below 2^64, BPSW above)",
        usage: "isprime [N …] (or one number per line on stdin)",
        discussion: """
            Prints `N prime`, `N composite` or `N probable-prime` for each N. Below 2^64 the answer
            is exact (deterministic Miller–Rabin); above, GMP's BPSW test with 24 Miller–Rabin
            rounds, which has no known counterexample.

            example:
              algo isprime 170141183460469231731687303715884105727 561
            """)

    static func run(_ arguments: ParsedArguments, context: inout CLIContext) throws(CLIError) {
        if !arguments.values.isEmpty {
            for text in arguments.values {
                guard let n = decimal(text) else {
                    throw .value("expected a non-negative decimal integer, got \(InputError.quoted(text.utf8))")
                }
                report(n, context: &context)
            }
            return
        }
        while !context.input.isAtEnd() {
            let line = context.input.line
            let n: BigInt
            do throws(InputError) {
                // Numbers of any size: up to 10^7 digits a line.
                let token = try context.input.readLongToken(
                    maxLength: 10_000_000, expected: "a non-negative decimal integer")
                guard let value = decimal(String(decoding: token, as: UTF8.self)) else {
                    throw InputError(
                        line: line, expected: "a non-negative decimal integer", got: InputError.quoted(token))
                }
                n = value
                try context.input.finishLine(expected: "one number per line")
            } catch {
                throw .input(error)
            }
            report(n, context: &context)
        }
    }

    private static func report(_ n: BigInt, context: inout CLIContext) {
        context.output.write(n.description)
        context.output.write(" ")
        context.output.write(n.isProbablePrime().rawValue)
        context.output.newline()
    }
}

/// `algo factorial N`: the digits of N!.
enum FactorialCommand: Subcommand {
    static let limit = 100_000_000
    static let spec = CommandSpec(
        name: "factorial",
        summary: "N! in decimal (GMP), or its digit count",
        usage: "factorial N [--digits]",
        options: [OptionSpec("digits", help: "print only the number of decimal digits")],
        discussion: """
            N is 0...100000000 (10^8! has 756570557 digits).

            example:
              algo factorial 1000 --digits      # 2568
            """)

    static func run(_ arguments: ParsedArguments, context: inout CLIContext) throws(CLIError) {
        let n = try boundedValue(arguments, name: "N", limit: limit)
        let value = BigInt.factorial(n)
        if arguments.has("digits") {
            context.output.write(value.decimalDigitCount)
        } else {
            context.output.write(value.description)
        }
        context.output.newline()
    }
}

/// `algo mersenne PMAX`: the exponents of the Mersenne primes up to PMAX.
enum MersenneCommand: Subcommand {
    static let limit = 1_000_000
    static let spec = CommandSpec(
        name: "mersenne",
        summary: "exponents p <= PMAX with 2^p - 1 prime (trial factoring + Lucas–Lehmer on all cores)",
        usage: "mersenne PMAX [--threads T] [--progress]",
        options: [
            OptionSpec("threads", value: "T", help: "worker threads (default: all cores)")
        ] + ProgressBar.options,
        discussion: """
            Prints one exponent per line, ascending. PMAX is 2...1000000; the time grows about
            as PMAX^3 (10000 takes seconds on two cores).

            example:
              algo mersenne 130      # 2 3 5 7 13 17 19 31 61 89 107 127
            """)

    static func run(_ arguments: ParsedArguments, context: inout CLIContext) throws(CLIError) {
        let pmax = try boundedValue(arguments, name: "PMAX", limit: limit)
        let threads = try SieveCommand.threadCount(arguments)
        let bar = ProgressBar.forCommand("algo mersenne", arguments, context: context)
        let exponents = Mersenne.exponents(upTo: pmax, threads: threads, progress: bar?.callback)
        bar?.finish()
        for p in exponents {
            context.output.write(p)
            context.output.newline()
        }
    }
}
