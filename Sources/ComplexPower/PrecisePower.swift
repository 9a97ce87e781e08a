import CMPC
import CMPFR

/// z^w to any number of significant digits, through MPFR and MPC: the one file that talks to them.
///
/// The base and exponent are read from their decimal texts (never through Double), so `0.1` is one
/// tenth. The computation is log (MPFR's ln and atan2), + 2πik, × w, exp (MPFR's exp and sin_cos),
/// at a working precision of 3.33·D bits plus guard bits for the size of w·log z; a Ziv loop repeats
/// it 64 bits finer and accepts when both round to the same D digits, doubling the precision
/// otherwise. A component
/// smaller than 10^−(D+10) times the modulus is printed as 0: it is the rounding residue of an exact
/// zero (as in (−1)^(1/3) = −1 + 0i on branch 1).
public enum PrecisePower {
    /// The numbers of significant digits ``power(_:_:branch:digits:)`` accepts.
    public static let digitsRange = 1...1_000_000

    /// The value of z^w on branch k as two strings of `digits` significant digits, `d.ddde±x`.
    ///
    ///     PrecisePower.power(ComplexLiteral("i")!, ComplexLiteral("i")!, branch: 0, digits: 20)
    ///     // ("2.0787957635076190855e-1", "0")
    ///
    /// - Throws: ``PrecisePowerError/digitsOutOfRange(_:)`` unless digits is in 1...10^6 (the
    ///   working precision of 10^6 digits is 3.3·10^6 bits; MPFR would take any, but minutes and
    ///   gigabytes lie beyond).
    /// - Complexity: O(M(P) log P) for P ≈ 3.33·digits bits (MPFR's exp and log).
    public static func power(_ base: ComplexLiteral, _ exponent: ComplexLiteral, branch k: Int, digits: Int)
        throws(PrecisePowerError) -> (real: String, imaginary: String)
    {
        guard digitsRange.contains(digits) else { throw .digitsOutOfRange(digits) }
        freeMPFRCachesAtThreadExit()
        let w = exponent.value
        if w.isZero { return ("1", "0") }
        if base.value.isZero {
            if w.real > 0 { return ("0", "0") }
            if w.real < 0 { return ("inf", "0") }
            return ("nan", "nan")
        }
        // Guard bits for |w|·(|ln|z|| + |arg z + 2πk|): the absolute error of the exponent scales so.
        let scale = (w.length + 1) * (abs(Complex.log(base.value, branch: k).real) + 7 * Double(abs(k) + 1))
        var precision = Int(Double(digits) * 3.3219280948873626) + 64 + Int(log2(scale + 1)) + 8
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

    /// The MPFR and MPC versions in use.
    public static var versions: String {
        "MPFR \(String(cString: cmpfr_version())), MPC \(String(cString: cmpc_version()))"
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
        // correctly, which the Ziv loop here makes unnecessary, and cost 7.7 and 15 ms at 10^4 digits
        // against 7.6 and 5.7 ms for the real functions.
        let (x, y) = (cmpc_realref(z)!, cmpc_imagref(z)!)
        let (logModulus, argument) = (cmpc_realref(t)!, cmpc_imagref(t)!)
        mpfr_hypot(logModulus, x, y, rnd)  // exact |x| when y is zero
        mpfr_log(logModulus, logModulus, rnd)
        mpfr_atan2(argument, y, x, rnd)  // in [−π, π], −π only for −x − 0i, as C99 and mpc_arg
        if k != 0 {
            mpfr_const_pi(turn, rnd)
            mpfr_mul_si(turn, turn, 2 * k, rnd)
            mpfr_add(argument, argument, turn, rnd)
        }
        mpc_mul(t, t, w, mpc_rnd_t(cmpc_rndnn()))
        mpfr_exp(turn, cmpc_realref(t)!, rnd)
        mpfr_sin_cos(sine, cosine, cmpc_imagref(t)!, rnd)
        mpfr_mul(cmpc_realref(z)!, turn, cosine, rnd)
        mpfr_mul(cmpc_imagref(z)!, turn, sine, rnd)
        // Residues of exact zeros: below 10^−(digits+10) of the modulus.
        let re = cmpc_realref(z)!
        let im = cmpc_imagref(z)!
        let cutoff = -Int((Double(digits) + 10) * 3.3219280948873626)
        let reExponent = cmpfr_zero_p(re) != 0 ? Int.min / 2 : Int(mpfr_get_exp(re))
        let imExponent = cmpfr_zero_p(im) != 0 ? Int.min / 2 : Int(mpfr_get_exp(im))
        let top = max(reExponent, imExponent)
        func text(_ x: UnsafeMutablePointer<__mpfr_struct>, _ exponent: Int) -> String? {
            if exponent - top < cutoff { return "0" }
            return checked ? formatChecked(x, digits: digits) : format(x, digits: digits)
        }
        guard let reText = text(re, reExponent), let imText = text(im, imExponent) else { return nil }
        return (reText, imText)
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

    /// `digits` significant digits from `digits + 4` printed ones, rounded half up here; nil when the
    /// four extra digits are 4999, 5000 or 5001 (a tie that the working error could flip).
    private static func formatChecked(_ x: UnsafeMutablePointer<__mpfr_struct>, digits: Int) -> String? {
        if cmpfr_nan_p(x) != 0 || cmpfr_inf_p(x) != 0 || cmpfr_zero_p(x) != 0 { return format(x, digits: digits) }
        var exponent = mpfr_exp_t(0)
        guard let raw = mpfr_get_str(nil, &exponent, 10, digits + 4, x, MPFR_RNDN) else { return nil }
        defer { mpfr_free_str(raw) }
        var bytes = Array(String(cString: raw).utf8)
        var sign = ""
        if bytes.first == UInt8(ascii: "-") {
            sign = "-"
            bytes.removeFirst()
        }
        let tail = bytes[digits...].reduce(0) { $0 * 10 + Int($1) - 48 }
        if (4999...5001).contains(tail) { return nil }
        var kept = Array(bytes[..<digits])
        var power = Int(exponent)
        if tail > 5000 {
            var i = digits - 1
            while i >= 0 {
                if kept[i] == UInt8(ascii: "9") {
                    kept[i] = UInt8(ascii: "0")
                    i -= 1
                } else {
                    kept[i] += 1
                    break
                }
            }
            if i < 0 {
                kept.insert(UInt8(ascii: "1"), at: 0)
                kept.removeLast()
                power += 1
            }
        }
        let body = String(decoding: kept, as: UTF8.self)
        return sign + body.prefix(1) + (digits > 1 ? "." + body.dropFirst() : "") + "e\(power - 1)"
    }

    /// `digits` significant digits, rounded to nearest: `-d.ddde±x`, or `0`, `inf`, `nan`.
    private static func format(_ x: UnsafeMutablePointer<__mpfr_struct>, digits: Int) -> String {
        if cmpfr_nan_p(x) != 0 { return "nan" }
        if cmpfr_inf_p(x) != 0 { return cmpfr_sgn(x) < 0 ? "-inf" : "inf" }
        if cmpfr_zero_p(x) != 0 { return "0" }
        var exponent = mpfr_exp_t(0)
        guard let raw = mpfr_get_str(nil, &exponent, 10, digits, x, MPFR_RNDN) else { return "nan" }
        defer { mpfr_free_str(raw) }
        var text = String(cString: raw)
        var sign = ""
        if text.hasPrefix("-") {
            sign = "-"
            text.removeFirst()
        }
        let first = text.prefix(1)
        let rest = text.dropFirst()
        return sign + first + (rest.isEmpty ? "" : "." + rest) + "e\(Int(exponent) - 1)"
    }
}

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Why ``PrecisePower/power(_:_:branch:digits:)`` refused its arguments.
public enum PrecisePowerError: Error, Equatable, Sendable {
    /// The number of significant digits is outside ``PrecisePower/digitsRange``.
    case digitsOutOfRange(Int)
}

/// MPFR keeps caches per thread (constants such as π and log 2 at the last precision asked for, and
/// a pool of mpz_t); a thread that exits without freeing them leaks them (LeakSanitizer counted 720
/// bytes in 27 blocks after one test run, from threads of the test runner's pool). The first
/// computation on each thread arranges for `mpfr_free_cache2(MPFR_FREE_LOCAL_CACHE)` when that
/// thread exits: the thread's own caches only. `mpfr_free_cache()` would also free the caches that
/// all threads share, while other threads may be using them (a suspect for 7 ThreadSanitizer
/// warnings in one CI run whose stacks were not kept).
private let mpfrCacheKey: pthread_key_t = {
    var key = pthread_key_t()
    pthread_key_create(&key) { _ in mpfr_free_cache2(MPFR_FREE_LOCAL_CACHE) }
    return key
}()

private func freeMPFRCachesAtThreadExit() {
    if pthread_getspecific(mpfrCacheKey) == nil {
        // Any non-null value makes the destructor run.
        pthread_setspecific(mpfrCacheKey, UnsafeRawPointer(bitPattern: 1))
    }
}
