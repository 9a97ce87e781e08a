/// x-only arithmetic on a Montgomery curve By² = x³ + Ax² + x in projective coordinates (X : Z),
/// written over any ``ModularArithmetic``: one ring, or a ``RingPair`` for two curves at once.
///
/// Reference: P. L. Montgomery, "Speeding the Pollard and elliptic curve methods of
/// factorization", Math. Comp. 48 (1987), §10.3.
struct MontgomeryCurve<Arithmetic: ModularArithmetic> {
    typealias Residue = Arithmetic.Residue
    typealias Point = (x: Residue, z: Residue)

    let arithmetic: Arithmetic
    /// (A + 2)/4.
    let a24: Residue

    /// 2P: X = (X+Z)²(X−Z)², Z = t·((X−Z)² + a24·t), t = (X+Z)² − (X−Z)².
    ///
    /// - Complexity: 5 products.
    @inline(__always)
    func double(_ p: Point) -> Point {
        let r = arithmetic
        let sum = r.square(r.add(p.x, p.z))
        let difference = r.square(r.subtract(p.x, p.z))
        let t = r.subtract(sum, difference)
        return (r.multiply(sum, difference), r.multiply(t, r.add(difference, r.multiply(a24, t))))
    }

    /// P + Q from P, Q and P − Q = (x : 1): one product fewer than ``add(_:_:difference:)``.
    ///
    /// - Complexity: 5 products.
    @inline(__always)
    func add(_ p: Point, _ q: Point, differenceX x: Residue) -> Point {
        let r = arithmetic
        let u = r.multiply(r.subtract(p.x, p.z), r.add(q.x, q.z))
        let v = r.multiply(r.add(p.x, p.z), r.subtract(q.x, q.z))
        return (r.square(r.add(u, v)), r.multiply(x, r.square(r.subtract(u, v))))
    }

    /// P + Q from P, Q and P − Q.
    ///
    /// - Complexity: 6 products.
    @inline(__always)
    func add(_ p: Point, _ q: Point, difference: Point) -> Point {
        let r = arithmetic
        let u = r.multiply(r.subtract(p.x, p.z), r.add(q.x, q.z))
        let v = r.multiply(r.add(p.x, p.z), r.subtract(q.x, q.z))
        let x = r.multiply(difference.z, r.square(r.add(u, v)))
        let z = r.multiply(difference.x, r.square(r.subtract(u, v)))
        return (x, z)
    }

    /// kP for P = (x : 1) and k ≥ 1 given as 64-bit words, least significant first, by
    /// Montgomery's ladder, every step adding to P itself.
    ///
    /// - Complexity: ⌊log₂ k⌋ doublings and additions (5 products each).
    func multiply(start x: Residue, by k: [UInt64]) -> Point {
        let p: Point = (x, arithmetic.one)
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
