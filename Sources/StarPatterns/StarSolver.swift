import SolverIO

/// The stdin solver for `algo star10`, `star11`, `star18` and `star19`: N on the first line, the
/// picture on stdout in one write.
public enum StarSolver {
    /// Reads N (alone on its line, nothing after it) and writes the picture.
    ///
    /// - Throws: `InputError` naming the line when N is missing, not an integer, not one of
    ///   the problem's sizes, or followed by more input.
    /// - Complexity: O(output size).
    public static func solve(
        _ pattern: StarPattern, input: inout InputReader, output: inout OutputWriter
    ) throws(InputError) {
        let line = input.line
        let n = try input.readInt(expected: pattern.sizeRule)
        guard pattern.allowedSizes.contains(n) else {
            throw InputError(line: line, expected: pattern.sizeRule, got: "\(n)")
        }
        try input.finishLine(expected: "end of line after N")
        input.skipWhitespace()
        guard input.isAtEnd() else {
            throw InputError(line: input.line, expected: "end of input after N", got: "more input")
        }
        let picture = pattern.render(n)
        picture.withUnsafeBufferPointer { output.write(bytes: $0) }
    }
}
