import AlgoSupport
import Judge

/// `algo judge --junit FILE`: the verdicts as JUnit XML, which CI servers (GitHub's test
/// reporters, GitLab, Jenkins) show as a test list: one `<testcase>` per test, a `<failure>`
/// for every verdict but AC (its type the verdict, its message the judge's note), `<skipped>`
/// for a test not graded after its group stopped, the CPU seconds as the time.
enum JUnitText {
    struct Case {
        var name: String
        var group: String
        var verdict: String
        var accepted: Bool
        var graded: Bool
        var seconds: Double
        var message: String
    }

    static func suite(_ name: String, _ cases: [Case]) -> String {
        let failures = cases.filter { $0.graded && !$0.accepted }.count
        let skipped = cases.filter { !$0.graded }.count
        let total = cases.reduce(0) { $0 + $1.seconds }
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        xml += "<testsuites name=\"algo judge\" tests=\"\(cases.count)\" failures=\"\(failures)\">\n"
        xml += "  <testsuite name=\"\(name.xmlEscaped)\" tests=\"\(cases.count)\" failures=\"\(failures)\" "
        xml += "errors=\"0\" skipped=\"\(skipped)\" time=\"\(formatSeconds(total))\">\n"
        for item in cases {
            xml += "    <testcase classname=\"\((item.group.isEmpty ? name : name + "." + item.group).xmlEscaped)\" "
            xml += "name=\"\(item.name.xmlEscaped)\" time=\"\(formatSeconds(item.seconds))\""
            if !item.graded {
                xml += "><skipped message=\"not graded: its group had stopped\"/></testcase>\n"
            } else if item.accepted {
                xml += "/>\n"
            } else {
                xml +=
                    "><failure type=\"\(item.verdict.xmlEscaped)\" message=\"\(item.message.xmlEscaped)\"/></testcase>\n"
            }
        }
        return xml + "  </testsuite>\n</testsuites>\n"
    }

    static func report(_ report: JudgeReport, problem: JudgeProblem) -> String {
        suite(
            problem.name,
            report.results.map {
                Case(
                    name: $0.test.name, group: "", verdict: $0.verdict.rawValue, accepted: $0.verdict == .accepted,
                    graded: true, seconds: $0.outcome.cpuSeconds, message: $0.message)
            })
    }

    static func report(_ report: PackageReport) -> String {
        suite(
            report.problem,
            report.results.map {
                Case(
                    name: $0.test.name, group: $0.test.group, verdict: $0.verdict.packageName,
                    accepted: $0.verdict == .accepted, graded: $0.graded, seconds: $0.outcome.cpuSeconds,
                    message: $0.feedback.isEmpty ? $0.message : $0.message + ": " + $0.feedback)
            })
    }
}
