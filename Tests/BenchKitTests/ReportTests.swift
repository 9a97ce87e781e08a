import BenchKit
import Testing
import _TestSupport

#if canImport(Glibc)
    import Glibc
#endif

/// A small fixed run: two variants of a classic kernel and one of a fast kernel in the same family.
func sampleRun(fastChecksum: String = "25") -> BenchRun {
    BenchRun(
        environment: ["cpu": "Test CPU", "date": "2026-11-30T00:00:00Z"],
        variants: [
            BenchVariant(id: "c-O2", language: "C", label: "C -O2", flags: "gcc -O2", tool: "gcc 12"),
            BenchVariant(id: "swift-O", language: "Swift", label: "Swift -O", flags: "-c release", tool: "swift 6.3.1"),
        ],
        results: [
            BenchResult(
                kernel: "sieve.classic", size: 100, variant: "c-O2", samples: [0.010, 0.011, 0.012], checksum: "25"),
            BenchResult(
                kernel: "sieve.classic", size: 100, variant: "swift-O", samples: [0.020, 0.022, 0.024], checksum: "25"),
            BenchResult(
                kernel: "sieve.wheel", size: 100, variant: "swift-O", samples: [0.001, 0.001, 0.001],
                checksum: fastChecksum),
        ],
        rules: [
            ReferenceRule(
                kernels: ["sieve.classic", "sieve.wheel"],
                references: [BenchReference(kernel: "sieve.classic", variant: "c-O2")])
        ],
        notes: ["pypy3 is not installed"])
}

@Suite struct ReportTests {
    static func golden(_ name: String) throws -> String {
        String(decoding: try #require(readData("benchkit/\(name)")), as: UTF8.self)
    }

    @Test("terminal table, Markdown, CSV and SVG match the golden files in Data/benchkit/")
    func goldenFiles() throws {
        let run = sampleRun()
        let table = BenchTable(run, resamples: 200)
        if getenv("ALGOSUITE_WRITE_GOLDEN") != nil {
            // Regenerates the golden files; review every change by eye before committing it.
            for (name, text) in [
                ("golden.txt", TextReport.terminal(run, table)), ("golden.md", TextReport.markdown(run, table)),
                ("golden.csv", TextReport.csv(table)), ("golden.svg", SVGReport.chart(table)),
                ("golden-sieve.svg", SVGReport.familyCharts(table)[0].svg),
            ] {
                let file = fopen(dataPath("benchkit/\(name)"), "w")
                fputs(text, file)
                fclose(file)
            }
        }
        #expect(TextReport.terminal(run, table) == (try Self.golden("golden.txt")))
        #expect(TextReport.markdown(run, table) == (try Self.golden("golden.md")))
        #expect(TextReport.csv(table) == (try Self.golden("golden.csv")))
        #expect(SVGReport.chart(table) == (try Self.golden("golden.svg")))
        #expect(SVGReport.familyCharts(table).map(\.family) == ["sieve"])
        #expect(SVGReport.familyCharts(table).first?.svg == (try Self.golden("golden-sieve.svg")))
    }

    @Test("the family chart: the reference first in its group, each bar's time and ratio, a legend")
    func familyChart() throws {
        let table = BenchTable(sampleRun(), resamples: 50)
        let svg = try #require(SVGReport.familyCharts(table).first?.svg)
        // sieve.classic: C -O2 (the reference, 11 ms), Swift -O 22 ms = 2×; sieve.wheel 1 ms = 0.0909×.
        #expect(svg.contains("against C -O2 sieve.classic"))
        #expect(
            svg.contains("11.0 ms · reference") && svg.contains("22.0 ms · 2.00×") && svg.contains("1.00 ms · 0.0909×"))
        let reference = try #require(svg.range(of: "reference<"))
        let slower = try #require(svg.range(of: "2.00×"))
        #expect(reference.lowerBound < slower.lowerBound)
        #expect(svg.contains("class=\"legend\"") && svg.contains(">peer library<"))
        #expect(svg.components(separatedBy: "class=\"tick\"").count >= 4)
        // The overview: the two Swift rows against their reference, on either side of 1.
        let overview = SVGReport.chart(table)
        #expect(overview.contains("sieve.classic 100 (Swift -O) vs C -O2") && overview.contains(">2.00×<"))
        #expect(overview.contains("class=\"reference-line\""))
    }

    @Test("times in the unit that keeps them between 1 and 1000, rounding deciding the unit")
    func durations() {
        #expect(ReportFormat.duration(1.23456) == "1.235 s")
        #expect(ReportFormat.duration(0.0123456) == "12.35 ms")
        #expect(ReportFormat.duration(4.567e-4) == "456.7 µs")
        #expect(ReportFormat.duration(8.9e-8) == "89.00 ns")
        #expect(ReportFormat.duration(0.00099996) == "1.000 ms")
        #expect(ReportFormat.duration(1234.5) == "1234 s" || ReportFormat.duration(1234.5) == "1235 s")
        #expect(ReportFormat.duration(0) == "0 s")
    }

    @Test("ratios: each row over its reference, the reference at exactly 1")
    func ratios() throws {
        let table = BenchTable(sampleRun(), resamples: 200)
        #expect(table.rows[0].ratio == RatioEstimate(ratio: 1, lower: 1, upper: 1))
        #expect(table.rows[0].isReference)
        #expect(try #require(table.rows[1].ratio).ratio == 2)  // 0.022 / 0.011
        #expect(abs(try #require(table.rows[2].ratio).ratio - 1.0 / 11) < 1e-12)
    }

    @Test("a checksum mismatch is an error, and the odd one out is flagged")
    func checksumMismatch() {
        let table = BenchTable(sampleRun(fastChecksum: "24"), resamples: 50)
        #expect(table.checksumErrors == ["checksum mismatch for sieve at size 100: 24 (×1), 25 (×2)"])
        #expect(table.rows.map(\.checksumAgrees) == [true, true, false])
        #expect(TextReport.terminal(sampleRun(fastChecksum: "24"), table).contains("MISMATCH 24"))
    }

    @Test("checksum domains: kernels of one family with different answers are not a mismatch")
    func domains() {
        var run = sampleRun(fastChecksum: "99")
        #expect(!BenchTable(run, resamples: 20).checksumErrors.isEmpty)
        run.checksumDomains = ["sieve.wheel": "sieve.wheel"]
        #expect(BenchTable(run, resamples: 20).checksumErrors.isEmpty)
        #expect(
            run.checksumDomain(of: "sieve.classic") == "sieve" && run.checksumDomain(of: "sieve.wheel") == "sieve.wheel"
        )
    }

    @Test("instruction counts: in the row whose kernel, variant and size they were counted at, and listed")
    func instructions() {
        var run = sampleRun()
        run.instructionCounts = [
            InstructionCount(kernel: "sieve.wheel", size: 100, variant: "swift-O", instructions: 1_234_567),
            InstructionCount(kernel: "sieve.wheel", size: 7, variant: "swift-O", instructions: 89),
        ]
        let table = BenchTable(run, resamples: 20)
        #expect(table.rows.map(\.instructions) == [nil, nil, 1_234_567])
        let markdown = TextReport.markdown(run, table)
        #expect(markdown.contains("| sieve.wheel | 100 | Swift -O | 1,234,567 |"))
        #expect(markdown.contains("| sieve.wheel | 7 | Swift -O | 89 |"))
        #expect(TextReport.csv(table).split(separator: "\n").last?.hasSuffix(",1234567") == true)
    }

    @Test("JSON round-trips a run with every raw sample")
    func json() throws {
        let run = sampleRun()
        let text = try BenchJSON.encode(run)
        #expect(try BenchJSON.decode(BenchRun.self, from: text) == run)
        let line = try BenchJSON.line(run.results[0])
        #expect(try BenchJSON.results(fromLines: "noise\n" + line + "\n") == [run.results[0]])
    }
}
