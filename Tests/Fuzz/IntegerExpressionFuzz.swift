// libFuzzer target: the command lines' integer grammar. Oracles: a plain decimal number parses to
// the standard library's UInt64(String); `a+b` and `a-b` of two plain numbers parse to their exact
// sum and difference (or tooLarge / negative when that is beyond UInt64); parseWide agrees with
// parse below 2^64 and parses plain decimal numbers as UInt128(String); ArithmeticExpression (the
// factor command's grammar) accepts what parseWide accepts and agrees with its value, unless an
// intermediate value passes its bit limit (see checkArithmeticExpression); a text without blanks
// parses as it does with a space on either side of each + and - and at both ends.

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
    if !text.utf8.contains(where: { $0 == 0x20 || $0 == 0x09 }) {
        var spaced = " "
        for character in text { spaced += character == "+" || character == "-" ? " \(character) " : "\(character)" }
        spaced += " "
        precondition(IntegerExpression.parseWide(spaced) == wide, "\(text): \(wide), spaced \(spaced)")
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

/// The most bits of any FuzzInt made since it was last set to 0 (the fuzzer runs on one thread).
nonisolated(unsafe) var largestBits = 0

/// Int128 as ArithmeticExpression's arithmetic, for the fuzzer: with a limit of at most 126 bits no
/// checked operation the grammar lets through can overflow, so a trap here is the grammar's fault.
struct FuzzInt: ExpressionArithmetic {
    var value: Int128
    static var zero: FuzzInt { FuzzInt(value: 0) }
    static var one: FuzzInt { FuzzInt(value: 1) }
    static var ten: FuzzInt { FuzzInt(value: 10) }
    /// Every value made, literals included, passes here and is recorded in `largestBits`.
    init(value: Int128) {
        self.value = value
        largestBits = max(largestBits, bitWidth)
    }
    init?(decimalDigits: ArraySlice<UInt8>) {
        guard let value = Int128(String(decoding: decimalDigits, as: UTF8.self)) else { return nil }
        self.init(value: value)
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
            if overflow { return nil }
            result = product
        }
        return FuzzInt(value: result)
    }
    static func factorial(_ n: Int, limitBits: Int) -> FuzzInt? {
        var result: Int128 = 1
        for k in stride(from: 2, through: n, by: 1) {
            let (product, overflow) = result.multipliedReportingOverflow(by: Int128(k))
            if overflow || product.magnitude >> limitBits != 0 { return nil }
            result = product
        }
        return FuzzInt(value: result)
    }
}

/// ArithmeticExpression against parseWide and against itself at two limits, 100 and 126 bits
/// (Int128 holds 126-bit sums and products): wherever parseWide has a value, ArithmeticExpression
/// has the same value or refuses it as too large; what fits at 100 bits fits at 126 with the same
/// value; and where every value made at 126 bits had at most 98 bits, the 100-bit evaluation
/// must succeed too. (An older form demanded the value at 100 bits wherever the result was below
/// 2^99, whatever the intermediates: CI's pass found 3^64-3^64, where 3^64 has 102 bits.)
func checkArithmeticExpression(_ text: String, wide: IntegerExpression.Wide) {
    func evaluate(_ limitBits: Int) -> Result<FuzzInt, ArithmeticExpression.Failure> {
        Result { () throws(ArithmeticExpression.Failure) in
            try ArithmeticExpression.evaluate(text, limitBits: limitBits, as: FuzzInt.self)
        }
    }
    largestBits = 0
    let broad = evaluate(126)
    let broadLargest = largestBits
    let narrow = evaluate(100)
    for (limit, result) in [(100, narrow), (126, broad)] {
        if case .success(let got) = result {
            precondition(got.value >= 0 && got.bitWidth <= limit, "\(text) at \(limit) bits: \(got.value)")
        }
    }
    // What fits at 100 bits fits at 126 with the same value.
    if case .success(let got) = narrow {
        guard case .success(let wider) = broad, wider.value == got.value else {
            preconditionFailure("\(text): \(got.value) at 100 bits, \(broad) at 126")
        }
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
    // Where no value made at 126 bits had more than 98, the 100-bit evaluation has nothing to
    // refuse (each refusal is made before an operation whose result would pass the limit, and
    // admits one bit of slack below it; a literal of 30 digits is 87 bits by its estimate).
    if case .success(let got) = broad, broadLargest <= 98, longestRun <= 30 {
        guard case .success(let small) = narrow, small.value == got.value else {
            preconditionFailure("\(text): \(got.value) in at most \(broadLargest) bits, \(narrow) at 100")
        }
    }
    guard case .value(let value) = wide, longestRun <= 30 else { return }
    for (limit, result) in [(100, narrow), (126, broad)] {
        switch result {
        case .success(let got):
            precondition(
                got.value == Int128(value), "\(text): IntegerExpression \(value), \(got.value) at \(limit) bits")
        case .failure(.tooLarge): break
        case .failure(let failure):
            preconditionFailure("\(text): IntegerExpression \(value), \(failure) at \(limit) bits")
        }
    }
}
