import DSLR
import SolverIO

/// `algo dslr`: Baekjoon 9019 on stdin, or one query from the command line.
struct DSLRCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        name: "dslr",
        summary: "shortest D/S/L/R register programs (Baekjoon 9019)",
        usage: "dslr [--method M] [A B] < input",
        discussion: """
            Input: T, then T lines `A B` with 0 <= A, B <= 9999. Output: one shortest program per
            case (an empty line when A == B). With two values A B, solves that one query.

            example:
              printf '3\\n1234 3412\\n1000 1\\n1 16\\n' | algo dslr     # LL, L, DDDD
            """)

    static var arguments: [CommandArgument<Self>] {
        [
            .values("[A B]", \.values),
            .option(
                "method", \.method, value: "M",
                help: "bidirectional (default), record (baseline b) or string (baseline a)",
                completion: .choices(Parse.choices(DSLRSolver.Method.self)),
                parse: Parse.choice(DSLRSolver.Method.self, option: "method")),
        ]
    }

    var values: [String] = []
    var method = DSLRSolver.Method.bidirectional

    mutating func run(context: inout CLIContext) throws(CLIError) {
        switch values.count {
        case 0:
            do {
                try DSLRSolver.solve(input: &context.input, output: &context.output, method: method)
            } catch {
                throw .input(error)
            }
        case 2:
            var query = InputReader(values.joined(separator: " "))
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
            throw .usage("expected no values (read stdin) or two values A B, got \(values.count)")
        }
    }
}
