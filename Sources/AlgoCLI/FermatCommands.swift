import FermatPoint
import SolverIO

/// `algo fermat`: the Fermat point of each triangle on stdin.
struct FermatCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        name: "fermat",
        summary: "Fermat point of triangles: least total distance to three vertices",
        usage: "fermat [--plot out.svg] < triangles",
        discussion: """
            Input: each non-empty line `x1 y1 x2 y2 x3 y3`. Output: one line `x y total` each
            (shortest round-trip Doubles). An angle of 120° or more gives that vertex; collinear
            points give the middle one; coincident points give that point.

            example:
              echo '0 0 4 0 1 3' | algo fermat
            """)

    static var arguments: [CommandArgument<Self>] {
        [
            .option(
                "plot", \.plot, value: "FILE", help: "draw the first triangle, its point and the 120° rays",
                completion: .file, parse: Parse.text)
        ]
    }

    var plot: String?

    mutating func run(context: inout CLIContext) throws(CLIError) {
        var first: ([Point2], FermatSolution)?
        do {
            try FermatSolver.solveTriangles(input: &context.input, output: &context.output) { vertices, solution in
                if first == nil { first = (vertices, solution) }
            }
        } catch {
            throw .input(error)
        }
        if let path = plot, let (vertices, solution) = first {
            try writeFile(path, FermatPlot.triangle(vertices, solution))
        }
    }
}

/// `algo median`: the weighted geometric median of a point set on stdin.
struct MedianCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        name: "median",
        summary: "weighted geometric median (Fermat–Weber point) of a point set",
        usage: "median [--tolerance T] [--max-iterations N] [--plain] [--verbose] [--plot out.svg] < points",
        discussion: """
            Input: one point per line, `x y` or `x y w` (weight w > 0, default 1). Output: one line
            `x y total`. The answer is proven within the tolerance: the iteration stops when
            (total − optimum)/total ≤ T is guaranteed, or when a data point passes the exact test.

            example:
              printf '0 0\\n1 0\\n1 1\\n0 1\\n' | algo median      # 0.5 0.5 2.8284271247461903
            """)

    static var arguments: [CommandArgument<Self>] {
        [
            .option(
                "tolerance", \.tolerance, value: "T", help: "relative objective gap to prove (default 1e-12)",
                parse: Parse.positiveNumber(option: "tolerance")),
            .option(
                "max-iterations", \.maxIterations, value: "N", help: "cap on passes over the points (default 10000)",
                parse: Parse.integer(in: 1...1_000_000_000, option: "max-iterations")),
            .flag("plain", \.plain, help: "plain Weiszfeld with the Vardi–Zhang step, no Newton acceleration"),
            .flag("verbose", \.verbose, help: "also print the passes and the proven gap: x y total passes gap"),
            .option(
                "plot", \.plot, value: "FILE", help: "draw the points and the median", completion: .file,
                parse: Parse.text),
        ]
    }

    var tolerance = 1e-12
    var maxIterations = 10_000
    var plain = false
    var verbose = false
    var plot: String?

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
        context.output.write("\(result.point.x) \(result.point.y) \(result.total)")
        if verbose { context.output.write(" \(result.iterations) \(result.gap)") }
        context.output.newline()
        if !result.converged {
            context.errors.write(
                "algo median: note: stopped after \(result.iterations) passes with a proven gap of \(result.gap)\n")
        }
        if let path = plot {
            try writeFile(path, FermatPlot.pointSet(set.points, median: result))
        }
    }
}
