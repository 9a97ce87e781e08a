import AlgoSupport
import Sieve

/// Runs ECM curves level by level up the ``ECMLevel/schedule`` until one splits n: `threads`
/// pairs of curves at a time, each curve with its own σ drawn from a SplitMix64 stream (so a run
/// is repeatable).
struct ECMSearch<Ring: ResidueRing> {
    let ring: Ring
    let threads: Int
    let seed: UInt64

    /// A proper divisor of n, with the level and curve that found it. With `repeatingLast` the
    /// last level repeats until a curve succeeds; without, each level's curves run once (a
    /// pretest before the quadratic sieve) and nil means none split n. A curve that finds every
    /// prime of n at once (its gcd is n) splits nothing; after `maxCollisions` of them the search
    /// gives up (nil), since n's primes are then small enough that every larger level would find
    /// them all together too, and another method (ρ, whose batches replay one step at a time)
    /// should separate them.
    ///
    /// - Parameters:
    ///   - levels: the levels to run, in order (not empty when `repeatingLast`).
    ///   - maxCollisions: the curves whose gcd is n that end the search.
    ///   - progress: the fraction of the planned curves run so far.
    /// - Complexity: per curve about 1.44·B1·11 + π(B2) ring multiplications.
    func search(
        levels: [ECMLevel], repeatingLast: Bool, maxCollisions: Int = .max,
        progress: (@Sendable (Double) -> Void)?
    ) -> (divisor: Ring.Integer, level: ECMLevel, curve: Int)? {
        var random = SplitMix64(seed: seed)
        var curve = 0
        var collisions = 0
        let planned = levels.reduce(0) { $0 + $1.curves }
        var primes: [UInt32] = []
        for levelIndex in 0... {
            if !repeatingLast && levelIndex == levels.count { return nil }
            let level = levels[min(levelIndex, levels.count - 1)]
            let plan: ECMPlan
            if let shared = ECMLevel.sharedPlans.first(where: { $0.b1 == level.b1 && $0.b2 == level.b2 }) {
                plan = shared
            } else {
                if primes.last.map({ UInt64($0) < level.b2 }) ?? true {
                    primes =
                        level.b2 <= ECMLevel.sharedPrimeLimit
                        ? ECMLevel.sharedPrimes : PrimeSieve.primes(in: 2...level.b2).map { UInt32($0) }
                }
                plan = ECMPlan(b1: level.b1, b2: level.b2, primes: primes)
            }
            let method = EllipticCurveMethod(ring: ring, plan: plan)
            var done = 0
            while done < level.curves {
                // Curves run in pairs (a level's odd count rounds up), a pair per thread.
                let pairs = max(1, min(threads, (level.curves - done + 1) / 2))
                let sigmas = (0..<(2 * pairs)).map { _ in 6 + random.next() % (1 << 32) }
                let found = concurrentMap(pairs, threads: threads) { index in
                    method.run(sigmas: (sigmas[2 * index], sigmas[2 * index + 1]))
                }
                for (index, divisor) in found.flatMap({ [$0.0, $0.1] }).enumerated() {
                    guard let divisor else { continue }
                    if divisor != ring.modulus { return (divisor, level, curve + index + 1) }
                    collisions += 1
                }
                if collisions >= maxCollisions { return nil }
                curve += 2 * pairs
                done += 2 * pairs
                progress?(min(0.99, Double(curve) / Double(max(planned, 1))))
            }
        }
        preconditionFailure("unreachable: the level loop has no end")
    }
}
