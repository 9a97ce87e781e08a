import BigNumber

/// One polynomial's a, b and c = (b² − kN)/a in 128-bit words, stepped along a family's Gray
/// code without GMP: each step made five BigInts (b ± 2B_l, b², b² − kN, c and 2b) and read
/// three more into words.
///
/// A step b' = b + 2σB_l (σ = ±1) changes c by (b'² − b²)/a = 4σB_l(b + σB_l)/a = 4σγ_l(b + σB_l)/q_l,
/// as B_l = γ_l·a/q_l; the division is exact, since b ≡ −σB_l (mod q_l) before the step (every
/// other term of b is a multiple of q_l). Every operation checks overflow: a step that would
/// overflow returns false, and the caller goes on in BigInts.
///
/// - Tested against: b and c recomputed by GMP at every polynomial of families at 100 to 200
///   bits (QuadraticSieveTests).
struct SIQSWidePolynomial {
    let a: Int128
    private(set) var b: Int128
    private(set) var c: Int128
    /// B₁…B_s, γ₁…γ_s and q₁…q_s of the family.
    private let bTerms: [Int128]
    private let gammas: [Int128]
    private let qs: [Int128]

    /// The family's first polynomial, or nil when a, a B_l, b or c does not fit.
    ///
    /// - Complexity: O(s) BigInt operations.
    init?(family: SIQSPolynomialFamily, factorBase: FactorBase) {
        let b = family.firstB
        guard let a = family.a.exactInt128, let wideB = b.exactInt128,
            let c = ((b * b - factorBase.kN) / family.a).exactInt128
        else { return nil }
        var terms: [Int128] = []
        for term in family.bTerms {
            guard let wide = term.exactInt128 else { return nil }
            terms.append(wide)
        }
        self.a = a
        self.b = wideB
        self.c = c
        bTerms = terms
        gammas = family.gammas.map { Int128($0) }
        qs = family.primeIndices.map { Int128(factorBase.primes[$0]) }
    }

    /// Moves to b + 2·sign·B_term; false (and no change) when a value would overflow.
    ///
    /// - Complexity: O(1).
    mutating func step(term: Int, sign: Int) -> Bool {
        let bTerm = sign > 0 ? bTerms[term] : -bTerms[term]
        let (twice, o1) = bTerm.multipliedReportingOverflow(by: 2)
        let (nextB, o2) = b.addingReportingOverflow(twice)
        let (half, o3) = b.addingReportingOverflow(bTerm)
        let (scaled, o4) = half.multipliedReportingOverflow(by: 4 * gammas[term])
        guard !(o1 || o2 || o3 || o4) else { return false }
        let delta = scaled / qs[term]
        let (nextC, o5) = c.addingReportingOverflow(sign > 0 ? delta : -delta)
        guard !o5 else { return false }
        b = nextB
        c = nextC
        return true
    }

    /// (a, 2b, c), the words ``SIQSSieve`` evaluates Q(x) with, when 2b fits.
    var words: (a: Int128, twoB: Int128, c: Int128)? {
        let (twoB, overflow) = b.multipliedReportingOverflow(by: 2)
        return overflow ? nil : (a, twoB, c)
    }
}
