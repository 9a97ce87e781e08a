import Archery
import CommandLineKit
import SolverIO

/// `algo archery`: the 2022 KAKAO archery final, generalised to K rings and huge n.
struct ArcheryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        name: "archery",
        summary: "best arrows against a known opponent (KAKAO 2022 archery), any K ≤ 64, n ≤ 10^9",
        discussion: """
            Input: each non-empty line is `n h_0 h_1 ... h_{K-1}`: the player's n arrows, then the
            opponent's arrows on the rings worth K-1, ..., 1, 0 points (K = 11 is the classic
            10...0 target; 2 <= K <= 64; counts in 0...10^9, not necessarily summing to n).
            Output: one line per input line: the player's K counts, or -1 when no plan wins.
            Largest margin first; ties go to more arrows on the lowest ring, then the next lowest.

            example:
              echo '5 2 1 1 1 0 0 0 0 0 0 0' | algo archery      # 0 2 2 0 1 0 0 0 0 0 0
            """)

    @Option(
        "method", value: "M", help: "knapsack (default) or dfs (the classic baseline)",
        choices: ArcherySolver.Method.self)
    var method = ArcherySolver.Method.knapsack
    @OptionGroup var format: JSONOutput

    func run(context: inout CLIContext) throws(CLIError) {
        // --json: {"arrows": [a10, …, a0]} a case, or {"arrows": null} where Ryan cannot win (-1).
        let object: (Substring) -> String = { line in
            line == "-1"
                ? "{\"arrows\": null}" : "{\"arrows\": [" + line.split(separator: " ").joined(separator: ", ") + "]}"
        }
        try SolverJSON.run(format.json, context: &context, object: object) { input, output throws(CLIError) in
            do throws(InputError) {
                try ArcherySolver.solve(input: &input, output: &output, method: method)
            } catch {
                throw .input(error)
            }
        }
    }
}
