import SolverIO

/// The stdin solvers for `algo fermat` and `algo median`.
public enum FermatSolver {
    /// Reads a finite number on the current line.
    static func readFinite(
        _ input: inout InputReader, acrossLines: Bool, what: @autoclosure () -> String
    ) throws(InputError) -> Double {
        let line = input.line
        let value = try input.readDouble(expected: "\(what()), a finite number", acrossLines: acrossLines)
        guard value.isFinite else {
            throw InputError(line: line, expected: "\(what()), a finite number", got: "\"\(value)\"")
        }
        return value
    }

    /// `algo fermat`: each non-empty line `x1 y1 x2 y2 x3 y3` gives one line `x y total`
    /// (shortest round-trip Doubles).
    ///
    /// - Parameters:
    ///   - input: the triangles, one a line.
    ///   - output: one answer line a triangle.
    ///   - triangles: receives each triangle and its solution (for plotting); may be nil.
    /// - Throws: `InputError` for a missing, extra or non-finite number, naming the line; the
    ///   answers before it are written.
    /// - Complexity: O(1) per line.
    public static func solveTriangles(
        input: inout InputReader, output: inout OutputWriter, triangles: ((([Point2]), FermatSolution) -> Void)? = nil
    ) throws(InputError) {
        let names = ["x1", "y1", "x2", "y2", "x3", "y3"]
        while !input.isAtEnd() {
            // Six reads into locals: no array per line.
            let x1 = try readFinite(&input, acrossLines: true, what: names[0])
            let y1 = try readFinite(&input, acrossLines: false, what: names[1])
            let x2 = try readFinite(&input, acrossLines: false, what: names[2])
            let y2 = try readFinite(&input, acrossLines: false, what: names[3])
            let x3 = try readFinite(&input, acrossLines: false, what: names[4])
            let y3 = try readFinite(&input, acrossLines: false, what: names[5])
            try input.finishLine(expected: "end of line after six numbers")
            let solution = fermatPoint(Point2(x1, y1), Point2(x2, y2), Point2(x3, y3))
            output.write(solution.point.x)
            output.write(byte: UInt8(ascii: " "))
            output.write(solution.point.y)
            output.write(byte: UInt8(ascii: " "))
            output.write(solution.total)
            output.newline()
            triangles?([Point2(x1, y1), Point2(x2, y2), Point2(x3, y3)], solution)
        }
    }

    /// Reads a point set for `algo median`: lines `x y` or `x y w`.
    ///
    /// - Throws: `InputError` for a malformed or non-finite number, a weight ≤ 0, a line with
    ///   other than 2 or 3 numbers, or no points at all.
    public static func readPoints(input: inout InputReader) throws(InputError) -> (points: [Point2], weights: [Double]?)
    {
        var points: [Point2] = []
        var weights: [Double] = []
        var weighted = false
        while !input.isAtEnd() {
            let line = input.line
            let x = try readFinite(&input, acrossLines: true, what: "x")
            let y = try readFinite(&input, acrossLines: false, what: "y")
            var w = 1.0
            if !input.isAtEndOfLine() {
                w = try readFinite(&input, acrossLines: false, what: "the weight w")
                guard w > 0 else { throw InputError(line: line, expected: "a weight > 0", got: "\"\(w)\"") }
                weighted = true
            }
            try input.finishLine(expected: "end of line after x y [w]")
            points.append(Point2(x, y))
            weights.append(w)
        }
        guard !points.isEmpty else {
            throw InputError(line: input.line, expected: "at least one point (x y [w] per line)", got: "end of input")
        }
        return (points, weighted ? weights : nil)
    }
}
