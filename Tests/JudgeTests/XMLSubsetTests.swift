import Testing

@testable import Judge

/// The XML that Polygon's problem.xml uses, with expected values read off the XML 1.0 spec
/// (elements §3, attributes §3.1, entities §4.6, CDATA §2.7, comments §2.5).
@Suite struct XMLSubsetTests {
    @Test("elements, attributes in either quotes, text, self-closing tags, the declaration and comments")
    func document() throws {
        let xml = try XMLSubset.parse(
            """
            <?xml version="1.0" encoding="utf-8" standalone="no"?>
            <!-- a comment -->
            <problem short-name='a-b' revision="3">
              <names><name language="english" value="A &amp; B"/></names>
              <judging><testset name="tests"><time-limit>2000</time-limit></testset></judging>
            </problem>
            """)
        #expect(xml.name == "problem" && xml.attributes == ["short-name": "a-b", "revision": "3"])
        #expect(xml.path("names/name")?.attributes["value"] == "A & B")
        #expect(xml.path("judging/testset/time-limit")?.text == "2000")
        #expect(xml.child("judging")?.all("testset").count == 1)
    }

    @Test("entities and character references are decoded; CDATA is taken as it is")
    func entities() throws {
        let xml = try XMLSubset.parse("<a>&lt;&gt;&quot;&apos;&#65;&#x3C0;<![CDATA[<b>&amp;]]></a>")
        #expect(xml.text == "<>\"'Aπ<b>&amp;")
    }

    @Test(
        "what the subset refuses names its line",
        arguments: [
            ("<a>\n<b></a>", 2), ("<a x=1/>", 1), ("<a>\n\n&bogus;</a>", 3), ("<a></a><b/>", 1), ("<a", 1),
            ("<a x='1' x='2'/>", 1), ("text", 1),
        ])
    func refusals(text: String, line: Int) {
        do {
            _ = try XMLSubset.parse(text)
            Issue.record("accepted \(text.debugDescription)")
        } catch {
            #expect(error.line == line, "\(text.debugDescription): \(error.message)")
        }
    }
}
