import AlgoSupport
import Sieve

/// π(x), the number of primes ≤ x, for every x < 2^127, by the combinatorial methods that count
/// primes without listing them, from Legendre's 1808 formula to Gourdon's 2001 variant of
/// Deléglise–Rivat.
///
///     try PrimeCount.pi(1_000_000_000_000)                  // 37607912018
///     try PrimeCount.pi(10_000_000_000, method: .legendre)  // 455052511
///
/// Each method is kept, tested against the same references and benchmarked side by side (see
/// Guides/PrimeCount.md for the ladder and the measured times).
public enum PrimeCount {
    /// A progress callback: the fraction done (0…1), from any thread.
    public typealias Progress = @Sendable (Double) -> Void

    /// The largest x accepted: 2^127 − 1.
    public static let limit: UInt128 = (UInt128(1) << 127) - 1

    public enum Method: String, CaseIterable, Sendable {
        /// The segmented wheel sieve (module Sieve), for x < 2^64: O(x) time.
        case sieve
        /// π(x) = φ(x, a) + a − 1, a = π(√x) (1808).
        case legendre
        /// Legendre's φ with a = π(∛x) and the P₂ correction (1870).
        case meissel
        /// Lagarias–Miller–Odlyzko (1985): ordinary and special leaves, O(x^(2/3)/log x).
        case lmo
        /// Deléglise–Rivat (1996): LMO with the leaves below y counted from a π table, x^(1/3)
        /// memory.
        case delegliseRivat = "deleglise-rivat"
        /// Gourdon (2001): Deléglise–Rivat with a second bound z and the leaves of the primes past
        /// x* read from a segmented π table up to √x, O(z) memory.
        case gourdon
    }

    /// The method used when none is named: the fastest one measured.
    public static let defaultMethod = Method.gourdon

    /// Below this, every method hands over to the sieve (the formulas need a few primes to work).
    static let sieveBelow: UInt128 = 1 << 20

    /// π(x).
    ///
    /// - Parameters:
    ///   - x: 0 ≤ x ≤ 2^127 − 1.
    ///   - method: the algorithm (default ``defaultMethod``).
    ///   - threads: worker threads for the parts that parallelise.
    ///   - progress: called with the fraction done, from any thread.
    /// - Throws: ``PrimeCountError`` for x > 2^127 − 1, the sieve past 2^64 − 1, or tables that
    ///   would need more memory than the machine has.
    /// - Complexity: LMO O(x^(2/3)/log x) time and O(x^(1/3)·log² x) memory; Meissel about
    ///   O(x/log³ x) and Legendre O(x/log x) time with O(√x) memory; the sieve O(x log log x).
    public static func pi(
        _ x: UInt128, method: Method = defaultMethod, threads: Int = PrimeSieve.defaultThreads,
        progress: Progress? = nil
    ) throws(PrimeCountError) -> UInt128 {
        guard x <= limit else { throw .tooLarge(x) }
        if method == .sieve || x < sieveBelow {
            guard x <= UInt128(UInt64.max) else { throw .sieveBeyond64Bits }
            return UInt128(PrimeSieve.count(in: 0...UInt64(x), threads: threads, progress: progress))
        }
        if x <= UInt128(UInt64.max) {
            return UInt128(try count(UInt64(x), method, threads, progress))
        }
        return try count(x, method, threads, progress)
    }

    private static func count<T: FixedWidthInteger & UnsignedInteger & Sendable>(
        _ x: T, _ method: Method, _ threads: Int, _ progress: Progress?
    ) throws(PrimeCountError) -> T {
        // The tables need about 9 bytes per number below √x (Legendre, Meissel), y (LMO, DR) or
        // z (Gourdon: y up to 7.5·∛x, z three times y but at most maxTable; the bound 12·∛x
        // keeps the reach as it was, x ≈ 5·10^24).
        let tableSize: Double
        switch method {
        case .legendre, .meissel: tableSize = Double(integerRoot(UInt128(x), 2))
        case .gourdon: tableSize = 12 * Double(integerRoot(UInt128(x), 3))
        default: tableSize = 10 * Double(integerRoot(UInt128(x), 3))
        }
        if tableSize > Double(maxTable) {
            throw .tablesTooLarge(bytes: tableSize * 9, squareRootTables: method == .legendre || method == .meissel)
        }
        switch method {
        case .sieve: return 0  // handled by the caller
        case .legendre: return Legendre.pi(x)
        case .meissel: return Meissel.pi(x, threads: threads)
        case .lmo: return LagariasMillerOdlyzko(x, threads: threads).pi(progress: progress)
        case .delegliseRivat: return DelegliseRivat(x, threads: threads).pi(progress: progress)
        case .gourdon: return Gourdon(x, threads: threads).pi(progress: progress)
        }
    }

    /// The largest table bound: 2^31 numbers, about 19 GiB with the factor tables.
    static let maxTable = 1 << 31
}

/// Why π(x) cannot be computed.
public enum PrimeCountError: Error, Equatable, CustomStringConvertible {
    case tooLarge(UInt128)
    case sieveBeyond64Bits
    /// The tables would need `bytes`; `squareRootTables` when they grow with √x (Legendre,
    /// Meissel), so that a method with x^(1/3) tables would still fit.
    case tablesTooLarge(bytes: Double, squareRootTables: Bool)
    case zeroIndex
    case nthTooLarge(UInt128)

    public var description: String {
        switch self {
        case .tooLarge(let x): "\(x) is past the limit 2^127 - 1"
        case .sieveBeyond64Bits: "the sieve counts below 2^64 only: use another --method"
        case .tablesTooLarge(let bytes, let squareRootTables):
            "this method's tables would need \(Int((bytes / 1e9).rounded(.up))) GB"
                + (squareRootTables ? ": use --method gourdon (x^(1/3) memory)" : ", more than this program allows")
        case .zeroIndex: "the primes are counted from 1 (the 1st prime is 2)"
        case .nthTooLarge(let n): "\(n) is past the limit 10^22 of the n-th prime"
        }
    }
}
