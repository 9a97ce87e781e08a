import DSLR
import SolverIO

/// `algo dslr`: Baekjoon 9019 on stdin, or one query from the command line.
enum DSLRCommand: Subcommand {
    static let spec = CommandSpec(
        name: "dslr",
        summary: "shortest D/S/L/R register programs (Baekjoon 9019)",
        usage: "dslr [--method M] [A B] < input",
        options: [
            OptionSpec(
                "method", value: "M",
                help: "bidirectional (default), record (baseline b) or string (baseline a)")
        ],
        discussion: """
            Input: T, then T lines `A B` with 0 <= A, B <= 9999. Output: one shortest program per
            case (an empty line when A == B). With two values A B, solves that one query.

            example:
              printf '3\\n1234 3412\\n1000 1\\n1 16\\n' | algo dslr     # LL, L, DDDD
            """)

    static func run(_ arguments: ParsedArguments, context: inout CLIContext) throws(CLIError) {
        var method = DSLRSolver.Method.bidirectional
        if let name = arguments.options["method"] {
            guard let chosen = DSLRSolver.Method(rawValue: name) else {
                throw .usage(
                    "--method must be bidirectional, record or string, got \(InputError.quoted(name.utf8))")
            }
            method = chosen
        }
        switch arguments.values.count {
        case 0:
            do {
                try DSLRSolver.solve(input: &context.input, output: &context.output, method: method)
            } catch {
                throw .input(error)
            }
        case 2:
            var query = InputReader(arguments.values.joined(separator: " "))
            var pair: [Int] = []
            for _ in 0..<2 {
                do {
                    pair.append(try query.readInt(in: 0...9_999))
                } catch {
                    throw .value("expected A and B in 0...9999, got \(error.got)")
                }
            }
            var output = InputReader("1\n\(pair[0]) \(pair[1])\n")
            do {
                try DSLRSolver.solve(input: &output, output: &context.output, method: method)
            } catch {
                throw .failure("internal error: \(error)")
            }
        default:
            throw .usage("expected no values (read stdin) or two values A B, got \(arguments.values.count)")
        }
    }
}
