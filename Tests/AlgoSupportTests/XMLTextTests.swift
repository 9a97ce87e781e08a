import AlgoSupport
import Testing

/// The five predefined entities of XML 1.0 (§4.6), and nothing else touched.
@Suite struct XMLTextTests {
    @Test("<, >, &, \" and ' become their entities; other text, non-ASCII included, is unchanged")
    func escapes() {
        #expect("a < b & \"c\" > 'd'".xmlEscaped == "a &lt; b &amp; &quot;c&quot; &gt; &apos;d&apos;")
        #expect("π(10^9) = 50847534 — ok".xmlEscaped == "π(10^9) = 50847534 — ok")
        #expect("".xmlEscaped == "")
        #expect("&amp;".xmlEscaped == "&amp;amp;")
    }
}
