import BenchKit
import Foundation
import Testing

/// Speed targets: which rows they speak of, their verdicts, and how the reports print them.
@Suite struct TargetTests {
    static let cRow = BenchReference(kernel: "sieve.classic", variant: "c-O2")

    /// A reference row of constant time 1 s and three rows over it: constant 0.5 s (ratio exactly
    /// 0.5), 1.0 / 1.2 / 1.4 s (a ratio interval around 1.2) and constant 2 s (exactly 2).
    static func run(_ targets: [SpeedTarget], size: Int = 100) -> BenchRun {
        BenchRun(
            environment: [:],
            variants: [
                BenchVariant(id: "c-O2", language: "C", label: "C -O2", flags: "", tool: ""),
                BenchVariant(id: "swift-O", language: "Swift", label: "Swift -O", flags: "", tool: ""),
            ],
            results: [
                BenchResult(kernel: "sieve.classic", size: size, variant: "c-O2", samples: [1, 1, 1], checksum: "1"),
                BenchResult(
                    kernel: "sieve.classic", size: size, variant: "swift-O", samples: [0.5, 0.5, 0.5], checksum: "1"),
                BenchResult(
                    kernel: "sieve.odd", size: size, variant: "swift-O", samples: [1.0, 1.2, 1.4], checksum: "1"),
                BenchResult(kernel: "sieve.wheel", size: size, variant: "swift-O", samples: [2, 2, 2], checksum: "1"),
            ],
            rules: [ReferenceRule(kernels: ["sieve.classic", "sieve.odd", "sieve.wheel"], references: [cRow])],
            targets: targets)
    }

    static func ratio(_ kernel: String, _ bound: Double, sizes: [Int] = []) -> SpeedTarget {
        SpeedTarget(
            kernel: kernel, variant: "swift-O", sizes: sizes, bound: .ratio(atMost: bound, against: cRow), source: "#0")
    }

    @Test("a ratio target is met, in doubt or missed as its interval lies under, across or over the bound")
    func ratioVerdicts() throws {
        let targets = [Self.ratio("sieve.classic", 1.1), Self.ratio("sieve.odd", 1.1), Self.ratio("sieve.wheel", 1.1)]
        let run = Self.run(targets)
        let (checks, unmeasured) = TargetCheck.checks(targets, in: BenchTable(run, resamples: 500))
        #expect(unmeasured.isEmpty)
        #expect(checks.map(\.verdict) == [.met, .inDoubt, .missed])
        #expect(checks[0].value == 0.5 && checks[0].upper == 0.5)
        #expect(checks[2].value == 2 && checks[2].lower == 2)
        // The middle row's interval holds its median ratio 1.2 and spans the bound 1.1.
        #expect(checks[1].value == 1.2 && checks[1].lower <= 1.1 && checks[1].upper > 1.1)
        // Under a bound of 3 every row is met, over 0.4 every row missed.
        #expect(
            TargetCheck.checks([Self.ratio("sieve.odd", 3)], in: BenchTable(run, resamples: 100)).checks.map(\.verdict)
                == [.met])
        #expect(
            TargetCheck.checks([Self.ratio("sieve.classic", 0.4)], in: BenchTable(run, resamples: 100)).checks.map(
                \.verdict) == [.missed])
    }

    @Test("a time target compares the median seconds, with the fastest and slowest run as its interval")
    func secondsVerdicts() {
        func verdict(_ seconds: Double) -> TargetCheck.Verdict? {
            let target = SpeedTarget(
                kernel: "sieve.odd", variant: "swift-O", bound: .seconds(atMost: seconds), source: "")
            return TargetCheck.checks([target], in: BenchTable(Self.run([target]), resamples: 10)).checks.first?.verdict
        }
        #expect(verdict(1.5) == .met)
        #expect(verdict(1.4) == .met)
        #expect(verdict(1.1) == .inDoubt)
        #expect(verdict(0.9) == .missed)
    }

    @Test("a target speaks only of its kernel, variant, sizes and named reference")
    func applies() {
        let table = BenchTable(Self.run([], size: 100), resamples: 10)
        // Another size: nothing measured.
        let sized = TargetCheck.checks([Self.ratio("sieve.odd", 1.1, sizes: [200])], in: table)
        #expect(sized.checks.isEmpty && sized.unmeasured.count == 1)
        // The reference row itself has no target check.
        let itself = SpeedTarget(
            kernel: "sieve.classic", variant: "c-O2", bound: .ratio(atMost: 1.1, against: Self.cRow), source: "")
        #expect(TargetCheck.checks([itself], in: table).checks.isEmpty)
        // A row measured against a fallback reference is not the row the target names.
        let other = SpeedTarget(
            kernel: "sieve.odd", variant: "swift-O",
            bound: .ratio(atMost: 1.1, against: BenchReference(kernel: "sieve.primesieve", variant: "primesieve")),
            source: "")
        #expect(TargetCheck.checks([other], in: table).unmeasured == [other])
        // Another variant: not this row.
        let variant = SpeedTarget(
            kernel: "sieve.odd", variant: "swift-Onone", bound: .ratio(atMost: 1.1, against: Self.cRow), source: "")
        #expect(TargetCheck.checks([variant], in: table).checks.isEmpty)
    }

    @Test("the reports list every check and what the run left out; a run without targets prints none")
    func reports() throws {
        let targets = [
            Self.ratio("sieve.classic", 1.1), Self.ratio("sieve.wheel", 1.1),
            SpeedTarget(
                kernel: "sieve.odd", variant: "swift-O", sizes: [7], bound: .seconds(atMost: 0.01), source: "#9: fast"),
        ]
        let run = Self.run(targets)
        let table = BenchTable(run, resamples: 50)
        let markdown = TextReport.markdown(run, table)
        #expect(markdown.contains("## Targets"))
        #expect(
            markdown.contains(
                "| met | sieve.classic | 100 | Swift -O | 0.500× [0.500–0.500] | "
                    + "at most 1.1× C -O2 sieve.classic | #0 |"))
        #expect(
            markdown.contains(
                "| missed | sieve.wheel | 100 | Swift -O | 2.00× [2.00–2.00] | "
                    + "at most 1.1× C -O2 sieve.classic | #0 |"))
        #expect(markdown.contains("- `sieve.odd`: #9: fast"))
        let terminal = TextReport.terminal(run, table)
        #expect(
            terminal.contains(
                "  missed    sieve.wheel n=100 Swift -O: 2.00× [2.00–2.00], at most 1.1× C -O2 sieve.classic (#0)"
            )
        )
        #expect(terminal.contains("not in this run: sieve.odd"))
        let plain = Self.run([])
        #expect(!TextReport.markdown(plain, BenchTable(plain, resamples: 10)).contains("Targets"))
        #expect(!TextReport.terminal(plain, BenchTable(plain, resamples: 10)).contains("targets"))
    }

    @Test("targets round-trip through JSON, and a run written before targets existed reads with none")
    func json() throws {
        let run = Self.run([
            Self.ratio("sieve.odd", 1.1, sizes: [100]),
            SpeedTarget(kernel: "sieve.odd", variant: "swift-O", bound: .seconds(atMost: 0.5), source: "s"),
        ])
        let text = try BenchJSON.encode(run)
        #expect(try BenchJSON.decode(BenchRun.self, from: text) == run)
        // The bounds read by name in latest.json, for CI scripts.
        #expect(text.contains("\"atMost\" : 1.1") && text.contains("\"atMost\" : 0.5"))
        // A run as the reports wrote it before targets existed: the same JSON without the key.
        var object = try #require(
            try JSONSerialization.jsonObject(with: Data(BenchJSON.encode(Self.run([])).utf8)) as? [String: Any])
        #expect(object.removeValue(forKey: "targets") != nil)
        let old = String(decoding: try JSONSerialization.data(withJSONObject: object), as: UTF8.self)
        #expect(try BenchJSON.decode(BenchRun.self, from: old).targets.isEmpty)
    }
}
