extension String {
    /// The text safe in an XML attribute value or element (XML 1.0 §2.4, §3.3.3): `&`, `<`, `>`,
    /// `"` and `'` as entities; control characters other than tab, newline and return, which XML
    /// 1.0 cannot carry at all, as U+FFFD. For JUnit reports of arbitrary program output.
    ///
    ///     "a<b & \"c\"".xmlEscaped   // a&lt;b &amp; &quot;c&quot;
    ///
    /// - Complexity: O(n) for n characters.
    public var xmlEscaped: String {
        var out = ""
        out.reserveCapacity(utf8.count)
        for scalar in unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            case "\t", "\n", "\r": out.unicodeScalars.append(scalar)
            case _ where scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF:
                out += "\u{FFFD}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
