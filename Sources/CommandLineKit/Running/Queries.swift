import SolverIO

/// The queries of a numeric command (`algo pi`, `algo nthprime`, `algo sieve count`): its values
/// on the command line, or, when it has none or the one value `-`, one query per non-blank line
/// of stdin. Every query gets the same output whichever way it came, so `algo pi 1e9` and
/// `echo 1e9 | algo pi` print the same line.
///
///     algo pi 1e9 1e10          # two queries, two lines
///     printf '1e9\n1e10\n' | algo pi
///     algo sieve count 10 100   # one query of two words: LO HI
public enum Queries {
    /// Calls `body` with each query's words, in order.
    ///
    /// - Parameters:
    ///   - arguments: the command's values. When `words` is `1...1`, each is a query of its own;
    ///     otherwise all of them form one query.
    ///   - words: how many words a query has (`1...2` for `N | LO HI`).
    ///   - expected: what a query is, for the error at a line with too few or too many words
    ///     (`"N or LO HI"`).
    ///   - context: the command's output, options and exit status, passed on to `body`.
    ///   - body: answers one query; its `.value` errors name the query's line when it came from
    ///     stdin (`line 3: "x" is beyond 2^64-1`).
    /// - Throws: ``CLIError/input(_:)`` for a line with the wrong number of words or for stdin
    ///   without any query; ``CLIError/usage(_:)``
    ///   for arguments with the wrong number; whatever `body` throws.
    /// - Complexity: O(*b*) for *b* bytes of stdin besides what `body` costs.
    public static func forEach(
        _ arguments: [String], words: ClosedRange<Int>, expected: String, context: inout CLIContext,
        _ body: (_ words: [String], _ context: inout CLIContext) throws(CLIError) -> Void
    ) throws(CLIError) {
        if !arguments.isEmpty && arguments != ["-"] {
            if words == 1...1 {
                for argument in arguments { try body([argument], &context) }
                return
            }
            guard words.contains(arguments.count) else {
                throw .usage("expected \(expected), got \(arguments.count) values")
            }
            try body(arguments, &context)
            return
        }
        var answered = 0
        while !context.input.isAtEnd() {
            let line = context.input.line
            var query: [String] = []
            do throws(InputError) {
                while !context.input.isAtEndOfLine() {
                    guard query.count < words.upperBound else {
                        try context.input.finishLine(expected: "end of line after \(expected)")
                        break
                    }
                    // Up to 4 KiB a word (InputReader.tokenLimit): far past any number these take.
                    query.append(
                        try context.input.readToken(acrossLines: false, expected: expected) {
                            String(decoding: $0, as: UTF8.self)
                        })
                }
                guard query.count >= words.lowerBound else {
                    throw InputError(line: line, expected: expected, got: "end of line")
                }
                try context.input.finishLine(expected: "end of line after \(expected)")
            } catch {
                throw .input(error)
            }
            do {
                try body(query, &context)
            } catch {
                if case .value(let message) = error { throw .value("line \(line): \(message)") }
                throw error
            }
            answered += 1
        }
        // Nothing at all is a mistake (a forgotten value, an empty file), not an empty answer.
        if answered == 0 {
            throw .input(
                InputError(
                    line: context.input.line, expected: "\(expected) (as values or on stdin)", got: "end of input"))
        }
    }
}
