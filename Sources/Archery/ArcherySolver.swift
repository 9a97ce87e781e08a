import SolverIO

/// The stdin solver for `algo archery`.
///
/// Input: each non-empty line is `n h_0 h_1 … h_{K−1}`, where h_i is the opponent's arrows on the
/// ring worth K − 1 − i points (so K = 11 is the classic 10…0 target). Output: one line per input
/// line, the player's K counts separated by single spaces, or `-1` when no plan wins.
///
///     var input = InputReader("5 2 1 1 1 0 0 0 0 0 0 0\n1 1 0 0 0 0 0 0 0 0 0 0\n")
///     var output = OutputWriter.memory()
///     try ArcherySolver.solve(input: &input, output: &output)
///     output.flush()
///     output.text   // "0 2 2 0 1 0 0 0 0 0 0\n-1\n"
public enum ArcherySolver {
    /// Which algorithm answers.
    public enum Method: String, CaseIterable, Sendable {
        /// ``ArcheryOptimizer/best(arrows:opponent:)``, the default.
        case knapsack
        /// ``ArcheryOptimizer/classicDFS(arrows:opponent:)``, the baseline.
        case dfs
    }

    /// Reads every line and writes its answer, streaming.
    ///
    /// - Throws: `InputError` for a malformed number, fewer than 2 or more than 64 rings, n
    ///   outside 1...10^9 or a count outside 0...10^9, naming the line; earlier answers are written.
    /// - Complexity: O(K · V) per line with the default method (V ≤ K²).
    public static func solve(
        input: inout InputReader, output: inout OutputWriter, method: Method = .knapsack
    ) throws(InputError) {
        var opponent: [Int] = []
        opponent.reserveCapacity(64)
        let limit = ArcheryRules.maximumArrows
        while !input.isAtEnd() {
            let line = input.line
            let n = try input.readInt(in: 1...limit, expected: "n, the player's arrows, in 1...\(limit)")
            opponent.removeAll(keepingCapacity: true)
            while !input.isAtEndOfLine() {
                guard opponent.count < 64 else {
                    throw InputError(line: line, expected: "at most 64 ring counts after n", got: "more")
                }
                opponent.append(
                    try input.readInt(in: 0...limit, expected: "an arrow count in 0...\(limit)", acrossLines: false))
            }
            guard opponent.count >= 2 else {
                throw InputError(
                    line: line, expected: "at least 2 ring counts after n", got: "\(opponent.count)")
            }
            let plan: ArcheryPlan?
            do {
                plan =
                    method == .knapsack
                    ? try ArcheryOptimizer.best(arrows: n, opponent: opponent)
                    : try ArcheryOptimizer.classicDFS(arrows: n, opponent: opponent)
            } catch {
                throw InputError(line: line, expected: "a valid instance", got: "\(error)")
            }
            if let plan {
                for (ring, count) in plan.arrows.enumerated() {
                    if ring > 0 { output.write(byte: UInt8(ascii: " ")) }
                    output.write(count)
                }
            } else {
                output.write("-1")
            }
            output.newline()
        }
    }
}
