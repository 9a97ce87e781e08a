import SolverIO
import StarPatterns

extension JudgeProblem {
    /// One of the four recursive star problems.
    static func star(_ pattern: StarPattern) -> JudgeProblem {
        let sizes = pattern.allowedSizes
        // The stored copies of these statements do not reliably show the limits, so the judge
        // assumes Baekjoon's usual 1 s and 256 MB and says so; `--time-limit` overrides.
        let (time, memory) = (1.0, 256)
        let source = "assumed 1 s, 256 MB (Baekjoon's usual; the statement copies do not show them)"
        return JudgeProblem(
            name: pattern.name,
            title: "\(pattern.name): Baekjoon \(pattern.baekjoon), \(pattern.sizeRule)",
            timeLimit: time, memoryLimit: memory,
            limitsSource: source,
            checkerRule: pattern.trimsTrailingSpaces
                ? "exact, line by line: a space at the end of a row is wrong (Baekjoon 10993 rejects it)"
                : "exact, line by line; spaces at the ends of rows ignored, as Baekjoon does",
            layout: .single,
            samples: pattern == .carpet
                ? [Array("27\n".utf8)]
                : pattern == .nestedSquares
                    ? (1...4).map { Array("\($0)\n".utf8) }
                    : pattern == .nestedTriangles
                        ? [Array("1\n".utf8), Array("2\n".utf8), Array("3\n".utf8)]
                        : [Array("24\n".utf8)],
            generate: { rng, size in
                // Growing with size: a random N among the first (1 + size · (count − 1)) sizes.
                let top = Int((size * Double(sizes.count - 1)).rounded())
                return Array("\(sizes[rng.int(0...top)])\n".utf8)
            },
            worst: { _ in [Array("\(sizes.last!)\n".utf8)] },
            reference: { input throws(InputError) in
                try runSolver(input) { (reader, writer) throws(InputError) in
                    try StarSolver.solve(pattern, input: &reader, output: &writer)
                }
            },
            check: { _, expected, received in
                OutputLines.compareExactly(
                    expected: expected, received: received, trimming: !pattern.trimsTrailingSpaces)
            })
    }
}
