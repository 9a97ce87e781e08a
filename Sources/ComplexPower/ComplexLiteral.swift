/// A complex literal as the `algo power` command reads it, keeping its exact decimal text for the
/// arbitrary-precision path and its exact rational value when it has one.
///
/// Accepted: `2`, `-1.5`, `3e-2`, `i`, `-i`, `2i`, `1+2i`, `1-2.5e-3i`, rationals `1/3` and `-2/6`
/// (reduced), and the irrational constants `pi` and `e` (with an optional sign).
///
///     ComplexLiteral("-2/6")?.rational     // (-1, 3)
///     ComplexLiteral("1-2.5e-3i")?.value    // (1.0, -0.0025)
public struct ComplexLiteral: Equatable, Sendable, CustomStringConvertible {
    /// A real constant that no decimal or fraction can state.
    public enum Constant: String, Sendable {
        case pi, e
    }

    public let text: String
    /// The decimal texts of the two parts ("0" when absent), for MPFR.
    public let realText: String
    public let imaginaryText: String
    /// The exact value p/q in lowest terms (q > 0) when the literal is real and rational, and p, q
    /// fit in 64 bits; decimals count (1.5 is 3/2).
    public let rational: (numerator: Int, denominator: Int)?
    /// `pi` or `e`, with its sign in `constantSign`.
    public let constant: Constant?
    public let constantSign: Int
    /// The value rounded to Double.
    public let value: Complex<Double>

    public var description: String { text }

    public static func == (a: ComplexLiteral, b: ComplexLiteral) -> Bool { a.text == b.text }

    /// Parses a literal; nil when it is not one of the accepted forms.
    public init?(_ text: String) {
        self.text = text
        var body = Substring(text)
        var sign = 1
        if let first = body.first, first == "-" || first == "+", ["pi", "e"].contains(String(body.dropFirst())) {
            sign = first == "-" ? -1 : 1
            body = body.dropFirst()
        }
        if let constant = Constant(rawValue: String(body)) {
            self.constant = constant
            constantSign = sign
            let magnitude = constant == .pi ? Double.pi : 2.718_281_828_459_045
            value = Complex(Double(sign) * magnitude, 0)
            realText = "0"
            imaginaryText = "0"
            rational = nil
            return
        }
        constant = nil
        constantSign = 1
        if let slash = text.firstIndex(of: "/") {
            guard let p = Int(text[..<slash]), let q = Int(text[text.index(after: slash)...]), q != 0 else {
                return nil
            }
            let g = Self.gcd(p.magnitude, q.magnitude)
            // g = 2^63 only for 0/Int.min and Int.min/Int.min, whose gcd is no Int (the CI fuzz
            // pass found `000/-00000009223372036854775808`).
            guard let divisor = Int(exactly: g) else {
                rational = p == 0 ? (0, 1) : (1, 1)
                realText = p == 0 ? "0/1" : "1/1"
                imaginaryText = "0"
                value = Complex(p == 0 ? 0 : 1, 0)
                return
            }
            var numerator = p / divisor
            var denominator = q / divisor
            if denominator < 0 {
                // −Int.min overflows: such a fraction (1/−2^63, −2^63/−3) is no Int rational.
                guard numerator != Int.min && denominator != Int.min else { return nil }
                numerator = -numerator
                denominator = -denominator
            }
            rational = (numerator, denominator)
            realText = "\(numerator)/\(denominator)"
            imaginaryText = "0"
            value = Complex(Double(numerator) / Double(denominator), 0)
            return
        }
        // Split into real and imaginary parts at the last + or − that is not a leading sign or an
        // exponent's sign.
        var realPart = Substring("")
        var imaginaryPart: Substring?
        if text.hasSuffix("i") {
            let withoutI = text.dropLast()
            var split: String.Index?
            var index = withoutI.endIndex
            while index > withoutI.startIndex {
                index = withoutI.index(before: index)
                let c = withoutI[index]
                if (c == "+" || c == "-") && index > withoutI.startIndex {
                    let before = withoutI[withoutI.index(before: index)]
                    if before != "e" && before != "E" {
                        split = index
                        break
                    }
                }
            }
            if let split {
                realPart = withoutI[..<split]
                imaginaryPart = withoutI[split...]
            } else {
                imaginaryPart = withoutI
            }
        } else {
            realPart = Substring(text)
        }
        var imaginaryDecimal = "0"
        if let part = imaginaryPart {
            switch part {
            case "", "+": imaginaryDecimal = "1"
            case "-": imaginaryDecimal = "-1"
            default:
                guard Self.isDecimal(part) else { return nil }
                imaginaryDecimal = String(part.first == "+" ? part.dropFirst() : part)
            }
        }
        var realDecimal = "0"
        if !realPart.isEmpty {
            guard Self.isDecimal(realPart) else { return nil }
            realDecimal = String(realPart.first == "+" ? realPart.dropFirst() : realPart)
        } else if imaginaryPart == nil {
            return nil
        }
        guard let re = Double(realDecimal), let im = Double(imaginaryDecimal), re.isFinite, im.isFinite else {
            return nil
        }
        realText = realDecimal
        imaginaryText = imaginaryDecimal
        value = Complex(re, im)
        rational = imaginaryDecimal == "0" || Double(imaginaryDecimal) == 0 ? Self.exactRational(realDecimal) : nil
    }

    /// The exact sign (−1, 0 or 1) of the real part, from the literal rather than from ``value``:
    /// `1e-400` is positive, though its Double is 0.
    public var realSign: Int {
        if constant != nil { return constantSign }
        if let (p, _) = rational { return p.signum() }
        return Self.decimalSign(realText)
    }

    /// The exact sign (−1, 0 or 1) of the imaginary part; `-0` is 0.
    public var imaginarySign: Int { Self.decimalSign(imaginaryText) }

    /// The sign of a decimal text: 0 when every digit of its mantissa is 0, whatever its exponent.
    static func decimalSign(_ text: String) -> Int {
        let mantissa = text.prefix { $0 != "e" && $0 != "E" }
        guard mantissa.contains(where: { $0 >= "1" && $0 <= "9" }) else { return 0 }
        return mantissa.first == "-" ? -1 : 1
    }

    /// Whether the literal is a real number (no imaginary part, or an imaginary part of zero).
    public var isReal: Bool { value.imaginary == 0 }

    /// `[+-]? (digits [. digits?] | . digits) ([eE] [+-]? digits)?`
    static func isDecimal(_ text: Substring) -> Bool {
        var bytes = Array(text.utf8)[...]
        if let first = bytes.first, first == UInt8(ascii: "+") || first == UInt8(ascii: "-") {
            bytes = bytes.dropFirst()
        }
        func digits() -> Int {
            var count = 0
            while let b = bytes.first, b >= 0x30 && b <= 0x39 {
                bytes = bytes.dropFirst()
                count += 1
            }
            return count
        }
        var mantissa = digits()
        if bytes.first == UInt8(ascii: ".") {
            bytes = bytes.dropFirst()
            mantissa += digits()
        }
        guard mantissa > 0 else { return false }
        if let e = bytes.first, e == UInt8(ascii: "e") || e == UInt8(ascii: "E") {
            bytes = bytes.dropFirst()
            if let s = bytes.first, s == UInt8(ascii: "+") || s == UInt8(ascii: "-") { bytes = bytes.dropFirst() }
            guard digits() > 0 else { return false }
        }
        return bytes.isEmpty
    }

    /// A decimal's exact value p/q in lowest terms, or nil when p or q overflow 64 bits.
    static func exactRational(_ decimal: String) -> (numerator: Int, denominator: Int)? {
        var text = Substring(decimal)
        var exponent = 0
        if let e = text.firstIndex(where: { $0 == "e" || $0 == "E" }) {
            // `value.magnitude`, not `abs(value)`: abs(Int.min) traps (the fuzzer's 0e-9223372036854775808).
            guard let value = Int(text[text.index(after: e)...]), value.magnitude < 40 else { return nil }
            exponent = value
            text = text[..<e]
        }
        var negative = false
        if text.first == "-" || text.first == "+" {
            negative = text.first == "-"
            text = text.dropFirst()
        }
        var digits = ""
        if let dot = text.firstIndex(of: ".") {
            let fraction = text[text.index(after: dot)...]
            digits = String(text[..<dot]) + fraction
            exponent -= fraction.count
        } else {
            digits = String(text)
        }
        guard var numerator = Int(digits.isEmpty ? "0" : digits) else { return nil }
        var denominator = 1
        while exponent > 0 {
            let (m, overflow) = numerator.multipliedReportingOverflow(by: 10)
            if overflow { return nil }
            numerator = m
            exponent -= 1
        }
        while exponent < 0 {
            let (m, overflow) = denominator.multipliedReportingOverflow(by: 10)
            if overflow { return nil }
            denominator = m
            exponent += 1
        }
        let g = Int(gcd(numerator.magnitude, denominator.magnitude))
        return ((negative ? -1 : 1) * numerator / max(g, 1), denominator / max(g, 1))
    }

    static func gcd(_ a: UInt, _ b: UInt) -> UInt { b == 0 ? max(a, 1) : gcd(b, a % b) }
}
