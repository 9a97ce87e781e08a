import AlgoSupport
import Testing

/// Ticks and number texts of the plots, against values worked by hand from Heckbert's rule (the
/// step is the 1, 2 or 5 × 10^k at or above a sixth of the range).
@Suite struct NiceTicksTests {
    @Test("ticks: a nice step, covering the range, printed without binary noise")
    func ticks() {
        // 2.57 / 6 = 0.43 → 0.5.
        #expect(NiceTicks.ticks(0.13...2.7) == [0, 0.5, 1, 1.5, 2, 2.5, 3])
        // 1 / 6 = 0.17 → 0.2; −3 · 0.2 is −0.6000000000000001 in binary, and prints as −0.6.
        let down = NiceTicks.ticks(-1...0)
        #expect(down.count == 6 && down.first == -1 && down.last == 0)
        #expect(down.map { NiceTicks.label($0, step: 0.2) } == ["-1.0", "-0.8", "-0.6", "-0.4", "-0.2", "0"])
        // 9e9 / 6 = 1.5e9 → 2e9.
        #expect(
            NiceTicks.ticks(1e9...1e10).map { NiceTicks.label($0, step: 2e9) } == [
                "0", "2e9", "4e9", "6e9", "8e9", "1e10",
            ])
        // A single value gets room around it; non-finite ranges fall back to 0...1.
        #expect(NiceTicks.ticks(5...5).count >= 3)
        #expect(NiceTicks.ticks(-Double.infinity...0) == [0, 1])
    }

    @Test("a log axis's ticks: 1, 2 and 5 in each decade, ending at the top power of ten")
    func decades() {
        let ticks = NiceTicks.decades(-1, 1)
        #expect(ticks.map(\.isPower) == [true, false, false, true, false, false, true])
        let expected = [0.1, 0.2, 0.5, 1, 2, 5, 10]
        #expect(zip(ticks.map(\.value), expected).allSatisfy { abs($0 - $1) <= 1e-15 * $1 } && ticks.count == 7)
    }

    @Test("labels: the step's decimals, powers of ten for the very large and small")
    func labels() {
        #expect(NiceTicks.label(0.30000000000000004, step: 0.1) == "0.3")
        #expect(NiceTicks.label(2500, step: 500) == "2500")
        #expect(NiceTicks.label(2.5e6, step: 5e5) == "2.5e6")
        #expect(NiceTicks.label(3e-5, step: 1e-5) == "3e-5")
        #expect(NiceTicks.label(1e-17, step: 0.5) == "0")
    }

    @Test("significant digits, trailing zeros kept, rounding that carries into the next decade")
    func significant() {
        #expect(NiceTicks.significant(0.58299501463) == "0.5830")
        #expect(NiceTicks.significant(9.9996) == "10.00")
        #expect(NiceTicks.significant(1.2346e-7) == "1.235e-7")
        #expect(NiceTicks.significant(4e9) == "4.000e9")
        #expect(NiceTicks.significant(-2.5, 2) == "-2.5")
        #expect(NiceTicks.significant(9.80665) == "9.807")
        #expect(NiceTicks.significant(0) == "0.000")
        #expect(NiceTicks.significant(-0.00001, 2) == "-1.0e-5")
        #expect(NiceTicks.significant(.infinity) == "inf")
    }
}
