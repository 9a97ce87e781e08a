import CommandLineKit
import ComplexPower
import SolverIO

/// `algo power BASE EXP`: every branch of z^w.
struct PowerCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        name: "power",
        summary: "values of the multivalued power z^w, branch by branch, to any precision",
        discussion: """
            z^w = exp(w·(ln|z| + i(arg z + 2πk))) on branch k. Output: one line `k re im` per branch.
            Literals: 2, -1.5, 3e-2, i, -i, 2i, 1+2i, 1-2.5e-3i, fractions 1/3 and -2/6 (reduced),
            and the constants pi and e. Decimals are exact rationals (0.1 is 1/10: 10 values).
            With no values (or -), each line of stdin is one pair BASE EXP, and @FILE reads one a
            line of FILE; their lines follow each other (--plot draws the first pair's).
            With --digits, each part is correctly rounded (MPFR); a part beyond 10^(±1.38e18)
            prints as inf or 0. Square and cube roots (w = 1/2, 1/3) are correctly rounded in
            Double too. 0^w for Re w <= 0, w != 0, has no value: the line is `k undefined`
            (exit 0: it is the answer). 0^0 is 1. --json prints {"k": k, "re": x, "im": y} a
            branch (with --digits, x and y are the correctly rounded decimals as JSON numbers; a
            part beyond the range of Double or of MPFR is null) or {"k": k, "undefined": true}.

            examples:
              algo power i i --branches -2...2
              algo power -8 1/3 --all
              algo power i i --digits 50
            """)

    @Values("BASE EXP", count: 0...2, help: "z and w (@FILE, or none or -: one pair a line of FILE or stdin)")
    var values: [String]
    @Option(
        "branches", value: "LO...HI", help: "branches k to print (default 0...0, the principal value)",
        parse: PowerCommand.range)
    var branches: ClosedRange<Int>?
    @Flag("all", help: "every value, when the set is finite (says so when it is not)") var all = false
    @Option(
        "digits", value: "D", help: "D significant digits, correctly rounded (default: shortest Double)",
        parse: Parse.integer(in: PrecisePower.digitsRange, option: "digits"))
    var digits: Int?
    @Option(
        "plot", value: "FILE", help: "draw the values of the branches (default -8...8) as SVG", completion: .file,
        parse: Parse.text)
    var plot: String?
    @OptionGroup var format: JSONOutput
    @OptionGroup var progress: ProgressOptions
    var base = ComplexLiteral("0")!
    var exponent = ComplexLiteral("0")!

    func run(context: inout CLIContext) throws(CLIError) {
        var first = true
        try Queries.forEach(values, words: 2...2, expected: "BASE EXP", context: &context) {
            words, context throws(CLIError) in
            guard let base = ComplexLiteral(words[0]) else { throw Self.badLiteral(words[0]) }
            guard let exponent = ComplexLiteral(words[1]) else { throw Self.badLiteral(words[1]) }
            var query = self
            (query.base, query.exponent) = (base, exponent)
            if !first { query.plot = nil }  // --plot draws the first pair's values
            first = false
            try query.answer(context: &context)
        }
    }

    /// The lines of the branches shown, for `base` and `exponent`.
    func answer(context: inout CLIContext) throws(CLIError) {
        let set = PowerValueSet(base: base, exponent: exponent)
        var shown = branches ?? 0...0
        if all {
            guard let every = set.allBranches else {
                throw .value("--all: z^w has \(set); list some with --branches LO...HI")
            }
            guard every.count <= 1_000_000 else { throw .value("--all: z^w has \(set); that is too many to list") }
            shown = every
        }
        // Tens of thousands of digits take seconds per branch: show which branch is being worked on.
        let bar =
            digits.map { $0 >= 20_000 } == true ? ProgressBar.forCommand("algo power", progress, context: context) : nil
        defer { bar?.finish() }
        if set == .undefined {
            guard plot == nil else { throw .value("--plot: \(set): there is nothing to draw") }
            for k in shown {
                context.output.write(format.json ? "{\"k\": \(k), \"undefined\": true}\n" : "\(k) undefined\n")
            }
            return
        }
        for (index, k) in shown.enumerated() {
            if format.json {
                let (re, im) = try jsonParts(branch: k)
                context.output.write("{\"k\": \(k), \"re\": \(re), \"im\": \(im)}\n")
                continue
            }
            context.output.write(k)
            if let digits {
                bar?.update(Double(index) / Double(shown.count))
                let (re, im): (String, String)
                do {
                    (re, im) = try PrecisePower.power(base, exponent, branch: k, digits: digits)
                } catch {
                    throw .value("--digits must be in 1...1000000, got \(digits)")
                }
                context.output.write(" \(re) \(im)\n")
            } else {
                let value = Self.doubleValue(base, exponent, branch: k)
                // OutputWriter prints every NaN as `nan`: interpolation printed the sign bit an
                // invalid operation's NaN has on x86 (`-nan`).
                context.output.write(" ")
                context.output.write(value.real)
                context.output.write(" ")
                context.output.write(value.imaginary)
                context.output.newline()
            }
        }
        if let path = plot {
            let plotted = branches != nil || all ? shown : -8...8
            let values = plotted.map { ($0, Self.doubleValue(base, exponent, branch: $0)) }
            try writeFile(
                path, PowerPlot.svg(values, title: "(\(base))^(\(exponent)), k = \(plotted)", subtitle: "\(set)"))
        }
    }

    /// Branch k's parts as JSON numbers (`--digits`' decimals or the shortest Doubles), `null` for a
    /// part that is no finite number (`inf`, `nan`: JSON has neither).
    func jsonParts(branch k: Int) throws(CLIError) -> (String, String) {
        func number(_ text: String) -> String {
            text.contains("inf") || text.contains("nan") ? "null" : text
        }
        if let digits {
            do {
                let (re, im) = try PrecisePower.power(base, exponent, branch: k, digits: digits)
                return (number(re), number(im))
            } catch {
                throw .value("--digits must be in 1...1000000, got \(digits)")
            }
        }
        let value = Self.doubleValue(base, exponent, branch: k)
        return (number("\(value.real)"), number("\(value.imaginary)"))
    }

    /// The Double value, through the exact rational path when the exponent is p/q.
    static func doubleValue(_ base: ComplexLiteral, _ exponent: ComplexLiteral, branch k: Int) -> Complex<Double> {
        if let (p, q) = exponent.rational {
            return Complex.pow(base.value, numerator: p, denominator: q, branch: k)
        }
        return Complex.pow(base.value, exponent.value, branch: k)
    }

    static func badLiteral(_ text: String) -> CLIError {
        .value(
            "expected a complex literal such as 2, -1.5, 3e-2, i, 1+2i, 1/3 or pi, got \(InputError.quoted(text.utf8))"
        )
    }

    /// `LO...HI` with LO ≤ HI (each may be negative).
    static func range(_ text: String) throws(CLIError) -> ClosedRange<Int> {
        let parts = text.split(separator: "...", omittingEmptySubsequences: false)
        guard parts.count == 2, let low = Int(parts[0]), let high = Int(parts[1]) else {
            throw .value("--branches expects LO...HI such as -2...2, got \(InputError.quoted(text.utf8))")
        }
        guard low <= high else { throw .value("--branches: empty range \(low)...\(high)") }
        guard high - low < 10_000_000 else { throw .value("--branches: at most 10^7 branches at once") }
        return low...high
    }
}
