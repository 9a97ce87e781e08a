#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#elseif canImport(ucrt)
    import ucrt
#endif

/// The C math library through one file: the only place in ComplexPower that imports the platform
/// module providing libm (Glibc on Linux, Darwin on Apple platforms, ucrt on Windows), as
/// swift-numerics' `_NumericsShims` does. Each function is the platform's libm routine, unchanged;
/// the names inside `LibM` would shadow libm's, so each calls a file-level forwarder.
enum LibM {
    @inline(__always) static func exp(_ x: Double) -> Double { libmExp(x) }
    @inline(__always) static func log(_ x: Double) -> Double { libmLog(x) }
    @inline(__always) static func log10(_ x: Double) -> Double { libmLog10(x) }
    @inline(__always) static func log1p(_ x: Double) -> Double { libmLog1p(x) }
    @inline(__always) static func sin(_ x: Double) -> Double { libmSin(x) }
    @inline(__always) static func cos(_ x: Double) -> Double { libmCos(x) }
    @inline(__always) static func atan2(_ y: Double, _ x: Double) -> Double { libmAtan2(y, x) }
    @inline(__always) static func hypot(_ x: Double, _ y: Double) -> Double { libmHypot(x, y) }
    @inline(__always) static func pow(_ x: Double, _ y: Double) -> Double { libmPow(x, y) }
}

@inline(__always) private func libmExp(_ x: Double) -> Double { exp(x) }
@inline(__always) private func libmLog(_ x: Double) -> Double { log(x) }
@inline(__always) private func libmLog10(_ x: Double) -> Double { log10(x) }
@inline(__always) private func libmLog1p(_ x: Double) -> Double { log1p(x) }
@inline(__always) private func libmSin(_ x: Double) -> Double { sin(x) }
@inline(__always) private func libmCos(_ x: Double) -> Double { cos(x) }
@inline(__always) private func libmAtan2(_ y: Double, _ x: Double) -> Double { atan2(y, x) }
@inline(__always) private func libmHypot(_ x: Double, _ y: Double) -> Double { hypot(x, y) }
@inline(__always) private func libmPow(_ x: Double, _ y: Double) -> Double { pow(x, y) }
