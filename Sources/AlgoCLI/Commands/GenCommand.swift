import AlgoSupport
import CommandLineKit
import Judge
import SolverIO

/// `algo gen`: one generated input for a judge problem.
struct GenCommand: ParsableCommand {
    enum Size: String, CaseIterable {
        case small, medium, max
        var fraction: Double {
            switch self {
            case .small: 0
            case .medium: 0.5
            case .max: 1
            }
        }
    }

    static let configuration = CommandConfiguration(
        name: "gen",
        summary: "print one generated input for a judge problem",
        discussion: """
            The same seeded generators `algo judge` uses. --size max is the largest random test;
            --worst prints the first worst case instead.

            example:
              algo gen dslr --seed 3 --size max > big.in
            """)

    @Values("PROBLEM", count: 1...1) var values: [String]
    @Option("seed", value: "S", help: "the generator's seed (default 1)", in: 0...Int.max) var seed = 1
    @Option("size", value: "SIZE", help: "small (default), medium or max", choices: Size.self) var size = Size.small
    @Flag("worst", help: "print the first worst case instead") var worst = false

    func run(context: inout CLIContext) throws(CLIError) {
        guard let problem = JudgeProblem.named(values[0]) else {
            throw .usage(
                "unknown problem \(InputError.quoted(values[0].utf8)): expected one of \(JudgeProblem.all.map(\.name).joined(separator: ", "))"
            )
        }
        var rng = SplitMix64(seed: UInt64(seed))
        let input = worst ? problem.worst(&rng)[0] : problem.generate(&rng, size.fraction)
        input.withUnsafeBufferPointer { context.output.write(bytes: $0) }
    }
}
