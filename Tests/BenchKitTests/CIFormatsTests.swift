import BenchKit
import Foundation
import Testing
import _TestSupport

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// The CI formats, read back as their consumers read them: each entry has the fields and types
/// of the example in the tool's own documentation, and the JUnit XML parses with its counts right.
@Suite struct CIFormatsTests {
    static let run = TargetTests.run(
        [
            TargetTests.ratio("sieve.classic", 1.1), TargetTests.ratio("sieve.odd", 1.1),
            TargetTests.ratio("sieve.wheel", 1.1),
        ], size: 10_000_000_000)
    static let table = BenchTable(run, resamples: 500)

    /// The keys and JSON types of each object in `json` (an array or an object of objects).
    static func shapes(_ objects: [[String: Any]]) -> [[String: String]] {
        objects.map { object in
            object.mapValues { value in
                switch value {
                case is String: "string"
                // JSON true/false come back as NSNumber too, with objCType "c".
                case let number as NSNumber where String(cString: number.objCType) != "c": "number"
                default: "other"
                }
            }
        }
    }

    @Test("github-action-benchmark: the README's customSmallerIsBetter example's fields and types")
    func githubBenchmark() throws {
        // github-action-benchmark's README, "Examples", customSmallerIsBetter (range and extra optional).
        let fixture = """
            [{"name": "My Custom Smaller Is Better Benchmark - CPU Load", "unit": "Percent", "value": 50},
             {"name": "My Custom Smaller Is Better Benchmark - Memory Used", "unit": "Megabytes", "value": 100,
              "range": "3", "extra": "Value for Tooltip: 25\\nOptional Num #2: 100\\nAnything Else!"}]
            """
        let allowed = try #require(
            try JSONSerialization.jsonObject(with: Data(fixture.utf8)) as? [[String: Any]])
        let allowedTypes = Self.shapes(allowed).reduce(into: [String: String]()) { $0.merge($1) { a, _ in a } }
        let text = try BenchJSON.encode(CIFormats.githubBenchmark(Self.table))
        let ours = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [[String: Any]])
        // Four rows, three with a ratio to the reference (the reference itself has none).
        #expect(ours.count == 7)
        for shape in Self.shapes(ours) {
            #expect(["name", "unit", "value"].allSatisfy { shape[$0] != nil })
            #expect(shape.allSatisfy { allowedTypes[$0.key] == $0.value }, "\(shape)")
        }
        #expect(ours[0]["name"] as? String == "sieve.classic n=10^10 [C -O2]")
        #expect(ours[0]["unit"] as? String == "ns" && ours[0]["value"] as? Double == 1e9)
        let wheelRatio = ours.first { ($0["name"] as? String)?.hasPrefix("sieve.wheel n=10^10 [Swift -O] / ") == true }
        #expect(wheelRatio?["unit"] as? String == "×" && wheelRatio?["value"] as? Double == 2)
    }

    @Test("Bencher Metric Format: the docs' example's nesting, keys and types")
    func bencher() throws {
        // bencher.dev, "Bencher Metric Format (BMF) JSON".
        let fixture = #"{"benchmark_name": {"latency": {"value": 88.0, "lower_value": 87.42, "upper_value": 88.88}}}"#
        let example = try #require(
            try JSONSerialization.jsonObject(with: Data(fixture.utf8)) as? [String: [String: [String: Any]]])
        let exampleKeys = Set(example.values.first!.values.first!.keys)
        let text = try BenchJSON.encode(CIFormats.bencherMetrics(Self.table))
        let ours = try #require(
            try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: [String: [String: Any]]])
        #expect(ours.count == 4)
        for (_, measures) in ours {
            #expect(measures["latency"] != nil)
            for (_, metric) in measures {
                #expect(Set(metric.keys).isSubset(of: exampleKeys) && metric["value"] != nil)
                #expect(Self.shapes([metric])[0].values.allSatisfy { $0 == "number" })
            }
        }
        let odd = try #require(ours["sieve.odd n=10^10 [Swift -O]"])
        #expect(odd["latency"]?["value"] as? Double == 1.2e9)
        #expect(odd["latency"]?["lower_value"] as? Double == 1e9 && odd["latency"]?["upper_value"] as? Double == 1.4e9)
        #expect(odd["ratio"]?["value"] as? Double == 1.2)
    }

    /// Counts what an XML parser sees.
    final class JUnitReader: NSObject, XMLParserDelegate {
        var suites: [[String: String]] = []
        var cases = 0
        var failures = 0
        var skipped = 0
        func parser(
            _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
            attributes: [String: String] = [:]
        ) {
            switch name {
            case "testsuite": suites.append(attributes)
            case "testcase":
                cases += 1
                if attributes["name"] == nil || attributes["classname"] == nil { failures += 1000 }
            case "failure": failures += 1
            case "skipped": skipped += 1
            default: break
            }
        }
    }

    @Test("JUnit XML parses; each suite's tests and failures match its test cases; a missed target fails")
    func junit() throws {
        let checks = TargetCheck.checks(Self.run.targets, in: Self.table).checks
        let xml = CIFormats.junit(comparison: nil, checks: checks, timestamp: "2026-12-07T00:00:00Z")
        let parser = XMLParser(data: Data(xml.utf8))
        let reader = JUnitReader()
        parser.delegate = reader
        #expect(parser.parse(), "\(parser.parserError.map { "\($0)" } ?? "")")
        #expect(reader.suites.count == 1 && reader.suites[0]["tests"] == "\(reader.cases)")
        // classic at 0.5× (met), odd at 1.2× (in doubt), wheel at 2× (missed): one failure.
        #expect(reader.cases == 3 && reader.failures == 1 && reader.suites[0]["failures"] == "1")
        #expect(xml.contains("name=\"sieve.wheel@swift-O n=10^10\"><failure type=\"missed target\""))
    }

    @Test("a regression is a JUnit failure only when re-measurement confirmed it")
    func gateCases() throws {
        let key = "sieve.wheel|swift-O|10000000000"
        let comparison = BaselineComparison(
            table: Self.table, baseline: Baseline(ratios: [key: 1.0], recorded: ""), threshold: 0.1)
        #expect(comparison.regressions.map(\.key) == [key])
        for (unconfirmed, failures) in [(Set<String>(), 1), ([key], 0)] {
            let xml = CIFormats.junit(comparison: comparison, unconfirmed: unconfirmed, checks: [], timestamp: "")
            let reader = JUnitReader()
            let parser = XMLParser(data: Data(xml.utf8))
            parser.delegate = reader
            #expect(parser.parse())
            #expect(reader.failures == failures && reader.suites.first?["failures"] == "\(failures)")
        }
    }

    @Test("compare's JUnit: a failure per regression, skipped rows that could not be compared")
    func compareJUnit() throws {
        let comparison = RevisionComparison(
            base: "abc1234", head: "working tree", timeThreshold: 0.1, instructionThreshold: 0.02, rounds: 3,
            rows: [
                RevisionRow(
                    kernel: "sieve.wheel", size: 100_000_000, baseMedian: 0.5, headMedian: 0.75,
                    ratio: RatioEstimate(ratio: 1.5, lower: 1.25, upper: 2), timeVerdict: .regression),
                RevisionRow(
                    kernel: "sieve.odd", size: 100_000_000, baseMedian: 0.5, headMedian: 0.5,
                    ratio: RatioEstimate(ratio: 1, lower: 0.98, upper: 1.02), timeVerdict: .unchanged),
                RevisionRow(
                    kernel: "new.kernel", size: 7, baseMedian: nil, headMedian: nil, ratio: nil, timeVerdict: .new),
            ], notes: [])
        let xml = CIFormats.junit(comparison, timestamp: "2026-12-08T00:00:00Z")
        let reader = JUnitReader()
        let parser = XMLParser(data: Data(xml.utf8))
        parser.delegate = reader
        #expect(parser.parse(), "\(parser.parserError.map { "\($0)" } ?? "")")
        #expect(reader.cases == 3 && reader.failures == 1 && reader.skipped == 1)
        #expect(reader.suites.first?["failures"] == "1" && reader.suites.first?["skipped"] == "1")
        #expect(xml.contains("name=\"sieve.wheel n=10^8\"><failure type=\"regression\""))
        // github-action-benchmark: the two rows with a ratio, smaller is better.
        let entries = CIFormats.githubBenchmark(comparison)
        #expect(entries.map(\.value) == [1.5, 1] && entries.allSatisfy { $0.unit == "×" })
    }

    @Test("sizes print as people write them: powers of ten and two, else digits")
    func sizes() throws {
        let text = try BenchJSON.encode(CIFormats.githubBenchmark(BenchTable(TargetTests.run([], size: 1 << 20))))
        #expect(text.contains("n=2^20 ["))
        #expect(
            try BenchJSON.encode(CIFormats.githubBenchmark(BenchTable(TargetTests.run([], size: 1000)))).contains(
                "n=1000 ["))
    }
}

/// hyperfine's own `--export-json` file is the fixture: ours has its fields with the same JSON
/// types, and the statistics of the given times.
@Suite struct HyperfineExportTests {
    static let hyperfine = shellCommand("command -v hyperfine").status == 0

    @Test(
        "the fields and types of hyperfine's own export, and the statistics of the runs",
        .enabled(if: hyperfine, "hyperfine is not installed (make deps installs it)"))
    func sameShape() throws {
        let path = temporaryDirectory("hyperfine") + "/true.json"
        #expect(shellCommand("hyperfine --runs 3 --export-json \(shellQuoted(path)) true >/dev/null 2>&1").status == 0)
        let text = try #require(readTextFile(path))
        let theirs = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let theirResult = try #require((theirs["results"] as? [[String: Any]])?.first)
        let export = CIFormats.HyperfineExport(results: [
            CIFormats.HyperfineResult(
                command: "algo dslr < in", wall: [1, 2, 4], user: [0.5, 1, 1.5], system: [0, 0, 0.3])
        ])
        let ours = try #require(
            try JSONSerialization.jsonObject(with: Data(try BenchJSON.encode(export).utf8)) as? [String: Any])
        let result = try #require((ours["results"] as? [[String: Any]])?.first)
        // Every field hyperfine writes for a command without parameters, with the same JSON type.
        for (key, value) in theirResult {
            #expect(result[key] != nil, "missing \(key)")
            #expect(
                type(of: result[key] ?? 0) == type(of: value) || (result[key] is NSNumber && value is NSNumber),
                "\(key)")
        }
        #expect(result["mean"] as? Double == 7.0 / 3 && result["median"] as? Double == 2)
        #expect(result["min"] as? Double == 1 && result["max"] as? Double == 4 && result["user"] as? Double == 1)
        #expect(result["times"] as? [Double] == [1, 2, 4] && result["exit_codes"] as? [Int] == [0, 0, 0])
        // The sample standard deviation (n − 1), as hyperfine reports it; Python statistics.stdev.
        #expect(abs((result["stddev"] as? Double ?? 0) - 1.5275252316519468) < 1e-12)
    }
}
