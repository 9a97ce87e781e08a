import SolverIO

/// Parsers for option values and values, with the messages every command shares.
public enum Parse {
    /// A whole number in `range` by the one integer-expression grammar of the CLI (1000000, 1e9,
    /// 10^12, 2^64-1; `IntegerExpression`).
    ///
    ///     try Parse.integer("2^10", in: 1...1024, name: "--threads")   // 1024
    ///
    /// - Throws: ``CLIError/value(_:)`` naming `name`, the range and the text.
    public static func integer(_ text: String, in range: ClosedRange<Int>, name: String) throws(CLIError) -> Int {
        if case .value(let value) = IntegerExpression.parse(text), value <= UInt64(range.upperBound),
            range.contains(Int(value))
        {
            return Int(value)
        }
        throw .value(
            "\(name) must be an integer in \(range.lowerBound)...\(range.upperBound), got \(InputError.quoted(text.utf8))"
        )
    }

    /// ``integer(_:in:name:)`` as an option's parser.
    public static func integer(in range: ClosedRange<Int>, option: String) -> (String) throws(CLIError) -> Int {
        { text throws(CLIError) in try integer(text, in: range, name: "--\(option)") }
    }

    /// Any value 0...2^64 − 1 by the integer-expression grammar.
    ///
    /// - Throws: ``CLIError/value(_:)`` saying whether the text was too large, negative or malformed.
    public static func unsigned(_ text: String) throws(CLIError) -> UInt64 {
        switch IntegerExpression.parse(text) {
        case .value(let value): return value
        case .tooLarge: throw .value("\(InputError.quoted(text.utf8)) is beyond 2^64-1")
        case .negative: throw .value("\(InputError.quoted(text.utf8)) is negative; expected 0...2^64-1")
        case .malformed:
            throw .value(
                "expected a number such as 1000000, 1e9, 10^12 or 2^64-1, got \(InputError.quoted(text.utf8))")
        }
    }

    /// A number in the integer grammar, exact up to `limit` (at most 2^128 − 1): `2^100+1`.
    /// `lowest` only words the message for a negative number (the caller checks the value).
    ///
    /// - Throws: ``CLIError/value(_:)`` naming the text and the accepted range.
    public static func wideUnsigned(
        _ text: String, limit: UInt128, limitText: String, lowest: Int = 0
    ) throws(CLIError) -> UInt128 {
        switch IntegerExpression.parseWide(text) {
        case .value(let value) where value <= limit: return value
        case .value, .tooLarge: throw .value("\(InputError.quoted(text.utf8)) is beyond \(limitText)")
        case .negative: throw .value("\(InputError.quoted(text.utf8)) is negative; expected \(lowest)...\(limitText)")
        case .malformed where text.hasPrefix("-"):
            throw .value("\(InputError.quoted(text.utf8)) is negative; expected \(lowest)...\(limitText)")
        case .malformed:
            throw .value(
                "expected a number such as 1e18, 10^20, 2^64 or 2^100+1, got \(InputError.quoted(text.utf8))")
        }
    }

    /// One of an enumeration's raw values.
    ///
    /// - Throws: ``CLIError/usage(_:)``: `--method must be knapsack or dfs, got "x"`.
    public static func choice<Choice: RawRepresentable & CaseIterable>(_ type: Choice.Type, option: String)
        -> (String) throws(CLIError) -> Choice where Choice.RawValue == String
    {
        { text throws(CLIError) in
            guard let choice = Choice(rawValue: text) else {
                throw .usage("--\(option) must be \(alternatives(choices(type))), got \(InputError.quoted(text.utf8))")
            }
            return choice
        }
    }

    /// The raw values of an enumeration, for help and completion.
    public static func choices<Choice: RawRepresentable & CaseIterable>(_ type: Choice.Type) -> [String]
    where Choice.RawValue == String {
        type.allCases.map(\.rawValue)
    }

    /// "a, b or c".
    static func alternatives(_ words: [String]) -> String {
        words.count < 2 ? words.joined() : words.dropLast().joined(separator: ", ") + " or " + words.last!
    }

    /// A positive finite number, at most `limit` when one is given.
    public static func positiveNumber(option: String, atMost limit: Int? = nil)
        -> (String) throws(CLIError) -> Double
    {
        { text throws(CLIError) in
            guard let value = Double(text), value > 0, value.isFinite, value <= Double(limit ?? Int.max) else {
                let bound = limit.map { " up to \($0)" } ?? ""
                throw .value("--\(option) must be a positive number\(bound), got \(InputError.quoted(text.utf8))")
            }
            return value
        }
    }

    /// A finite number ≥ 0.
    public static func nonNegativeNumber(option: String) -> (String) throws(CLIError) -> Double {
        { text throws(CLIError) in
            guard let value = Double(text), value >= 0, value.isFinite else {
                throw .value("--\(option) must be a number >= 0, got \(InputError.quoted(text.utf8))")
            }
            return value
        }
    }

    /// Any text (a file path).
    public static func text(_ text: String) -> String { text }
}
