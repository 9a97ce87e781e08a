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

/// `Reports/history.svg`: the project's ratios to their references over the runs, in order. With
/// no filter, one line per kernel family (the geometric mean of its Swift -O rows' ratios in each
/// run); with a filter, one line per series (kernel, variant and size) whose key starts with it.
public enum HistoryChart {
    /// The series of `records`: a name and its ratio in each record (nil where it was not run).
    ///
    /// - Complexity: O(*r* · *s*) for *r* records and *s* series keys.
    public static func series(_ records: [HistoryRecord], filter: String? = nil) -> [(name: String, ratios: [Double?])]
    {
        var keys = Set<String>()
        for record in records { keys.formUnion(record.ratios.keys) }
        if let filter {
            return keys.filter { $0.hasPrefix(filter) }.sorted().map { key in
                (key, records.map { $0.ratios[key] })
            }
        }
        // A family's line: the geometric mean over its -O rows that the run measured.
        let families = Set(keys.map { String($0.prefix { $0 != "." }) }).sorted()
        return families.map { family in
            let ratios = records.map { record -> Double? in
                let logs = record.ratios.filter { key, ratio in
                    key.hasPrefix(family + ".") && key.contains("|swift-O|") && ratio > 0
                }.map { LibM.log($0.value) }
                return logs.isEmpty ? nil : LibM.exp(logs.reduce(0, +) / Double(logs.count))
            }
            return (family, ratios)
        }.filter { $0.ratios.contains { $0 != nil } }
    }

    /// The chart: ratios on a labelled log axis with the line at 1 (as fast as the reference),
    /// one colour and dash pattern per line with a legend, commits and dates along the bottom.
    ///
    /// - Complexity: O(*r* · *s*) for *r* records and *s* series.
    public static func svg(_ records: [HistoryRecord], filter: String? = nil) -> String {
        let lines = series(records, filter: filter)
        let values = lines.flatMap { $0.ratios.compactMap { $0 } }.filter { $0 > 0 }
        let low = min(-0.5, (values.min().map { LibM.log10($0) } ?? -1)).rounded(.down)
        let high = max(0.5, (values.max().map { LibM.log10($0) } ?? 1)).rounded(.up)
        // Room on the left for the y labels and the first slanted commit label.
        let (left, top, width, height) = (110.0, 50.0, 640.0, 320.0)
        func x(_ index: Int) -> Double {
            left + (records.count < 2 ? width / 2 : Double(index) / Double(records.count - 1) * width)
        }
        func y(_ ratio: Double) -> Double { top + height - (LibM.log10(ratio) - low) / (high - low) * height }
        let legendHeight = Double(lines.count) * 16
        let title =
            filter.map { "AlgoSuite history: \($0)… against the reference, by run" }
            ?? "AlgoSuite history: each family's Swift -O rows against their references (geometric mean), by run"
        var svg = """
            <svg xmlns="http://www.w3.org/2000/svg" width="\(Int(left + width + 300))" \
            height="\(Int(max(top + height + 110, top + legendHeight + 20)))" font-family="sans-serif" font-size="11">
            <rect width="100%" height="100%" fill="white"/>
            <text x="10" y="22" font-size="14" font-weight="bold" class="title">\(title.xmlEscaped)</text>
            <g class="axis y">

            """
        for (ratio, _) in NiceTicks.decades(low, high) {
            let py = f(y(ratio))
            svg += "<line x1=\"\(f(left))\" y1=\"\(py)\" x2=\"\(f(left + width))\" y2=\"\(py)\" stroke=\"#eee\"/>"
            svg +=
                "<line class=\"tick\" x1=\"\(f(left - 5))\" y1=\"\(py)\" x2=\"\(f(left))\" y2=\"\(py)\" stroke=\"#444\"/>"
            svg += "<text class=\"tick-label\" x=\"\(f(left - 8))\" y=\"\(f(y(ratio) + 4))\" text-anchor=\"end\">"
            svg += "\(NiceTicks.label(ratio, step: ratio))×</text>\n"
        }
        let middle = f(top + height / 2)
        svg += "<text class=\"axis-title\" x=\"24\" y=\"\(middle)\" text-anchor=\"middle\" "
        svg += "transform=\"rotate(-90 24 \(middle))\">time / reference time (log scale)</text>\n</g>\n"
        svg += "<line class=\"reference-line\" x1=\"\(f(left))\" y1=\"\(f(y(1)))\" x2=\"\(f(left + width))\" "
        svg += "y2=\"\(f(y(1)))\" stroke=\"#222\" stroke-width=\"1.5\"/>"
        svg += "<text x=\"\(f(left + width + 4))\" y=\"\(f(y(1) + 4))\">= reference</text>\n<g class=\"axis x\">\n"
        // Commit labels, slanted, at most about 30 of them.
        let every = max(1, (records.count + 29) / 30)
        for (index, record) in records.enumerated() where index % every == 0 || index == records.count - 1 {
            let px = f(x(index))
            let label =
                record.date.isEmpty
                ? String(record.commit.prefix(7)) : "\(record.commit.prefix(7)) \(record.date.prefix(10))"
            svg +=
                "<line class=\"tick\" x1=\"\(px)\" y1=\"\(f(top + height))\" x2=\"\(px)\" y2=\"\(f(top + height + 5))\" "
            svg +=
                "stroke=\"#444\"/><text class=\"tick-label\" x=\"\(px)\" y=\"\(f(top + height + 14))\" text-anchor=\"end\" "
            svg += "transform=\"rotate(-40 \(px) \(f(top + height + 14)))\">\(label.xmlEscaped)</text>\n"
        }
        svg += "<rect class=\"frame\" x=\"\(f(left))\" y=\"\(f(top))\" width=\"\(f(width))\" height=\"\(f(height))\" "
        svg += "fill=\"none\" stroke=\"#444\"/>\n</g>\n<g class=\"data\">\n"
        var legend = "<g class=\"legend\">\n"
        for (number, line) in lines.enumerated() {
            let colour = palette[number % palette.count]
            let dash =
                number < palette.count
                ? "" : " stroke-dasharray=\"\(dashes[(number / palette.count - 1) % dashes.count])\""
            let points = line.ratios.enumerated().compactMap { index, ratio in
                ratio.flatMap { $0 > 0 ? "\(f(x(index))),\(f(y($0)))" : nil }
            }
            if points.count > 1 {
                svg += "<polyline fill=\"none\" stroke=\"\(colour)\" stroke-width=\"1.8\"\(dash) points=\""
                svg += points.joined(separator: " ") + "\"/>\n"
            }
            for point in points {
                let xy = point.split(separator: ",")
                svg += "<circle cx=\"\(xy[0])\" cy=\"\(xy[1])\" r=\"2.5\" fill=\"\(colour)\">"
                svg += "<title>\(line.name.xmlEscaped)</title></circle>\n"
            }
            let ly = top + Double(number) * 16
            legend += "<line x1=\"\(f(left + width + 90))\" y1=\"\(f(ly + 5))\" x2=\"\(f(left + width + 112))\" "
            legend += "y2=\"\(f(ly + 5))\" stroke=\"\(colour)\" stroke-width=\"2\"\(dash)/>"
            legend += "<text x=\"\(f(left + width + 118))\" y=\"\(f(ly + 9))\">\(line.name.xmlEscaped)</text>\n"
        }
        return svg + "</g>\n" + legend + "</g>\n</svg>\n"
    }

    static let palette = [
        "#F05138", "#3572A5", "#2E8B57", "#7B4FA0", "#D4A017", "#17A2B8", "#8B4513", "#E83E8C", "#6C757D", "#20C997",
        "#1F3A93", "#B03A2E",
    ]
    /// After the palette's colours, the same colours dashed, then dotted.
    static let dashes = ["6 3", "2 2"]

    private static func f(_ value: Double) -> String { NiceTicks.fixed(value, decimals: 1) }
}
