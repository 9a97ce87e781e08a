/// A point, or a vector, in the plane.
public struct Point2: Equatable, Hashable, Sendable, CustomStringConvertible {
    public var x: Double
    public var y: Double

    public init(_ x: Double, _ y: Double) {
        self.x = x
        self.y = y
    }

    public static let zero = Point2(0, 0)

    @inlinable public static func + (a: Point2, b: Point2) -> Point2 { Point2(a.x + b.x, a.y + b.y) }
    @inlinable public static func - (a: Point2, b: Point2) -> Point2 { Point2(a.x - b.x, a.y - b.y) }
    @inlinable public static func * (s: Double, a: Point2) -> Point2 { Point2(s * a.x, s * a.y) }

    /// The Euclidean length, without overflow or underflow in the squares (`hypot`-style).
    @inlinable public var length: Double {
        let big = max(abs(x), abs(y))
        if big == 0 || !big.isFinite { return big }
        let small = min(abs(x), abs(y)) / big
        return big * (1 + small * small).squareRoot()
    }

    @inlinable public func distance(to other: Point2) -> Double { (self - other).length }

    /// The dot and cross products.
    @inlinable public func dot(_ other: Point2) -> Double { x * other.x + y * other.y }
    @inlinable public func cross(_ other: Point2) -> Double { x * other.y - y * other.x }

    public var isFinite: Bool { x.isFinite && y.isFinite }

    /// The point with both coordinates multiplied by 2^k, exactly unless the result leaves
    /// Double's range (then ±∞, or subnormal bits lost).
    @inlinable public func scaled(by k: Int) -> Point2 { Point2(x.scaled(by: k), y.scaled(by: k)) }

    public var description: String { "(\(x), \(y))" }
}

extension Double {
    /// self · 2^k with one rounding (exact unless the result overflows or is subnormal), as C's scalbn.
    @usableFromInline func scaled(by k: Int) -> Double { Double(sign: .plus, exponent: k, significand: self) }
}
