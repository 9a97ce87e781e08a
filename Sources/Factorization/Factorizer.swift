import BigNumber
import Primality

/// Factors integers of any size by a ladder of methods chosen by size, as PARI's `factorint` and
/// yafu do: trial division by the primes below 2^16 (below 2^11 for a word), perfect powers, then
/// for each composite cofactor a short Pollard–Brent ρ and ECM in 64-bit Montgomery arithmetic
/// below 2^64, ρ and ECM in 128-bit arithmetic below 2^96, the quadratic sieve after a short ρ
/// and an ECM pretest from 96 to 330 bits, and ρ and ECM above. (ρ is kept as a method of its
/// own and as the baseline.)
///
///     let factors = try Factorizer().factor(BigInt(2).power(64) + 1)
///     // 274177^1 · 67280421310721^1, both proven
///
/// A caller may force one splitting method (`method`); trial division by the primes below 2^16
/// and the perfect-power test always run first, since every method needs an odd cofactor that is
/// no prime power.
///
/// Primality of the factors: exact below `BigInt.provenPrimalityLimit`, about 3.3·10^24 (Baillie–PSW
/// below 2^64, Miller–Rabin with the first thirteen prime bases above); from there on, BPSW with 24
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
        /// Shanks's square forms factorization, cofactors below 2^64 (about n^(1/4) steps whatever
        /// the factors): a baseline, slower than ρ and ECM there (Guides/Factorization.md).
        case squfof
        /// The self-initialising quadratic sieve, cofactors of 40 bits and more (sub-exponential
        /// in n, whatever its factors).
        case siqs
    }

    /// The forced method, or nil for the ladder by size.
    public var method: Method?
    /// Threads for ECM's curves.
    public var threads: Int
    /// The seed of ECM's σ and ρ's constants: the same seed gives the same run.
    public var seed: UInt64
    /// Forces the quadratic sieve's large-prime variation; nil leaves it to the sieve's
    /// parameters, which choose single at every size (double costs more than it saves here:
    /// Guides/Factorization.md).
    public var largePrimes: LargePrimeVariation?

    /// The trial-division bound of the ladder for numbers past 2^64.
    public static let trialBound: UInt64 = 65_535

    /// The trial-division bound of the ladder for numbers below 2^64 (`factor(word:progress:onFinding:)`;
    /// forced methods use ``trialBound``). A short ρ finds the primes from here to 2^16 for less than
    /// dividing by each of them (callgrind: Guides/Measurements/Factorization.md, "Factorizer: the
    /// word trial bound").
    public static let wordTrialBound: UInt64 = 2047

    public init(
        method: Method? = nil, threads: Int = 1, seed: UInt64 = 0x5EED_FAC7, largePrimes: LargePrimeVariation? = nil
    ) {
        self.method = method
        self.threads = max(1, threads)
        self.seed = seed
        self.largePrimes = largePrimes
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

        if method == nil, let word = n.exactUInt64 {
            return factor(
                word: word, progress: progress, onFinding: onFinding == nil ? nil : { report(BigInt($0), $1) }
            )
            .map { PrimeFactor(prime: BigInt($0.prime), exponent: $0.exponent, isProven: true) }
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
            if value < trialSquare
                || (value.exactUInt64.map(BailliePSW.isPrime) ?? value.isProbablePrime().isPrime)
            {
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
            PrimeFactor(prime: prime, exponent: exponent, isProven: prime < BigInt.provenPrimalityLimit)
        }.sorted { $0.prime < $1.prime }
    }

    /// A proper divisor of a composite, odd n with no prime factor below the trial bound that is
    /// no perfect power, and the name of the method that found it.
    func split(
        _ n: BigInt, progress: (@Sendable (Double) -> Void)?
    ) throws(FactorizationError) -> (BigInt, String) {
        switch method {
        case .trial:
            guard n.bitWidth <= 90 else { throw .methodCannotFinish(method: .trial, bits: n.bitWidth) }
            var rest = n
            let limit = n.squareRoot().exactUInt64!
            let found = TrialDivision.divide(&rest, bound: limit, firstOnly: true, progress: progress)
            // n is composite, so a prime ≤ √n divides it.
            return (BigInt(found[0].prime), "trial")
        case .rho:
            return Self.rho(n, maxSteps: nil)!
        case .ecm:
            return ecm(n, levels: ECMLevel.schedule, progress: progress)
        case .squfof:
            guard let word = n.exactUInt64 else { throw .methodCannotFinish(method: .squfof, bits: n.bitWidth) }
            // Every multiplier's walk can run out on a few numbers: then ρ, which always ends.
            if let d = SquareForms.divisor(of: word) { return (BigInt(d), "squfof") }
            return Self.rho(n, maxSteps: nil)!
        case .siqs:
            guard n.bitWidth >= 40 else { throw .methodCannotFinish(method: .siqs, bits: n.bitWidth) }
            return siqs(n, progress: progress)
        case nil:
            if let word = n.exactUInt64 {
                let (divisor, how) = split(word: word, progress: progress)
                return (BigInt(divisor), how)
            }
            let bits = n.bitWidth
            if Self.sieveBits.contains(bits) {
                // A short ρ and an ECM pretest for factors up to 0.31 of n's digits (yafu's pretest
                // ratio), less 4 digits below 75, where the sieve takes seconds and a long pretest
                // is a large share of it (Guides/Measurements/Factorization.md, "Factorizer: the ECM
                // pretest"); then the quadratic sieve, whose time depends on n alone. F8's 16-digit
                // factor (78 digits) falls to the 20-digit level, long before the sieve would end.
                if let found = Self.rho(n, maxSteps: 1 << 14) { return found }
                let digits = Double(bits) * 0.30103
                let target = digits >= 75 ? 0.31 * digits : 0.3 * digits - 4
                let levels = ECMLevel.schedule.filter { Double($0.digits) <= target }
                if let found = ecm(n, levels: levels, repeatingLast: false, progress: nil) { return found }
                return siqs(n, progress: progress)
            }
            // A short ρ first: 2^17 steps find factors to about 2^34 below 2^128, 2^14 steps to
            // about 2^28 above (where a step is a GMP product); ECM takes the larger ones.
            let wide = n.exactUInt128 != nil
            if let found = Self.rho(n, maxSteps: wide ? 1 << 17 : 1 << 14) { return found }
            return ecm(n, levels: wide ? ECMLevel.schedule : Array(ECMLevel.schedule.dropFirst(2)), progress: progress)
        }
    }

    /// Cofactor sizes the ladder hands to the quadratic sieve: below, ρ and ECM are faster on
    /// balanced semiprimes too (Guides/Measurements/Factorization.md, "Factorizer: where the sieve
    /// starts"); above, the sieve would take days and ECM's chance on a smaller factor is the
    /// better bet.
    static let sieveBits = 96...330

    /// Pollard–Brent ρ in the cheapest ring that holds n: one walk (c = 1) of at most `maxSteps`
    /// steps, or with `maxSteps` nil walks with c = 1, 2, … until one splits n.
    private static func rho(_ n: BigInt, maxSteps: Int?) -> (BigInt, String)? {
        if let word = n.exactUInt64 { return rho(Montgomery64(word), maxSteps: maxSteps) }
        if let wide = n.exactUInt128 { return rho(Montgomery128(wide), maxSteps: maxSteps) }
        if n.bitWidth <= 256 { return rho(Montgomery256(n), maxSteps: maxSteps) }
        return rho(BigResidueRing(n), maxSteps: maxSteps)
    }

    private static func rho<Ring: ResidueRing>(_ ring: Ring, maxSteps: Int?) -> (BigInt, String)? {
        var constant: UInt64 = 1
        while true {
            if let d = pollardBrentRho(ring, constant: constant, maxSteps: maxSteps ?? .max) {
                return (Ring.bigInteger(d), "rho")
            }
            if maxSteps != nil { return nil }
            constant += 1
        }
    }

    /// ECM up the levels and then the last one again until a curve splits n.
    private func ecm(
        _ n: BigInt, levels: [ECMLevel], progress: (@Sendable (Double) -> Void)?
    ) -> (BigInt, String) {
        // The repeated last level ends only with a divisor (n is composite and no prime power).
        ecm(n, levels: levels, repeatingLast: true, progress: progress)!
    }

    /// ECM in the cheapest ring that holds n (see ``ECMSearch/search(levels:repeatingLast:progress:)``).
    /// A 64-bit curve takes microseconds: handing curves to threads costs more than it saves
    /// there, so it runs on one.
    private func ecm(
        _ n: BigInt, levels: [ECMLevel], repeatingLast: Bool, maxCollisions: Int = .max,
        progress: (@Sendable (Double) -> Void)?
    ) -> (BigInt, String)? {
        func run<Ring: ResidueRing>(_ ring: Ring, threads: Int) -> (BigInt, String)? {
            let search = ECMSearch(ring: ring, threads: threads, seed: seed)
            let hit = search.search(
                levels: levels, repeatingLast: repeatingLast, maxCollisions: maxCollisions, progress: progress)
            return hit.map { hit in
                (Ring.bigInteger(hit.divisor), "ecm B1=\(hit.level.b1) curve \(hit.curve)")
            }
        }
        if let word = n.exactUInt64 { return run(Montgomery64(word), threads: 1) }
        if let wide = n.exactUInt128 { return run(Montgomery128(wide), threads: threads) }
        if n.bitWidth <= 256 { return run(Montgomery256(n), threads: threads) }
        return run(BigResidueRing(n), threads: threads)
    }

    private func siqs(_ n: BigInt, progress: (@Sendable (Double) -> Void)?) -> (BigInt, String) {
        let sieve = QuadraticSieve(
            n: n, threads: threads, seed: seed, doubleLargePrimes: largePrimes.map { $0 == .double })
        return (sieve.divisor(progress: progress), "siqs")
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
