import AlgoSupport
import SolverIO

/// One problem the judge knows: its limits, its tests, its reference solver and its checker.
///
/// A problem is data plus four functions, so adding one is one file (see `Problems+*.swift`).
public struct JudgeProblem: Sendable {
    /// How an input is laid out, which is what the shrinker may remove.
    public enum Layout: Sendable {
        /// A count T on the first line, then T case lines (DSLR): cases may be removed, T follows.
        case countedLines
        /// Independent lines (archery, fermat) or one set of lines (median): lines may be removed.
        case lines
        /// One value (the star problems): only the value may shrink.
        case single
    }

    /// The verdict of a checker on one output.
    public enum Check: Equatable, Sendable {
        case accepted
        /// Wrong answer, with one line saying where and why.
        case wrong(String)
    }

    /// The name used on the command line, such as `dslr` or `star10`.
    public let name: String
    /// A one-line description with the source of the problem.
    public let title: String
    /// CPU time per test, in seconds.
    public let timeLimit: Double
    /// Peak resident memory per test, in MiB.
    public let memoryLimit: Int
    /// Where the limits come from.
    public let limitsSource: String
    /// How the checker compares (one line, for `--list` and the guide).
    public let checkerRule: String
    public let layout: Layout
    /// The official samples (inputs only; the reference gives the answers).
    public let samples: [[UInt8]]
    /// A random input; `size` runs from 0 (smallest) to 1 (the largest the judge uses).
    public let generate: @Sendable (inout SplitMix64, _ size: Double) -> [UInt8]
    /// Inputs built to be slow or tricky for naive solutions.
    public let worst: @Sendable (inout SplitMix64) -> [[UInt8]]
    /// The suite's answer; throws `InputError` when the input is not valid for the problem.
    public let reference: @Sendable ([UInt8]) throws(InputError) -> [UInt8]
    /// Compares a received output with the reference's, for this input.
    public let check: @Sendable (_ input: [UInt8], _ expected: [UInt8], _ received: [UInt8]) -> Check

    /// Every problem, in `--list` order.
    public static let all: [JudgeProblem] = [
        .dslr, .archery, .fermat, .median, .star(.carpet), .star(.sierpinskiTriangle), .star(.nestedTriangles),
        .star(.nestedSquares),
    ]

    /// The problem called `name`, or nil.
    public static func named(_ name: String) -> JudgeProblem? { all.first { $0.name == name } }
}

/// Runs a stdin solver from the suite on bytes in memory and returns its output.
func runSolver(
    _ input: [UInt8], _ body: (inout InputReader, inout OutputWriter) throws(InputError) -> Void
) throws(InputError) -> [UInt8] {
    var reader = InputReader(bytes: input)
    var writer = OutputWriter.memory(capacity: 1 << 16)
    try body(&reader, &writer)
    writer.flush()
    return writer.captured
}
