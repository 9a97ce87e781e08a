/// The integer grammar of ``IntegerExpression`` grown to products, powers, factorials and
/// parentheses, for values of any size: `2^128+1`, `10^30-1`, `3*5^40+2`, `100!+1`, `(2^61-1)^2`.
///
///     let value: BigInt = try ArithmeticExpression.evaluate("3*5^40+2", limitBits: 1 << 20)
///     // 27284841053187847137451171877
///
/// The grammar, in order of binding:
///
///     expression := ['+' | '-'] term (('+' | '-') term)*
///     term       := power ('*' power)*
///     power      := postfix ('^' power)?          (right-associative: 2^3^2 = 2^9)
///     postfix    := primary '!'*
///     primary    := digits ('e' digits)? | '(' expression ')'
///
/// `1e9` is 1·10^9 as in ``IntegerExpression``. Spaces and tabs may stand around the operators
/// and parentheses and at either end (`2^100 + 1`), not inside a literal (`1 000`, `1 e9`). A
/// leading `-` is parsed so that the caller can say "negative" rather than "malformed". Every
/// operation is checked against `limitBits` before it runs (a power's bit count is estimated from
/// its base's), so `9^9^9^9` is refused at once instead of exhausting memory; so is a literal of
/// more than about limitBits/3 significant digits, even where its value would not matter (`0e…`,
/// `1^…`).
///
/// The arithmetic is the caller's: any ``ExpressionArithmetic`` type (BigInt conforms in the
/// Factorization module; SolverIO knows no big integers).
public enum ArithmeticExpression {
    /// What went wrong, with the 0-based byte offset where it did.
    public enum Failure: Error, Equatable, Sendable {
        /// Bad syntax at `offset`.
        case malformed(offset: Int)
        /// A value would exceed the caller's limit.
        case tooLarge
        /// The value is below zero.
        case negative
    }

    /// Parses and evaluates `text`.
    ///
    /// - Parameters:
    ///   - text: the expression.
    ///   - limitBits: the largest bit count any intermediate value may reach.
    ///   - type: the arithmetic to evaluate in (a word type or a big integer).
    /// - Returns: the value, which is ≥ 0.
    /// - Throws: ``Failure``.
    /// - Complexity: O(*n*) parse steps for *n* bytes, plus the arithmetic.
    public static func evaluate<Value: ExpressionArithmetic>(
        _ text: String, limitBits: Int, as type: Value.Type = Value.self
    ) throws(Failure) -> Value {
        var parser = Parser<Value>(bytes: Array(text.utf8), limitBits: limitBits)
        let value = try parser.expression()
        parser.skipBlanks()
        guard parser.index == parser.bytes.count else { throw .malformed(offset: parser.index) }
        guard !value.isNegative else { throw .negative }
        return value
    }

    private struct Parser<Value: ExpressionArithmetic> {
        let bytes: [UInt8]
        let limitBits: Int
        var index = 0
        /// Nesting depth, bounded so that `((((…` cannot exhaust the stack.
        var depth = 0

        init(bytes: [UInt8], limitBits: Int) {
            self.bytes = bytes
            self.limitBits = limitBits
        }

        /// The byte at `index`, inside a literal.
        private var next: UInt8? { index < bytes.count ? bytes[index] : nil }

        /// The next byte past spaces and tabs, where an operator may stand.
        private mutating func nextToken() -> UInt8? {
            skipBlanks()
            return next
        }

        mutating func skipBlanks() { IntegerExpression.skipBlanks(bytes, &index) }

        private func checked(_ value: Value?) throws(Failure) -> Value {
            guard let value, value.bitWidth <= limitBits else { throw .tooLarge }
            return value
        }

        mutating func expression() throws(Failure) -> Value {
            depth += 1
            defer { depth -= 1 }
            guard depth <= 200 else { throw .malformed(offset: index) }
            var negate = false
            if let sign = nextToken(), sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") {
                negate = sign == UInt8(ascii: "-")
                index += 1
            }
            var value = try term()
            if negate { value = Value.zero - value }
            while let byte = nextToken(), byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-") {
                index += 1
                let right = try term()
                value = try checked(byte == UInt8(ascii: "+") ? value + right : value - right)
            }
            return value
        }

        private mutating func term() throws(Failure) -> Value {
            var value = try power()
            while nextToken() == UInt8(ascii: "*") {
                index += 1
                value = try multiply(value, try power())
            }
            return value
        }

        /// a·b, refused before it is computed when it would pass the limit by more than one bit.
        private func multiply(_ a: Value, _ b: Value) throws(Failure) -> Value {
            guard a.bitWidth + b.bitWidth <= limitBits + 1 else { throw .tooLarge }
            return try checked(a * b)
        }

        private mutating func power() throws(Failure) -> Value {
            let base = try postfix()
            guard nextToken() == UInt8(ascii: "^") else { return base }
            index += 1
            depth += 1
            defer { depth -= 1 }
            guard depth <= 200 else { throw .malformed(offset: index) }
            let exponentValue = try power()
            return try raise(base, exponentValue)
        }

        private func raise(_ base: Value, _ exponentValue: Value) throws(Failure) -> Value {
            if base.isZero { return exponentValue.isZero ? Value.one : base }
            if base == Value.one { return base }
            guard let exponent = exponentValue.exactInt, exponent >= 0 else {
                throw exponentValue.isNegative ? .malformed(offset: index) : .tooLarge
            }
            // −1 to any power is ±1: no arithmetic, which would take `exponent` steps in a naive
            // type (the fuzz pass found (−1)^(1e12) spinning).
            if base == Value.zero - Value.one { return exponent % 2 == 0 ? Value.one : base }
            // |base| ≥ 2: the result has at least (bitWidth − 1)·exponent + 1 bits.
            let (bits, overflow) = (base.bitWidth - 1).multipliedReportingOverflow(by: exponent)
            guard !overflow, bits < limitBits else { throw .tooLarge }
            return try checked(base.raised(to: exponent))
        }

        private mutating func postfix() throws(Failure) -> Value {
            var value = try primary()
            while nextToken() == UInt8(ascii: "!") {
                index += 1
                guard let n = value.exactInt, n >= 0 else {
                    throw value.isNegative ? .malformed(offset: index - 1) : .tooLarge
                }
                // log2(n!) ≥ n·(⌊log2 n⌋ − 1.45) (Stirling): refuse what cannot fit before computing.
                let floorLog2 = Double(Int.bitWidth - n.leadingZeroBitCount - 1)
                guard n < 1 << 40, Double(n) * (floorLog2 - 1.45) <= Double(limitBits) else { throw .tooLarge }
                value = try checked(Value.factorial(n, limitBits: limitBits))
            }
            return value
        }

        private mutating func primary() throws(Failure) -> Value {
            if nextToken() == UInt8(ascii: "(") {
                index += 1
                let value = try expression()
                guard nextToken() == UInt8(ascii: ")") else { throw .malformed(offset: index) }
                index += 1
                return value
            }
            let mantissa = try digits()
            guard next == UInt8(ascii: "e") else { return mantissa }
            index += 1
            let exponent = try digits()
            return mantissa.isZero ? mantissa : try multiply(raise(Value.ten, exponent), mantissa)
        }

        private mutating func digits() throws(Failure) -> Value {
            let start = index
            while let byte = next, byte >= 0x30 && byte <= 0x39 { index += 1 }
            guard index > start else { throw .malformed(offset: index) }
            // A significant decimal digit carries more than 3 bits: refuse before converting.
            let significant = bytes[start..<index].drop { $0 == 0x30 }.count
            guard (significant - 1) * 3 < limitBits else { throw .tooLarge }
            return try checked(Value(decimalDigits: bytes[start..<index]))
        }
    }
}

/// The arithmetic ``ArithmeticExpression`` evaluates with.
public protocol ExpressionArithmetic: Equatable {
    static var zero: Self { get }
    static var one: Self { get }
    static var ten: Self { get }
    /// The value of ASCII decimal digits (at least one), or nil if it cannot be held.
    init?(decimalDigits: ArraySlice<UInt8>)
    var isZero: Bool { get }
    var isNegative: Bool { get }
    /// The bit count of |self|.
    var bitWidth: Int { get }
    /// The value as an Int, or nil when it does not fit.
    var exactInt: Int? { get }
    static func + (a: Self, b: Self) -> Self
    static func - (a: Self, b: Self) -> Self
    static func * (a: Self, b: Self) -> Self
    /// self^exponent (exponent ≥ 0), nil if it cannot be held.
    func raised(to exponent: Int) -> Self?
    /// n!, nil if it would exceed `limitBits` bits.
    static func factorial(_ n: Int, limitBits: Int) -> Self?
}
