// The one file that knows the platform: every other file of the suite imports AlgoSupport, which
// re-exports the C library of the system it is built on (Glibc on Linux, Darwin on Apple
// platforms, ucrt on Windows), as swift-numerics' `_NumericsShims` is the one place that knows
// libm. `make lint` rejects `import Glibc` or `import Darwin` anywhere else in Sources.
#if canImport(Glibc)
    @_exported import Glibc
#elseif canImport(Darwin)
    @_exported import Darwin
#elseif canImport(ucrt)
    @_exported import ucrt
#endif
