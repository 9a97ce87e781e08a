import BigNumber

/// One prime of a factorization, with its exponent and how sure the suite is that it is prime.
public struct PrimeFactor: Equatable, Hashable, Sendable {
    public var prime: BigInt
    public var exponent: Int
    /// True below `BigInt.provenPrimalityLimit` (about 3.3·10^24), where primality is decided
    /// exactly; false above, where the prime passed BPSW and 24 Miller–Rabin rounds (no
    /// counterexample is known, none is proven impossible), as PARI's `factorint` reports them.
    public var isProven: Bool

    public init(prime: BigInt, exponent: Int, isProven: Bool) {
        self.prime = prime
        self.exponent = exponent
        self.isProven = isProven
    }
}

/// A factor as it was found: by which method, and how long after the start.
public struct FactorFinding: Sendable {
    /// The divisor found: a prime, or a composite that is split further.
    public var divisor: BigInt
    /// `trial`, `power (^k)`, `rho`, `ecm B1=… curve …`, `siqs`.
    public var method: String
    /// Seconds since the factorization started.
    public var seconds: Double
}

/// Why a number could not be factored.
public enum FactorizationError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Only non-negative numbers have a factorization here.
    case negative
    /// The forced method cannot take a cofactor of this size: trial division past 2^90, SQUFOF
    /// past 2^64, the quadratic sieve below 2^40.
    case methodCannotFinish(method: Factorizer.Method, bits: Int)

    public var description: String {
        switch self {
        case .negative: "expected a non-negative integer"
        case .methodCannotFinish(.siqs, let bits):
            "--method siqs can take (a \(bits)-bit cofactor is below its 2^40; use rho or ecm)"
        case .methodCannotFinish(.squfof, let bits):
            "--method squfof can finish (a \(bits)-bit cofactor is past its 2^64; use rho or ecm)"
        case .methodCannotFinish(let method, let bits):
            "--method \(method.rawValue) can finish (a \(bits)-bit cofactor is past its 2^90; use rho or ecm)"
        }
    }
}
