import AlgoSupport
import SolverIO
import Testing
import _TestSupport

/// DecimalParser against the oracle it must equal: Swift's `Double(String)` (strtod, correctly
/// rounded), bit for bit, or nil for nil.
@Suite struct DecimalParserTests {
    static func parse(_ text: String) -> Double? {
        var text = text
        return text.withUTF8 { DecimalParser.parse($0) }
    }

    static func agrees(_ text: String) -> Bool {
        let mine = parse(text)
        let oracle = Double(text)
        switch (mine, oracle) {
        case (nil, nil): return true
        case (let a?, let b?): return a.bitPattern == b.bitPattern || (a.isNaN && b.isNaN)
        default: return false
        }
    }

    @Test("10^6 random decimal strings: 1 to 25 digits, any point, exponents -360...320")
    func random() {
        var rng = SplitMix64(seed: 0xDEC1_4A1)
        var mismatches: [String] = []
        for _ in 0..<1_000_000 {
            let digits = Int(rng.next() % 25) + 1
            var text = rng.next() % 2 == 0 ? "" : "-"
            let point = Int(rng.next() % UInt64(digits + 1))
            for position in 0..<digits {
                if position == point && position > 0 { text += "." }
                text.append(Character(Unicode.Scalar(UInt8(0x30 + rng.next() % 10))))
            }
            if rng.next() % 3 != 0 { text += "e\(Int(rng.next() % 681) - 360)" }
            if !Self.agrees(text) { mismatches.append(text) }
        }
        #expect(mismatches.count == 0, "\(mismatches.prefix(10))")
    }

    @Test("10^5 random Doubles as their shortest text and with 17 to 20 digits")
    func roundTrips() {
        var rng = SplitMix64(seed: 17)
        var mismatches: [String] = []
        for _ in 0..<100_000 {
            let value = Double(bitPattern: rng.next() & 0x7FEF_FFFF_FFFF_FFFF)
            let shortest = value.description
            if !Self.agrees(shortest) || Self.parse(shortest) != value { mismatches.append(shortest) }
            // The same value's digits carried on: 17 to 20 significant digits.
            for extra in ["0", "1", "49", "51", "999"] {
                let mantissaEnd = shortest.firstIndex(where: { $0 == "e" }) ?? shortest.endIndex
                var text = String(shortest[..<mantissaEnd])
                if !text.contains(".") { text += "." }
                text += extra + shortest[mantissaEnd...]
                if !Self.agrees(text) { mismatches.append(text) }
            }
        }
        #expect(mismatches.count == 0, "\(mismatches.prefix(10))")
    }

    @Test("halfway cases: odd 54-bit integers times powers of two, and one unit either side")
    func halfway() {
        var rng = SplitMix64(seed: 54)
        var mismatches: [String] = []
        for _ in 0..<100_000 {
            let odd = (UInt64(1) << 53) | (rng.next() & ((1 << 53) - 1)) | 1
            let shift = Int(rng.next() % 11)
            guard odd.leadingZeroBitCount >= shift else { continue }
            let value = odd << UInt64(shift)
            for text in ["\(value)", "\(value - 1)", "\(value + 1)", "\(value)e-5", "\(value)e3", "0.\(value)e20"] {
                if !Self.agrees(text) { mismatches.append(text) }
            }
        }
        #expect(mismatches.count == 0, "\(mismatches.prefix(10))")
    }

    @Test(
        "limits, subnormals and spellings",
        arguments: [
            "0", "-0", "+0", "0.0", "0e999999", "-0e-999999", "1", "+1", ".5", "5.", "-.5e1", "1e", "e5", "1.2.3",
            "--1",
            "+-1", "", ".", "-", "1e+", "1e-", "inf", "-inf", "infinity", "nan", "NaN", "0x1p3", "0x1.8p-1", "1_0",
            "1,5",
            "4.9e-324", "5e-324", "2.4703282292062327e-324", "2.4703282292062328e-324", "2.2250738585072011e-308",
            "2.2250738585072014e-308", "2.225073858507201136057409796709131975934819546351645648e-308",
            "1.7976931348623157e308", "1.7976931348623158e308", "1.7976931348623159e308", "1e309", "1e-400", "1e308",
            "9007199254740993", "9007199254740992.5", "18446744073709551615", "18446744073709551616",
            "1234567890123456789", "12345678901234567890", "0.000000000000000000000000000001", "1e22", "1e23",
            "8.988465674311579e307", "123456789012345678901234567890e-30", "7.2057594037927933e16",
            "9223372036854775807", "1e-27", "1e55", "1e56", "3.0000000000000004", "0.30000000000000004",
        ])
    func edges(text: String) {
        #expect(
            Self.agrees(text), "\(text): \(String(describing: Self.parse(text))) vs \(String(describing: Double(text)))"
        )
    }
}
