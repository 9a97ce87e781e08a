/// The table, the Markdown report and the CSV file.
public enum TextReport {
    static let headers = [
        "kernel", "size", "variant", "median", "min", "max", "ratio [95% CI]", "vs", "instructions", "checksum",
    ]

    static func cells(_ row: BenchTable.Row, labels: [String: String]) -> [String] {
        [
            row.kernel, ReportFormat.size(row.size), row.variant.label, ReportFormat.duration(row.summary.median),
            ReportFormat.duration(row.summary.min), ReportFormat.duration(row.summary.max),
            ReportFormat.ratio(row.ratio),
            row.reference.map { "\(labels[$0.variant] ?? $0.variant) \($0.kernel)" } ?? "—",
            row.instructions.map(ReportFormat.grouped) ?? "—", ReportFormat.checksum(row),
        ]
    }

    static func labels(_ run: BenchRun) -> [String: String] {
        Dictionary(run.variants.map { ($0.id, $0.label) }, uniquingKeysWith: { first, _ in first })
    }

    /// A fixed-width table for the terminal.
    ///
    /// - Complexity: O(*r*) for *r* rows.
    public static func terminal(_ run: BenchRun, _ table: BenchTable) -> String {
        let labels = labels(run)
        let body = table.rows.map { cells($0, labels: labels) }
        var widths = headers.map(\.count)
        for row in body { for (i, cell) in row.enumerated() { widths[i] = max(widths[i], cell.count) } }
        func line(_ cells: [String]) -> String {
            cells.enumerated().map { i, cell in
                let pad = String(repeating: " ", count: widths[i] - cell.count)
                return (i == 1 || (i >= 3 && i <= 5) || i == 8) ? pad + cell : cell + pad
            }.joined(separator: "  ").trimmingTrailingSpaces() + "\n"
        }
        var text = line(headers)
        text += line(widths.map { String(repeating: "-", count: $0) })
        var previous = ""
        for (row, cells) in zip(table.rows, body) {
            let group = "\(row.kernel.prefix { $0 != "." })|\(row.size)"
            if !previous.isEmpty && group != previous { text += "\n" }
            previous = group
            text += line(cells)
        }
        for error in table.checksumErrors { text += "ERROR: \(error)\n" }
        return text + terminalTargets(run, table)
    }

    /// Markdown fit for a CI job summary: the table, the environment, notes and errors.
    public static func markdown(
        _ run: BenchRun, _ table: BenchTable, comparison: BaselineComparison? = nil, baselineNote: String? = nil
    ) -> String {
        let labels = labels(run)
        var text = "# AlgoSuite benchmarks\n\n"
        text += "Ratios are this row's median time over its reference's, measured in the same run (above 1 is slower), "
        text += "with a bootstrap 95% interval.\n\n"
        text += "| " + headers.joined(separator: " | ") + " |\n"
        text += "|" + headers.map { _ in "---" }.joined(separator: "|") + "|\n"
        for row in table.rows {
            text += "| " + cells(row, labels: labels).map { $0.replacingPipes() }.joined(separator: " | ") + " |\n"
        }
        if !table.checksumErrors.isEmpty {
            text += "\n## Errors\n\n" + table.checksumErrors.map { "- \($0)\n" }.joined()
        }
        text += markdownTargets(run, table)
        if comparison != nil || baselineNote != nil { text += "\n## Against the baseline\n\n" }
        if let baselineNote { text += baselineNote + "\n\n" }
        if let comparison {
            let news = comparison.entries.filter { $0.verdict != .unchanged }
            if news.isEmpty { text += "No ratio moved beyond the threshold.\n" }
            for entry in news {
                let old = entry.baseline.map { ReportFormat.significant($0, 3) + "×" } ?? "—"
                text +=
                    "- \(entry.verdict.rawValue)\(entry.gated ? "" : " (a peer's or a PGO row: reported, not gated)"): "
                text += "`\(entry.key)` baseline \(old), now \(ReportFormat.ratio(entry.current))\n"
            }
        }
        if !run.instructionCounts.isEmpty {
            text += "\n## Instruction counts\n\n"
            text += "callgrind, one timed run each, inside BenchKit.measure (see Notes).\n\n"
            text += "| kernel | size | variant | instructions |\n|---|---|---|---|\n"
            for count in run.instructionCounts {
                text += "| \(count.kernel) | \(count.size) | \(labels[count.variant] ?? count.variant) | "
                text += "\(ReportFormat.grouped(count.instructions)) |\n"
            }
        }
        text += "\n## Variants\n\n| variant | language | flags | what they do | tool | binary bytes | sha256 |\n"
        text += "|---|---|---|---|---|---|---|\n"
        for variant in run.variants {
            let hash = variant.binarySHA256.map { String($0.prefix(12)) } ?? "—"
            text +=
                "| \(variant.label) | \(variant.language) | `\(variant.flags)` | \((variant.explanation ?? "—").replacingPipes()) | "
            text += "\(variant.tool.replacingPipes()) | "
            text += "\(variant.binaryBytes.map(String.init) ?? "—") | \(hash) |\n"
        }
        text += "\n## Environment\n\n"
        for key in run.environment.keys.sorted() { text += "- \(key): \(run.environment[key]!)\n" }
        if !run.notes.isEmpty { text += "\n## Notes\n\n" + run.notes.map { "- \($0)\n" }.joined() }
        return text
    }

    /// One CSV line per row, with a header.
    public static func csv(_ table: BenchTable) -> String {
        var text =
            "kernel,size,variant,language,flags,median_s,min_s,max_s,mean_s,stddev_s,samples,ratio,ratio_low,ratio_high,"
        text += "reference,checksum,checksum_ok,peak_rss_kib,instructions\n"
        for row in table.rows {
            let fields: [String] = [
                row.kernel, "\(row.size)", row.variant.id, row.variant.language, row.variant.flags,
                "\(row.summary.median)", "\(row.summary.min)", "\(row.summary.max)", "\(row.summary.mean)",
                "\(row.summary.standardDeviation)", "\(row.summary.count)",
                row.ratio.map { "\($0.ratio)" } ?? "", row.ratio.map { "\($0.lower)" } ?? "",
                row.ratio.map { "\($0.upper)" } ?? "",
                row.reference.map { "\($0.kernel)@\($0.variant)" } ?? "", row.checksum, row.checksumAgrees ? "1" : "0",
                row.peakRSSKiB.map(String.init) ?? "", row.instructions.map(String.init) ?? "",
            ]
            text += fields.map(csvField).joined(separator: ",") + "\n"
        }
        return text
    }

    static func csvField(_ field: String) -> String {
        guard field.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" }) else { return field }
        return "\"" + field.split(separator: "\"", omittingEmptySubsequences: false).joined(separator: "\"\"") + "\""
    }
}

extension String {
    fileprivate func trimmingTrailingSpaces() -> String {
        var text = self
        while text.last == " " { text.removeLast() }
        return text
    }

    func replacingPipes() -> String {
        split(separator: "|", omittingEmptySubsequences: false).joined(separator: "\\|")
    }
}
