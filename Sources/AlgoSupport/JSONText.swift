extension String {
    /// The text as a JSON string literal, quotes included (RFC 8259 §7): `"` and `\` escaped,
    /// control characters as `\n`, `\t` or `\u00XX`; everything else as it is (UTF-8).
    ///
    ///     "a \"b\"\n".jsonQuoted   // "\"a \\\"b\\\"\\n\""
    ///
    /// - Complexity: O(n) for n characters.
    public var jsonQuoted: String {
        var out = "\""
        out.reserveCapacity(utf8.count + 2)
        for scalar in unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
