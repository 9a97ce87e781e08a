import CommandLineKit
import SolverIO
import StarPatterns

/// `algo star10`, `star11`, `star18`, `star19`: the recursive star problems on stdin (N on the
/// first line), or N as the one value.
protocol StarCommand: ParsableCommand {
    static var pattern: StarPattern { get }
    var values: [String] { get }
    var format: JSONOutput { get }
}

extension StarCommand {
    static func starConfiguration(shape: String) -> CommandConfiguration {
        CommandConfiguration(
            name: pattern.name,
            summary: "\(shape) (Baekjoon \(pattern.baekjoon))",
            discussion: """
                Input: N alone on the first line, \(pattern.sizeRule). Output: the picture, exactly
                as Baekjoon \(pattern.baekjoon) expects it\(pattern.trimsTrailingSpaces ? " (no spaces at the ends of rows)" : ""). With one value N, draws that N. --json
                prints {"rows": ["…", …]}, the picture as one object.

                example:
                  echo \(pattern.allowedSizes[1]) | algo \(pattern.name)
                """)
    }

    func run(context: inout CLIContext) throws(CLIError) {
        let size = values.first
        try SolverJSON.picture(format.json, context: &context) { input, output throws(CLIError) in
            guard let size else {
                do throws(InputError) {
                    try StarSolver.solve(Self.pattern, input: &input, output: &output)
                } catch {
                    throw .input(error)
                }
                return
            }
            var given = InputReader(size + "\n")
            do throws(InputError) {
                try StarSolver.solve(Self.pattern, input: &given, output: &output)
            } catch {
                throw .value("expected \(Self.pattern.sizeRule), got \(error.got)")
            }
        }
    }
}

struct Star10Command: StarCommand {
    static let pattern = StarPattern.carpet
    static let configuration = starConfiguration(shape: "the Sierpinski carpet of stars")
    @Values("[N]", count: 0...1) var values: [String]
    @OptionGroup var format: JSONOutput
}

struct Star11Command: StarCommand {
    static let pattern = StarPattern.sierpinskiTriangle
    static let configuration = starConfiguration(shape: "the Sierpinski triangle of stars")
    @Values("[N]", count: 0...1) var values: [String]
    @OptionGroup var format: JSONOutput
}

struct Star18Command: StarCommand {
    static let pattern = StarPattern.nestedTriangles
    static let configuration = starConfiguration(shape: "nested alternating triangles of stars")
    @Values("[N]", count: 0...1) var values: [String]
    @OptionGroup var format: JSONOutput
}

struct Star19Command: StarCommand {
    static let pattern = StarPattern.nestedSquares
    static let configuration = starConfiguration(shape: "nested square frames of stars")
    @Values("[N]", count: 0...1) var values: [String]
    @OptionGroup var format: JSONOutput
}
