import AlgoSupport
import Judge

/// Reports of `algo judge PACKAGE` as text and as JSON.
enum PackageText {
    static func report(_ report: PackageReport, package: ProblemPackage, command: [String]) -> String {
        var text = "judge \(package.shortName) (\(package.title)): \(package.tests.count) tests, limits "
        text += "\(JudgeText.seconds(report.timeLimit)) s CPU (\(report.timeLimitSource)) and \(report.memoryMiB) MiB; "
        text += "\(package.hasCustomOutputValidator ? "the package's output validator" : "the default validator")"
        text += "; command: \(command.joined(separator: " "))\n"
        text += "test                     verdict  CPU s    wall s   memory     note\n"
        for result in report.results {
            text += JudgeText.pad(result.test.name, 24) + " " + JudgeText.pad(result.verdict.packageName, 8) + " "
            text += JudgeText.pad(JudgeText.seconds(result.outcome.cpuSeconds), 8) + " "
            text += JudgeText.pad(JudgeText.seconds(result.outcome.wallSeconds), 8) + " "
            text += JudgeText.pad(JudgeText.mebibytes(result.outcome.peakKiB), 10) + " "
            if package.isScoring { text += "score \(number(result.score))  " }
            text += (result.graded ? "" : "(not graded: its group had stopped) ") + result.message + "\n"
            text = JudgeText.trimmedRow(text)
        }
        if package.isScoring || report.groups.count > 2 {
            for group in report.groups where !group.name.isEmpty {
                text += "group \(group.name): \(group.verdict.packageName)"
                if package.isScoring { text += ", score \(number(group.score))" }
                text += group.inRange ? "\n" : " (outside the group's range)\n"
            }
        }
        let skipped = package.tests.count - report.results.count
        text += "verdict: \(report.verdict.packageName)"
        if let score = report.score { text += ", score \(number(score))" }
        text += ", \(JudgeText.seconds(report.seconds)) s CPU at most, \(JudgeText.mebibytes(report.peakKiB))"
        if skipped > 0 { text += "; \(skipped) tests not run after a rejection (on_reject: break)" }
        return text + "\n"
    }

    static func json(_ report: PackageReport) -> String {
        var fields = [
            "\"problem\": " + report.problem.jsonQuoted, "\"verdict\": " + report.verdict.packageName.jsonQuoted,
            "\"score\": " + (report.score.map(number) ?? "null"), "\"time_s\": \(rounded(report.seconds))",
            "\"memory_mb\": \(rounded(Double(report.peakKiB) / 1024))", "\"time_limit_s\": \(report.timeLimit)",
        ]
        let tests = report.results.map { result in
            "{\"name\": \(result.test.name.jsonQuoted), \"group\": \(result.test.group.jsonQuoted), "
                + "\"verdict\": \(result.verdict.packageName.jsonQuoted), \"time_s\": \(rounded(result.outcome.cpuSeconds)), "
                + "\"memory_mb\": \(rounded(Double(result.outcome.peakKiB) / 1024)), \"graded\": \(result.graded), "
                + "\"message\": \(result.message.jsonQuoted), \"feedback\": \(result.feedback.jsonQuoted)}"
        }
        fields.append("\"tests\": [" + tests.joined(separator: ", ") + "]")
        let groups = report.groups.map { group in
            "{\"name\": \(group.name.jsonQuoted), \"verdict\": \(group.verdict.packageName.jsonQuoted), "
                + "\"score\": \(report.score == nil ? "null" : number(group.score)), \"in_range\": \(group.inRange)}"
        }
        fields.append("\"groups\": [" + groups.joined(separator: ", ") + "]")
        return "{" + fields.joined(separator: ", ") + "}"
    }

    static func validation(_ invalid: [PackageJudge.InvalidInput], checks: Int, package: ProblemPackage) -> String {
        var text = "validate \(package.shortName): \(package.inputValidators.count) input validators × "
        text += "\(package.tests.count) inputs\n"
        for item in invalid {
            text += "\(item.isJudgeError ? "JE" : "invalid") \(item.test).in (\(item.validator)): \(item.message)\n"
        }
        text +=
            invalid.isEmpty
            ? "every input is valid (\(checks) checks)\n" : "\(invalid.count) of \(checks) checks failed\n"
        return text
    }

    static func json(validation invalid: [PackageJudge.InvalidInput], checks: Int, package: ProblemPackage) -> String {
        let items = invalid.map {
            "{\"test\": \($0.test.jsonQuoted), \"validator\": \($0.validator.jsonQuoted), "
                + "\"judge_error\": \($0.isJudgeError), \"message\": \($0.message.jsonQuoted)}"
        }
        return "{\"problem\": \(package.shortName.jsonQuoted), \"checks\": \(checks), \"invalid\": ["
            + items.joined(separator: ", ") + "]}"
    }

    static func submissions(
        _ checks: [PackageJudge.SubmissionCheck], package: ProblemPackage, limit: Double, source: String
    ) -> String {
        var text = "submissions of \(package.shortName): time limit \(JudgeText.seconds(limit)) s (\(source))\n"
        text += "expected verdict   CPU s    submission\n"
        for check in checks {
            guard let report = check.report else {
                text += JudgeText.pad(check.expected, 8) + " skipped           \(check.path): \(check.skipped ?? "")\n"
                continue
            }
            text += JudgeText.pad(check.expected, 8) + " " + JudgeText.pad(report.verdict.packageName, 8) + " "
            text += JudgeText.pad(JudgeText.seconds(report.seconds), 8) + " " + check.path
            if let score = report.score { text += " (score \(number(score)))" }
            text += check.matches ? "\n" : "  MISMATCH\n"
        }
        let mismatches = checks.filter { !$0.matches }.count
        let judged = checks.filter { $0.report != nil }.count
        text +=
            mismatches == 0
            ? "every judged submission (\(judged) of \(checks.count)) got its folder's verdict\n"
            : "\(mismatches) of \(judged) judged submissions did not get their folder's verdict\n"
        return text
    }

    static func json(submissions checks: [PackageJudge.SubmissionCheck], package: ProblemPackage, limit: Double)
        -> String
    {
        let items = checks.map { check in
            "{\"path\": \(check.path.jsonQuoted), \"expected\": \(check.expected.jsonQuoted), "
                + "\"verdict\": \(check.report.map { $0.verdict.packageName.jsonQuoted } ?? "null"), "
                + "\"time_s\": \(check.report.map { "\(rounded($0.seconds))" } ?? "null"), "
                + "\"score\": \(check.report?.score.map(number) ?? "null"), "
                + "\"matches\": \(check.matches), \"skipped\": \(check.skipped.map(\.jsonQuoted) ?? "null")}"
        }
        return "{\"problem\": \(package.shortName.jsonQuoted), \"time_limit_s\": \(limit), "
            + "\"mismatches\": \(checks.filter { !$0.matches }.count), \"submissions\": ["
            + items.joined(separator: ", ") + "]}"
    }

    /// Three decimals, as a JSON number.
    static func rounded(_ value: Double) -> String { formatSeconds(value) }

    /// A score as Swift prints it shortest ("30.0", "12.5"), also a JSON number.
    static func number(_ value: Double) -> String { value.isFinite ? "\(value)" : "null" }
}
