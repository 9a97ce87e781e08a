// libFuzzer target: the complex literal grammar (built into the ComplexPower module). Oracles: it
// never traps; a rational literal is in lowest terms with a positive denominator, is real, and its
// Double value is p/q to a few ulps; a literal without "nan" in it is never NaN.

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
    return 0
}
