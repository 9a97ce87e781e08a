import BenchKit
import Testing
import _TestSupport

@Suite struct RevisionComparisonTests {
    @Test("base and head alternate, base first, rounds processes each")
    func interleaving() {
        #expect(RevisionSchedule.order(rounds: 3) == [.base, .head, .base, .head, .base, .head])
        #expect(RevisionSchedule.order(rounds: 1) == [.base, .head])
        #expect(RevisionSchedule.order(rounds: 0).isEmpty)
    }

    @Test("instruction gate: more than 2% above base regresses, more than 2% below improves")
    func instructionArithmetic() {
        #expect(RevisionRow.instructionVerdict(base: 1_000_000, head: 1_020_000, threshold: 0.02) == .unchanged)
        #expect(RevisionRow.instructionVerdict(base: 1_000_000, head: 1_020_001, threshold: 0.02) == .regression)
        // 1 / 1.02 = 0.9803921…: 980,393 is just above it, 980,392 just below.
        #expect(RevisionRow.instructionVerdict(base: 1_000_000, head: 980_393, threshold: 0.02) == .unchanged)
        #expect(RevisionRow.instructionVerdict(base: 1_000_000, head: 980_392, threshold: 0.02) == .improvement)
        #expect(RevisionRow.instructionVerdict(base: nil, head: 5, threshold: 0.02) == nil)
        #expect(RevisionRow.instructionVerdict(base: 0, head: 5, threshold: 0.02) == nil)
    }

    @Test("time gate: the whole interval beyond the threshold, rows under 5 ms too short")
    func timeArithmetic() {
        let slower = RatioEstimate(ratio: 1.2, lower: 1.11, upper: 1.3)
        #expect(RevisionRow.timeVerdict(ratio: slower, baseMedian: 1, headMedian: 1.2, threshold: 0.1) == .regression)
        let straddles = RatioEstimate(ratio: 1.2, lower: 1.09, upper: 1.3)
        #expect(RevisionRow.timeVerdict(ratio: straddles, baseMedian: 1, headMedian: 1.2, threshold: 0.1) == .unchanged)
        let faster = RatioEstimate(ratio: 0.8, lower: 0.7, upper: 0.9)
        #expect(RevisionRow.timeVerdict(ratio: faster, baseMedian: 1, headMedian: 0.8, threshold: 0.1) == .improvement)
        #expect(
            RevisionRow.timeVerdict(ratio: slower, baseMedian: 0.004, headMedian: 0.005, threshold: 0.1) == .tooShort)
    }

    @Test("an instruction regression fails a row whose time is unchanged or too short; an answer change is never gated")
    func combined() {
        let even = RatioEstimate(ratio: 1, lower: 0.99, upper: 1.01)
        let row = RevisionRow(
            kernel: "k", size: 1, baseMedian: 1, headMedian: 1, ratio: even, baseInstructions: 100,
            headInstructions: 110, countedSize: 1, timeVerdict: .unchanged, instructionVerdict: .regression)
        #expect(row.verdict == .regression)
        let short = RevisionRow(
            kernel: "k", size: 1, baseMedian: 0.001, headMedian: 0.001, ratio: even, timeVerdict: .tooShort,
            instructionVerdict: .unchanged)
        #expect(short.verdict == .unchanged)
        let changed = RevisionRow(
            kernel: "k", size: 1, baseMedian: 1, headMedian: 2, ratio: nil, timeVerdict: .answerChanged,
            instructionVerdict: .regression)
        #expect(changed.verdict == .answerChanged)
        let noise = RevisionRow(
            kernel: "k", size: 1, baseMedian: 1, headMedian: 1.3, ratio: nil, timeVerdict: .notConfirmed)
        #expect(noise.verdict == .notConfirmed)
        let comparison = RevisionComparison(
            base: "b", head: "h", timeThreshold: 0.1, instructionThreshold: 0.02, rounds: 3,
            rows: [row, short, changed, noise], notes: [])
        #expect(comparison.regressions == [row])
    }

    @Test("compare.json matches the hand-written golden file in Data/benchkit/")
    func goldenJSON() throws {
        let comparison = RevisionComparison(
            base: "bb0d5d3 (bb0d5d3e8)", head: "working tree", timeThreshold: 0.1, instructionThreshold: 0.02,
            rounds: 3,
            rows: [
                RevisionRow(
                    kernel: "sieve.wheel", size: 100, baseMedian: 0.5, headMedian: 0.75,
                    ratio: RatioEstimate(ratio: 1.5, lower: 1.25, upper: 2), baseInstructions: 1000,
                    headInstructions: 1500, countedSize: 100, timeVerdict: .regression,
                    instructionVerdict: .regression),
                RevisionRow(
                    kernel: "new.kernel", size: 7, baseMedian: nil, headMedian: nil, ratio: nil, timeVerdict: .new),
            ], notes: ["a note"])
        let golden = String(decoding: try #require(readData("benchkit/compare-golden.json")), as: UTF8.self)
        #expect(try BenchJSON.encode(comparison) == golden)
        #expect(try BenchJSON.decode(RevisionComparison.self, from: golden) == comparison)
        #expect(
            comparison.markdown().contains(
                "| sieve.wheel | 100 | 500.0 ms | 750.0 ms | 1.50× [1.25–2.00] | 1,000 | 1,500 | +50.00% | **regression** |"
            ))
    }

    @Test("a kernel counted at a smaller size than its row shows that size beside both counts")
    func countedAtAnotherSize() {
        let row = RevisionRow(
            kernel: "sieve.high", size: 100_000_000, baseMedian: 0.3, headMedian: 0.3,
            ratio: RatioEstimate(ratio: 1, lower: 0.98, upper: 1.02), baseInstructions: 875_000_000,
            headInstructions: 875_000_000, countedSize: 10_000_000, timeVerdict: .unchanged,
            instructionVerdict: .unchanged)
        let markdown = RevisionComparison(
            base: "b", head: "h", timeThreshold: 0.1, instructionThreshold: 0.02, rounds: 3, rows: [row], notes: []
        ).markdown()
        #expect(markdown.contains("| 875,000,000 (n=10000000) | 875,000,000 (n=10000000) | +0.00% | unchanged |"))
    }
}
