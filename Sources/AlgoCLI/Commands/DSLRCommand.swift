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
            case (an empty line when A == B). With two values A B, solves that one query. --json
            prints {"program": "LL"} a case.

            example:
              printf '3\\n1234 3412\\n1000 1\\n1 16\\n' | algo dslr     # LL, L, DDDD
            """)

    @Values("[A B]", count: 0...2) var values: [String]
    @Option(
        "method", value: "M", help: "bidirectional (default), record (baseline b) or string (baseline a)",
        choices: DSLRSolver.Method.self)
    var method = DSLRSolver.Method.bidirectional
    @OptionGroup var format: JSONOutput

    func validate() throws(CLIError) {
        if values.count == 1 { throw .usage("expected no values (read stdin) or two values A B, got 1") }
    }

    func run(context: inout CLIContext) throws(CLIError) {
        let object: (Substring) -> String = { "{\"program\": \(String($0).jsonQuoted)}" }
        guard values.count == 2 else {
            try SolverJSON.run(format.json, context: &context, object: object) { input, output throws(CLIError) in
                do throws(InputError) {
                    try DSLRSolver.solve(input: &input, output: &output, method: method)
                } catch {
                    throw .input(error)
                }
            }
            return
        }
        var query = InputReader(values.joined(separator: " "))
        var pair: [Int] = []
        for _ in 0..<2 {
            do throws(InputError) {
                pair.append(try query.readInt(in: 0...9_999))
            } catch {
                throw .value("expected A and B in 0...9999, got \(error.got)")
            }
        }
        try SolverJSON.run(format.json, context: &context, object: object) { _, output throws(CLIError) in
            var query = InputReader("1\n\(pair[0]) \(pair[1])\n")
            do throws(InputError) {
                try DSLRSolver.solve(input: &query, output: &output, method: method)
            } catch {
                throw .failure("internal error: \(error)")
            }
        }
    }
}
