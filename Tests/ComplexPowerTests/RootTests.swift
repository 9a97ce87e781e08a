import ComplexPower
import Testing
import _TestSupport

/// Square and cube roots through `algo power`'s rational path are correctly rounded: every
/// branch of z^(1/2) and z^(1/3) for 208 real bases of each sign, 1e-300 … 1.8e308, against
/// mpmath at 60 digits rounded once (Data/complex/roots.tsv, from Data/complex/make_roots.py).
@Suite struct RootTests {
    struct Row: Sendable, CustomStringConvertible {
        var base: Double
        var denominator: Int
        var k: Int
        var expected: (Double, Double)
        var description: String { "(\(base))^(1/\(denominator)) k=\(k)" }
    }

    static let rows: [Row] = {
        let text = String(decoding: readData("complex/roots.tsv") ?? [], as: UTF8.self)
        return text.split(separator: "\n").filter { !$0.hasPrefix("#") }.map { line in
            let f = line.split(separator: "\t").map(String.init)
            return Row(
                base: Double(f[0])!, denominator: Int(f[1].dropFirst(2))!, k: Int(f[2])!,
                expected: (Double(f[3])!, Double(f[4])!))
        }
    }()

    @Test("the stored roots are there: 2080 rows, √2 first")
    func present() {
        #expect(Self.rows.count == 2080)
        #expect(Self.rows.first?.expected.0 == 1.4142135623730951)
    }

    @Test("every branch of every root equals mpmath's correctly rounded value, bit for bit")
    func correctlyRounded() {
        var wrong: [String] = []
        for row in Self.rows {
            let value = Complex.pow(Complex(row.base), numerator: 1, denominator: row.denominator, branch: row.k)
            if value.real != row.expected.0 || value.imaginary != row.expected.1 {
                wrong.append("\(row): \(value.real) \(value.imaginary), expected \(row.expected.0) \(row.expected.1)")
            }
        }
        #expect(wrong.isEmpty, "\(wrong.count) of \(Self.rows.count): \(wrong.prefix(5))")
    }
}
