import AlgoSupport
import SolverIO
import Testing
import _TestSupport

@Suite struct OutputWriterTests {
    @Test("integers against String(describing:) on seeded values and the extremes")
    func integers() {
        var generator = SplitMix64(seed: 5)
        var values = [0, 1, -1, 9, 10, Int.max, Int.min]
        for _ in 0..<2000 {
            values.append(Int(truncatingIfNeeded: generator.next()) >> Int.random(in: 0..<63, using: &generator))
        }
        var output = OutputWriter.memory(capacity: 64)  // small: forces many flushes
        for value in values {
            output.write(value)
            output.newline()
        }
        output.write(UInt64.max)
        output.flush()
        #expect(output.text == values.map { "\($0)\n" }.joined() + "18446744073709551615")
    }

    @Test("strings and bytes longer than the buffer")
    func longWrites() {
        let text = String(repeating: "abcdefghij", count: 1000)
        var output = OutputWriter.memory(capacity: 64)
        output.write(text)
        output.write(byte: UInt8(ascii: "!"))
        output.flush()
        #expect(output.text == text + "!")
        #expect(output.writeError == 0)
    }
}
