/// The C math library under names that a type's own `sin` or `pow` cannot shadow: inside
/// `Complex`, `pow(x, y)` means `Complex.pow`, so the modules call `LibM.pow`. Each function is the
/// platform's libm routine, unchanged, and inlined into the caller (`@inlinable`: a call across
/// the module boundary would cost more than some of these routines).
///
///     LibM.atan2(1, 1) * 4   // 3.141592653589793
public enum LibM {
    @inlinable @inline(__always) public static func sin(_ x: Double) -> Double { libmSin(x) }
    @inlinable @inline(__always) public static func cos(_ x: Double) -> Double { libmCos(x) }
    @inlinable @inline(__always) public static func atan2(_ y: Double, _ x: Double) -> Double { libmAtan2(y, x) }
    @inlinable @inline(__always) public static func cbrt(_ x: Double) -> Double { libmCbrt(x) }
    @inlinable @inline(__always) public static func exp(_ x: Double) -> Double { libmExp(x) }
    @inlinable @inline(__always) public static func log(_ x: Double) -> Double { libmLog(x) }
    @inlinable @inline(__always) public static func log10(_ x: Double) -> Double { libmLog10(x) }
    @inlinable @inline(__always) public static func log1p(_ x: Double) -> Double { libmLog1p(x) }
    @inlinable @inline(__always) public static func hypot(_ x: Double, _ y: Double) -> Double { libmHypot(x, y) }
    @inlinable @inline(__always) public static func pow(_ x: Double, _ y: Double) -> Double { libmPow(x, y) }
}

// The forwarders (whose names `LibM`'s own cannot shadow) are `@inlinable` as well: with only
// `@usableFromInline` their bodies stay behind the module boundary and every call goes out of line
// twice (Guides/Measurements/ComplexPower.md, "LibM: the forwarders inlined").
@inlinable @inline(__always) func libmSin(_ x: Double) -> Double { sin(x) }
@inlinable @inline(__always) func libmCos(_ x: Double) -> Double { cos(x) }
@inlinable @inline(__always) func libmAtan2(_ y: Double, _ x: Double) -> Double { atan2(y, x) }
@inlinable @inline(__always) func libmCbrt(_ x: Double) -> Double { cbrt(x) }
@inlinable @inline(__always) func libmExp(_ x: Double) -> Double { exp(x) }
@inlinable @inline(__always) func libmLog(_ x: Double) -> Double { log(x) }
@inlinable @inline(__always) func libmLog10(_ x: Double) -> Double { log10(x) }
@inlinable @inline(__always) func libmLog1p(_ x: Double) -> Double { log1p(x) }
@inlinable @inline(__always) func libmHypot(_ x: Double, _ y: Double) -> Double { hypot(x, y) }
@inlinable @inline(__always) func libmPow(_ x: Double, _ y: Double) -> Double { pow(x, y) }
