import AlgoSupport
import CommandLineKit
import SolverIO

/// `--json` for the solvers, which write one answer a line in their contest's format: the solver
/// writes into memory, and each of its lines becomes one JSON object (JSON Lines). The modules keep
/// their one output format; the JSON lives here, with the rest of the command line's I/O.
enum SolverJSON {
    /// Runs `solve` into `output` as it is, or, with `json`, into memory and then each line as
    /// `object(line)`. The answers before an error are written before it is thrown, as without
    /// `--json`.
    static func run(
        _ json: Bool, context: inout CLIContext, object: (Substring) -> String,
        _ solve: (inout InputReader, inout OutputWriter) throws(CLIError) -> Void
    ) throws(CLIError) {
        guard json else {
            try solve(&context.input, &context.output)
            return
        }
        let (lines, failure) = captured(&context.input, solve)
        for line in lines {
            context.output.write(object(line))
            context.output.newline()
        }
        if let failure { throw failure }
    }

    /// Runs `solve` into `output`, or with `json` into memory and then the whole output as one
    /// object `{"rows": [...]}` (nothing when `solve` throws).
    static func picture(
        _ json: Bool, context: inout CLIContext,
        _ solve: (inout InputReader, inout OutputWriter) throws(CLIError) -> Void
    ) throws(CLIError) {
        guard json else {
            try solve(&context.input, &context.output)
            return
        }
        let (rows, failure) = captured(&context.input, solve)
        if let failure { throw failure }
        context.output.write("{\"rows\": [" + rows.map { String($0).jsonQuoted }.joined(separator: ", ") + "]}")
        context.output.newline()
    }

    /// The lines `solve` writes, each without its newline, and the error it threw, if any.
    private static func captured(
        _ input: inout InputReader, _ solve: (inout InputReader, inout OutputWriter) throws(CLIError) -> Void
    ) -> (lines: ArraySlice<Substring>, failure: CLIError?) {
        var memory = OutputWriter.memory(capacity: 1 << 16)
        var failure: CLIError?
        do { try solve(&input, &memory) } catch { failure = error }
        memory.flush()
        return (memory.text.split(separator: "\n", omittingEmptySubsequences: false).dropLast(), failure)
    }

    /// `{"name": value, …}` from a line of space-separated numbers, in order; a word that is no
    /// JSON number (`inf`, `nan`) becomes `null`, and missing words are left out.
    static func numbers(_ names: [String]) -> (Substring) -> String {
        { line in
            let words = line.split(separator: " ")
            let fields = zip(names, words).map { name, word in "\(name.jsonQuoted): \(number(word))" }
            return "{" + fields.joined(separator: ", ") + "}"
        }
    }

    /// A word as a JSON number, or `null` when it is none (`inf`, `-inf`, `nan`).
    static func number(_ word: Substring) -> String {
        guard let value = Double(word), value.isFinite,
            word.first.map({ $0 == "-" || $0.isNumber }) == true
        else { return "null" }
        return String(word)
    }
}
