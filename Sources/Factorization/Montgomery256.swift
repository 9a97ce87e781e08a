import BigNumber

/// Four 64-bit limbs, least significant first: a residue of ``Montgomery256``.
struct Limbs256: Equatable, Sendable {
    var w0: UInt64
    var w1: UInt64
    var w2: UInt64
    var w3: UInt64

    static let zero = Limbs256(w0: 0, w1: 0, w2: 0, w3: 0)

    /// - Precondition: 0 ≤ value < 2^256.
    init(_ value: BigInt) {
        precondition(!value.isNegative && value.bitWidth <= 256, "Limbs256 holds 0 ≤ value < 2^256")
        let mask = (BigInt(1) << 128) - 1
        let low = (value & mask).exactUInt128!
        let high = (value >> 128).exactUInt128!
        self.init(
            w0: UInt64(truncatingIfNeeded: low), w1: UInt64(truncatingIfNeeded: low >> 64),
            w2: UInt64(truncatingIfNeeded: high), w3: UInt64(truncatingIfNeeded: high >> 64))
    }

    init(w0: UInt64, w1: UInt64, w2: UInt64, w3: UInt64) {
        (self.w0, self.w1, self.w2, self.w3) = (w0, w1, w2, w3)
    }

    var bigInteger: BigInt {
        (BigInt(UInt128(w3) << 64 | UInt128(w2)) << 128) + BigInt(UInt128(w1) << 64 | UInt128(w0))
    }

    /// self ≥ other, as 256-bit numbers.
    @inline(__always)
    func isAtLeast(_ other: Limbs256) -> Bool {
        if w3 != other.w3 { return w3 > other.w3 }
        if w2 != other.w2 { return w2 > other.w2 }
        if w1 != other.w1 { return w1 > other.w1 }
        return w0 >= other.w0
    }

    /// self + other mod 2^256, and the carry out.
    @inline(__always)
    func adding(_ other: Limbs256) -> (Limbs256, carry: Bool) {
        let (s0, c0) = w0.addingReportingOverflow(other.w0)
        let (s1, c1) = add3(w1, other.w1, c0)
        let (s2, c2) = add3(w2, other.w2, c1)
        let (s3, c3) = add3(w3, other.w3, c2)
        return (Limbs256(w0: s0, w1: s1, w2: s2, w3: s3), c3)
    }

    /// self − other mod 2^256, and the borrow out.
    @inline(__always)
    func subtracting(_ other: Limbs256) -> (Limbs256, borrow: Bool) {
        let (d0, b0) = w0.subtractingReportingOverflow(other.w0)
        let (d1, b1) = sub3(w1, other.w1, b0)
        let (d2, b2) = sub3(w2, other.w2, b1)
        let (d3, b3) = sub3(w3, other.w3, b2)
        return (Limbs256(w0: d0, w1: d1, w2: d2, w3: d3), b3)
    }
}

@inline(__always)
private func add3(_ a: UInt64, _ b: UInt64, _ carry: Bool) -> (UInt64, Bool) {
    let (s, c1) = a.addingReportingOverflow(b)
    let (t, c2) = s.addingReportingOverflow(carry ? 1 : 0)
    return (t, c1 || c2)
}

@inline(__always)
private func sub3(_ a: UInt64, _ b: UInt64, _ borrow: Bool) -> (UInt64, Bool) {
    let (d, b1) = a.subtractingReportingOverflow(b)
    let (e, b2) = d.subtractingReportingOverflow(borrow ? 1 : 0)
    return (e, b1 || b2)
}

/// a·b + c + carry as (high, low), which cannot overflow 128 bits.
@inline(__always)
private func multiplyAdd(_ a: UInt64, _ b: UInt64, _ c: UInt64, _ carry: UInt64) -> (high: UInt64, low: UInt64) {
    let t = UInt128(a) &* UInt128(b) &+ UInt128(c) &+ UInt128(carry)
    return (UInt64(truncatingIfNeeded: t >> 64), UInt64(truncatingIfNeeded: t))
}

/// Arithmetic modulo an odd n with 2^64 < n < 2^256 in Montgomery form on four 64-bit limbs
/// (R = 2^256): ρ's and ECM's ring from 129 to 256 bits, where GMP's general `mpz` products with
/// a division each cost several times more (allocation, sign handling, the division itself).
///
/// Products use the coarsely integrated operand scanning form (CIOS; Koç, Acar and Kaliski,
/// "Analyzing and comparing Montgomery multiplication algorithms", IEEE Micro 1996): one limb of
/// b at a time, then one reduction step by m = t₀·(−n⁻¹) mod 2^64. The running value stays below
/// 2n, so a fifth limb of one bit holds the carry and every odd n < 2^256 works.
struct Montgomery256: ResidueRing {
    let modulus: BigInt
    let n: Limbs256
    /// −n⁻¹ mod 2^64.
    let negativeInverse: UInt64
    /// R mod n, the form of 1.
    let one: Limbs256
    /// R² mod n, to bring a value into the form.
    let rSquared: Limbs256

    /// - Precondition: n odd, 2^64 < n < 2^256.
    init(_ n: BigInt) {
        precondition(
            n.isOdd && n.exactUInt64 == nil && n.bitWidth <= 256, "Montgomery256 needs an odd 2^64 < n < 2^256")
        modulus = n
        self.n = Limbs256(n)
        negativeInverse = 0 &- self.n.w0.inverseModuloWord
        let r = BigInt(1) << 256
        one = Limbs256(r % n)
        rSquared = Limbs256(r * r % n)
    }

    var zero: Limbs256 { .zero }

    /// a·b·R⁻¹ mod n.
    ///
    /// - Complexity: 32 word products.
    @inline(__always)
    func multiply(_ a: Limbs256, _ b: Limbs256) -> Limbs256 {
        var t = (UInt64(0), UInt64(0), UInt64(0), UInt64(0), UInt64(0))
        step(&t, a, b.w0)
        step(&t, a, b.w1)
        step(&t, a, b.w2)
        step(&t, a, b.w3)
        let value = Limbs256(w0: t.0, w1: t.1, w2: t.2, w3: t.3)
        if t.4 != 0 || value.isAtLeast(n) { return value.subtracting(n).0 }
        return value
    }

    /// t ← (t + a·limb + m·n) / 2^64, with m making the sum divisible by 2^64.
    @inline(__always)
    private func step(_ t: inout (UInt64, UInt64, UInt64, UInt64, UInt64), _ a: Limbs256, _ limb: UInt64) {
        var (c, x0) = multiplyAdd(a.w0, limb, t.0, 0)
        var x1: UInt64
        var x2: UInt64
        var x3: UInt64
        (c, x1) = multiplyAdd(a.w1, limb, t.1, c)
        (c, x2) = multiplyAdd(a.w2, limb, t.2, c)
        (c, x3) = multiplyAdd(a.w3, limb, t.3, c)
        let (x4, o4) = t.4.addingReportingOverflow(c)
        let x5: UInt64 = o4 ? 1 : 0
        let m = x0 &* negativeInverse
        (c, _) = multiplyAdd(m, n.w0, x0, 0)
        (c, t.0) = multiplyAdd(m, n.w1, x1, c)
        (c, t.1) = multiplyAdd(m, n.w2, x2, c)
        (c, t.2) = multiplyAdd(m, n.w3, x3, c)
        let (y, o) = x4.addingReportingOverflow(c)
        t.3 = y
        t.4 = x5 &+ (o ? 1 : 0)
    }

    @inline(__always)
    func square(_ a: Limbs256) -> Limbs256 { multiply(a, a) }

    @inline(__always)
    func add(_ a: Limbs256, _ b: Limbs256) -> Limbs256 {
        let (sum, carry) = a.adding(b)
        return carry || sum.isAtLeast(n) ? sum.subtracting(n).0 : sum
    }

    @inline(__always)
    func subtract(_ a: Limbs256, _ b: Limbs256) -> Limbs256 {
        let (difference, borrow) = a.subtracting(b)
        return borrow ? difference.adding(n).0 : difference
    }

    /// The form of a small value (below 2^64, so below n).
    func residue(_ value: UInt64) -> Limbs256 { multiply(Limbs256(w0: value, w1: 0, w2: 0, w3: 0), rSquared) }

    /// The form of any 0 ≤ value < n.
    func residue(_ value: BigInt) -> Limbs256 { multiply(Limbs256(value), rSquared) }

    /// The ordinary value in [0, n) of a residue.
    func value(_ a: Limbs256) -> BigInt { multiply(a, Limbs256(w0: 1, w1: 0, w2: 0, w3: 0)).bigInteger }

    /// The form of (value of a)⁻¹, by one extended gcd in GMP.
    func inverse(_ a: Limbs256) -> Limbs256? { value(a).inverse(modulo: modulus).map { residue($0) } }

    func gcdWithModulus(_ a: Limbs256) -> BigInt { BigInt.gcd(a.bigInteger, modulus) }
    func isUnit(_ g: BigInt) -> Bool { g == 1 }
    static func bigInteger(_ value: BigInt) -> BigInt { value }
}
