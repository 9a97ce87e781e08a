import AlgoSupport
import SolverIO

/// The queries of a numeric command (`algo pi`, `algo nthprime`, `algo sieve count`): its values
/// on the command line; with none or the one value `-`, one query per non-blank line of stdin; and
/// from a value `@FILE`, one query per non-blank line of that file (as gcc's and javac's argument
/// files; no number begins with `@`). Every query gets the same output whichever way it came, so
/// `algo pi 1e9`, `echo 1e9 | algo pi` and `algo pi @queries.txt` print the same line.
///
///     algo pi 1e9 1e10          # two queries, two lines
///     printf '1e9\n1e10\n' | algo pi
///     algo pi @queries.txt 1e12 # the file's queries, then one more
///     algo sieve count 10 100   # one query of two words: LO HI
public enum Queries {
    /// Calls `body` with each query's words, in order.
    ///
    /// - Parameters:
    ///   - arguments: the command's values. When `words` is `1...1`, each is a query of its own
    ///     or an `@FILE` of queries; otherwise all of them form one query, or the one value
    ///     `@FILE` names a file of them.
    ///   - words: how many words a query has (`1...2` for `N | LO HI`).
    ///   - expected: what a query is, for the error at a line with too few or too many words
    ///     (`"N or LO HI"`).
    ///   - context: the command's output, options and exit status, passed on to `body`.
    ///   - body: answers one query; its `.value` errors name the query's line when it came from
    ///     stdin (`line 3: "x" is beyond 2^64-1`) and the file too when it came from one.
    /// - Throws: ``CLIError/input(_:)`` for a line of stdin with the wrong number of words or for
    ///   stdin without any query; ``CLIError/value(_:)`` naming the file for the same in a file,
    ///   or a file that cannot be read; ``CLIError/usage(_:)`` for arguments with the wrong
    ///   number; whatever `body` throws.
    /// - Complexity: O(*b*) for *b* bytes of stdin or files besides what `body` costs.
    public static func forEach(
        _ arguments: [String], words: ClosedRange<Int>, expected: String, context: inout CLIContext,
        _ body: (_ words: [String], _ context: inout CLIContext) throws(CLIError) -> Void
    ) throws(CLIError) {
        if !arguments.isEmpty && arguments != ["-"] {
            if words == 1...1 || (arguments.count == 1 && arguments[0].hasPrefix("@")) {
                for argument in arguments {
                    if argument.hasPrefix("@") && argument.count > 1 {
                        try file(
                            String(argument.dropFirst()), words: words, expected: expected, context: &context, body)
                    } else {
                        try body([argument], &context)
                    }
                }
                return
            }
            guard words.contains(arguments.count) else {
                throw .usage("expected \(expected), got \(arguments.count) values")
            }
            try body(arguments, &context)
            return
        }
        let answered = try answer(&context, source: nil, body) { context throws(CLIError) in
            try next(from: &context.input, words: words, expected: expected, source: nil)
        }
        // Nothing at all is a mistake (a forgotten value, an empty file), not an empty answer.
        if answered == 0 {
            throw .input(
                InputError(
                    line: context.input.line, expected: "\(expected) (as values or on stdin)", got: "end of input"))
        }
    }

    /// The queries of the file at `path`, one a non-blank line.
    static func file(
        _ path: String, words: ClosedRange<Int>, expected: String, context: inout CLIContext,
        _ body: (_ words: [String], _ context: inout CLIContext) throws(CLIError) -> Void
    ) throws(CLIError) {
        try readingFile(path) { reader throws(CLIError) in
            let answered = try answer(&context, source: path, body) { _ throws(CLIError) in
                try next(from: &reader, words: words, expected: expected, source: path)
            }
            if answered == 0 { throw .value("\(path): expected \(expected) on its lines, got an empty file") }
        }
    }

    /// Calls `body` with each query `read` returns until it returns nil, a `.value` error naming
    /// the query's line (and `source`, a file, when given); how many queries there were.
    static func answer(
        _ context: inout CLIContext, source: String?,
        _ body: (_ words: [String], _ context: inout CLIContext) throws(CLIError) -> Void,
        read: (inout CLIContext) throws(CLIError) -> (Int, [String])?
    ) throws(CLIError) -> Int {
        var answered = 0
        while let (line, query) = try read(&context) {
            do throws(CLIError) {
                try body(query, &context)
            } catch {
                if case .value(let message) = error {
                    throw .value((source.map { "\($0): " } ?? "") + "line \(line): \(message)")
                }
                throw error
            }
            answered += 1
        }
        return answered
    }

    /// The next non-blank line's words, with its line number; nil at the end. Errors name
    /// `source` (a file) when it is given.
    static func next(
        from reader: inout InputReader, words: ClosedRange<Int>, expected: String, source: String?
    ) throws(CLIError) -> (Int, [String])? {
        do throws(InputError) {
            guard !reader.isAtEnd() else { return nil }
            let line = reader.line
            var query: [String] = []
            while !reader.isAtEndOfLine() {
                guard query.count < words.upperBound else {
                    try reader.finishLine(expected: "end of line after \(expected)")
                    break
                }
                // Up to 4 KiB a word (InputReader.tokenLimit): far past any number these take.
                query.append(
                    try reader.readToken(acrossLines: false, expected: expected) { String(decoding: $0, as: UTF8.self) }
                )
            }
            guard query.count >= words.lowerBound else {
                throw InputError(line: line, expected: expected, got: "end of line")
            }
            try reader.finishLine(expected: "end of line after \(expected)")
            return (line, query)
        } catch {
            guard let source else { throw .input(error) }
            throw .value("\(source): \(error)")
        }
    }
}
