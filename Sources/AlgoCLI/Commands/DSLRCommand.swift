import CommandLineKit
import DSLR
import SolverIO

/// `algo dslr`: Baekjoon 9019 on stdin, or one query from the command line.
struct DSLRCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        name: "dslr",
        summary: "shortest D/S/L/R register programs (Baekjoon 9019)",
        discussion: """
            Input: T, then T lines `A B` with 0 <= A, B <= 9999. Output: one shortest program per
            case (an empty line when A == B). With two values A B, solves that one query.

            example:
              printf '3\\n1234 3412\\n1000 1\\n1 16\\n' | algo dslr     # LL, L, DDDD
            """)

    @Values("[A B]", count: 0...2) var values: [String]
    @Option(
        "method", value: "M", help: "bidirectional (default), record (baseline b) or string (baseline a)",
        choices: DSLRSolver.Method.self)
    var method = DSLRSolver.Method.bidirectional

    func validate() throws(CLIError) {
        if values.count == 1 { throw .usage("expected no values (read stdin) or two values A B, got 1") }
    }

    func run(context: inout CLIContext) throws(CLIError) {
        guard values.count == 2 else {
            do {
                try DSLRSolver.solve(input: &context.input, output: &context.output, method: method)
            } catch {
                throw .input(error)
            }
            return
        }
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
    }
}
