import SolverIO

/// The stdin solver for DSLR in Baekjoon 9019's format.
///
/// Input: T, then T lines `A B` with 0 ≤ A, B ≤ 9999. Output: one shortest program per case, as
/// letters, on its own line (an empty line when A == B).
///
///     var input = InputReader("3\n1234 3412\n1000 1\n1 16\n")
///     var output = OutputWriter.memory()
///     try DSLRSolver.solve(input: &input, output: &output)
///     output.flush()
///     output.text   // "LL\nL\nDDDD\n"
public enum DSLRSolver {
    /// Which algorithm answers the queries.
    public enum Method: String, CaseIterable, Sendable {
        /// ``BidirectionalDSLR``, the default.
        case bidirectional
        /// Baseline (b), ``classicRecordDSLR(from:to:)``.
        case record
        /// Baseline (a), ``classicStringDSLR(from:to:)``.
        case string
    }

    private static let valueRange = 0...9_999

    /// Reads every case and writes its answer, streaming: answers already computed are written
    /// before an error is thrown.
    ///
    /// - Throws: `InputError` for a missing, malformed or out-of-range number, extra tokens on a
    ///   case line, fewer cases than T, or anything after the last case.
    /// - Complexity: O(*T* · *V*) worst case, *V* = 10,000; about 170 states a case on average
    ///   with the default method.
    public static func solve(
        input: inout InputReader, output: inout OutputWriter, method: Method = .bidirectional
    ) throws(InputError) {
        let count = try input.readInt(in: 0...Int.max, expected: "the case count T, an integer ≥ 0")
        try input.finishLine(expected: "end of line after T")
        let solver = BidirectionalDSLR()
        var program: [DSLROperation] = []
        program.reserveCapacity(16)
        for solved in 0..<count {
            if input.isAtEnd() {
                throw InputError(
                    line: input.line, expected: "\(count) cases", got: "end of input after \(solved)")
            }
            let start = try input.readInt(in: valueRange)
            let target = try input.readInt(in: valueRange, acrossLines: false)
            try input.finishLine(expected: "end of line after A B")
            switch method {
            case .bidirectional:
                solver.program(from: start, to: target, into: &program)
                for operation in program { output.write(byte: operation.letter) }
            case .record:
                output.write(classicRecordDSLR(from: start, to: target))
            case .string:
                output.write(classicStringDSLR(from: start, to: target))
            }
            output.newline()
        }
        if !input.isAtEnd() {
            let line = input.line
            let extra = try input.readToken(expected: "") { InputError.quoted($0) }
            throw InputError(line: line, expected: "end of input after \(count) cases", got: extra)
        }
    }
}
