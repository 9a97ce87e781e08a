import Judge

/// The judge's report as text: one row per test, the slowest, the summary, the shrunk case.
enum JudgeText {
    static func report(_ report: JudgeReport, problem: JudgeProblem, command: [String]) -> String {
        let count = report.results.count
        var text =
            "judge \(problem.name): \(count) test\(count == 1 ? "" : "s"), limits \(seconds(report.timeLimit)) s CPU"
        text += " and \(report.memoryLimit) MiB; command: \(command.joined(separator: " "))\n"
        text += "test         verdict  CPU s    wall s   memory     note\n"
        for result in report.results {
            text += pad(result.test.name, 12) + " " + pad(result.verdict.rawValue, 8) + " "
            text += pad(seconds(result.outcome.cpuSeconds), 8) + " " + pad(seconds(result.outcome.wallSeconds), 8) + " "
            text += pad(mebibytes(result.outcome.peakKiB), 10) + " " + result.message + "\n"
            text = trimmedRow(text)
        }
        if let slowest = report.results.max(by: { $0.outcome.cpuSeconds < $1.outcome.cpuSeconds }) {
            text +=
                "slowest: \(slowest.test.name), \(seconds(slowest.outcome.cpuSeconds)) s CPU, "
                + "\(mebibytes(slowest.outcome.peakKiB))\n"
        }
        var counts: [String] = []
        for verdict in Verdict.allCases {
            let count = report.results.filter { $0.verdict == verdict }.count
            if count > 0 { counts.append("\(count) \(verdict.rawValue)") }
        }
        text += "summary: \(counts.joined(separator: ", ")) of \(count) test\(count == 1 ? "" : "s")"
        text += report.passed ? ": accepted\n" : "\n"
        if let shrunk = report.shrunk {
            let lines = shrunk.input.filter { $0 == 0x0A }.count
            text += "\nsmallest failing input (from \(shrunk.from), \(lines) line\(lines == 1 ? "" : "s"), "
            text += "after \(shrunk.runs) runs):\n"
            text += indented(shrunk.input) + "expected:\n" + indented(shrunk.expected)
            text += "received:\n" + indented(shrunk.received) + "why: \(shrunk.message)\n"
        }
        return text
    }

    static func seconds(_ value: Double) -> String { formatSeconds(value) }

    static func mebibytes(_ kib: Int) -> String {
        let tenths = (kib * 10 + 512) / 1024
        return "\(tenths / 10).\(tenths % 10) MiB"
    }

    static func pad(_ text: String, _ width: Int) -> String {
        text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
    }

    /// Removes the spaces before the newline of the row just written.
    static func trimmedRow(_ text: String) -> String {
        var text = text
        text.removeLast()
        while text.last == " " { text.removeLast() }
        return text + "\n"
    }

    /// At most 20 lines, each indented by two spaces.
    static func indented(_ bytes: [UInt8], limit: Int = 20) -> String {
        let text = String(decoding: bytes, as: UTF8.self)
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        if lines.isEmpty { return "  (empty)\n" }
        var shown = lines.prefix(limit).map { "  " + $0 + "\n" }.joined()
        if lines.count > limit { shown += "  … \(lines.count - limit) more lines\n" }
        return shown
    }
}
