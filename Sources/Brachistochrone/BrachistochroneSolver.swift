import SolverIO

/// The stdin solver for `algo brachistochrone`: each non-empty line `X Y` gives one line
/// `theta_B r T`, followed by the rivals' times with `compare` (`line arc parabola`) and the
/// discrete optimum with `interiorPoints` (`T_N maxDropError`). Numbers are shortest round-trip
/// Doubles; an infinite time prints as `inf`.
public enum BrachistochroneSolver {
    /// What each answer line carries.
    public struct Options: Sendable {
        public var gravity = Cycloid.standardGravity
        public var compare = false
        /// N for the discrete optimum, or nil for none.
        public var interiorPoints: Int?

        public init(gravity: Double = Cycloid.standardGravity, compare: Bool = false, interiorPoints: Int? = nil) {
            self.gravity = gravity
            self.compare = compare
            self.interiorPoints = interiorPoints
        }
    }

    /// Reads `X Y` lines until the end of input and writes one answer line each.
    ///
    ///     echo '1 1' | algo brachistochrone   # 2.4120111439135252 0.5729170375317505 0.5829950146359864
    ///
    /// - Parameters:
    ///   - input: the `X Y` lines.
    ///   - output: one line an answer.
    ///   - options: g, the comparison with other curves, the discrete optimum.
    ///   - ends: receives each B = (X, −Y) that was answered (for plotting); may be nil.
    /// - Throws: `InputError` naming the line for a missing, extra or non-finite number, X ≤ 0 or
    ///   Y < 0; the answers before it are written.
    /// - Complexity: O(1) per line, O(N) with the discrete optimum.
    public static func solve(
        input: inout InputReader, output: inout OutputWriter, options: Options = Options(),
        ends: ((Double, Double) -> Void)? = nil
    ) throws(InputError) {
        while !input.isAtEnd() {
            let line = input.line
            let x = try input.readDouble(expected: "X, a number > 0", acrossLines: true)
            guard x > 0, x.isFinite else { throw InputError(line: line, expected: "X, a number > 0", got: "\"\(x)\"") }
            let y = try input.readDouble(expected: "Y, a number >= 0", acrossLines: false)
            guard y >= 0, y.isFinite else {
                throw InputError(line: line, expected: "Y, a number >= 0", got: "\"\(y)\"")
            }
            try input.finishLine(expected: "end of line after X Y")
            guard let row = try? answer(x: x, depth: y, options: options) else {
                throw InputError(line: line, expected: "X > 0 and Y >= 0", got: "\"\(x) \(y)\"")  // checked above
            }
            output.write(row.map { $0.isInfinite ? "inf" : "\($0)" }.joined(separator: " "))
            output.newline()
            ends?(x, y)
        }
    }

    /// The numbers of one answer line.
    ///
    /// - Throws: ``BrachistochroneError`` for an argument out of range.
    public static func answer(x: Double, depth: Double, options: Options) throws(BrachistochroneError) -> [Double] {
        try BrachistochroneError.check(x: x, depth: depth, gravity: options.gravity)
        let cycloid = try Cycloid(x: x, depth: depth)
        var row = [cycloid.theta, cycloid.radius, cycloid.descentTime(gravity: options.gravity)]
        if options.compare {
            for rival in RivalCurve.allCases {
                row.append(try rival.descentTime(x: x, depth: depth, gravity: options.gravity))
            }
        }
        if let n = options.interiorPoints {
            let discrete = try DiscreteBrachistochrone(x: x, depth: depth, interiorPoints: n, gravity: options.gravity)
            row += [discrete.time, discrete.maxDropError(from: cycloid)]
        }
        return row
    }
}
