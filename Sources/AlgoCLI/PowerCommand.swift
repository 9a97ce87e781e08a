import ComplexPower
import SolverIO

/// `algo power BASE EXP`: every branch of z^w.
enum PowerCommand: Subcommand {
    static let spec = CommandSpec(
        name: "power",
        summary: "values of the multivalued power z^w, branch by branch, to any precision",
        usage: "power BASE EXP [--branches LO...HI] [--all] [--digits D] [--plot out.svg]",
        options: [
            OptionSpec("branches", value: "LO...HI", help: "branches k to print (default 0...0, the principal value)"),
            OptionSpec("all", help: "every value, when the set is finite (says so when it is not)"),
            OptionSpec("digits", value: "D", help: "D significant digits through MPFR/MPC (default: shortest Double)"),
            OptionSpec("plot", value: "FILE", help: "draw the values of the branches (default -8...8) as SVG"),
        ],
        discussion: """
            z^w = exp(w·(ln|z| + i(arg z + 2πk))) on branch k. Output: one line `k re im` per branch.
            Literals: 2, -1.5, 3e-2, i, -i, 2i, 1+2i, 1-2.5e-3i, fractions 1/3 and -2/6 (reduced),
            and the constants pi and e. Decimals are exact rationals (0.1 is 1/10: 10 values).

            examples:
              algo power i i --branches -2...2
              algo power -8 1/3 --all
              algo power i i --digits 50
            """)

    static func run(_ arguments: ParsedArguments, context: inout CLIContext) throws(CLIError) {
        guard arguments.values.count == 2 else {
            throw .usage("expected BASE and EXP, got \(arguments.values.count) values")
        }
        guard let base = ComplexLiteral(arguments.values[0]) else { throw badLiteral(arguments.values[0]) }
        guard let exponent = ComplexLiteral(arguments.values[1]) else { throw badLiteral(arguments.values[1]) }
        let set = PowerValueSet(base: base, exponent: exponent)
        var branches = 0...0
        if let text = arguments.options["branches"] { branches = try range(text) }
        if arguments.has("all") {
            guard let all = set.allBranches else {
                throw .value("--all: z^w has \(set); list some with --branches LO...HI")
            }
            guard all.count <= 1_000_000 else { throw .value("--all: z^w has \(set); that is too many to list") }
            branches = all
        }
        var digits: Int?
        if let text = arguments.options["digits"] {
            guard let d = Int(text), (1...1_000_000).contains(d) else {
                throw .value("--digits must be in 1...1000000, got \(InputError.quoted(text.utf8))")
            }
            digits = d
        }
        for k in branches {
            context.output.write(k)
            if let digits {
                let (re, im) = PrecisePower.power(base, exponent, branch: k, digits: digits)
                context.output.write(" \(re) \(im)\n")
            } else {
                let value = doubleValue(base, exponent, branch: k)
                context.output.write(" \(value.real) \(value.imaginary)\n")
            }
        }
        if let path = arguments.options["plot"] {
            let plotted = arguments.options["branches"] != nil || arguments.has("all") ? branches : -8...8
            let values = plotted.map { ($0, doubleValue(base, exponent, branch: $0)) }
            try writeFile(
                path, PowerPlot.svg(values, title: "(\(base))^(\(exponent)), k = \(plotted)", subtitle: "\(set)"))
        }
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
