import AlgoSupport
import Foundation
import Testing

/// JSON string literals (RFC 8259 §7), read back by Foundation's JSON parser as the oracle.
@Suite struct JSONTextTests {
    @Test("quotes, backslashes and control characters escaped; other text unchanged")
    func escapes() {
        #expect("a \"b\"\n".jsonQuoted == #""a \"b\"\n""#)
        #expect("\\".jsonQuoted == #""\\""#)
        #expect("\u{01}\t\r".jsonQuoted == #""\u0001\t\r""#)
        #expect("π — ok".jsonQuoted == "\"π — ok\"")
    }

    @Test("every scalar below U+0100 and some beyond round-trip through JSONSerialization")
    func roundTrip() throws {
        var text = String((0..<256).map { Character(Unicode.Scalar(UInt8($0))) })
        text += "π😀\u{2028}"
        let parsed = try JSONSerialization.jsonObject(with: Data(("[" + text.jsonQuoted + "]").utf8)) as? [String]
        #expect(parsed == [text])
    }
}
