import AlgoSupport

/// One line of `Reports/history.jsonl`: what one run of the matrix or of a comparison measured of
/// the project's own rows.
///
///     {"commit":"bb0d5d3","date":"2026-11-30T10:00:00Z","fingerprint":"amd-epyc-2c-1a2b3c4d",
///      "kind":"quick","ratios":{"sieve.wheel|swift-O|100000000":0.84},"instructions":{…}}
public struct HistoryRecord: Codable, Equatable, Sendable {
    public var commit: String
    public var date: String
    /// ``MachineFingerprint/id`` of the machine that ran it.
    public var fingerprint: String
    /// `default`, `quick` or `compare`.
    public var kind: String
    /// `kernel|variant|size` → ratio to its reference (for `compare`: head over base).
    public var ratios: [String: Double]
    /// `kernel|variant|size` → instructions.
    public var instructions: [String: Int]

    public init(
        commit: String, date: String, fingerprint: String, kind: String, ratios: [String: Double],
        instructions: [String: Int]
    ) {
        self.commit = commit
        self.date = date
        self.fingerprint = fingerprint
        self.kind = kind
        self.ratios = ratios
        self.instructions = instructions
    }

    /// The record of a matrix run: the ratios of the rows whose variant is the project's own code.
    public init(
        _ table: BenchTable, counts: [InstructionCount], commit: String, date: String, fingerprint: String, kind: String
    ) {
        var ratios: [String: Double] = [:]
        for row in table.rows where row.variant.isOwnCode && !row.isReference {
            if let ratio = row.ratio { ratios[row.key] = ratio.ratio }
        }
        let instructions = Dictionary(counts.map { ($0.key, $0.instructions) }, uniquingKeysWith: { a, _ in a })
        self.init(
            commit: commit, date: date, fingerprint: fingerprint, kind: kind, ratios: ratios, instructions: instructions
        )
    }

    /// Appends this record as one line to the file at `path`, creating the file and its folders
    /// if needed (`algo-bench compare --out DIR` writes its reports elsewhere, and a clean clone
    /// has no `Reports/` for the history yet).
    ///
    /// - Throws: ``HistoryError`` when the file cannot be opened or written.
    public func append(to path: String) throws {
        for folder in Self.folders(of: path) { _ = mkdir(folder, 0o755) }
        guard let file = fopen(path, "a") else { throw HistoryError(path: path) }
        defer { fclose(file) }
        guard fputs(try BenchJSON.line(self) + "\n", file) >= 0 else { throw HistoryError(path: path) }
    }

    /// The folders that lead to `path`, outermost first: `Reports/a/h.jsonl` gives `Reports` and
    /// `Reports/a`; `/tmp/h.jsonl` gives `/tmp`.
    ///
    /// - Complexity: O(*n*²) for *n* path components.
    public static func folders(of path: String) -> [String] {
        let components = path.split(separator: "/", omittingEmptySubsequences: false)
        return components.indices.dropLast().map { components[...$0].joined(separator: "/") }.filter { !$0.isEmpty }
    }

    /// Reads every record of a history file; lines that are not records are skipped.
    ///
    /// - Complexity: O(*n*) for *n* bytes.
    public static func records(fromLines text: String) -> [HistoryRecord] {
        text.split(separator: "\n").compactMap { line in try? BenchJSON.decode(HistoryRecord.self, from: String(line)) }
    }
}

/// A history file that could not be written.
public struct HistoryError: Error, Equatable {
    public var path: String
}

/// `Reports/history.svg`: one line per series (kernel, variant and size) over the runs, in order.
public enum HistoryChart {
    /// The chart of `records`, ratios on a log axis; `filter` keeps the series whose key starts
    /// with it (a kernel name, say).
    ///
    /// - Complexity: O(*r* · *s*) for *r* records and *s* series.
    public static func svg(_ records: [HistoryRecord], filter: String? = nil) -> String {
        var keys = Set<String>()
        for record in records { keys.formUnion(record.ratios.keys) }
        let series = keys.filter { filter == nil || $0.hasPrefix(filter!) }.sorted()
        let values = records.flatMap { record in series.compactMap { record.ratios[$0] } }.filter { $0 > 0 }
        let low = (values.min().map(log10) ?? -1).rounded(.down)
        let high = max((values.max().map(log10) ?? 1).rounded(.up), low + 1)
        let (left, top, width, height) = (60.0, 40.0, 640.0, 300.0)
        func x(_ index: Int) -> Double {
            left + (records.count < 2 ? width / 2 : Double(index) / Double(records.count - 1) * width)
        }
        func y(_ ratio: Double) -> Double { top + height - (log10(ratio) - low) / (high - low) * height }
        let legendHeight = Double(series.count) * 14
        var svg = """
            <svg xmlns="http://www.w3.org/2000/svg" width="\(Int(left + width + 320))" \
            height="\(Int(max(top + height + 60, top + legendHeight + 20)))" font-family="sans-serif" font-size="11">
            <rect width="100%" height="100%" fill="white"/>
            <text x="10" y="20" font-size="14" font-weight="bold">AlgoSuite history: ratio to reference (log scale), \
            by commit</text>

            """
        var exponent = low
        while exponent <= high {
            let py = y(pow(10, exponent))
            svg +=
                "<line x1=\"\(f(left))\" y1=\"\(f(py))\" x2=\"\(f(left + width))\" y2=\"\(f(py))\" stroke=\"#ddd\"/>\n"
            svg += "<text x=\"\(f(left - 6))\" y=\"\(f(py + 4))\" text-anchor=\"end\">1e\(Int(exponent))</text>\n"
            exponent += 1
        }
        for (index, record) in records.enumerated() {
            svg += "<text x=\"\(f(x(index)))\" y=\"\(f(top + height + 16))\" text-anchor=\"middle\">"
            svg += "\(String(record.commit.prefix(9)).xmlEscaped)</text>\n"
        }
        for (number, key) in series.enumerated() {
            let color = palette[number % palette.count]
            let points = records.enumerated().compactMap { index, record in
                record.ratios[key].flatMap { $0 > 0 ? "\(f(x(index))),\(f(y($0)))" : nil }
            }
            if points.count > 1 {
                svg += "<polyline fill=\"none\" stroke=\"\(color)\" stroke-width=\"1.5\" points=\""
                svg += points.joined(separator: " ") + "\"/>\n"
            }
            for point in points {
                let xy = point.split(separator: ",")
                svg +=
                    "<circle cx=\"\(xy[0])\" cy=\"\(xy[1])\" r=\"2.5\" fill=\"\(color)\"><title>\(key.xmlEscaped)</title></circle>\n"
            }
            let ly = top + Double(number) * 14
            svg += "<rect x=\"\(f(left + width + 20))\" y=\"\(f(ly))\" width=\"10\" height=\"10\" fill=\"\(color)\"/>"
            svg += "<text x=\"\(f(left + width + 34))\" y=\"\(f(ly + 9))\">\(key.xmlEscaped)</text>\n"
        }
        return svg + "</svg>\n"
    }

    static let palette = [
        "#F05138", "#3572A5", "#2E8B57", "#7B4FA0", "#D4A017", "#17A2B8", "#8B4513", "#E83E8C", "#6C757D", "#20C997",
    ]

    private static func f(_ value: Double) -> String { ReportFormat.fixed(value, decimals: 1) }
}
