/// Why a sieve call could not be answered.
public enum SieveError: Error, Equatable, CustomStringConvertible {
    /// The n-th prime for n = 0 does not exist.
    case zeroIndex
    /// The n-th prime is beyond 2^64 − 1 (n > π(2^64 − 1) = 425,656,284,035,217,743).
    case beyondUInt64(UInt64)

    public var description: String {
        switch self {
        case .zeroIndex: "primes are numbered from 1"
        case .beyondUInt64(let n): "the \(n)-th prime is beyond 2^64 - 1"
        }
    }
}
