import Primality

/// The ladder for numbers below 2^64 in machine words alone: no BigInt is made unless a
/// composite cofactor needs the perfect-power test's big sibling (it never does: the word test
/// is exact). `algo factor` on the numbers 1 to 200000 spent most of its time in the BigInt
/// path's parsing, allocations and dictionary (Guides/Measurements/Factorization.md, "Factorizer:
/// words without BigInt").
extension Factorizer {
    /// The prime factorization of a word, ascending, with exponents (empty for 0 and 1). Every
    /// prime is proven (the Baillie–PSW test, exact below 2^64).
    ///
    ///     Factorizer().factor(word: 360)   // [(2, 3), (3, 2), (5, 1)]
    ///
    /// - Parameter onFinding: each divisor as it is found, with its method.
    /// - Complexity: π(2^11) products of trial division, then about 2^8 ρ steps and ECM's
    ///   curves for each composite cofactor (a few hundred thousand instructions for a product of
    ///   two 32-bit primes).
    func factor(
        word n: UInt64, progress: (@Sendable (Double) -> Void)? = nil, onFinding: ((UInt64, String) -> Void)? = nil
    ) -> [(prime: UInt64, exponent: Int)] {
        guard n > 1 else { return [] }
        var rest = n
        var found = TrialDivision.divide(word: &rest, bound: Self.wordTrialBound)
        for (p, _) in found { onFinding?(p, "trial") }
        // Every prime factor exceeds the trial bound, so a cofactor below its square is prime.
        let trialSquare = Self.wordTrialBound * Self.wordTrialBound
        func isPrime(_ value: UInt64) -> Bool { value < trialSquare || BailliePSW.isPrime(value) }
        if rest == 1 { return found }
        if isPrime(rest) {
            found.append((rest, 1))  // the common case, and already ascending
            return found
        }
        var pending: [(value: UInt64, multiplicity: Int)] = [(rest, 1)]
        while let (value, multiplicity) = pending.popLast() {
            if isPrime(value) {
                found.append((value, multiplicity))
                continue
            }
            if let (base, exponent) = PerfectPower.decompose(word: value) {
                onFinding?(base, "power (^\(exponent))")
                pending.append((base, multiplicity * exponent))
                continue
            }
            let (divisor, how) = split(word: value, progress: progress)
            onFinding?(divisor, how)
            // The two parts may share primes (p²q split as p · pq): merged below.
            pending.append((divisor, multiplicity))
            pending.append((value / divisor, multiplicity))
        }
        found.sort { $0.prime < $1.prime }
        // Equal primes are adjacent now: add their exponents in place.
        var kept = 0
        for index in found.indices {
            if kept > 0 && found[kept - 1].prime == found[index].prime {
                found[kept - 1].exponent += found[index].exponent
            } else {
                found[kept] = found[index]
                kept += 1
            }
        }
        found.removeLast(found.count - kept)
        return found
    }

    /// A proper divisor of a composite, odd word with no prime factor below 2^11 that is no
    /// perfect power, and the method that found it: a ρ walk of 2^8 steps for the primes from 2^11
    /// to 2^16 (about √p steps), ECM on 64-bit Montgomery arithmetic (several times faster than ρ on
    /// products of two 32-bit primes: Guides/Measurements/Factorization.md, "Factorizer: ECM for
    /// words"), and after three curves whose
    /// gcd is n (every prime at once: primes small enough for ρ), ρ without a bound, whose batched
    /// gcd replays one step at a time.
    func split(word n: UInt64, progress: (@Sendable (Double) -> Void)?) -> (UInt64, String) {
        let ring = Montgomery64(n)
        if let d = pollardBrentRho(ring, constant: 1, maxSteps: 1 << 8) { return (d, "rho") }
        // A 64-bit curve takes microseconds: handing curves to threads costs more than it saves.
        let search = ECMSearch(ring: ring, threads: 1, seed: seed)
        if let hit = search.search(levels: ECMLevel.schedule, repeatingLast: true, maxCollisions: 3, progress: progress)
        {
            return (hit.divisor, "ecm B1=\(hit.level.b1) curve \(hit.curve)")
        }
        var constant: UInt64 = 1
        while true {
            if let d = pollardBrentRho(ring, constant: constant, maxSteps: .max) { return (d, "rho") }
            constant += 1
        }
    }
}
