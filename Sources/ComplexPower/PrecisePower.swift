import AlgoSupport
import CMPC
import CMPFR

/// z^w to any number of significant digits, correctly rounded, through MPFR and MPC: the one
/// module part that talks to them (this file and PrecisePower+MPFR.swift).
///
/// The base and exponent are read from their decimal texts (never through Double), so `0.1` is one
/// tenth and `1e-400` is not zero. The computation is log z = ln|z| + i·atan2(y, x), + 2πik, × w,
/// then exp, from MPFR's correctly rounded real functions at a working precision of 3.33·D bits
/// plus guard bits for the size of w·log z; a Ziv loop compares two evaluations when the first
/// one's extra digits are a near-tie.
///
/// A component smaller than 10^−(D+10) times the modulus is printed as 0: it is the rounding
/// residue of an exact zero (as in (−1)^(1/3) = −1 + 0i on branch 1). MPFR's exponent range is
/// set to its widest, 2^±(2^62 − 1), for the computation; a part beyond it is `inf` (or 0).
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
    /// - Complexity: O(M(P) log P) for P ≈ 3.33·digits bits (MPFR's exp, log and atan).
    public static func power(_ base: ComplexLiteral, _ exponent: ComplexLiteral, branch k: Int, digits: Int)
        throws(PrecisePowerError) -> (real: String, imaginary: String)
    {
        guard digitsRange.contains(digits) else { throw .digitsOutOfRange(digits) }
        freeMPFRCachesAtThreadExit()
        if exponent.realSign == 0 && exponent.imaginarySign == 0 { return ("1", "0") }
        if base.realSign == 0 && base.imaginarySign == 0 {
            if exponent.realSign > 0 { return ("0", "0") }
            if exponent.realSign < 0 { return ("inf", "0") }
            return ("nan", "nan")
        }
        let precision = Int(Double(digits) * log2Of10) + 64 + guardBits(base, exponent, branch: k)
        return withWidestExponentRange {
            powerByMPFR(base, exponent, branch: k, digits: digits, precision: precision)
        }
    }

    /// Bits for the size of w·(log z + 2πik): the exponential's absolute error scales with it.
    /// log₂((|w| + 1)·(|ln|z|| + 7(|k| + 1))) + 8, summed as logarithms, since the product of a
    /// literal of 10^308 and a branch of 2^62 overflows a Double.
    ///
    /// A base whose Double underflows (`1e-400`, down to 10^−(1.38·10^18)) has no finite ln|z| in
    /// Double; it is bounded by ``largestLogModulus``, the logarithm of MPFR's smallest number.
    static func guardBits(_ base: ComplexLiteral, _ exponent: ComplexLiteral, branch k: Int) -> Int {
        let logModulus = Complex.log(base.value, branch: 0).real
        let size = abs(logModulus.isFinite ? logModulus : largestLogModulus) + 7 * (Double(k).magnitude + 1)
        let bits = log2(exponent.value.length + 1) + log2(size + 1) + 8
        return bits.isFinite ? Int(bits.rounded(.up)) : 2100
    }

    /// The MPFR and MPC versions in use.
    public static var versions: String {
        "MPFR \(String(cString: cmpfr_version())), MPC \(String(cString: cmpc_version()))"
    }

    /// |ln x| for the smallest positive x in MPFR's widest exponent range, 2^−(2^62 − 1): no
    /// nonzero base MPFR can hold has a larger |ln|z||.
    static let largestLogModulus = Double(1 << 62) * 0.693_147_180_559_945_3

    /// log₂ 10, for the bits of decimal digits.
    static let log2Of10 = 3.321_928_094_887_362_6

    /// The exponent of a part below which it is printed as 0, relative to the larger part's.
    static func zeroCutoffBits(digits: Int) -> Int {
        -Int((Double(digits) + 10) * log2Of10)
    }

    /// Runs `body` with MPFR's exponent range at its widest on this thread (2^±(2^62 − 1); the
    /// default 2^±(2^30 − 1) overflowed at 10^(10^9)), and puts the range back.
    private static func withWidestExponentRange<T>(_ body: () -> T) -> T {
        let (emin, emax) = (mpfr_get_emin(), mpfr_get_emax())
        mpfr_set_emin(mpfr_get_emin_min())
        mpfr_set_emax(mpfr_get_emax_max())
        defer {
            mpfr_set_emin(emin)
            mpfr_set_emax(emax)
        }
        return body()
    }

    /// `digits` significant digits from `digits + 4` printed ones, rounded half up here; nil when the
    /// four extra digits are 4999, 5000 or 5001 (a tie that the working error could flip).
    static func formatChecked(_ x: UnsafeMutablePointer<__mpfr_struct>, digits: Int) -> String? {
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
    static func format(_ x: UnsafeMutablePointer<__mpfr_struct>, digits: Int) -> String {
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
