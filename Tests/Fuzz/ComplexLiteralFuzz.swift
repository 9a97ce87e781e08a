// libFuzzer target: the complex literal grammar and the digits path (built into the ComplexPower
// module). Oracles: it never traps; a rational literal is in lowest terms with a positive
// denominator, is real, and its Double value is p/q to a few ulps; a literal without "nan" in it is
// never NaN; z^w to 6 digits, the literal as base and as exponent, prints each part as 0, ±inf, nan
// or d.ddddde±x (`10^(10^9)` once aborted in an MPFR assertion); and the Double path agrees with
// those 6 digits where the Double inputs fix the value (``checkDoublePath``).

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzComplexLiteral(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = size == 0 ? [] : Array(UnsafeBufferPointer(start: data, count: size))
    let text = String(decoding: bytes, as: UTF8.self)
    guard let literal = ComplexLiteral(text) else { return 0 }
    if !text.lowercased().contains("nan") {
        precondition(!literal.value.isNaN, "\(text.debugDescription) parsed to NaN")
    }
    if let (p, q) = literal.rational {
        func gcd(_ a: UInt, _ b: UInt) -> UInt { b == 0 ? a : gcd(b, a % b) }
        precondition(q > 0 && gcd(p.magnitude, UInt(q)) == 1, "\(text.debugDescription): \(p)/\(q) not reduced")
        precondition(literal.value.imaginary == 0, "\(text.debugDescription): a rational with an imaginary part")
        let quotient = Double(p) / Double(q)
        let tolerance = 8 * max(quotient.magnitude, literal.value.real.magnitude).ulp + Double.leastNormalMagnitude
        precondition(
            (literal.value.real - quotient).magnitude <= tolerance || !quotient.isFinite,
            "\(text.debugDescription): value \(literal.value.real), p/q = \(quotient)")
    }
    for (z, w) in [(literal, ComplexLiteral("2.5")!), (ComplexLiteral("3")!, literal)] {
        guard let (re, im) = try? PrecisePower.power(z, w, branch: 1, digits: 6) else {
            preconditionFailure("6 digits refused")
        }
        precondition(isDigitsText(re) && isDigitsText(im), "\(z)^(\(w)): \(re) \(im)")
        checkDoublePath(z, w, digits: (re, im))
    }
    return 0
}

/// The Double path (as `algo power` takes it: exact p/q for a rational exponent) against the
/// 6-digit MPFR value, where both are in Double's range and the literals' Doubles are their values
/// to an ulp: each part within 1e-5 of the modulus plus the error that rounding the inputs to
/// Double may cause, 1e-15·(1 + |w|)·(|ln|z|| + 10) on branch 1. (The Double path's axis and
/// overflow defects of 2026-12-05 were found by this comparison.)
private func checkDoublePath(_ z: ComplexLiteral, _ w: ComplexLiteral, digits: (String, String)) {
    func representable(_ literal: ComplexLiteral) -> Bool {
        let v = literal.value
        return [(v.real, literal.realSign), (v.imaginary, literal.imaginarySign)].allSatisfy { part, sign in
            sign == 0 ? part == 0 : (1e-300...1e300).contains(part.magnitude)
        } || literal.constant != nil
    }
    guard representable(z), representable(w), !z.value.isZero,
        let re = Double(digits.0), let im = Double(digits.1), re.isFinite, im.isFinite
    else { return }
    let modulus = max(re.magnitude, im.magnitude)
    guard modulus > 1e-300 && modulus < 1e300 else { return }
    let logModulus = Complex.log(z.value, branch: 0).real
    let tolerance = 1e-5 + 1e-15 * (1 + w.value.length) * (logModulus.magnitude + 10)
    guard tolerance < 1e-3 else { return }  // the Double inputs do not fix the value
    let value =
        w.rational.map { Complex.pow(z.value, numerator: $0.numerator, denominator: $0.denominator, branch: 1) }
        ?? Complex.pow(z.value, w.value, branch: 1)
    precondition(
        (value.real - re).magnitude <= tolerance * modulus && (value.imaginary - im).magnitude <= tolerance * modulus,
        "\(z)^(\(w)) on branch 1: Double \(value), digits \(re) \(im)")
}

/// `0`, `1`, `inf`, `-inf`, `nan`, or `-d.ddddde±x` with 6 digits.
private func isDigitsText(_ text: String) -> Bool {
    if ["0", "1", "inf", "-inf", "nan"].contains(text) { return true }
    let body = text.hasPrefix("-") ? text.dropFirst() : Substring(text)
    guard let e = body.firstIndex(of: "e"), Int(body[body.index(after: e)...]) != nil else { return false }
    let mantissa = body[..<e]
    return mantissa.count == 7 && mantissa.dropFirst().first == "."
        && mantissa.filter(\.isNumber).count == 6 && mantissa.first != "0"
}
