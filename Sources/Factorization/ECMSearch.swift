import Sieve

/// Runs ECM curves level by level up the ``ECMLevel/schedule`` until one splits n: `threads`
/// curves at a time, each with its own σ drawn from a SplitMix64 stream (so a run is repeatable).
struct ECMSearch<Ring: ResidueRing> {
    let ring: Ring
    let threads: Int
    let seed: UInt64

    /// A proper divisor of n, with the level and curve that found it. With `repeatingLast` the
    /// last level repeats until a curve succeeds, so for a composite n that is no prime power it
    /// never returns nil; without, each level's curves run once (a pretest before the quadratic
    /// sieve) and nil means none split n.
    ///
    /// - Parameters:
    ///   - levels: the levels to run, in order (not empty when `repeatingLast`).
    ///   - progress: the fraction of the planned curves run so far.
    /// - Complexity: per curve about 1.44·B1·11 + π(B2) ring multiplications.
    func search(
        levels: [ECMLevel], repeatingLast: Bool, progress: (@Sendable (Double) -> Void)?
    ) -> (divisor: Ring.Integer, level: ECMLevel, curve: Int)? {
        var state = seed
        var curve = 0
        let planned = levels.reduce(0) { $0 + $1.curves }
        var primes: [UInt32] = []
        for levelIndex in 0... {
            if !repeatingLast && levelIndex == levels.count { return nil }
            let level = levels[min(levelIndex, levels.count - 1)]
            if primes.last.map({ UInt64($0) < level.b2 }) ?? true {
                primes =
                    level.b2 <= ECMLevel.sharedPrimeLimit
                    ? ECMLevel.sharedPrimes : PrimeSieve.primes(in: 2...level.b2).map { UInt32($0) }
            }
            let method = EllipticCurveMethod(ring: ring, b1: level.b1, b2: level.b2, primes: primes)
            var done = 0
            while done < level.curves {
                let batch = max(1, min(threads, level.curves - done))
                let sigmas = (0..<batch).map { _ in 6 + splitMix64(&state) % (1 << 32) }
                let found = concurrentMap(batch, threads: threads) { index in method.run(sigma: sigmas[index]) }
                for (index, divisor) in found.enumerated() {
                    if let divisor { return (divisor, level, curve + index + 1) }
                }
                curve += batch
                done += batch
                progress?(min(0.99, Double(curve) / Double(max(planned, 1))))
            }
        }
        preconditionFailure("unreachable: the level loop has no end")
    }
}
