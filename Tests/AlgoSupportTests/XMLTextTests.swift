import AlgoSupport
import Testing

/// `xmlEscaped` against XML 1.0's rules (§2.2 characters, §2.4 and §3.3.3 markup in text and
/// attribute values).
@Suite struct XMLTextTests {
    @Test("markup characters become entities; text, tabs and newlines stay; unrepresentable controls become U+FFFD")
    func escaping() {
        #expect("a<b & \"c\" 'd' >".xmlEscaped == "a&lt;b &amp; &quot;c&quot; &apos;d&apos; &gt;")
        #expect("tab\there\nline\r".xmlEscaped == "tab\there\nline\r")
        #expect("nul\u{0}bell\u{7}".xmlEscaped == "nul\u{FFFD}bell\u{FFFD}")
        #expect("√2 ≤ ∛3".xmlEscaped == "√2 ≤ ∛3")
    }
}
