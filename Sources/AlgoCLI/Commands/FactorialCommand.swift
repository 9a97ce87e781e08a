import BigNumber
import CommandLineKit
import SolverIO

/// `algo factorial N`: the digits of N!.
struct FactorialCommand: ParsableCommand {
    static let limit = 100_000_000
    static let configuration = CommandConfiguration(
        name: "factorial",
        summary: "N! in decimal (GMP), or its digit count",
        discussion: """
            N is 0...100000000 (10^8! has 756570557 digits). Each N gets one line; with no N (or
            -), each line of stdin is one N, and @FILE reads one N a line of FILE. --json prints {"n": N, "digits": D,
            "value": N!}, without "value" when --digits is given.

            example:
              algo factorial 1000 --digits      # 2568
            """)

    @Values("[N …]", count: 0...Int.max, help: "values; @FILE: one per line of FILE; none or -: one per line on stdin")
    var values: [String]
    @Flag("digits", help: "print only the number of decimal digits") var digits = false
    @OptionGroup var format: JSONOutput
    @OptionGroup var progress: ProgressOptions
    func run(context: inout CLIContext) throws(CLIError) {
        try Queries.forEach(values, words: 1...1, expected: "N", context: &context) { words, context throws(CLIError) in
            try answer(boundedValue(words[0], name: "N", limit: Self.limit), context: &context)
        }
    }

    func answer(_ n: Int, context: inout CLIContext) throws(CLIError) {
        let busy = n > 1_000_000 ? ProgressBar.forCommand("algo factorial: \(n)!", progress, context: context) : nil
        busy?.startElapsedClock()
        let value = BigInt.factorial(n)
        busy?.finish()
        if format.json {
            context.output.write("{\"n\": \(n), \"digits\": \(value.decimalDigitCount)")
            if !digits {
                context.output.write(", \"value\": ")
                context.output.write(value.description)
            }
            context.output.write("}")
        } else if digits {
            context.output.write(value.decimalDigitCount)
        } else {
            context.output.write(value.description)
        }
        context.output.newline()
    }
}

/// grammar: 1000, 1e6, 10^6), named `name` in messages.
func boundedValue(_ text: String, name: String, limit: Int) throws(CLIError) -> Int {
    guard case .value(let value) = IntegerExpression.parse(text), value <= UInt64(limit) else {
        throw .value("expected \(name) in 0...\(limit), got \(InputError.quoted(text.utf8))")
    }
    return Int(value)
}
