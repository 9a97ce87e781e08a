/// Parses the integer notations the number commands accept: `1000000`, `1e9`, `10^12`, `2^32`,
/// `2^64-1`, and sums or differences of such terms.
///
///     IntegerExpression.parse("2^64-1")   // .value(18446744073709551615)
///     IntegerExpression.parse("1e9")      // .value(1000000000)
///     IntegerExpression.parse("2^64")     // .tooLarge
///
/// Spaces and tabs may stand around `+`, `-` and `^` and at either end (`2^100 + 1`, as a shell
/// passes a quoted argument), but not inside a number or around `e` (`1 000` and `1 e9` are
/// malformed). Arithmetic is exact (in 128 bits); a result beyond 2^64 − 1, or below 0, is
/// reported as such. ``parseWide(_:)`` keeps results up to 2^128 − 1.
///
/// It is the one integer grammar of the command lines: `algo`'s numbers and options and
/// `algo-bench`'s sizes.
public enum IntegerExpression: Equatable, Sendable {
    case value(UInt64)
    case tooLarge
    case negative
    case malformed

    /// - Complexity: O(*n*) in the text's length.
    public static func parse(_ text: String) -> IntegerExpression {
        switch parseWide(text) {
        case .value(let value): value > UInt128(UInt64.max) ? .tooLarge : .value(UInt64(value))
        case .tooLarge: .tooLarge
        case .negative: .negative
        case .malformed: .malformed
        }
    }

    /// The same grammar in 128 bits, for the commands that go past 2^64 (`algo pi 2^100+1`).
    public enum Wide: Equatable, Sendable {
        case value(UInt128)
        /// A term, or the sum of the added terms, is 2^128 or more.
        case tooLarge
        case negative
        case malformed
    }

    /// Parses `text` exactly in 128 bits: the terms added and the terms subtracted are summed
    /// apart, so `2^127-1` and `2^64-1` are exact.
    ///
    /// - Complexity: O(*n*) in the text's length.
    public static func parseWide(_ text: String) -> Wide {
        let bytes = Array(text.utf8)
        var index = 0
        var added: UInt128 = 0
        var subtracted: UInt128 = 0
        var subtract = false
        while true {
            skipBlanks(bytes, &index)
            guard let term = parseTerm(bytes, &index) else {
                return index == Int.max ? .tooLarge : .malformed
            }
            let (sum, overflow) = (subtract ? subtracted : added).addingReportingOverflow(term)
            if overflow { return .tooLarge }
            if subtract { subtracted = sum } else { added = sum }
            skipBlanks(bytes, &index)
            if index == bytes.count { break }
            switch bytes[index] {
            case UInt8(ascii: "+"): subtract = false
            case UInt8(ascii: "-"): subtract = true
            default: return .malformed
            }
            index += 1
        }
        return subtracted > added ? .negative : .value(added - subtracted)
    }

    /// Moves `index` past spaces and tabs.
    static func skipBlanks(_ bytes: [UInt8], _ index: inout Int) {
        while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x09 { index += 1 }
    }

    /// A term: digits, digits `e` digits, or digits `^` digits (blanks allowed around `^`); nil
    /// when malformed, with `index` set to Int.max when it only overflowed.
    private static func parseTerm(_ bytes: [UInt8], _ index: inout Int) -> UInt128? {
        guard let base = parseDigits(bytes, &index) else { return nil }
        let isPower: Bool
        if index < bytes.count && bytes[index] == UInt8(ascii: "e") {
            isPower = false
            index += 1
        } else {
            var caret = index
            skipBlanks(bytes, &caret)
            guard caret < bytes.count && bytes[caret] == UInt8(ascii: "^") else { return base }
            isPower = true
            index = caret + 1
            skipBlanks(bytes, &index)
        }
        guard let exponent = parseDigits(bytes, &index) else { return nil }
        var result: UInt128 = isPower ? 1 : base
        let factor: UInt128 = isPower ? base : 10
        var remaining = exponent
        while remaining > 0 {
            let (product, overflow) = result.multipliedReportingOverflow(by: factor)
            if overflow {
                index = Int.max
                return nil
            }
            result = product
            remaining -= 1
            // 0^k, 1^k and 0·10^k: no need to loop k times (a fuzzer found `0e9000000000000000`
            // taking 9·10^15 turns here).
            if factor <= 1 || result == 0 { break }
        }
        if isPower && factor == 0 && exponent > 0 { return 0 }
        return result
    }

    private static func parseDigits(_ bytes: [UInt8], _ index: inout Int) -> UInt128? {
        let start = index
        var value: UInt128 = 0
        while index < bytes.count, bytes[index] >= 0x30 && bytes[index] <= 0x39 {
            let (product, overflow) = value.multipliedReportingOverflow(by: 10)
            let (sum, carry) = product.addingReportingOverflow(UInt128(bytes[index] - 0x30))
            if overflow || carry {
                index = Int.max
                return nil
            }
            value = sum
            index += 1
        }
        return index == start ? nil : value
    }
}
