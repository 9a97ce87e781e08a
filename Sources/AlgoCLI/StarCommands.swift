import SolverIO
import StarPatterns

/// `algo star10`, `star11`, `star18`, `star19`: the recursive star problems on stdin (N on the
/// first line), or N as the one value.
protocol StarCommand: ParsableCommand {
    static var pattern: StarPattern { get }
    var values: [String] { get set }
}

extension StarCommand {
    static func starConfiguration(shape: String) -> CommandConfiguration {
        CommandConfiguration(
            name: pattern.name,
            summary: "\(shape) (Baekjoon \(pattern.baekjoon))",
            usage: "\(pattern.name) [N] < input",
            discussion: """
                Input: N alone on the first line, \(pattern.sizeRule). Output: the picture, exactly
                as Baekjoon \(pattern.baekjoon) expects it\(pattern.trimsTrailingSpaces ? " (no spaces at the ends of rows)" : ""). With one value N, draws that N.

                example:
                  echo \(pattern.allowedSizes[1]) | algo \(pattern.name)
                """)
    }

    static var arguments: [CommandArgument<Self>] { [.values("[N]", \.values)] }

    mutating func run(context: inout CLIContext) throws(CLIError) {
        switch values.count {
        case 0:
            do {
                try StarSolver.solve(Self.pattern, input: &context.input, output: &context.output)
            } catch {
                throw .input(error)
            }
        case 1:
            var input = InputReader(values[0] + "\n")
            do {
                try StarSolver.solve(Self.pattern, input: &input, output: &context.output)
            } catch {
                throw .value("expected \(Self.pattern.sizeRule), got \(error.got)")
            }
        default:
            throw .usage("expected no values (read stdin) or one value N, got \(values.count)")
        }
    }
}

struct Star10Command: StarCommand {
    static let pattern = StarPattern.carpet
    static let configuration = starConfiguration(shape: "the Sierpinski carpet of stars")
    var values: [String] = []
}

struct Star11Command: StarCommand {
    static let pattern = StarPattern.sierpinskiTriangle
    static let configuration = starConfiguration(shape: "the Sierpinski triangle of stars")
    var values: [String] = []
}

struct Star18Command: StarCommand {
    static let pattern = StarPattern.nestedTriangles
    static let configuration = starConfiguration(shape: "nested alternating triangles of stars")
    var values: [String] = []
}

struct Star19Command: StarCommand {
    static let pattern = StarPattern.nestedSquares
    static let configuration = starConfiguration(shape: "nested square frames of stars")
    var values: [String] = []
}
