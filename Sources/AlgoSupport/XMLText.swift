extension String {
    /// The text with the five characters that XML gives meaning escaped, for SVG text and
    /// attribute values (FermatPoint's pictures, BenchKit's charts).
    ///
    ///     "a < b & \"c\"".xmlEscaped   // "a &lt; b &amp; &quot;c&quot;"
    ///
    /// - Complexity: O(n) for n characters.
    public var xmlEscaped: String {
        var out = ""
        out.reserveCapacity(utf8.count)
        for c in self {
            switch c {
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "&": out += "&amp;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            default: out.append(c)
            }
        }
        return out
    }
}
