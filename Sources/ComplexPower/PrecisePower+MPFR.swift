import CMPC
import CMPFR

/// ``PrecisePower``'s evaluation: z^w from MPFR's correctly rounded real functions, checked by a
/// Ziv loop (two precisions must round alike).
extension PrecisePower {
    /// z^w on branch k by MPFR: a first pass whose 4 extra digits are not a near-tie is accepted;
    /// otherwise evaluations 64 bits finer are compared until two agree, doubling the precision.
    ///
    /// - Complexity: O(M(P) log P) for P ≈ 3.33·digits bits (MPFR's exp, log and atan).
    static func powerByMPFR(
        _ base: ComplexLiteral, _ exponent: ComplexLiteral, branch k: Int, digits: Int, precision start: Int
    ) -> (real: String, imaginary: String) {
        var precision = start
        // One pass usually suffices: with 64 guard bits the error is far below the 4 extra digits
        // printed, so unless those read 4999…5001 (a near-tie), rounding them off is exact.
        if let once = compute(base, exponent, branch: k, digits: digits, precision: precision, checked: true) {
            return once
        }
        var previous = compute(base, exponent, branch: k, digits: digits, precision: precision, checked: false)!
        for _ in 0..<8 {
            precision += 64
            let next = compute(base, exponent, branch: k, digits: digits, precision: precision, checked: false)!
            if next == previous { return next }
            previous = next
            precision *= 2
        }
        return previous
    }

    /// One evaluation at `precision` bits. With `checked`, the parts are printed with 4 extra digits
    /// and rounded here, and nil is returned when a part is within one unit of a tie in those digits.
    private static func compute(
        _ base: ComplexLiteral, _ exponent: ComplexLiteral, branch k: Int, digits: Int, precision: Int, checked: Bool
    ) -> (real: String, imaginary: String)? {
        let rnd = MPFR_RNDN
        let prec = mpfr_prec_t(precision)
        // Stable addresses: the parts' pointers are used across calls.
        let z = UnsafeMutablePointer<__mpc_struct>.allocate(capacity: 1)
        let w = UnsafeMutablePointer<__mpc_struct>.allocate(capacity: 1)
        let t = UnsafeMutablePointer<__mpc_struct>.allocate(capacity: 1)
        // turn: 2πk, then e^Re t; sine and cosine of Im t.
        let reals = UnsafeMutablePointer<__mpfr_struct>.allocate(capacity: 3)
        let (turn, sine, cosine) = (reals, reals + 1, reals + 2)
        mpc_init2(z, prec)
        mpc_init2(w, prec)
        mpc_init2(t, prec)
        for index in 0..<3 { mpfr_init2(reals + index, prec) }
        defer {
            mpc_clear(z)
            mpc_clear(w)
            mpc_clear(t)
            for index in 0..<3 { mpfr_clear(reals + index) }
            z.deallocate()
            w.deallocate()
            t.deallocate()
            reals.deallocate()
        }
        set(z, from: base)
        set(w, from: exponent)
        // log z = ln|z| + i·atan2(y, x), then exp(t) = e^Re t · (cos Im t + i sin Im t), from MPFR's
        // correctly rounded real functions: MPC's own mpc_log and mpc_exp round the complex result
        // correctly, which the Ziv loop here makes unnecessary, and cost more
        // (Guides/Measurements/ComplexPower.md, "mpc_log and mpc_exp").
        let (x, y) = (cmpc_realref(z)!, cmpc_imagref(z)!)
        let (logModulus, argument) = (cmpc_realref(t)!, cmpc_imagref(t)!)
        mpfr_hypot(logModulus, x, y, rnd)  // exact |x| when y is zero
        mpfr_log(logModulus, logModulus, rnd)
        mpfr_atan2(argument, y, x, rnd)  // in [−π, π], −π only for −x − 0i, as C99 and mpc_arg
        if k != 0 {
            mpfr_const_pi(turn, rnd)
            mpfr_mul_si(turn, turn, k, rnd)  // 2πk as πk·2: 2k overflows an Int for |k| ≥ 2^62
            mpfr_mul_2ui(turn, turn, 1, rnd)
            mpfr_add(argument, argument, turn, rnd)
        }
        mpc_mul(t, t, w, mpc_rnd_t(cmpc_rndnn()))
        mpfr_exp(turn, cmpc_realref(t)!, rnd)
        mpfr_sin_cos(sine, cosine, cmpc_imagref(t)!, rnd)
        mpfr_mul(cmpc_realref(z)!, turn, cosine, rnd)
        mpfr_mul(cmpc_imagref(z)!, turn, sine, rnd)
        let re = cmpc_realref(z)!
        let im = cmpc_imagref(z)!
        func isSingular(_ x: UnsafeMutablePointer<__mpfr_struct>) -> Bool { cmpfr_nan_p(x) != 0 || cmpfr_inf_p(x) != 0 }
        /// mpfr_get_exp, defined only for regular numbers; a very low one for 0 and NaN.
        func binaryExponent(_ x: UnsafeMutablePointer<__mpfr_struct>) -> Int {
            cmpfr_zero_p(x) != 0 || isSingular(x) ? Int.min / 2 : Int(mpfr_get_exp(x))
        }
        // Past MPFR's exponent range e^Re t is inf (or 0), and inf·0 is NaN: print the overflow as
        // inf, with each part's sign, rather than read an exponent from it (MPFR asserts). A cosine
        // or sine below 10^−(D+10) of the other is the residue of an exact zero, as for finite parts
        // below: (−2)^(10^300) is +inf + 0i (it printed `inf inf`).
        if cmpfr_inf_p(turn) != 0 {
            let (cosExponent, sinExponent) = (binaryExponent(cosine), binaryExponent(sine))
            let top = max(cosExponent, sinExponent)
            func text(_ x: UnsafeMutablePointer<__mpfr_struct>, _ exponent: Int) -> String {
                exponent - top < zeroCutoffBits(digits: digits) ? "0" : overflowText(sign: cmpfr_sgn(x))
            }
            return (text(cosine, cosExponent), text(sine, sinExponent))
        }
        // A literal past MPFR's range (2e-10^22 is 0 to it, and its logarithm −inf) leaves NaN or
        // inf: print those as they are; mpfr_get_exp is defined only for regular numbers.
        if isSingular(re) || isSingular(im) {
            return (format(re, digits: digits), format(im, digits: digits))
        }
        // Residues of exact zeros: below 10^−(digits+10) of the modulus.
        let (reExponent, imExponent) = (binaryExponent(re), binaryExponent(im))
        let top = max(reExponent, imExponent)
        func text(_ x: UnsafeMutablePointer<__mpfr_struct>, _ exponent: Int) -> String? {
            if exponent - top < zeroCutoffBits(digits: digits) { return "0" }
            return checked ? formatChecked(x, digits: digits) : format(x, digits: digits)
        }
        guard let reText = text(re, reExponent), let imText = text(im, imExponent) else { return nil }
        return (reText, imText)
    }

    /// A part of an overflowed value: `inf` or `-inf` by the sign of its cosine or sine, 0 for 0.
    private static func overflowText(sign: Int32) -> String {
        sign == 0 ? "0" : sign < 0 ? "-inf" : "inf"
    }

    private static func set(_ target: UnsafeMutablePointer<__mpc_struct>, from literal: ComplexLiteral) {
        let rnd = MPFR_RNDN
        let re = cmpc_realref(target)!
        let im = cmpc_imagref(target)!
        if let constant = literal.constant {
            if constant == .pi {
                mpfr_const_pi(re, rnd)
            } else {
                mpfr_set_ui(re, 1, rnd)
                mpfr_exp(re, re, rnd)
            }
            if literal.constantSign < 0 { mpfr_neg(re, re, rnd) }
        } else if let (p, q) = literal.rational {
            mpfr_set_si(re, p, rnd)
            mpfr_div_si(re, re, q, rnd)
        } else {
            mpfr_set_str(re, literal.realText, 10, rnd)
        }
        // From the text in every case: "-0" keeps its sign, which picks the side of the branch cut
        // (−1−0i is a rational real, and a constant +0 here made its square root i instead of −i).
        mpfr_set_str(im, literal.imaginaryText, 10, rnd)
    }
}
