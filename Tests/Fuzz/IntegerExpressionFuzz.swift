// libFuzzer target: the command lines' integer grammar. Oracles: a plain decimal number parses to
// the standard library's UInt64(String); `a+b` and `a-b` of two plain numbers parse to their exact
// sum and difference (or tooLarge / negative when that is beyond UInt64); parseWide agrees with
// parse below 2^64 and parses plain decimal numbers as UInt128(String); ArithmeticExpression (the
// factor command's grammar) agrees with parseWide wherever parseWide has a value below 2^99.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzIntegerExpression(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = size == 0 ? [] : Array(UnsafeBufferPointer(start: data, count: size))
    let text = String(decoding: bytes, as: UTF8.self)
    let result = IntegerExpression.parse(text)
    let wide = IntegerExpression.parseWide(text)
    checkArithmeticExpression(text, wide: wide)
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

/// Int128 as ArithmeticExpression's arithmetic, for the fuzzer: with a 100-bit limit no checked
/// operation the grammar lets through can overflow, so a trap here is the grammar's fault.
struct FuzzInt: ExpressionArithmetic {
    var value: Int128
    static var zero: FuzzInt { FuzzInt(value: 0) }
    static var one: FuzzInt { FuzzInt(value: 1) }
    static var ten: FuzzInt { FuzzInt(value: 10) }
    init(value: Int128) { self.value = value }
    init?(decimalDigits: ArraySlice<UInt8>) {
        guard let value = Int128(String(decoding: decimalDigits, as: UTF8.self)) else { return nil }
        self.value = value
    }
    var isZero: Bool { value == 0 }
    var isNegative: Bool { value < 0 }
    var bitWidth: Int { 128 - value.magnitude.leadingZeroBitCount }
    var exactInt: Int? { Int(exactly: value) }
    static func + (a: FuzzInt, b: FuzzInt) -> FuzzInt { FuzzInt(value: a.value + b.value) }
    static func - (a: FuzzInt, b: FuzzInt) -> FuzzInt { FuzzInt(value: a.value - b.value) }
    static func * (a: FuzzInt, b: FuzzInt) -> FuzzInt { FuzzInt(value: a.value * b.value) }
    func raised(to exponent: Int) -> FuzzInt? {
        var result: Int128 = 1
        for _ in 0..<exponent {
            let (product, overflow) = result.multipliedReportingOverflow(by: value)
            if overflow || product.magnitude > 1 << 101 { return nil }
            result = product
        }
        return FuzzInt(value: result)
    }
    static func factorial(_ n: Int, limitBits: Int) -> FuzzInt? {
        var result: Int128 = 1
        for k in stride(from: 2, through: n, by: 1) {
            result *= Int128(k)
            if result.magnitude >> limitBits != 0 { return nil }
        }
        return FuzzInt(value: result)
    }
}

/// The wider grammar agrees with the narrow one wherever the narrow one has a value below 2^100.
func checkArithmeticExpression(_ text: String, wide: IntegerExpression.Wide) {
    let result = Result { () throws(ArithmeticExpression.Failure) in
        try ArithmeticExpression.evaluate(text, limitBits: 100, as: FuzzInt.self)
    }
    // A literal of more than limitBits/3 significant digits is refused even where its value would
    // not be needed (0e…, 1^…): compare where every digit run is short.
    var longestRun = 0
    var run = 0
    for byte in text.utf8 {
        let isDigit = byte >= 0x30 && byte <= 0x39
        run = isDigit ? (run == 0 && byte == 0x30 ? 0 : run + 1) : 0
        longestRun = max(longestRun, run)
    }
    if case .value(let value) = wide, value < 1 << 99, longestRun <= 30 {
        guard case .success(let got) = result, got.value == Int128(value) else {
            preconditionFailure("\(text): IntegerExpression \(value), ArithmeticExpression \(result)")
        }
    }
    if case .success(let got) = result { precondition(got.value >= 0 && got.bitWidth <= 100, "\(text)") }
}
