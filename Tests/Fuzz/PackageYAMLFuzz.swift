// libFuzzer target: the YAML subset that problem packages are read with (problem.yaml,
// testdata.yaml), built alone into a Judge module by scripts/fuzz. Oracles: it never traps,
// whatever the bytes; a refusal names a line of the text; a mapping's keys are distinct; and
// parsing is a function (the same text, the same value).

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPackageYAML(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = size == 0 ? [] : Array(UnsafeBufferPointer(start: data, count: size))
    let text = String(decoding: bytes, as: UTF8.self)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).count
    do {
        let value = try YAMLSubset.parse(text)
        precondition((try? YAMLSubset.parse(text)) == value, "two parses of one text differ")
        func check(_ value: YAMLValue) {
            switch value {
            case .scalar: break
            case .list(let items): items.forEach(check)
            case .map(let entries):
                precondition(Set(entries.map(\.0)).count == entries.count, "a mapping with a repeated key")
                entries.forEach { check($0.1) }
            }
        }
        check(value)
    } catch {
        precondition(error.line >= 1 && error.line <= lines, "line \(error.line) of \(lines)")
    }
    return 0
}
