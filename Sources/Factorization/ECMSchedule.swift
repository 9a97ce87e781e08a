import Sieve

/// The B1 bounds and curve counts by factor size, after the table in GMP-ECM's README (the
/// "optimal" B1 for a factor of d digits and the expected number of curves at that B1), with
/// two smaller levels for the 64- to 128-bit work of the automatic ladder. Stage 2 runs to
/// B2 = 100·B1, capped at 2^28 so that the prime list stays below 60 MB; GMP-ECM's own B2 is
/// far larger (its FFT continuation), so these counts are a schedule to climb, not a guarantee.
/// Below B1 = 1000 (the small levels, for 64-bit work) B2 is 25·B1, as in yafu's micro-ECM: there
/// a stage 2 four times longer cost more than the curves it saved (Guides/Measurements/
/// Factorization.md, "ECMSchedule: B2 = 25·B1 below B1 = 1000").
struct ECMLevel: Sendable, Equatable {
    /// The factor size, in decimal digits, this level is tuned for.
    var digits: Int
    var b1: UInt64
    var curves: Int

    var b2: UInt64 { min(b1 < 1000 ? 25 * b1 : 100 * b1, 1 << 28) }

    /// The primes up to ``sharedPrimeLimit``, sieved once per process for the levels whose B2 is
    /// below it (the 64-bit work factors thousands of numbers, each of which would sieve its own).
    static let sharedPrimes: [UInt32] = PrimeSieve.primes(in: 2...sharedPrimeLimit).map { UInt32($0) }
    static let sharedPrimeLimit: UInt64 = 1 << 18

    /// The plans of the schedule's levels whose B2 is below ``sharedPrimeLimit``, built once per
    /// process: the 64-bit work factors thousands of numbers, and each would build the same plans
    /// (Guides/Measurements/Factorization.md, "ECMSchedule: shared plans").
    static let sharedPlans: [ECMPlan] = schedule.filter { $0.b2 <= sharedPrimeLimit }.map {
        ECMPlan(b1: $0.b1, b2: $0.b2, primes: sharedPrimes)
    }

    static let schedule: [ECMLevel] = [
        ECMLevel(digits: 10, b1: 250, curves: 16),
        ECMLevel(digits: 12, b1: 400, curves: 20),
        ECMLevel(digits: 15, b1: 2000, curves: 25),
        ECMLevel(digits: 20, b1: 11000, curves: 90),
        ECMLevel(digits: 25, b1: 50000, curves: 300),
        ECMLevel(digits: 30, b1: 250_000, curves: 700),
        ECMLevel(digits: 35, b1: 1_000_000, curves: 1800),
        ECMLevel(digits: 40, b1: 3_000_000, curves: 5100),
        ECMLevel(digits: 45, b1: 11_000_000, curves: 10600),
        ECMLevel(digits: 50, b1: 43_000_000, curves: 19300),
    ]
}
