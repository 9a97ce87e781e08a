import CommandLineKit
import FermatPoint
import SolverIO

/// `algo fermat`: the Fermat point of each triangle on stdin.
struct FermatCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        name: "fermat",
        summary: "Fermat point of triangles: least total distance to three vertices",
        discussion: """
            Input: each non-empty line `x1 y1 x2 y2 x3 y3`. Output: one line `x y total` each
            (shortest round-trip Doubles; --json: {"x": x, "y": y, "total": t}). An angle of 120° or more gives that vertex; collinear
            points give the middle one; coincident points give that point.

            example:
              echo '0 0 4 0 1 3' | algo fermat
            """)

    @Option(
        "plot", value: "FILE", help: "draw the first triangle, its point and the 120° rays", completion: .file,
        parse: Parse.text)
    var plot: String?
    @OptionGroup var format: JSONOutput

    mutating func run(context: inout CLIContext) throws(CLIError) {
        var first: ([Point2], FermatSolution)?
        try SolverJSON.run(format.json, context: &context, object: SolverJSON.numbers(["x", "y", "total"])) {
            input, output throws(CLIError) in
            do throws(InputError) {
                try FermatSolver.solveTriangles(input: &input, output: &output) { vertices, solution in
                    if first == nil { first = (vertices, solution) }
                }
            } catch {
                throw .input(error)
            }
        }
        if let path = plot, let (vertices, solution) = first {
            try writeFile(path, FermatPlot.triangle(vertices, solution))
        }
    }
}
