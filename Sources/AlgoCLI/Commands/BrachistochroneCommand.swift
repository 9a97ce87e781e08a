import Brachistochrone
import CommandLineKit
import SolverIO

/// `algo brachistochrone`: the curve of fastest descent from A = (0, 0) to B = (X, −Y).
struct BrachistochroneCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        name: "brachistochrone",
        summary: "curve of fastest descent: the cycloid, its rivals, and a discrete optimum",
        discussion: """
            A bead slides without friction from rest at A = (0, 0) to B = (X, −Y), X > 0, Y >= 0.
            For B = (X, −Y) given as values, or for each line `X Y` of stdin, prints one line
            `theta_B r T [line arc parabola] [T_N max_drop_error]`: θ_B, the radius r and the time
            T of the cycloid x = r(θ − sin θ), y = −r(1 − cos θ), then the rivals' times with
            --compare and the discrete optimum's with --optimise. --explain (with X Y) prints the
            same as labelled lines, with whether the path dips below B and each rival's margin.
            --json prints that line as {"theta": …, "r": …, "time": …, "line": …, "arc": …,
            "parabola": …, "discrete_time": …, "max_drop_error": …} in both modes (null for a
            time that never arrives).

            examples:
              algo brachistochrone 1 1 --compare
              algo brachistochrone 1 1 --compare --explain
              algo brachistochrone 10 1 --optimise 1000 --plot descent.svg
              printf '1 1\\n2 0.5\\n' | algo brachistochrone
            """)

    @Values("[X Y]", count: 0...2) var values: [String]
    @Option(
        "g", value: "G", help: "gravity, in units that match X and Y (default 9.80665)",
        parse: Parse.positiveNumber(option: "g"))
    var gravity = Cycloid.standardGravity
    @Flag("compare", help: "add the times of the line, the circular arc and the parabola") var compare = false
    @Flag("explain", help: "with X Y: labelled lines, whether the path dips below B, the rivals' margins")
    var explain = false
    @Option(
        "optimise", value: "N",
        help: "add the fastest polyline with N interior points, and its distance from the cycloid",
        parse: Parse.integer(in: 1...10_000_000, option: "optimise"))
    var interiorPoints: Int?
    @Option(
        "plot", value: "FILE", help: "draw the curves, labelled with their times, as SVG", completion: .file,
        parse: Parse.text)
    var plot: String?
    @OptionGroup var format: JSONOutput
    var end: (x: Double, y: Double)?

    mutating func validate() throws(CLIError) {
        switch values.count {
        case 0: end = nil
        case 2:
            guard let x = Double(values[0]), x > 0, x.isFinite else {
                throw .value("X must be a finite number > 0, got \(InputError.quoted(values[0].utf8))")
            }
            guard let y = Double(values[1]), y >= 0, y.isFinite else {
                throw .value("Y must be a finite number >= 0, got \(InputError.quoted(values[1].utf8))")
            }
            end = (x, y)
        default:
            throw .usage("expected X Y, or no values to read lines `X Y` from stdin; got \(values.count) values")
        }
        if explain && end == nil { throw .usage("--explain needs X Y on the command line") }
        if explain && format.json { throw .usage("--explain and --json: choose one") }
    }

    mutating func run(context: inout CLIContext) throws(CLIError) {
        let options = BrachistochroneSolver.Options(
            gravity: gravity, compare: compare, interiorPoints: interiorPoints)
        var names = ["theta", "r", "time"]
        if compare { names += RivalCurve.allCases.map(\.rawValue) }
        if interiorPoints != nil { names += ["discrete_time", "max_drop_error"] }
        let object = SolverJSON.numbers(names)
        guard let (x, y) = end, explain else {
            var first: (Double, Double)?
            let given = end
            try SolverJSON.run(format.json, context: &context, object: object) { input, output throws(CLIError) in
                do throws(InputError) {
                    if let given {
                        // X Y given: the same line (or object) as for a line of stdin.
                        var query = InputReader("\(given.x) \(given.y)\n")
                        try BrachistochroneSolver.solve(input: &query, output: &output, options: options) {
                            if first == nil { first = ($0, $1) }
                        }
                    } else {
                        try BrachistochroneSolver.solve(input: &input, output: &output, options: options) {
                            if first == nil { first = ($0, $1) }
                        }
                    }
                } catch {
                    throw .input(error)
                }
            }
            if let path = plot, let (x, y) = first { try drawPlot(path, x: x, y: y) }
            return
        }
        do {
            try report(x: x, y: y, output: &context.output)
        } catch {
            throw .value("\(error)")  // unreachable: validate checked X and Y, the parsers g and N
        }
        if let path = plot { try drawPlot(path, x: x, y: y) }
    }

    /// The labelled answer for one B.
    func report(x: Double, y: Double, output: inout OutputWriter) throws(BrachistochroneError) {
        let cycloid = try Cycloid(x: x, depth: y)
        let time = cycloid.descentTime(gravity: gravity)
        output.write("theta_B \(cycloid.theta)\nr \(cycloid.radius)\nT \(time)\n")
        if cycloid.dipsBelowEnd {
            output.write("path: dips below B to the depth 2r = \(2 * cycloid.radius), then climbs back to B\n")
        } else {
            output.write("path: descends all the way to B\n")
        }
        if compare {
            for rival in RivalCurve.allCases {
                let rivalTime = try rival.descentTime(x: x, depth: y, gravity: gravity)
                let margin =
                    rivalTime.isInfinite ? "never arrives" : "cycloid faster by \(percent(1 - time / rivalTime))"
                output.write("\(rival.rawValue) \(rivalTime == .infinity ? "inf" : "\(rivalTime)") (\(margin))\n")
            }
        }
        if let n = interiorPoints {
            let discrete = try DiscreteBrachistochrone(x: x, depth: y, interiorPoints: n, gravity: gravity)
            output.write(
                "discrete N=\(n): T \(discrete.time), above the cycloid's by \(discrete.time - time), "
                    + "max drop error \(discrete.maxDropError(from: cycloid)), \(discrete.iterations) Newton steps"
                    + (discrete.converged ? "" : " (not converged)") + "\n")
        }
    }

    func drawPlot(_ path: String, x: Double, y: Double) throws(CLIError) {
        guard let cycloid = try? Cycloid(x: x, depth: y) else { return }
        let discrete = interiorPoints.flatMap {
            try? DiscreteBrachistochrone(x: x, depth: y, interiorPoints: Swift.min($0, 2000), gravity: gravity)
        }
        try writeFile(path, BrachistochronePlot.svg(cycloid, gravity: gravity, rivals: compare, discrete: discrete))
    }

    func percent(_ fraction: Double) -> String {
        let scaled = (fraction * 100_000).rounded() / 1000
        return "\(scaled)%"
    }
}
