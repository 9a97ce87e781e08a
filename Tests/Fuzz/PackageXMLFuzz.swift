// libFuzzer target: the XML subset that Polygon's problem.xml is read with, built alone into a
// Judge module by scripts/fuzz. Oracles: it never traps, whatever the bytes; a refusal names a
// line of the text; parsing is a function (the same text, the same element).

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPackageXML(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = size == 0 ? [] : Array(UnsafeBufferPointer(start: data, count: size))
    let text = String(decoding: bytes, as: UTF8.self)
    let lines = text.utf8.filter { $0 == 0x0A }.count + 1
    do {
        let element = try XMLSubset.parse(text)
        precondition((try? XMLSubset.parse(text)) == element, "two parses of one text differ")
    } catch {
        precondition(error.line >= 1 && error.line <= lines, "line \(error.line) of \(lines)")
    }
    return 0
}
