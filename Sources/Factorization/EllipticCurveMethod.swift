/// Lenstra's elliptic-curve method on Montgomery curves By² = x³ + Ax² + x in x-only projective
/// coordinates (X : Z), with Suyama's parametrisation (the group order is divisible by 12).
///
/// A curve finds a prime p of n when its group order modulo p is B1-smooth apart from one prime
/// up to B2. Stage 1 multiplies the start point by every prime power up to B1 with Montgomery's
/// ladder; stage 2 is the standard continuation with baby steps j·Q (odd j < D/2: a prime's
/// offset is coprime to D) and giant steps m·D·Q, so every prime q = mD ± j in (B1, B2] costs
/// three multiplications, and a pair of primes mD ± j three together (prime pairing). One
/// inversion a curve makes the curve constant (A + 2)/4 one residue and the start point's Z 1,
/// so that stage 1, one ladder over the product of all the prime powers, costs 10 multiplications
/// a bit (a doubling 5, an addition to the start point 5). Curves run two at a time through
/// one loop (``RingPair``), sharing that inversion (Montgomery's trick).
///
/// References: P. L. Montgomery, "Speeding the Pollard and elliptic curve methods of
/// factorization", Math. Comp. 48 (1987); R. P. Brent, "Some integer factorization algorithms
/// using elliptic curves" (1986) for Suyama's curves; GMP-ECM's README for the B1 schedule.
struct EllipticCurveMethod<Ring: ResidueRing>: Sendable {
    typealias Lanes = RingPair<Ring>
    typealias Point = MontgomeryCurve<Lanes>.Point

    let ring: Ring
    /// The level's multiplier and schedule, shared by its curves.
    let plan: ECMPlan

    init(ring: Ring, plan: ECMPlan) {
        self.ring = ring
        self.plan = plan
    }

    /// - Parameter primes: the primes up to B2 at least, ascending.
    init(ring: Ring, b1: UInt64, b2: UInt64, primes: [UInt32]) {
        self.init(ring: ring, plan: ECMPlan(b1: b1, b2: b2, primes: primes))
    }

    /// A Suyama curve before its one inversion: (A + 2)/4 = a24Numerator / denominator and the
    /// start point's x = startNumerator / denominator, or the divisor a degenerate σ showed.
    enum Start {
        case curve(a24Numerator: Ring.Residue, startNumerator: Ring.Residue, denominator: Ring.Residue)
        case ended(Ring.Integer)
    }

    /// Suyama's curve for σ ≥ 6: u = σ² − 5, v = 4σ, P = (u³ : v³),
    /// (A + 2)/4 = (v − u)³(3u + v) / (16u³v); over the common denominator 16u³v³, that is
    /// (v − u)³(3u + v)v³ and, for P's x = u³/v³, 16u⁶v.
    func start(sigma: UInt64) -> Start {
        let r = ring
        let s = r.residue(sigma)
        let u = r.subtract(r.square(s), r.residue(5))
        let v = r.add(r.add(s, s), r.add(s, s))
        let u3 = r.multiply(r.square(u), u)
        let v3 = r.multiply(r.square(v), v)
        let vMinusU = r.subtract(v, u)
        let threeUPlusV = r.add(r.add(u, u), r.add(u, v))
        let numerator = r.multiply(r.multiply(r.square(vMinusU), vMinusU), threeUPlusV)
        var denominator = r.multiply(u3, v)
        for _ in 0..<4 { denominator = r.add(denominator, denominator) }
        // A degenerate curve (σ ∈ {0, ±1, ±3, ±5, ±5/3} mod p) shows as a common factor here.
        let check = r.gcdWithModulus(r.multiply(denominator, r.multiply(u, v)))
        if !r.isUnit(check) { return .ended(check) }
        return .curve(
            a24Numerator: r.multiply(numerator, v3), startNumerator: r.multiply(u3, denominator),
            denominator: r.multiply(denominator, v3))
    }

    /// Two curves, σ ≥ 6 each, run together: for each a divisor d > 1 of n, or nil. d is n itself
    /// when the curve found every prime of n at once (each group order smooth enough), which says
    /// nothing of any one of them. Once the first curve has a proper divisor the second's may be
    /// left nil.
    ///
    /// - Complexity: about 1.44·B1·(10 multiplications) in stage 1 and 3 per prime in (B1, B2],
    ///   for each curve.
    func run(sigmas: (UInt64, UInt64)) -> (Ring.Integer?, Ring.Integer?) {
        switch (start(sigma: sigmas.0), start(sigma: sigmas.1)) {
        case (.ended(let g), _) where g != ring.modulus: return (g, nil)
        case (.ended(let g), .ended(let h)): return (g, h)
        case (.ended(let g), .curve(let a, let x, let d)): return (g, run((a, x, d), (a, x, d)).1)
        case (.curve(let a, let x, let d), .ended(let h)): return (run((a, x, d), (a, x, d)).0, h)
        case (.curve(let a, let x, let d), .curve(let b, let y, let e)): return run((a, x, d), (b, y, e))
        }
    }

    private typealias Fraction = (a24: Ring.Residue, start: Ring.Residue, denominator: Ring.Residue)

    private func run(_ first: Fraction, _ second: Fraction) -> (Ring.Integer?, Ring.Integer?) {
        let r = ring
        // One inversion for both denominators: 1/d = e·(de)⁻¹ and 1/e = d·(de)⁻¹. It makes each
        // curve constant one residue and each start point's Z 1: a doubling then costs 5 products,
        // and every ladder step adds to the start point, whose Z of 1 saves a sixth.
        guard let inverse = r.inverse(r.multiply(first.denominator, second.denominator)) else { return (nil, nil) }
        let firstInverse = r.multiply(inverse, second.denominator)
        let secondInverse = r.multiply(inverse, first.denominator)
        let lanes = Lanes(ring: r)
        let curve = MontgomeryCurve(
            arithmetic: lanes,
            a24: Pair(r.multiply(first.a24, firstInverse), r.multiply(second.a24, secondInverse)))
        let start = Pair(r.multiply(first.start, firstInverse), r.multiply(second.start, secondInverse))

        // Stage 1: kP for k the product of the prime powers up to B1.
        let point = curve.multiply(start: start, by: plan.stageOneMultiplier)
        func divisor(_ g: Ring.Integer) -> Ring.Integer? { r.isUnit(g) ? nil : g }
        var found = (divisor(r.gcdWithModulus(point.z.first)), divisor(r.gcdWithModulus(point.z.second)))
        let proper = { (d: Ring.Integer?) in d.map { $0 != r.modulus } ?? false }
        if proper(found.0) || proper(found.1) || (found.0 != nil && found.1 != nil) || plan.b2 <= plan.b1 {
            return found
        }
        let accumulated = stageTwo(curve, point)
        if found.0 == nil { found.0 = divisor(r.gcdWithModulus(accumulated.first)) }
        if found.1 == nil { found.1 = divisor(r.gcdWithModulus(accumulated.second)) }
        return found
    }

    /// The standard continuation: Π (X_m·Z_j − X_j·Z_m) over the primes mD ± j in (B1, B2], on
    /// the level's precomputed schedule.
    private func stageTwo(_ curve: MontgomeryCurve<Lanes>, _ q: Point) -> Lanes.Residue {
        let r = curve.arithmetic
        let d = plan.stageTwoD
        let half = Int(d / 2)
        // Odd multiples jQ for j < D/2: (j + 2)Q = jQ + 2Q, difference (j − 2)Q.
        var baby = [Point](repeating: q, count: half)
        let twice = curve.double(q)
        var previous = q
        var current = curve.add(twice, q, difference: q)
        if 3 < half { baby[3] = current }
        var j = 5
        while j < half {
            let next = curve.add(current, twice, difference: previous)
            previous = current
            current = next
            baby[j] = current
            j += 2
        }

        let giant = curve.multiply(q, by: d)
        let m = plan.stageTwoFirstWindow
        var here = curve.multiply(q, by: m * d)
        var ahead = curve.multiply(q, by: (m + 1) * d)
        var accumulator = r.one
        var start = 0
        plan.stageTwoOffsets.withUnsafeBufferPointer { offsets in
            for end in plan.stageTwoWindowEnds {
                for index in start..<end {
                    let b = baby[Int(offsets[index])]
                    accumulator = r.multiply(accumulator, r.subtract(r.multiply(here.x, b.z), r.multiply(b.x, here.z)))
                }
                start = end
                let next = curve.add(ahead, giant, difference: here)
                here = ahead
                ahead = next
            }
        }
        return accumulator
    }
}
