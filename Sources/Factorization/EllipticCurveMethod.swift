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
/// a bit (a doubling 5, an addition to the start point 5).
///
/// References: P. L. Montgomery, "Speeding the Pollard and elliptic curve methods of
/// factorization", Math. Comp. 48 (1987); R. P. Brent, "Some integer factorization algorithms
/// using elliptic curves" (1986) for Suyama's curves; GMP-ECM's README for the B1 schedule.
struct EllipticCurveMethod<Ring: ResidueRing>: Sendable {
    typealias Point = (x: Ring.Residue, z: Ring.Residue)

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

    /// One curve, σ ≥ 6: a divisor d > 1 of n, or nil. d is n itself when the curve found every
    /// prime of n at once (each group order smooth enough), which says nothing of any one of them.
    ///
    /// - Complexity: about 1.44·B1·(10 multiplications) in stage 1 and 3 per prime in (B1, B2].
    func run(sigma: UInt64) -> Ring.Integer? {
        let r = ring
        // Suyama: u = σ² − 5, v = 4σ, P = (u³ : v³), (A + 2)/4 = (v − u)³(3u + v) / (16u³v).
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
        if !r.isUnit(check) { return check }
        // One inversion makes the curve constant a24 = num/den one residue and the start point
        // (u³/v³ : 1): a doubling then costs 5 products, and every ladder step adds to the start
        // point, whose Z of 1 saves a sixth.
        guard let inverse = r.inverse(r.multiply(denominator, v3)) else { return nil }
        let curve = Curve(ring: r, a24: r.multiply(r.multiply(numerator, v3), inverse))
        let start = r.multiply(r.multiply(u3, denominator), inverse)

        // Stage 1: kP for k the product of the prime powers up to B1.
        let point = curve.multiply(start: start, by: plan.stageOneMultiplier)
        var g = r.gcdWithModulus(point.z)
        if !r.isUnit(g) { return g }
        if plan.b2 <= plan.b1 { return nil }

        g = stageTwo(curve, point)
        return r.isUnit(g) ? nil : g
    }

    /// The standard continuation: Π (X_m·Z_j − X_j·Z_m) over the primes mD ± j in (B1, B2], on
    /// the level's precomputed schedule.
    private func stageTwo(_ curve: Curve, _ q: Point) -> Ring.Integer {
        let r = ring
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
        return r.gcdWithModulus(accumulator)
    }

    /// x-only arithmetic on one curve.
    struct Curve {
        let ring: Ring
        /// (A + 2)/4.
        let a24: Ring.Residue

        /// 2P: X = (X+Z)²(X−Z)², Z = t·((X−Z)² + a24·t), t = (X+Z)² − (X−Z)².
        @inline(__always)
        func double(_ p: Point) -> Point {
            let r = ring
            let sum = r.square(r.add(p.x, p.z))
            let difference = r.square(r.subtract(p.x, p.z))
            let t = r.subtract(sum, difference)
            return (r.multiply(sum, difference), r.multiply(t, r.add(difference, r.multiply(a24, t))))
        }

        /// P + Q from P, Q and P − Q = (x : 1): one product fewer than ``add(_:_:difference:)``.
        @inline(__always)
        func add(_ p: Point, _ q: Point, differenceX x: Ring.Residue) -> Point {
            let r = ring
            let u = r.multiply(r.subtract(p.x, p.z), r.add(q.x, q.z))
            let v = r.multiply(r.add(p.x, p.z), r.subtract(q.x, q.z))
            return (r.square(r.add(u, v)), r.multiply(x, r.square(r.subtract(u, v))))
        }

        /// kP for P = (x : 1) and k ≥ 1 given as 64-bit words, least significant first, by
        /// Montgomery's ladder, every step adding to P itself.
        ///
        /// - Complexity: ⌊log₂ k⌋ doublings and additions (5 products each).
        func multiply(start x: Ring.Residue, by k: [UInt64]) -> Point {
            let p: Point = (x, ring.one)
            guard let top = k.lastIndex(where: { $0 != 0 }) else { preconditionFailure("k must be >= 1") }
            var low = p
            var high = double(p)
            var bit = 62 - k[top].leadingZeroBitCount
            for word in stride(from: top, through: 0, by: -1) {
                let w = k[word]
                while bit >= 0 {
                    if (w >> UInt64(bit)) & 1 == 1 {
                        low = add(high, low, differenceX: x)
                        high = double(high)
                    } else {
                        high = add(high, low, differenceX: x)
                        low = double(low)
                    }
                    bit -= 1
                }
                bit = 63
            }
            return low
        }

        /// P + Q from P, Q and P − Q.
        @inline(__always)
        func add(_ p: Point, _ q: Point, difference: Point) -> Point {
            let r = ring
            let u = r.multiply(r.subtract(p.x, p.z), r.add(q.x, q.z))
            let v = r.multiply(r.add(p.x, p.z), r.subtract(q.x, q.z))
            let x = r.multiply(difference.z, r.square(r.add(u, v)))
            let z = r.multiply(difference.x, r.square(r.subtract(u, v)))
            return (x, z)
        }

        /// kP by Montgomery's ladder (k ≥ 1).
        ///
        /// - Complexity: ⌊log₂ k⌋ doublings and additions.
        func multiply(_ p: Point, by k: UInt64) -> Point {
            if k == 1 { return p }
            var low = p
            var high = double(p)
            var bit = 62 - k.leadingZeroBitCount
            while bit >= 0 {
                if (k >> UInt64(bit)) & 1 == 1 {
                    low = add(high, low, difference: p)
                    high = double(high)
                } else {
                    high = add(high, low, difference: p)
                    low = double(low)
                }
                bit -= 1
            }
            return low
        }
    }
}
