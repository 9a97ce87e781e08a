/// A problem with the bytes a solver was given, located by line.
///
/// The CLI prints it as one line, `algo <cmd>: line N: expected …, got "…"`, and exits with status 2.
///
/// Example:
///
///     InputError(line: 3, expected: "an integer in 0...9999", got: "12a4").description
///     // line 3: expected an integer in 0...9999, got "12a4"
public struct InputError: Error, Equatable, CustomStringConvertible, Sendable {
    /// The 1-based line on which the bad token starts (the line after the last one at end of input).
    public var line: Int
    /// What the reader wanted, phrased to follow the word "expected".
    public var expected: String
    /// What it found: the token, quoted and shortened, or `end of input`.
    public var got: String

    /// Creates an error; `got` is shown as given, so quote tokens with `quoted(_:)`.
    public init(line: Int, expected: String, got: String) {
        self.line = line
        self.expected = expected
        self.got = got
    }

    public var description: String {
        "line \(line): expected \(expected), got \(got)"
    }

    /// Quotes a token for an error message, keeping it on one line and short.
    ///
    /// Bytes outside printable ASCII become `\xNN`, and more than `limit` bytes become `…`.
    ///
    /// - Complexity: O(min(*n*, `limit`)), where *n* is the token's length.
    public static func quoted<C: Collection>(_ token: C, limit: Int = 32) -> String where C.Element == UInt8 {
        var text = "\""
        var shown = 0
        for byte in token {
            if shown == limit {
                text += "…"
                break
            }
            switch byte {
            case UInt8(ascii: "\""): text += "\\\""
            case UInt8(ascii: "\\"): text += "\\\\"
            case 0x20...0x7E: text.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = String(byte, radix: 16, uppercase: true)
                text += "\\x" + (hex.count == 1 ? "0" + hex : hex)
            }
            shown += 1
        }
        return text + "\""
    }
}
