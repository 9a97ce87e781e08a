// libFuzzer target: the complex literal grammar and the digits path (built into the ComplexPower
// module). Oracles: it never traps; a rational literal is in lowest terms with a positive
// denominator, is real, and its Double value is p/q to a few ulps; a literal without "nan" in it is
// never NaN; z^w to 6 digits, the literal as base and as exponent, prints each part as 0, ±inf, nan
// or d.ddddde±x (`10^(10^9)` once aborted in an MPFR assertion).

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
    }
    return 0
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
