import AlgoSupport

/// The Kattis format's default output validator: the team's output and the answer file compared
/// token by token, with the format's flags:
///
/// - `case_sensitive`: tokens compared as bytes (else ASCII case is ignored, as strcasecmp in C);
/// - `space_change_sensitive`: the whitespace between, before and after the tokens must be the
///   same, byte for byte (else any run of whitespace separates tokens);
/// - `float_absolute_tolerance ε`, `float_relative_tolerance ε`, `float_tolerance ε` (both): an
///   answer token that is a finite number accepts any finite number t with |a − t| ≤ ε_abs or
///   |a − t| ≤ ε_rel·|a|; a token that is not a number is then a wrong answer.
///
/// The rules are those of problemtools' `support/default_validator/default_validator.cc` (the
/// reference implementation), reimplemented here: numbers are what C's strtod reads in the C
/// locale (decimal and hexadecimal, no inf or nan), whitespace is C's isspace.
///
/// Tested against: problemtools' default validator run on the same outputs (Tests/JudgeTests,
/// DefaultOutputValidatorTests, which states each case's expected verdict from the format's text).
///
/// - Complexity: O(n) in the two outputs' lengths.
public struct DefaultOutputValidator: Sendable, Equatable {
    public var caseSensitive = false
    public var spaceChangeSensitive = false
    /// Negative when unset, as in the reference.
    public var absoluteTolerance = -1.0
    public var relativeTolerance = -1.0

    /// Reads the flags.
    ///
    /// - Throws: a message naming the flag that is unknown or lacks its number.
    public init(flags: [String]) throws(PackageError) {
        var index = 0
        while index < flags.count {
            let flag = flags[index]
            switch flag {
            case "case_sensitive": caseSensitive = true
            case "space_change_sensitive": spaceChangeSensitive = true
            case "float_absolute_tolerance", "float_relative_tolerance", "float_tolerance":
                guard index + 1 < flags.count, let value = Self.number(Array(flags[index + 1].utf8)) else {
                    throw PackageError(file: "validator flags", message: "\(flag): expected a number after it")
                }
                if flag != "float_relative_tolerance" { absoluteTolerance = value }
                if flag != "float_absolute_tolerance" { relativeTolerance = value }
                index += 1
            default:
                throw PackageError(
                    file: "validator flags",
                    message: "unknown flag \(flag): expected case_sensitive, space_change_sensitive, "
                        + "float_tolerance, float_absolute_tolerance or float_relative_tolerance")
            }
            index += 1
        }
    }

    var usesFloats: Bool { absoluteTolerance >= 0 || relativeTolerance >= 0 }

    /// Checks `output` against `answer`.
    public func check(answer: [UInt8], output: [UInt8]) -> JudgeProblem.Check {
        var a = Cursor(bytes: answer)
        var t = Cursor(bytes: output)
        var index = 0
        while true {
            // Whitespace first: in space-sensitive mode the answer's must be matched byte for byte
            // and the output may have no more.
            while let c = a.peek(), Self.isSpace(c) {
                a.advance()
                if spaceChangeSensitive {
                    guard let d = t.peek(), d == c else {
                        return wrong(a, t, "space change: expected \(Self.describe(c)), got \(Self.describe(t.peek()))")
                    }
                    t.advance()
                }
            }
            while let d = t.peek(), Self.isSpace(d) {
                if spaceChangeSensitive {
                    return wrong(a, t, "space change: expected \(Self.describe(a.peek())), got \(Self.describe(d))")
                }
                t.advance()
            }
            guard let expected = a.token() else { break }
            guard let received = t.token() else {
                let why = index == 0 ? "the output has no tokens" : "the output ends early"
                return wrong(a, t, "\(why); expected \(Self.quoted(expected))")
            }
            if usesFloats, let x = Self.number(expected) {
                guard let y = Self.number(received) else {
                    return wrong(a, t, "expected a number, got \(Self.quoted(received))")
                }
                let difference = abs(x - y)
                if !(difference <= absoluteTolerance) && !(difference <= relativeTolerance * abs(x)) {
                    return wrong(
                        a, t,
                        "too large a difference: expected \(Self.quoted(expected)), got \(Self.quoted(received))"
                            + " (absolute tolerance \(absoluteTolerance), relative \(relativeTolerance))")
                }
            } else if caseSensitive ? expected != received : !Self.equalIgnoringASCIICase(expected, received) {
                return wrong(a, t, "expected \(Self.quoted(expected)), got \(Self.quoted(received))")
            }
            index += 1
        }
        if t.token() != nil { return wrong(a, t, "trailing output after the answer's last token") }
        return .accepted
    }

    func wrong(_ a: Cursor, _ t: Cursor, _ why: String) -> JudgeProblem.Check {
        .wrong("line \(t.line) of the output (line \(a.line) of the answer): \(why)")
    }

    struct Cursor {
        let bytes: [UInt8]
        var position = 0
        var line = 1

        func peek() -> UInt8? { position < bytes.count ? bytes[position] : nil }

        mutating func advance() {
            if bytes[position] == 0x0A { line += 1 }
            position += 1
        }

        /// The next run of non-space bytes (after any space), or nil at the end.
        mutating func token() -> ArraySlice<UInt8>? {
            while let c = peek(), DefaultOutputValidator.isSpace(c) { advance() }
            let start = position
            while let c = peek(), !DefaultOutputValidator.isSpace(c) { position += 1 }
            return position > start ? bytes[start..<position] : nil
        }
    }

    /// C's isspace in the C locale: space, \t, \n, \v, \f, \r.
    static func isSpace(_ c: UInt8) -> Bool { c == 0x20 || (0x09...0x0D).contains(c) }

    /// The token as strtod reads all of it, finite; else nil.
    static func number<C: Collection<UInt8>>(_ token: C) -> Double? {
        guard !token.isEmpty, token.count < 4096 else { return nil }
        var text = Array(token).map { CChar(bitPattern: $0) }
        text.append(0)
        return text.withUnsafeBufferPointer { buffer -> Double? in
            var end: UnsafeMutablePointer<CChar>?
            let value = strtod(buffer.baseAddress!, &end)
            guard let end, end - UnsafeMutablePointer(mutating: buffer.baseAddress!) == token.count else { return nil }
            return value.isFinite ? value : nil
        }
    }

    static func equalIgnoringASCIICase(_ x: ArraySlice<UInt8>, _ y: ArraySlice<UInt8>) -> Bool {
        guard x.count == y.count else { return false }
        return zip(x, y).allSatisfy { lower($0) == lower($1) }
    }

    static func lower(_ c: UInt8) -> UInt8 { (0x41...0x5A).contains(c) ? c + 0x20 : c }

    static func quoted(_ token: ArraySlice<UInt8>) -> String {
        "\"" + String(decoding: token.prefix(60), as: UTF8.self) + (token.count > 60 ? "…" : "") + "\""
    }

    static func describe(_ c: UInt8?) -> String {
        switch c {
        case nil: "the end"
        case 0x20?: "a space"
        case 0x0A?: "a newline"
        case 0x09?: "a tab"
        case 0x0D?: "a carriage return"
        case let c?: isSpace(c) ? "whitespace byte \(c)" : "\"\(String(decoding: [c], as: UTF8.self))\""
        }
    }
}
