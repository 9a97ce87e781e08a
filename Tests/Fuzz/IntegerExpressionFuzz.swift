// libFuzzer target: the command lines' integer grammar. Oracles: a plain decimal number parses to
// the standard library's UInt64(String); `a+b` and `a-b` of two plain numbers parse to their exact
// sum and difference (or tooLarge / negative when that is beyond UInt64).

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzIntegerExpression(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = size == 0 ? [] : Array(UnsafeBufferPointer(start: data, count: size))
    let text = String(decoding: bytes, as: UTF8.self)
    let result = IntegerExpression.parse(text)
    let digits = !text.isEmpty && text.utf8.allSatisfy { $0 >= 0x30 && $0 <= 0x39 }
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
