import AlgoSupport
import SolverIO
import Testing
import _TestSupport

/// OutputWriter.write(Double) against its oracle, `Double.description` (the same shortest
/// round-trip text), and against reading back: every printed value must parse to itself.
@Suite struct DoubleTextTests {
    static func text(_ value: Double) -> String {
        var output = OutputWriter.memory()
        output.write(value)
        output.flush()
        return output.text
    }

    @Test("10^6 random bit patterns, every class of Double: the same text as description, and it round-trips")
    func random() {
        var rng = SplitMix64(seed: 0xD0_0B1E)
        var mismatches: [String] = []
        for _ in 0..<1_000_000 {
            let value = Double(bitPattern: rng.next())
            let text = Self.text(value)
            if text != value.description { mismatches.append("\(value.description) printed \(text)") }
            if value.isFinite && Double(text) != value { mismatches.append("\(text) does not read back") }
        }
        #expect(mismatches.count == 0, "\(mismatches.prefix(10))")
    }

    @Test(
        "the edges",
        arguments: [
            0.0, -0.0, 1.0, -1.0, 0.1, 0.3, 100.0, 1e-5, 1e16, 1e17, 123456789012345680.0,
            Double.leastNonzeroMagnitude, Double.leastNormalMagnitude, Double.greatestFiniteMagnitude, Double.infinity,
            -Double.infinity, Double.nan, Double.ulpOfOne, 2.0 / 3.0, 0x1p53 + 2, -123.456,
        ])
    func edges(value: Double) {
        #expect(Self.text(value) == value.description)
    }

    @Test("many values in a row fill and flush the buffer without loss")
    func stream() {
        var output = OutputWriter.memory(capacity: 64)
        var expected = ""
        for index in 0..<5_000 {
            let value = Double(index) / 7 - 300
            output.write(value)
            output.write(byte: 0x20)
            expected += value.description + " "
        }
        output.flush()
        #expect(output.text == expected)
    }
}
