import BigNumber
import SolverIO

/// BigInt as the arithmetic of `ArithmeticExpression`: `algo factor 2^128+1`, `100!+1`.
extension BigInt: ExpressionArithmetic {
    public static var one: BigInt { BigInt(1) }
    public static var ten: BigInt { BigInt(10) }

    public init?(decimalDigits: ArraySlice<UInt8>) {
        self.init(String(decoding: decimalDigits, as: UTF8.self))
    }

    public func raised(to exponent: Int) -> BigInt? { exponent >= 0 ? power(exponent) : nil }

    public static func factorial(_ n: Int, limitBits: Int) -> BigInt? {
        let value = factorial(n)
        return value.bitWidth <= limitBits ? value : nil
    }
}
