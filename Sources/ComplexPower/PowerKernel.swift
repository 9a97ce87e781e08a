import AlgoSupport

/// The Double-precision core of z^w, with the argument reduction that keeps large branches accurate.
///
/// z^w on branch k is e^x (cos φ + i sin φ) with L = ln|z|, θ = arg z, w = a + bi:
///     x = aL − b(θ + 2πk),   φ = bL + a(θ + 2πk).
/// Naively, θ + 2πk is rounded first: at k = 10^6 its ulp is 1e−9, so the phase carries an
/// absolute error of |a|·1e−9 and cos/sin lose 7 digits. Here every product is formed exactly with
/// a fused multiply-add (two-product), 2π is a double-double, and a·k is reduced modulo 1 *before*
/// it is multiplied by 2π, so φ is known to about 1e−32 absolute before its final reduction into
/// [−π, π]. The exponent x is carried the same way, and e^x is evaluated as e^x_hi · (1 + x_lo).
@usableFromInline
enum PowerKernel {
    /// 2π as a double-double.
    static let twoPi = (hi: 6.283185307179586, lo: 2.4492935982947064e-16)

    /// ln 2 as a double-double.
    static let ln2 = (hi: 0.6931471805599453, lo: 2.3190468138462996e-17)

    /// (ln|z|, arg z), ln|z| rounded to Double.
    @inline(__always)
    static func logParts(_ x: Double, _ y: Double) -> (Double, Double) {
        let (l, lLo, theta) = logPartsExtended(x, y)
        return (l + lLo, theta)
    }

    /// (ln|z| as hi + lo, arg z). With |z| = m·2^e (m in [½, 1)), ln|z| = e·ln 2 + ½·ln(m² + n²),
    /// e·ln 2 in double-double and the small logarithm from `log1p` of an exactly formed m² + n² − 1,
    /// so that ln|z| is known to about 1e−16 absolute even when it is in the hundreds (where a
    /// rounded ln|z| would cost e^x hundreds of ulps).
    @inline(__always)
    static func logPartsExtended(_ x: Double, _ y: Double) -> (Double, Double, Double) {
        let theta = LibM.atan2(y, x)
        let big = max(abs(x), abs(y))
        let small = min(abs(x), abs(y))
        if big == 0 { return (-.infinity, 0, theta) }
        if big.isInfinite { return (.infinity, 0, theta) }
        // big = m·2^e with m in [1/√2, √2), so that |z| = 1 gives m = 1, e = 0 and ln|z| = 0 exactly.
        var e = Int(big.exponent)
        var m = big.significand
        if m > 1.4142135623730951 {
            m /= 2
            e += 1
        }
        // n = small·2^−e
        let n = small == 0 ? 0 : Double(sign: .plus, exponent: small.exponent - e, significand: small.significand)
        // m² + n² − 1 from exact products; mm − 1 is exact (Sterbenz) since mm is in [½, 2).
        let (mm, mmLo) = twoProduct(m, m)
        let (nn, nnLo) = twoProduct(n, n)
        var (s, sLo) = twoSum(mm - 1, nn)
        sLo += mmLo + nnLo
        (s, sLo) = twoSum(s, sLo)
        let half = 0.5 * LibM.log1p(s) + 0.5 * sLo / (1 + s)
        let (eh, el) = twoProduct(Double(e), ln2.hi)
        let (h, hLo) = twoSum(eh, half)
        return (h, hLo + el + Double(e) * ln2.lo, theta)
    }

    /// (a·b) exactly as hi + lo.
    @inline(__always)
    static func twoProduct(_ a: Double, _ b: Double) -> (Double, Double) {
        let p = a * b
        return (p, (-p).addingProduct(a, b))  // fma(a, b, −p): the exact rounding error
    }

    /// (a + b) exactly as hi + lo.
    @inline(__always)
    static func twoSum(_ a: Double, _ b: Double) -> (Double, Double) {
        let s = a + b
        let bb = s - a
        return (s, (a - (s - bb)) + (b - bb))
    }

    /// (hi + lo) / d as a double-double.
    @inline(__always)
    static func divide(_ hi: Double, _ lo: Double, by d: Double) -> (Double, Double) {
        let q = hi / d
        let (p, e) = twoProduct(q, d)
        let remainder = ((hi - p) - e) + lo
        return twoSum(q, remainder / d)
    }

    /// The fractional part of a·k (in [−½, ½]) from the exact product, as a double-double.
    @inline(__always)
    static func fractionOfProduct(_ a: Double, _ k: Double) -> (Double, Double) {
        let (hi, lo) = twoProduct(a, k)
        let whole = hi.rounded()
        let (f, e) = twoSum(hi - whole, lo)  // hi − whole is exact (Sterbenz)
        let wholeF = f.rounded()
        return twoSum(f - wholeF, e)
    }

    /// (hi, lo) · (twoPi) as a double-double.
    @inline(__always)
    static func timesTwoPi(_ hi: Double, _ lo: Double) -> (Double, Double) {
        let (p, e) = twoProduct(hi, twoPi.hi)
        return twoSum(p, e + hi * twoPi.lo + lo * twoPi.hi)
    }

    /// modulus · part, where a part that is exactly 0 stays 0 however large the modulus: e^x · sin 0
    /// for an overflowed e^x is +∞ · 0 = NaN in IEEE arithmetic, but the value is real (C99 Annex
    /// G's cexp(+∞ + 0i) = +∞ + 0i). `algo power 2 1e300` printed `inf -nan`.
    @inline(__always)
    static func scaled(_ modulus: Double, _ part: Double) -> Double { part == 0 ? part : modulus * part }

    /// θ = arg z in quarter turns (0, ±1 or ±2, that is θ = s·π/2) when z = x + yi lies on an axis,
    /// else nil: 0 for a positive real, ±2 for a negative one (the sign of its zero imaginary part
    /// picking the side of the cut, as C99's carg), ±1 for an imaginary z. Only for finite z ≠ 0.
    @inline(__always)
    static func quarterTurns(_ x: Double, _ y: Double) -> Int? {
        guard x.isFinite && y.isFinite else { return nil }
        if x == 0 { return y < 0 ? -1 : 1 }
        if y == 0 { return x > 0 ? 0 : (y.sign == .minus ? -2 : 2) }
        return nil
    }

    /// z^w on branch k, as (real, imaginary).
    @usableFromInline
    static func power(_ zr: Double, _ zi: Double, _ a: Double, _ b: Double, branch k: Int) -> (Double, Double) {
        if a == 0 && b == 0 { return (1, 0) }  // z^0 = 1, for every z
        if zr.isNaN || zi.isNaN || a.isNaN || b.isNaN { return (.nan, .nan) }
        if zr == 0 && zi == 0 {
            if a > 0 { return (0, 0) }
            if a < 0 { return (.infinity, 0) }
            return (.nan, .nan)  // Re w = 0 ≠ w: the values circle forever, no limit
        }
        if k == 0 {
            // The principal branch near the unit circle with a small exponent needs no argument
            // reduction: with |ln|z|| < 1.2, ½·log(x² + y²) is accurate to ~1e−16 absolute, and θ to
            // 2.2e−16, so with |a| + |b| ≤ 4 the phase and x are off by under 1e−15, a few ulps; and
            // |x| ≤ 4π, so e^x neither overflows nor underflows. A larger exponent takes the long path:
            // its a·θ error grows with |a| (a rounded π made (−1)^(10^20) 0.919 − 0.394i), and so does
            // a base on an axis (zr·zi = 0), whose θ is exact there: i^i is then correctly rounded.
            let m2 = zr * zr + zi * zi
            if m2 > 0.1 && m2 < 10 && abs(a) + abs(b) <= 4 && zr * zi != 0 {
                let l = 0.5 * LibM.log(m2)
                let theta = LibM.atan2(zi, zr)
                let x = a * l - b * theta
                let phase = b * l + a * theta
                let modulus = LibM.exp(x)
                return (modulus * LibM.cos(phase), modulus * LibM.sin(phase))
            }
        }
        // A base on an axis has θ = q·π/2 exactly for a whole q (``quarterTurns(_:_:)``), which
        // atan2 rounds: a·π rounded is off by |a|·1.2e−16, and (−1)^(10^20) came out
        // 0.919 − 0.394i, i^(10^20) −0.980 + 0.201i, not 1. Then a·θ joins a·k's reduction modulo
        // 1 as a·q/4, which is exact.
        let axisTurns = quarterTurns(zr, zi).map(Double.init)
        let (l, lLo, theta) = logPartsExtended(zr, zi)
        let kd = Double(k)
        if l.isInfinite {
            // z = ∞: ∞^w is ∞ for Re w > 0 and 0 for Re w < 0, along the direction a(θ + 2πk);
            // with Im w ≠ 0 the phase b·ln|z| has no limit.
            if b != 0 || a == 0 { return (.nan, .nan) }
            let modulus = a > 0 ? Double.infinity : 0
            let phase = a * (theta + twoPi.hi * kd)
            return (scaled(modulus, LibM.cos(phase)), scaled(modulus, LibM.sin(phase)))
        }
        // φ = bL + aθ + 2π·frac(a·k)   (the integer part of a·k contributes whole turns)
        // (θ = q·π/2: a·θ = 2π·(a·q/4), and the fraction of a·q/4 is exact.)
        var (p1, e1) = twoProduct(b, l)
        e1 += b * lLo
        var (p2, e2) = twoProduct(a, theta)
        var (fh, fl) = fractionOfProduct(a, kd)
        if let q = axisTurns, a.isFinite {
            let fraction = a * 0.25 * q  // exact: a power of two, then ±1 or ±2
            (p2, e2) = (0, 0)
            let (f, fLo) = twoSum(fh, fraction - fraction.rounded())
            (fh, fl) = twoSum(f, fLo + fl)
        }
        let (p3, e3) = timesTwoPi(fh, fl)
        var (phi, phiLo) = twoSum(p1, p2)
        phiLo += e1 + e2
        let (s, sLo) = twoSum(phi, p3)
        phi = s
        phiLo += sLo + e3
        // Reduce φ into [−π, π] against 2π in double-double.
        let turns = (phi / twoPi.hi).rounded()
        if turns != 0 {
            let (th, tl) = twoProduct(turns, twoPi.hi)
            let (r, rLo) = twoSum(phi, -th)
            phi = r
            phiLo += rLo - tl - turns * twoPi.lo
        }
        let (ph, pl) = twoSum(phi, phiLo)
        // x = aL − bθ − 2πbk
        var (q1, f1) = twoProduct(a, l)
        f1 += a * lLo
        var (q2, f2) = twoProduct(b, theta)
        if let q = axisTurns { f2 += b * (0.25 * q) * twoPi.lo }  // θ = q·π/2 in double-double
        let (bk, bkLo) = twoProduct(b, kd)
        let (q3, f3) = timesTwoPi(bk, bkLo)
        var (x, xLo) = twoSum(q1, -q2)
        xLo += f1 - f2
        let (t, tLo) = twoSum(x, -q3)
        x = t
        xLo += tLo - f3
        let (xh, xl) = twoSum(x, xLo)
        // Past ±1000, e^x is ∞ or 0 whatever x_lo is, and x_lo may exceed 1 there (ulp(10^20) is
        // 2^14): e^x_hi·(1 + x_lo) turned (−2)^(10^20) into −∞.
        if !(abs(xh) <= 1000) {
            let modulus = LibM.exp(xh)
            return (scaled(modulus, LibM.cos(ph)), scaled(modulus, LibM.sin(ph)))
        }
        let modulus = LibM.exp(xh) * (1 + xl)
        // cos(ph + pl) ≈ cos ph − pl·sin ph, and likewise for sin.
        let (cosine, sine) = (LibM.cos(ph), LibM.sin(ph))
        let (c, sn) = (cosine - pl * sine, sine + pl * cosine)
        if modulus == .infinity { return (scaled(modulus, c), scaled(modulus, sn)) }
        return (modulus * c, modulus * sn)
    }
}
