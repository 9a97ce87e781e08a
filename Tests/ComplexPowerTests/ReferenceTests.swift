import ComplexPower
import Testing
import _TestSupport

/// Reference values from mpmath at 80 digits (Data/complex/make_references.py), 60 digits stored.
@Suite struct ReferenceTests {
    struct Row: Sendable, CustomStringConvertible {
        var base: String
        var exponent: String
        var k: Int
        var exact: (String, String)
        var doubles: (String, String)
        var description: String { "\(base)^(\(exponent)) k=\(k)" }
    }

    static let rows: [Row] = {
        let text = String(decoding: readData("complex/references.tsv") ?? [], as: UTF8.self)
        return text.split(separator: "\n").filter { !$0.hasPrefix("#") }.map { line in
            let f = line.split(separator: "\t").map(String.init)
            return Row(base: f[0], exponent: f[1], k: Int(f[2])!, exact: (f[3], f[4]), doubles: (f[5], f[6]))
        }
    }()

    /// The Double path as `algo power` takes it: rational exponents exactly, others as Doubles.
    static func doublePath(_ row: Row) -> Complex<Double> {
        let z = ComplexLiteral(row.base)!
        let w = ComplexLiteral(row.exponent)!
        if let (p, q) = w.rational { return Complex.pow(z.value, numerator: p, denominator: q, branch: row.k) }
        return Complex.pow(z.value, w.value, branch: row.k)
    }

    /// Whether `got` is within `ulps` of `expected` for a component that is not tiny against the
    /// modulus (those must only be tiny too).
    static func close(_ got: Double, _ expected: Double, modulus: Double, ulps: Double = 4) -> Bool {
        if abs(expected) < 1e-12 * modulus { return abs(got) < 1e-12 * modulus }
        return abs(got - expected) <= ulps * expected.ulp
    }

    @Test("the stored references are there: i^i for k = −2…2 begins 59609.74149287215588…")
    func present() {
        #expect(Self.rows.count >= 28)
        #expect(Self.rows.first { $0.base == "i" && $0.k == -2 }?.exact.0.hasPrefix("5.960974149287215588") == true)
    }

    @Test("Double path within 4 ulps of the reference, large branches included", arguments: rows)
    func doublePath(row: Row) {
        let got = Self.doublePath(row)
        let re = Double(row.doubles.0)!
        let im = Double(row.doubles.1)!
        let modulus = max(abs(re), abs(im))
        #expect(Self.close(got.real, re, modulus: modulus), "\(row): real \(got.real) vs \(re)")
        #expect(Self.close(got.imaginary, im, modulus: modulus), "\(row): imaginary \(got.imaginary) vs \(im)")
    }

    @Test("MPFR/MPC path: the exact references to 50 digits, correctly rounded", arguments: rows)
    func precisePath(row: Row) throws {
        let (re, im) = try PrecisePower.power(
            ComplexLiteral(row.base)!, ComplexLiteral(row.exponent)!, branch: row.k, digits: 50)
        #expect(re == Self.round(row.exact.0, to: 50), "\(row)")
        #expect(im == Self.round(row.exact.1, to: 50), "\(row)")
    }

    @Test("MPFR/MPC path: the sign of a zero imaginary part picks the side of the cut, as C99 cpow")
    func preciseSignedZero() throws {
        // √(−1 ± 0i) = ±i (Guides/ComplexPower.md, special cases); −1−0i parses as a rational real.
        for (base, imaginary) in [("-1+0i", "1.0000000000e0"), ("-1-0i", "-1.0000000000e0")] {
            for exponent in ["1/2", "0.5"] {
                let (re, im) = try PrecisePower.power(
                    ComplexLiteral(base)!, ComplexLiteral(exponent)!, branch: 0, digits: 11)
                #expect(re == "0" && im == imaginary, "(\(base))^\(exponent)")
            }
        }
    }

    @Test("MPFR/MPC path agrees with the Double path to Double accuracy", arguments: rows)
    func pathsAgree(row: Row) throws {
        let z = ComplexLiteral(row.base)!
        let w = ComplexLiteral(row.exponent)!
        let got = Self.doublePath(row)
        let (re, im) = try PrecisePower.power(z, w, branch: row.k, digits: 20)
        let modulus = max(abs(Double(re)!), abs(Double(im)!))
        // Only where the literals are exact Doubles do both paths compute the same number.
        if w.rational != nil && ["i", "-1", "1+i", "2", "-8", "0.5", "3", "-3-0.5i"].contains(row.base) {
            #expect(
                Self.close(got.real, Double(re)!, modulus: modulus)
                    && Self.close(got.imaginary, Double(im)!, modulus: modulus), "\(row)")
        }
    }

    @Test("digits outside 1...10^6 are a typed error, not a trap")
    func digitsOutOfRange() {
        for digits in [0, -1, 1_000_001, Int.max] {
            #expect(throws: PrecisePowerError.digitsOutOfRange(digits)) {
                try PrecisePower.power(ComplexLiteral("i")!, ComplexLiteral("i")!, branch: 0, digits: digits)
            }
        }
    }

    /// Rounds a reference like `5.0e-1`, `-1.0` or `1.117…e0` to `digits` significant digits in the
    /// CLI's `d.ddde±x` form, half away from zero on the decimal digits.
    static func round(_ text: String, to digits: Int) -> String {
        if text == "0" { return "0" }
        var mantissa = text
        var exponent = 0
        if let e = text.firstIndex(of: "e") {
            mantissa = String(text[..<e])
            exponent = Int(text[text.index(after: e)...])!
        }
        let negative = mantissa.hasPrefix("-")
        if negative { mantissa.removeFirst() }
        let dot = mantissa.firstIndex(of: ".") ?? mantissa.endIndex
        exponent += mantissa.distance(from: mantissa.startIndex, to: dot) - 1
        var all = Array(mantissa.filter { $0 != "." }).map { Int($0.asciiValue! - 48) }
        while all.first == 0 && all.count > 1 {
            all.removeFirst()
            exponent -= 1
        }
        while all.count < digits + 1 { all.append(0) }
        var kept = Array(all.prefix(digits))
        if all[digits] >= 5 {
            var i = digits - 1
            while i >= 0 {
                kept[i] += 1
                if kept[i] < 10 { break }
                kept[i] = 0
                i -= 1
            }
            if i < 0 {
                kept.insert(1, at: 0)
                kept.removeLast()
                exponent += 1
            }
        }
        let body = kept.map(String.init).joined()
        return (negative ? "-" : "") + body.prefix(1) + (digits > 1 ? "." + body.dropFirst() : "") + "e\(exponent)"
    }
}
