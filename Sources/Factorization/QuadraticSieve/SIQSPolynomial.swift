import AlgoSupport
import BigNumber

/// One family of self-initialising polynomials Q(x) = ((a·x + b)² − kN) / a: a is a product of s
/// factor-base primes q₁…q_s near √(2kN)/M, and the 2^(s−1) values b = ±B₁ ± … ± B_(s−1) + B_s
/// all satisfy b² ≡ kN (mod a), so |Q(x)| stays below M·√(kN/2) on [−M, M) (Contini 1997).
///
/// B_l = (a/q_l)·γ_l with γ_l = √(kN)·(a/q_l)^(−1) mod q_l. Stepping from one b to the next in Gray
/// code order changes one sign, b ± 2B_l, and moves every sieve root by ∓2B_l·a^(−1) mod p.
struct SIQSPolynomialFamily: Sendable {
    /// The factor-base indices of q₁…q_s, ascending.
    let primeIndices: [Int]
    let a: BigInt
    /// B₁…B_s.
    let bTerms: [BigInt]
    /// γ₁…γ_s, B_l = (a/q_l)·γ_l.
    let gammas: [UInt64]

    /// - Complexity: O(s) operations on numbers of kN's size.
    init(primeIndices: [Int], factorBase: FactorBase) {
        self.primeIndices = primeIndices.sorted()
        let qs = self.primeIndices.map { UInt64(factorBase.primes[$0]) }
        let a = qs.reduce(BigInt(1)) { $0 * BigInt($1) }
        self.a = a
        gammas = zip(self.primeIndices, qs).map { index, q in
            let inverse = SmallPrimeArithmetic.inverse(a.dividedExactly(by: q).remainder(dividingBy: q), q)
            let gamma = UInt64(factorBase.roots[index]) * inverse % q
            return gamma > q / 2 ? q - gamma : gamma
        }
        bTerms = zip(qs, gammas).map { q, gamma in a.dividedExactly(by: q) * BigInt(gamma) }
    }

    /// The number of polynomials b in the family.
    var count: Int { 1 << (primeIndices.count - 1) }

    /// b of the first polynomial: B₁ + … + B_s.
    var firstB: BigInt { bTerms.reduce(BigInt(0), +) }

    /// For the step to polynomial i (1 ≤ i < count): the term l whose sign changes, and whether
    /// b grows by 2B_l (+1) or falls by it (−1).
    ///
    /// - Complexity: O(1).
    static func grayStep(_ i: Int) -> (term: Int, sign: Int) {
        let term = i.trailingZeroBitCount
        let odd = i >> term
        return (term, ((odd + 1) / 2) % 2 == 0 ? 1 : -1)
    }
}

/// Chooses the a of each polynomial family: s − 1 primes drawn at random from a window of the
/// factor base around (√(2kN)/M)^(1/s), and a last prime from the window that brings the product
/// within ``tolerance`` bits of the target (else another draw); no a twice.
///
/// The window is narrow (``windowSize`` primes), so that ``SIQSInverseTable`` can hold q⁻¹ mod p
/// for every q in it and every factor-base prime p.
struct SIQSPolynomialChooser {
    let factorBase: FactorBase
    /// log₂ of the target a.
    let targetBits: Double
    /// s.
    let primeCount: Int
    /// The factor-base indices to draw from.
    let window: Range<Int>
    /// How far log₂ a may be from the target: 0.05 bits (|Q(x)| within 4% of its bound), or
    /// twice the mean gap between the window's primes in bits when that is more (a small base).
    let tolerance: Double
    private var used: Set<[Int]> = []
    private var random: SplitMix64

    /// Primes in the window (fewer when the factor base is small): 32 for a base below 1000
    /// primes, 64 above. C(31, s − 1) or C(63, s − 1) choices of the first s − 1 is far more
    /// families than any factorization here takes. The inverse table holds a row per window
    /// prime, so a small factor base, which needs few families, takes the smaller window
    /// (Guides/Measurements/Factorization.md, "SIQSPolynomial: the window size").
    static func windowSize(factorBaseCount: Int) -> Int { factorBaseCount < 1000 ? 32 : 64 }

    /// - Precondition: the factor base has at least 20 primes.
    init(factorBase: FactorBase, halfInterval: Int, seed: UInt64) {
        self.factorBase = factorBase
        random = SplitMix64(seed: seed)
        let kNBits = Double(factorBase.kN.bitWidth)
        targetBits = (kNBits + 1) / 2 - log2(Double(halfInterval))
        // Primes of about 11 bits where the base has them (yafu and msieve aim at 2^10–2^12), so
        // that the family is large; fewer and larger for a small base.
        let largest = log2(Double(factorBase.largest))
        let preferred = min(11.0, max(3.0, largest - 2))
        let s = max(2, Int((targetBits / preferred).rounded()))
        primeCount = s
        let each = targetBits / Double(s)
        let primes = factorBase.primes
        // Centred on 2^each; never 2, the primes of k, or the first few (they carry most of the
        // sieve's hits).
        let centre = primes.firstIndex { log2(Double($0)) >= each } ?? primes.count
        let size = Self.windowSize(factorBaseCount: primes.count)
        let upper = min(primes.count, max(3, centre - size / 2) + size)
        window = max(3, upper - size)..<upper
        let span = log2(Double(primes[window.upperBound - 1])) - log2(Double(primes[window.lowerBound]))
        tolerance = max(0.05, 2 * span / Double(window.count))
    }

    /// The next family, or nil when the window has no unused a left (after 1000 tries).
    mutating func next() -> SIQSPolynomialFamily? {
        let primes = factorBase.primes
        // Primes of k (root 0) cannot be in a; with too few others the draw below would not end.
        guard window.filter({ factorBase.roots[$0] != 0 }).count > primeCount else { return nil }
        for _ in 0..<1000 {
            var chosen: [Int] = []
            var bits = 0.0
            while chosen.count < primeCount - 1 {
                let index = window.lowerBound + Int(random.next() % UInt64(window.count))
                if chosen.contains(index) || factorBase.roots[index] == 0 { continue }
                chosen.append(index)
                bits += log2(Double(primes[index]))
            }
            let wanted = targetBits - bits
            // The prime of the window nearest 2^wanted that is not chosen and does not divide k.
            let best = window.filter { !chosen.contains($0) && factorBase.roots[$0] != 0 }
                .min { abs(log2(Double(primes[$0])) - wanted) < abs(log2(Double(primes[$1])) - wanted) }
            guard let best, abs(log2(Double(primes[best])) - wanted) <= tolerance else { continue }
            chosen.append(best)
            chosen.sort()
            if used.insert(chosen).inserted {
                return SIQSPolynomialFamily(primeIndices: chosen, factorBase: factorBase)
            }
        }
        return nil
    }
}
