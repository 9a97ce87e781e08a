import BigNumber
import Sieve

/// Factors integers of any size by a ladder of methods chosen by size, as PARI's `factorint` and
/// yafu do: trial division by the primes below 2^16, perfect powers, then for each composite
/// cofactor ECM in 64-bit Montgomery arithmetic below 2^64, a short Pollard–Brent ρ and ECM in
/// 128-bit Montgomery arithmetic below 2^128, and both on GMP above. (ρ is kept as a method of
/// its own and as the baseline.)
///
///     let factors = try Factorizer().factor(BigInt(2).power(64) + 1)
///     // 274177^1 · 67280421310721^1, both proven
///
/// A caller may force one splitting method (`method`); trial division by the primes below 2^16
/// and the perfect-power test always run first, since every method needs an odd cofactor that is
/// no prime power.
///
/// Primality of the factors: exact below 2^64 (deterministic Miller–Rabin); above, BPSW with 24
/// Miller–Rabin rounds, and the factor says so (``PrimeFactor/isProven``).
public struct Factorizer: Sendable {
    /// A splitting method to force.
    public enum Method: String, CaseIterable, Sendable {
        /// Trial division all the way to √n (cofactors up to 2^90).
        case trial
        /// Pollard–Brent ρ, any size (about √p steps for the least prime p).
        case rho
        /// Lenstra's elliptic-curve method, any size (sub-exponential in p).
        case ecm
    }

    /// The forced method, or nil for the ladder by size.
    public var method: Method?
    /// Threads for ECM's curves.
    public var threads: Int
    /// The seed of ECM's σ and ρ's constants: the same seed gives the same run.
    public var seed: UInt64

    /// The trial-division bound of the ladder.
    public static let trialBound: UInt64 = 65_535

    public init(method: Method? = nil, threads: Int = 1, seed: UInt64 = 0x5EED_FAC7) {
        self.method = method
        self.threads = max(1, threads)
        self.seed = seed
    }

    /// The prime factorization of n ≥ 0, ascending; empty for 0 and 1 (GNU factor prints `0:`
    /// and `1:`).
    ///
    ///     try Factorizer().factor(BigInt(360))   // 2^3 · 3^2 · 5^1
    ///
    /// - Parameters:
    ///   - n: the number.
    ///   - progress: a rough fraction of the current stage's planned work.
    ///   - onFinding: each divisor as it is found, with its method and time.
    /// - Returns: the distinct primes with exponents, ascending.
    /// - Throws: ``FactorizationError/negative`` for n < 0; `methodCannotFinish` when the forced
    ///   trial division would need divisors past 2^45.
    /// - Complexity: trial division O(π(2^16)); ρ about √p steps for the least prime p of a
    ///   cofactor; ECM L(p)^(√2 + o(1)) ring operations, L(p) = exp(√(ln p · ln ln p)).
    public func factor(
        _ n: BigInt, progress: (@Sendable (Double) -> Void)? = nil,
        onFinding: ((FactorFinding) -> Void)? = nil
    ) throws(FactorizationError) -> [PrimeFactor] {
        guard !n.isNegative else { throw .negative }
        guard n > 1 else { return [] }
        let clock = ContinuousClock()
        let start = clock.now
        func report(_ divisor: BigInt, _ method: String) {
            guard let onFinding else { return }
            let elapsed = start.duration(to: clock.now)
            let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
            onFinding(FactorFinding(divisor: divisor, method: method, seconds: seconds))
        }

        var primes: [BigInt: Int] = [:]
        var rest = n
        for (p, exponent) in TrialDivision.divide(&rest, bound: Self.trialBound) {
            primes[BigInt(p), default: 0] += exponent
            report(BigInt(p), "trial")
        }
        let trialSquare = BigInt(Self.trialBound) * BigInt(Self.trialBound)
        var pending: [(value: BigInt, multiplicity: Int)] = rest > 1 ? [(rest, 1)] : []
        while let (value, multiplicity) = pending.popLast() {
            // Every prime factor exceeds the trial bound, so a cofactor below its square is prime.
            if value < trialSquare || value.isProbablePrime() != .composite {
                primes[value, default: 0] += multiplicity
                continue
            }
            if let (base, exponent) = PerfectPower.decompose(value) {
                report(base, "power (^\(exponent))")
                pending.append((base, multiplicity * exponent))
                continue
            }
            let (divisor, how) = try split(value, progress: progress)
            report(divisor, how)
            let other = value / divisor
            // The two parts may share primes (p²q split as p · pq): the dictionary adds them up.
            pending.append((divisor, multiplicity))
            pending.append((other, multiplicity))
        }
        return primes.map { prime, exponent in
            PrimeFactor(prime: prime, exponent: exponent, isProven: prime.exactUInt64 != nil)
        }.sorted { $0.prime < $1.prime }
    }

    /// A proper divisor of a composite, odd n with no prime factor below 2^16 that is no perfect
    /// power, and the name of the method that found it.
    func split(
        _ n: BigInt, progress: (@Sendable (Double) -> Void)?
    ) throws(FactorizationError) -> (BigInt, String) {
        switch method {
        case .trial:
            guard n.bitWidth <= 90 else { throw .methodCannotFinish(method: .trial, bits: n.bitWidth) }
            var rest = n
            let limit = n.squareRoot().exactUInt64!
            let found = TrialDivision.divide(&rest, bound: limit, progress: progress)
            // n is composite, so a prime ≤ √n divides it.
            return (BigInt(found[0].prime), "trial")
        case .rho:
            return rhoUntilSplit(n)
        case .ecm:
            return ecm(n, levels: ECMLevel.schedule, repeatLast: true, progress: progress)!
        case nil:
            if n.exactUInt64 != nil {
                // ECM is 3× faster than ρ here (2000 products of two 32-bit primes: 0.37 s against
                // 1.20 s), and 1.3× faster than a short ρ before it (0.49 s).
                return ecm(n, levels: ECMLevel.schedule, repeatLast: true, progress: progress)!
            }
            if let wide = n.exactUInt128 {
                // ρ finds factors to about 2^32 within 2^17 steps; ECM takes the larger ones.
                if let d = pollardBrentRho(Montgomery128(wide), constant: 1, maxSteps: 1 << 17) {
                    return (BigInt(d), "rho")
                }
                return ecm(n, levels: ECMLevel.schedule, repeatLast: true, progress: progress)!
            }
            if let d = pollardBrentRho(BigResidueRing(n), constant: 1, maxSteps: 1 << 14) { return (d, "rho") }
            return ecm(n, levels: Array(ECMLevel.schedule.dropFirst(2)), repeatLast: true, progress: progress)!
        }
    }

    private func rhoUntilSplit(_ n: UInt64) -> (BigInt, String) {
        let ring = Montgomery64(n)
        var constant: UInt64 = 1
        while true {
            if let d = pollardBrentRho(ring, constant: constant, maxSteps: .max) { return (BigInt(d), "rho") }
            constant += 1
        }
    }

    private func rhoUntilSplit(_ n: BigInt) -> (BigInt, String) {
        if let word = n.exactUInt64 { return rhoUntilSplit(word) }
        var constant: UInt64 = 1
        while true {
            if let wide = n.exactUInt128 {
                if let d = pollardBrentRho(Montgomery128(wide), constant: constant, maxSteps: .max) {
                    return (BigInt(d), "rho")
                }
            } else if let d = pollardBrentRho(BigResidueRing(n), constant: constant, maxSteps: .max) {
                return (d, "rho")
            }
            constant += 1
        }
    }

    /// ECM in the cheapest ring that holds n.
    private func ecm(
        _ n: BigInt, levels: [ECMLevel], repeatLast: Bool, progress: (@Sendable (Double) -> Void)?
    ) -> (BigInt, String)? {
        func name(_ level: ECMLevel, _ curve: Int) -> String { "ecm B1=\(level.b1) curve \(curve)" }
        if let word = n.exactUInt64 {
            // A 64-bit curve takes microseconds: handing curves to threads costs more than it saves.
            let search = ECMSearch(ring: Montgomery64(word), threads: 1, seed: seed)
            guard let hit = search.find(levels: levels, repeatLast: repeatLast, progress: progress) else { return nil }
            return (BigInt(hit.divisor), name(hit.level, hit.curve))
        }
        if let wide = n.exactUInt128 {
            let search = ECMSearch(ring: Montgomery128(wide), threads: threads, seed: seed)
            guard let hit = search.find(levels: levels, repeatLast: repeatLast, progress: progress) else { return nil }
            return (BigInt(hit.divisor), name(hit.level, hit.curve))
        }
        let search = ECMSearch(ring: BigResidueRing(n), threads: threads, seed: seed)
        guard let hit = search.find(levels: levels, repeatLast: repeatLast, progress: progress) else { return nil }
        return (hit.divisor, name(hit.level, hit.curve))
    }
}

extension BigInt {
    /// The prime factors of self with multiplicity, ascending (empty for 0 and 1).
    ///
    ///     try (BigInt(2).power(32) + 1).primeFactors()   // [641, 6700417]
    ///
    /// - Throws: ``FactorizationError/negative`` for a negative number.
    /// - Complexity: as ``Factorizer/factor(_:progress:onFinding:)``.
    public func primeFactors() throws(FactorizationError) -> [BigInt] {
        try Factorizer().factor(self).flatMap { Array(repeating: $0.prime, count: $0.exponent) }
    }
}
