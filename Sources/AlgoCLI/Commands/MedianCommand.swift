import CommandLineKit
import FermatPoint
import SolverIO

/// `algo median`: the weighted geometric median of a point set on stdin.
struct MedianCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        name: "median",
        summary: "weighted geometric median (Fermat–Weber point) of a point set",
        discussion: """
            Input: one point per line, `x y` or `x y w` (weight w > 0, default 1). Output: one line
            `x y total` (--json: {"x", "y", "total", "passes", "gap"}). The answer is proven within the tolerance: the iteration stops when
            (total − optimum)/total ≤ T is guaranteed, or when a data point passes the exact test.

            example:
              printf '0 0\\n1 0\\n1 1\\n0 1\\n' | algo median      # 0.5 0.5 2.8284271247461903
            """)

    @Option(
        "tolerance", value: "T", help: "relative objective gap to prove (default 1e-12)",
        parse: Parse.positiveNumber(option: "tolerance"))
    var tolerance = 1e-12
    @Option("max-iterations", value: "N", help: "cap on passes over the points (default 10000)", in: 1...1_000_000_000)
    var maxIterations = 10_000
    @Flag("plain", help: "plain Weiszfeld with the Vardi–Zhang step, no Newton acceleration") var plain = false
    @Flag("verbose", help: "also print the passes and the proven gap: x y total passes gap") var verbose = false
    @Option("plot", value: "FILE", help: "draw the points and the median", completion: .file, parse: Parse.text)
    var plot: String?
    @OptionGroup var format: JSONOutput

    mutating func run(context: inout CLIContext) throws(CLIError) {
        let set: (points: [Point2], weights: [Double]?)
        do {
            set = try FermatSolver.readPoints(input: &context.input)
        } catch {
            throw .input(error)
        }
        let result: GeometricMedianResult
        do {
            result = try geometricMedian(
                of: set.points, weights: set.weights, tolerance: tolerance, maxIterations: maxIterations,
                accelerate: !plain)
        } catch {
            throw .value("\(error)")  // unreachable: readPoints checked every value
        }
        if format.json {
            let line = "\(result.point.x) \(result.point.y) \(result.total) \(result.iterations) \(result.gap)"
            context.output.write(SolverJSON.numbers(["x", "y", "total", "passes", "gap"])(Substring(line)))
        } else {
            context.output.write("\(result.point.x) \(result.point.y) \(result.total)")
            if verbose { context.output.write(" \(result.iterations) \(result.gap)") }
        }
        context.output.newline()
        if !result.converged {
            context.errors.write(
                "algo median: note: stopped after \(result.iterations) passes with a proven gap of \(result.gap)\n")
        }
        if let path = plot {
            try writeFile(path, FermatPlot.pointSet(set.points, weights: set.weights, median: result))
        }
    }
}
