/// Parses the integer notations the number commands accept: `1000000`, `1e9`, `10^12`, `2^32`,
/// `2^64-1`, and sums or differences of such terms.
///
///     IntegerExpression.parse("2^64-1")   // .value(18446744073709551615)
///     IntegerExpression.parse("1e9")      // .value(1000000000)
///     IntegerExpression.parse("2^64")     // .tooLarge
///
/// Arithmetic is exact (in 128 bits); a result beyond 2^64 − 1, or below 0, is reported as such.
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
        let bytes = Array(text.utf8)
        var index = 0
        var total: Int128 = 0
        var sign: Int128 = 1
        while true {
            guard let term = parseTerm(bytes, &index) else {
                return index == Int.max ? .tooLarge : .malformed
            }
            total += sign * term
            if total > Int128(UInt64.max) * 2 || total < -Int128(UInt64.max) * 2 { return .tooLarge }
            if index == bytes.count { break }
            switch bytes[index] {
            case UInt8(ascii: "+"): sign = 1
            case UInt8(ascii: "-"): sign = -1
            default: return .malformed
            }
            index += 1
        }
        if total < 0 { return .negative }
        if total > Int128(UInt64.max) { return .tooLarge }
        return .value(UInt64(total))
    }

    /// A term: digits, digits `e` digits, or digits `^` digits; nil when malformed, with
    /// `index` set to Int.max when it only overflowed.
    private static func parseTerm(_ bytes: [UInt8], _ index: inout Int) -> Int128? {
        guard let base = parseDigits(bytes, &index) else { return nil }
        guard index < bytes.count, bytes[index] == UInt8(ascii: "^") || bytes[index] == UInt8(ascii: "e") else {
            return base
        }
        let isPower = bytes[index] == UInt8(ascii: "^")
        index += 1
        guard let exponent = parseDigits(bytes, &index) else { return nil }
        var result: Int128 = isPower ? 1 : base
        let factor: Int128 = isPower ? base : 10
        let limit = Int128(UInt64.max) * 4
        var remaining = exponent
        while remaining > 0 {
            if factor > 1 && result > limit / factor {
                index = Int.max
                return nil
            }
            result *= factor
            remaining -= 1
            // 0^k, 1^k and 0·10^k: no need to loop k times (a fuzzer found `0e9000000000000000`
            // taking 9·10^15 turns here).
            if factor <= 1 || result == 0 { break }
        }
        if isPower && factor == 0 && exponent > 0 { return 0 }
        return result
    }

    private static func parseDigits(_ bytes: [UInt8], _ index: inout Int) -> Int128? {
        let start = index
        var value: Int128 = 0
        while index < bytes.count, bytes[index] >= 0x30 && bytes[index] <= 0x39 {
            value = value * 10 + Int128(bytes[index] - 0x30)
            if value > Int128(UInt64.max) * 4 {
                index = Int.max
                return nil
            }
            index += 1
        }
        return index == start ? nil : value
    }
}
