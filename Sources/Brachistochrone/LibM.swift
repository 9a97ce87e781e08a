#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#elseif canImport(ucrt)
    import ucrt
#endif

/// The C math library through one file: the only place in Brachistochrone that imports the platform
/// module providing libm (Glibc on Linux, Darwin on Apple platforms, ucrt on Windows), as
/// swift-numerics' `_NumericsShims` does. Each function is the platform's libm routine, unchanged;
/// the names inside `LibM` would shadow libm's, so each calls a file-level forwarder.
enum LibM {
    @inline(__always) static func sin(_ x: Double) -> Double { libmSin(x) }
    @inline(__always) static func cos(_ x: Double) -> Double { libmCos(x) }
    @inline(__always) static func atan2(_ y: Double, _ x: Double) -> Double { libmAtan2(y, x) }
    @inline(__always) static func cbrt(_ x: Double) -> Double { libmCbrt(x) }
}

@inline(__always) private func libmSin(_ x: Double) -> Double { sin(x) }
@inline(__always) private func libmCos(_ x: Double) -> Double { cos(x) }
@inline(__always) private func libmAtan2(_ y: Double, _ x: Double) -> Double { atan2(y, x) }
@inline(__always) private func libmCbrt(_ x: Double) -> Double { cbrt(x) }
