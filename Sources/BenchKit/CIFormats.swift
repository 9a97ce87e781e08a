import AlgoSupport
import Foundation

/// The matrix in the formats CI tools already read, beside the harness's own `latest.json`:
///
/// - **github-action-benchmark**, `customSmallerIsBetter`: an array of `{name, unit, value,
///   range, extra}` (its README, "Examples/Custom"). Each row gives its median time in ns and,
///   when it has a reference, a second entry with the ratio (×), which is what stays comparable
///   from one machine to the next.
/// - **Bencher Metric Format** (BMF): `{benchmark: {measure: {value, lower_value, upper_value}}}`
///   (bencher.dev, "Bencher Metric Format"), `latency` in ns (min…max) and `ratio` (its 95%
///   interval).
/// - **JUnit XML**: one `<testcase>` per gated baseline row and per speed target checked, a
///   `<failure>` for a regression or a missed target; the schema's required attributes (Jenkins'
///   and GitLab's readers take this subset).
public enum CIFormats {
    /// One command of hyperfine's `--export-json` file: its field names and meanings (times in
    /// seconds, wall clock; `user` and `system` the means of the CPU times; every run's time).
    public struct HyperfineResult: Codable, Equatable, Sendable {
        public var command: String
        public var mean: Double
        public var stddev: Double
        public var median: Double
        public var user: Double
        public var system: Double
        public var min: Double
        public var max: Double
        public var times: [Double]
        public var exitCodes: [Int]

        enum CodingKeys: String, CodingKey {
            case command, mean, stddev, median, user, system, min, max, times
            case exitCodes = "exit_codes"
        }

        /// A command's runs: wall, user and system seconds of each.
        public init(command: String, wall: [Double], user: [Double], system: [Double]) {
            let summary = SampleSummary(wall)
            self.command = command
            mean = summary.mean
            stddev = summary.standardDeviation
            median = summary.median
            self.user = user.reduce(0, +) / Double(Swift.max(user.count, 1))
            self.system = system.reduce(0, +) / Double(Swift.max(system.count, 1))
            min = summary.min
            max = summary.max
            times = wall
            exitCodes = wall.map { _ in 0 }
        }
    }

    /// hyperfine's export: `{"results": [...]}`.
    public struct HyperfineExport: Codable, Equatable, Sendable {
        public var results: [HyperfineResult]
        public init(results: [HyperfineResult]) { self.results = results }
    }

    /// One github-action-benchmark entry.
    public struct GitHubBenchmarkEntry: Codable, Equatable, Sendable {
        public var name: String
        public var unit: String
        public var value: Double
        public var range: String?
        public var extra: String?
    }

    /// A row's name in every format: `sieve.wheel n=10^10 [Swift -O]`.
    public static func name(_ row: BenchTable.Row) -> String {
        "\(row.kernel) n=\(ReportFormat.size(row.size)) [\(row.variant.label)]"
    }

    /// The github-action-benchmark entries of `table`, in row order.
    ///
    /// - Complexity: O(*r*) for *r* rows.
    public static func githubBenchmark(_ table: BenchTable) -> [GitHubBenchmarkEntry] {
        table.rows.filter(\.checksumAgrees).flatMap { row -> [GitHubBenchmarkEntry] in
            let nanoseconds = row.summary.median * 1e9
            var entries = [
                GitHubBenchmarkEntry(
                    name: name(row), unit: "ns", value: nanoseconds.rounded(),
                    range: "± \(Int((row.summary.standardDeviation * 1e9).rounded()))",
                    extra: "\(row.summary.count) runs; \(row.variant.tool) \(row.variant.flags)")
            ]
            if let ratio = row.ratio, let reference = row.reference, !row.isReference {
                entries.append(
                    GitHubBenchmarkEntry(
                        name: name(row) + " / " + reference.kernel + "@" + reference.variant, unit: "×",
                        value: ratio.ratio,
                        range:
                            "\(ReportFormat.significant(ratio.lower, 3))–\(ReportFormat.significant(ratio.upper, 3))",
                        extra: "time over the reference measured in the same run (95% bootstrap interval)"))
            }
            return entries
        }
    }

    /// One BMF measure.
    public struct BMFMetric: Codable, Equatable, Sendable {
        public var value: Double
        public var lowerValue: Double?
        public var upperValue: Double?

        enum CodingKeys: String, CodingKey {
            case value
            case lowerValue = "lower_value"
            case upperValue = "upper_value"
        }
    }

    /// The BMF object of `table`: benchmark name → measure → metric.
    public static func bencherMetrics(_ table: BenchTable) -> [String: [String: BMFMetric]] {
        var metrics: [String: [String: BMFMetric]] = [:]
        for row in table.rows where row.checksumAgrees {
            var measures = [
                "latency": BMFMetric(
                    value: row.summary.median * 1e9, lowerValue: row.summary.min * 1e9,
                    upperValue: row.summary.max * 1e9)
            ]
            if let ratio = row.ratio, !row.isReference {
                measures["ratio"] = BMFMetric(value: ratio.ratio, lowerValue: ratio.lower, upperValue: ratio.upper)
            }
            metrics[name(row)] = measures
        }
        return metrics
    }

    /// JUnit XML: a suite for the baseline gate (when the run was compared with one) and a suite
    /// for the speed targets.
    ///
    /// - Complexity: O(*r* + *t*) for *r* compared rows and *t* checks.
    ///
    /// - Parameters:
    ///   - comparison: the rows compared with the baseline, if the run had one.
    ///   - unconfirmed: regressions that a re-measurement did not confirm (noise): reported,
    ///     not failed, as the gate treats them.
    ///   - checks: the speed targets checked in the run.
    ///   - timestamp: the run's start, ISO 8601.
    public static func junit(
        comparison: BaselineComparison?, unconfirmed: Set<String> = [], checks: [TargetCheck], timestamp: String
    ) -> String {
        var suites: [(name: String, cases: [String], failures: Int)] = []
        if let comparison {
            var cases: [String] = []
            var failures = 0
            for entry in comparison.entries where entry.gated {
                var body = ""
                let detail =
                    "ratio \(entry.current.map { ReportFormat.ratio($0) } ?? "-") against the baseline's "
                    + "\(entry.baseline.map { ReportFormat.significant($0, 3) + "×" } ?? "-")"
                switch entry.verdict {
                case .regression where unconfirmed.contains(entry.key):
                    body =
                        "<system-out>\(("regression not confirmed on re-measurement (noise): " + detail).xmlEscaped)</system-out>"
                case .regression:
                    failures += 1
                    body = "<failure type=\"regression\" message=\"\(detail.xmlEscaped)\"/>"
                case .missing, .tooShort, .new:
                    body = "<skipped message=\"\(entry.verdict.rawValue.xmlEscaped)\"/>"
                default:
                    body = "<system-out>\((entry.verdict.rawValue + ": " + detail).xmlEscaped)</system-out>"
                }
                cases.append(
                    "<testcase classname=\"baseline\" name=\"\(entry.key.xmlEscaped)\">\(body)</testcase>")
            }
            suites.append(("algo-bench baseline gate", cases, failures))
        }
        var cases: [String] = []
        var failures = 0
        for check in checks {
            let name = "\(check.target.kernel)@\(check.target.variant) n=\(ReportFormat.size(check.size))"
            let measured =
                "\(ReportFormat.significant(check.value, 3)) [\(ReportFormat.significant(check.lower, 3))–"
                + "\(ReportFormat.significant(check.upper, 3))], bound \(ReportFormat.significant(check.target.bound.limit, 3))"
                + " (\(check.target.source))"
            let body: String
            switch check.verdict {
            case .missed:
                failures += 1
                body = "<failure type=\"missed target\" message=\"\(measured.xmlEscaped)\"/>"
            case .inDoubt: body = "<system-out>\(("in doubt: " + measured).xmlEscaped)</system-out>"
            case .met: body = "<system-out>\(("met: " + measured).xmlEscaped)</system-out>"
            }
            cases.append("<testcase classname=\"speed target\" name=\"\(name.xmlEscaped)\">\(body)</testcase>")
        }
        suites.append(("algo-bench speed targets", cases, failures))
        return testsuites(suites, timestamp: timestamp)
    }

    /// JUnit XML around `suites` (each a name, its `<testcase>` elements and how many failed).
    static func testsuites(_ suites: [(name: String, cases: [String], failures: Int)], timestamp: String) -> String {
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites name=\"algo-bench\">\n"
        for (index, suite) in suites.enumerated() {
            xml +=
                "  <testsuite name=\"\(suite.name.xmlEscaped)\" id=\"\(index)\" tests=\"\(suite.cases.count)\" "
                + "failures=\"\(suite.failures)\" errors=\"0\" skipped=\"\(suite.cases.filter { $0.contains("<skipped") }.count)\" "
                + "timestamp=\"\(timestamp.xmlEscaped)\">\n"
            for testcase in suite.cases { xml += "    \(testcase)\n" }
            xml += "  </testsuite>\n"
        }
        return xml + "</testsuites>\n"
    }

    /// JUnit XML of a same-run A/B (`algo-bench compare`): one test case per kernel and size, a
    /// failure for a regression (time confirmed by re-measurement, or instructions), skipped when
    /// the row could not be compared (new, answer changed, too short to time and not counted).
    ///
    /// - Complexity: O(*r*) for *r* rows.
    public static func junit(_ comparison: RevisionComparison, timestamp: String) -> String {
        var cases: [String] = []
        var failures = 0
        for row in comparison.rows {
            let name = "\(row.kernel) n=\(ReportFormat.size(row.size))"
            var detail = "head/base \(ReportFormat.ratio(row.ratio))"
            if let base = row.baseInstructions, let head = row.headInstructions {
                detail += ", instructions \(base) → \(head)"
            }
            let body: String
            switch row.verdict {
            case .regression:
                failures += 1
                body = "<failure type=\"regression\" message=\"\(detail.xmlEscaped)\"/>"
            case .new, .answerChanged, .tooShort:
                body = "<skipped message=\"\(row.verdict.rawValue.xmlEscaped)\"/>"
            default:
                body = "<system-out>\((row.verdict.rawValue + ": " + detail).xmlEscaped)</system-out>"
            }
            cases.append("<testcase classname=\"compare\" name=\"\(name.xmlEscaped)\">\(body)</testcase>")
        }
        return testsuites(
            [("algo-bench compare: \(comparison.head) against \(comparison.base)", cases, failures)],
            timestamp: timestamp)
    }

    /// github-action-benchmark entries of a same-run A/B: each row's head/base time ratio
    /// (`customSmallerIsBetter`, unit ×), with its interval.
    ///
    /// - Complexity: O(*r*) for *r* rows.
    public static func githubBenchmark(_ comparison: RevisionComparison) -> [GitHubBenchmarkEntry] {
        comparison.rows.compactMap { row in
            row.ratio.map { ratio in
                GitHubBenchmarkEntry(
                    name: "\(row.kernel) n=\(ReportFormat.size(row.size)) head/base", unit: "×", value: ratio.ratio,
                    range: "\(ReportFormat.significant(ratio.lower, 3))–\(ReportFormat.significant(ratio.upper, 3))",
                    extra:
                        "\(comparison.head) against \(comparison.base), measured in the same run: \(row.verdict.rawValue)"
                )
            }
        }
    }

}
