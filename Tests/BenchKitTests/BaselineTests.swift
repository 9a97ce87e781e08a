import BenchKit
import Testing

@Suite struct BaselineTests {
    /// A table whose rows have the given ratios to a reference row "ref", all in a Swift variant "v"
    /// (the project's own code, which the gate covers).
    /// `samples`, when given, replaces every non-reference row's three equal runs.
    static func table(_ ratios: [String: Double], seconds: Double = 0.01, samples: [Double]? = nil) -> BenchTable {
        var results = [
            BenchResult(kernel: "k.ref", size: 1, variant: "v", samples: [seconds, seconds, seconds], checksum: "1")
        ]
        for (kernel, ratio) in ratios.sorted(by: { $0.key < $1.key }) {
            let t = seconds * ratio
            results.append(
                BenchResult(kernel: kernel, size: 1, variant: "v", samples: samples ?? [t, t, t], checksum: "1"))
        }
        let rule = ReferenceRule(
            kernels: ["k.ref"] + ratios.keys.sorted(), references: [BenchReference(kernel: "k.ref", variant: "v")])
        let variant = BenchVariant(id: "v", language: "Swift", label: "Swift -O", flags: "", tool: "")
        return BenchTable(
            BenchRun(environment: [:], variants: [variant], results: results, rules: [rule]), resamples: 100)
    }

    @Test("a regression, an improvement, an unchanged row, a new kernel and a missing kernel")
    func verdicts() {
        let baseline = Baseline(
            ratios: ["k.slow|v|1": 1.0, "k.fast|v|1": 2.0, "k.same|v|1": 1.5, "k.gone|v|1": 3.0], recorded: "test")
        let now = Self.table(["k.slow": 1.5, "k.fast": 1.0, "k.same": 1.6, "k.new": 0.5])
        let comparison = BaselineComparison(table: now, baseline: baseline, threshold: 0.25)
        let verdicts = Dictionary(uniqueKeysWithValues: comparison.entries.map { ($0.key, $0.verdict) })
        #expect(verdicts["k.slow|v|1"] == .regression)
        #expect(verdicts["k.fast|v|1"] == .improvement)
        #expect(verdicts["k.same|v|1"] == .unchanged)
        #expect(verdicts["k.new|v|1"] == .new)
        #expect(verdicts["k.gone|v|1"] == .missing)
        #expect(verdicts["k.ref|v|1"] == nil)  // the reference is 1 by definition, never gated
        #expect(comparison.regressions.map(\.key) == ["k.slow|v|1"])
    }

    @Test("a baseline stores ratios, not seconds, and leaves references out")
    func recording() {
        let baseline = Baseline(Self.table(["k.a": 2.0], seconds: 0.5), recorded: "now")
        #expect(baseline.ratios == ["k.a|v|1": 2.0])
        let faster = Baseline(Self.table(["k.a": 2.0], seconds: 0.05), recorded: "now")
        #expect(faster.ratios == baseline.ratios)
    }

    @Test("rows whose fastest run, or references whose median, is under the minimum time are reported, never gated")
    func tooShort() {
        let baseline = Baseline(ratios: ["k.a|v|1": 1.0], recorded: "test")
        let comparison = BaselineComparison(table: Self.table(["k.a": 3.0], seconds: 0.0001), baseline: baseline)
        #expect(comparison.entries.map(\.verdict) == [.tooShort])
        #expect(comparison.regressions.isEmpty)
        // A long row against a too-short reference is not gated either: the ratio is noise.
        let shortReference = BaselineComparison(table: Self.table(["k.a": 5.0], seconds: 0.002), baseline: baseline)
        #expect(shortReference.entries.map(\.verdict) == [.tooShort])
        // A short row slowed past the limit by noise (median 5.2 ms, fastest 3.7 ms) is still short.
        let noisy = Self.table(["k.a": 3.0], seconds: 0.01, samples: [0.0037, 0.0052, 0.0053])
        let slowedShort = BaselineComparison(table: noisy, baseline: baseline)
        #expect(slowedShort.entries.map(\.verdict) == [.tooShort])
        // The same row with every run above 5 ms is gated: 0.52 against a baseline of 1.0 improves.
        #expect(
            BaselineComparison(table: Self.table(["k.a": 0.52], seconds: 0.01), baseline: baseline).entries.map(
                \.verdict) == [.improvement])
    }
}
