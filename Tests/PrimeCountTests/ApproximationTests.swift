import Testing
import _TestSupport

@testable import PrimeCount

/// li, Li, R and their inverses against mpmath at 40 digits (Data/primecount/approximations.py).
@Suite struct ApproximationTests {
    struct Row: CustomStringConvertible {
        let kind: String
        let argument: Double
        let value: Double
        var description: String { "\(kind)(\(argument))" }
    }

    static let rows: [Row] = {
        guard let bytes = readData("primecount/approximations.tsv") else { return [] }
        return String(decoding: bytes, as: UTF8.self).split(separator: "\n").compactMap { line in
            if line.hasPrefix("#") { return nil }
            let fields = line.split(separator: " ")
            guard fields.count == 3, let argument = Double(fields[1]), let value = Double(fields[2]) else { return nil }
            return Row(kind: String(fields[0]), argument: argument, value: value)
        }
    }()

    @Test("the reference table is there") func table() {
        #expect(Self.rows.count == 84)
    }

    @Test("li, R and the inverses within 2 ulps of mpmath, x from 2 to 3.4e38", arguments: rows)
    func againstMpmath(row: Row) {
        let computed: Double
        switch row.kind {
        case "li": computed = PrimeApproximation.li(row.argument)
        case "R": computed = PrimeApproximation.riemannR(row.argument)
        case "inverse-li": computed = PrimeApproximation.inverseLi(row.argument)
        default: computed = PrimeApproximation.inverseRiemannR(row.argument)
        }
        #expect(abs(computed - row.value) <= 2 * row.value.ulp, "\(computed) vs \(row.value)")
    }

    @Test("the offset Li: Li(2) = 0, Li(x) = li(x) - li(2), and its inverse")
    func offset() {
        #expect(PrimeApproximation.offsetLi(2) == 0)
        for x in [10.0, 1e6, 1e18] {
            #expect(PrimeApproximation.offsetLi(x) == PrimeApproximation.li(x) - PrimeApproximation.liOfTwo)
            let back = PrimeApproximation.inverseOffsetLi(PrimeApproximation.offsetLi(x))
            #expect(abs(back - x) <= 4 * x.ulp * max(1, x.exponent > 0 ? Double(x.exponent) : 1))
        }
    }

    @Test("the ends of the domain: li(0) = 0, li(1) = -inf, R(0) = 0, R(1) = 1 (mpmath); NaN between")
    func domain() {
        // mpmath: li(0) = 0, li(1) = -inf, li(0) - li(2) = -1.04516378011749278484…, riemannr(0) = 0,
        // riemannr(1) = 1.
        #expect(PrimeApproximation.li(0) == 0 && PrimeApproximation.li(1) == -.infinity)
        #expect(
            PrimeApproximation.offsetLi(0) == -1.045_163_780_117_492_8 && PrimeApproximation.offsetLi(1) == -.infinity)
        #expect(PrimeApproximation.riemannR(0) == 0 && PrimeApproximation.riemannR(1) == 1)
        #expect(PrimeApproximation.li(0.5).isNaN && PrimeApproximation.li(-1).isNaN)
        #expect(PrimeApproximation.riemannR(0.5).isNaN && PrimeApproximation.inverseLi(0).isNaN)
    }
}
