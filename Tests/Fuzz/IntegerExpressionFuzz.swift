// libFuzzer target: the command lines' integer grammar. Oracles: a plain decimal number parses to
// the standard library's UInt64(String); `a+b` and `a-b` of two plain numbers parse to their exact
// sum and difference (or tooLarge / negative when that is beyond UInt64); parseWide agrees with
// parse below 2^64 and parses plain decimal numbers as UInt128(String).

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzIntegerExpression(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = size == 0 ? [] : Array(UnsafeBufferPointer(start: data, count: size))
    let text = String(decoding: bytes, as: UTF8.self)
    let result = IntegerExpression.parse(text)
    let wide = IntegerExpression.parseWide(text)
    switch (result, wide) {
    case (.value(let value), .value(let wideValue)): precondition(UInt128(value) == wideValue, "\(text)")
    case (.tooLarge, .value(let wideValue)): precondition(wideValue > UInt128(UInt64.max), "\(text)")
    case (.tooLarge, .tooLarge), (.negative, .negative), (.malformed, .malformed): break
    default: preconditionFailure("\(text): parse \(result), parseWide \(wide)")
    }
    let digits = !text.isEmpty && text.utf8.allSatisfy { $0 >= 0x30 && $0 <= 0x39 }
    if digits {
        if let value = UInt128(text) {
            precondition(wide == .value(value), "\(text) parsed wide as \(wide)")
        } else {
            precondition(wide == .tooLarge, "\(text) is beyond 2^128 - 1 but parsed wide as \(wide)")
        }
    }
    if digits {
        if let value = UInt64(text) {
            precondition(result == .value(value), "\(text) parsed as \(result)")
        } else {
            precondition(result == .tooLarge, "\(text) is beyond 2^64 - 1 but parsed as \(result)")
        }
    }
    for separator in ["+", "-"] {
        let parts = text.split(separator: Character(separator), omittingEmptySubsequences: false)
        guard parts.count == 2, let a = UInt64(parts[0]), let b = UInt64(parts[1]),
            parts.allSatisfy({ $0.utf8.allSatisfy { $0 >= 0x30 && $0 <= 0x39 } })
        else { continue }
        let exact = separator == "+" ? Int128(a) + Int128(b) : Int128(a) - Int128(b)
        let wanted: IntegerExpression =
            exact < 0 ? .negative : exact > Int128(UInt64.max) ? .tooLarge : .value(UInt64(exact))
        precondition(result == wanted, "\(text) parsed as \(result), not \(wanted)")
    }
    return 0
}
