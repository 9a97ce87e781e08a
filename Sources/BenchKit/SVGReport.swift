import AlgoSupport

/// The benchmark pictures: an overview of every comparison's ratio (`latest.svg`), and one chart
/// per kernel family (`latest-<family>.svg`) whose groups hold the suite's rows beside the peers
/// they are measured against.
public enum SVGReport {
    static let colours = ["Swift": "#F05138", "C": "#3572A5", "Python": "#2E8B57", "peer": "#7B4FA0"]
    static let languages = ["Swift", "C", "Python", "peer"]

    /// The rows compared with one reference at one size (or, with no reference, one kernel at one
    /// size), the reference first, in the table's order.
    struct Group {
        var family: String
        var title: String
        var rows: [BenchTable.Row]
    }

    static func family(_ kernel: String) -> String { String(kernel.prefix { $0 != "." }) }

    static func groups(_ table: BenchTable) -> [Group] {
        var order: [String] = []
        var byKey: [String: Group] = [:]
        for row in table.rows {
            let key: String
            let title: String
            if let reference = row.reference {
                key = "\(reference.kernel)|\(reference.variant)|\(row.size)"
                let label =
                    table.rows.first { $0.kernel == reference.kernel && $0.variant.id == reference.variant }?
                    .variant.label ?? reference.variant
                title = "n = \(ReportFormat.size(row.size)), against \(label) \(reference.kernel)"
            } else {
                key = "\(row.kernel)||\(row.size)"
                title = "\(row.kernel), n = \(ReportFormat.size(row.size)) (no reference)"
            }
            if byKey[key] == nil {
                order.append(key)
                byKey[key] = Group(family: family(row.kernel), title: title, rows: [])
            }
            byKey[key]!.rows.append(row)
        }
        return order.compactMap { key in
            guard var group = byKey[key] else { return nil }
            if let index = group.rows.firstIndex(where: \.isReference) {
                group.rows.insert(group.rows.remove(at: index), at: 0)
            }
            return group
        }
    }

    /// The overview: for every kernel and size that has a reference, the Swift -O row's ratio to
    /// it (the fastest Swift row where there is no -O row), as a bar from 1 on a labelled log axis:
    /// left of the line is faster than the reference, right is slower.
    ///
    /// - Complexity: O(*r*) for *r* rows (after the grouping's O(*r*²) reference labels).
    public static func chart(_ table: BenchTable, title: String = "AlgoSuite benchmarks: time against the reference")
        -> String
    {
        var bars: [(label: String, ratio: RatioEstimate)] = []
        for group in groups(table) where group.rows.first?.isReference == true {
            var byKernel: [String: [BenchTable.Row]] = [:]
            var kernels: [String] = []
            for row in group.rows where row.variant.language == "Swift" && !row.isReference && row.ratio != nil {
                if byKernel[row.kernel] == nil { kernels.append(row.kernel) }
                byKernel[row.kernel, default: []].append(row)
            }
            for kernel in kernels {
                let rows = byKernel[kernel]!
                let chosen =
                    rows.first { $0.variant.id == "swift-O" } ?? rows.min { $0.summary.median < $1.summary.median }!
                let reference = group.rows[0]
                bars.append(
                    (
                        "\(kernel) \(ReportFormat.size(chosen.size)) (\(chosen.variant.label)) vs \(reference.variant.label)",
                        chosen.ratio!
                    ))
            }
        }
        // The label column fits the longest label (about 6.2 pixels a character at 11 px).
        let labelWidth = max(200, Double(bars.map(\.label.count).max() ?? 0) * 6.2 + 16)
        let (plotWidth, top, barHeight) = (420.0, 70.0, 18.0)
        let ratios = bars.flatMap { [$0.ratio.ratio, $0.ratio.lower, $0.ratio.upper] }.filter { $0 > 0 && $0.isFinite }
        let low = min(-1, (ratios.min().map { LibM.log10($0) } ?? -1).rounded(.down))
        let high = max(1, (ratios.max().map { LibM.log10($0) } ?? 1).rounded(.up))
        func x(_ ratio: Double) -> Double {
            labelWidth + (LibM.log10(max(ratio, LibM.pow(10, low))) - low) / (high - low) * plotWidth
        }
        let bottom = top + Double(bars.count) * barHeight
        var svg = """
            <svg xmlns="http://www.w3.org/2000/svg" width="\(Int(labelWidth + plotWidth + 90))" \
            height="\(Int(bottom + 60))" font-family="sans-serif" font-size="11">
            <rect width="100%" height="100%" fill="white"/>
            <text x="10" y="20" font-size="14" font-weight="bold" class="title">\(title.xmlEscaped)</text>
            <text x="10" y="38" class="caption">Each bar: the suite's row's median time over its reference's, measured \
            in the same run, with its 95% interval; left of 1 is faster.</text>
            <g class="legend"><rect x="10" y="46" width="10" height="10" fill="#2E8B57"/><text x="24" y="55">faster \
            than the reference</text><rect x="200" y="46" width="10" height="10" fill="#C0392B"/><text x="214" \
            y="55">slower than the reference</text></g>

            """
        svg += "<g class=\"axis x\">\n"
        // 1, 2 and 5 in each decade labelled when the axis spans at most three decades; past that
        // only the powers of ten, the others as unlabelled ticks (their labels would overlap).
        let labelAll = high - low <= 3
        for (ratio, isPower) in NiceTicks.decades(low, high) {
            let px = f(x(ratio))
            svg += "<line x1=\"\(px)\" y1=\"\(f(top - 4))\" x2=\"\(px)\" y2=\"\(f(bottom))\" stroke=\"#eee\"/>\n"
            svg += "<line class=\"tick\" x1=\"\(px)\" y1=\"\(f(bottom))\" x2=\"\(px)\" y2=\"\(f(bottom + 5))\" "
            svg += "stroke=\"#444\"/>\n"
            guard labelAll || isPower else { continue }
            svg += "<text class=\"tick-label\" x=\"\(px)\" y=\"\(f(bottom + 18))\" text-anchor=\"middle\">"
            svg += "\(NiceTicks.label(ratio, step: ratio))×</text>\n"
        }
        svg += "<text class=\"axis-title\" x=\"\(f(labelWidth + plotWidth / 2))\" y=\"\(f(bottom + 36))\" "
        svg += "text-anchor=\"middle\">time / reference time (log scale)</text>\n</g>\n"
        svg += "<line class=\"reference-line\" x1=\"\(f(x(1)))\" y1=\"\(f(top - 8))\" x2=\"\(f(x(1)))\" "
        svg += "y2=\"\(f(bottom))\" stroke=\"#222\" stroke-width=\"1.5\"/>\n<g class=\"data\">\n"
        for (index, bar) in bars.enumerated() {
            let y = top + Double(index) * barHeight
            let (from, to) = (x(min(1, bar.ratio.ratio)), x(max(1, bar.ratio.ratio)))
            let colour = bar.ratio.ratio <= 1 ? "#2E8B57" : "#C0392B"
            svg +=
                "<text x=\"\(f(labelWidth - 6))\" y=\"\(f(y + 13))\" text-anchor=\"end\">\(bar.label.xmlEscaped)</text>\n"
            svg +=
                "<rect x=\"\(f(from))\" y=\"\(f(y + 3))\" width=\"\(f(max(2, to - from)))\" height=\"\(f(barHeight - 6))\" "
            svg += "fill=\"\(colour)\"/>\n"
            svg += "<line x1=\"\(f(x(bar.ratio.lower)))\" y1=\"\(f(y + 9))\" x2=\"\(f(x(bar.ratio.upper)))\" "
            svg += "y2=\"\(f(y + 9))\" stroke=\"#222\"/>\n"
            // The ratio beside the bar's far end: left of a faster bar, right of a slower one.
            if bar.ratio.ratio <= 1 {
                svg += "<text x=\"\(f(min(from, x(bar.ratio.lower)) - 5))\" y=\"\(f(y + 13))\" text-anchor=\"end\">"
            } else {
                svg += "<text x=\"\(f(max(to, x(bar.ratio.upper)) + 5))\" y=\"\(f(y + 13))\">"
            }
            svg += "\(ReportFormat.significant(bar.ratio.ratio, 3))×</text>\n"
        }
        return svg + "</g>\n</svg>\n"
    }

    /// One chart per kernel family, in the table's order: each group (one reference at one size)
    /// with its reference first and a bar per row on the group's own linear time axis, each bar
    /// labelled with its time and its ratio to the reference.
    ///
    /// - Complexity: O(*r*) for *r* rows (after the grouping).
    public static func familyCharts(_ table: BenchTable) -> [(family: String, svg: String)] {
        var families: [String] = []
        var byFamily: [String: [Group]] = [:]
        for group in groups(table) {
            if byFamily[group.family] == nil { families.append(group.family) }
            byFamily[group.family, default: []].append(group)
        }
        return families.map { ($0, familyChart($0, byFamily[$0]!)) }
    }

    static func familyChart(_ family: String, _ groups: [Group]) -> String {
        let (labelWidth, plotWidth, barHeight) = (250.0, 420.0, 17.0)
        let height = 70 + groups.reduce(0.0) { $0 + 52 + Double($1.rows.count) * barHeight }
        var svg = """
            <svg xmlns="http://www.w3.org/2000/svg" width="\(Int(labelWidth + plotWidth + 150))" \
            height="\(Int(height))" font-family="sans-serif" font-size="11">
            <rect width="100%" height="100%" fill="white"/>
            <text x="10" y="20" font-size="14" font-weight="bold" class="title">\(family): median time per run, \
            each group on its own linear axis</text>
            <g class="legend">

            """
        for (index, language) in languages.enumerated() {
            let x = 10 + Double(index) * 110
            svg += "<rect x=\"\(f(x))\" y=\"32\" width=\"10\" height=\"10\" fill=\"\(colours[language]!)\"/>"
            svg += "<text x=\"\(f(x + 14))\" y=\"41\">\(language == "peer" ? "peer library" : language)</text>\n"
        }
        svg += "</g>\n"
        var y = 66.0
        for group in groups {
            svg += "<text x=\"10\" y=\"\(f(y))\" font-weight=\"bold\">\(group.title.xmlEscaped)</text>\n"
            y += 8
            let longest = group.rows.map(\.summary.median).max() ?? 1
            let ticks = NiceTicks.ticks(0...max(longest, 1e-12), count: 4)
            let scale = plotWidth / (ticks.last ?? 1)
            let kernels = Set(group.rows.map(\.kernel))
            svg += "<g class=\"data\">\n"
            for row in group.rows {
                let label = kernels.count > 1 ? "\(row.variant.label) \(row.kernel)" : row.variant.label
                let width = max(2, row.summary.median * scale)
                let colour = row.checksumAgrees ? colours[row.variant.language] ?? "#888" : "#000"
                svg +=
                    "<text x=\"\(f(labelWidth - 6))\" y=\"\(f(y + 12))\" text-anchor=\"end\">\(label.xmlEscaped)</text>\n"
                svg +=
                    "<rect x=\"\(f(labelWidth))\" y=\"\(f(y + 2))\" width=\"\(f(width))\" height=\"\(f(barHeight - 4))\" "
                svg += "fill=\"\(colour)\"/>\n"
                let ratio =
                    row.isReference ? "reference" : row.ratio.map { "\(ReportFormat.significant($0.ratio, 3))×" }
                let text = ReportFormat.duration(row.summary.median, 3) + (ratio.map { " · \($0)" } ?? "")
                svg += "<text x=\"\(f(labelWidth + width + 5))\" y=\"\(f(y + 12))\">\(text.xmlEscaped)"
                svg += row.checksumAgrees ? "</text>\n" : " · WRONG ANSWER</text>\n"
                y += barHeight
            }
            svg += "</g>\n<g class=\"axis x\">\n"
            svg +=
                "<line x1=\"\(f(labelWidth))\" y1=\"\(f(y + 2))\" x2=\"\(f(labelWidth + plotWidth))\" y2=\"\(f(y + 2))\" "
            svg += "stroke=\"#444\"/>\n"
            let (unitScale, unit) = ReportFormat.timeUnit(ticks.last ?? 1)
            for tick in ticks {
                let px = f(labelWidth + tick * scale)
                svg +=
                    "<line class=\"tick\" x1=\"\(px)\" y1=\"\(f(y + 2))\" x2=\"\(px)\" y2=\"\(f(y + 6))\" stroke=\"#444\"/>"
                svg += "<text class=\"tick-label\" x=\"\(px)\" y=\"\(f(y + 17))\" text-anchor=\"middle\">"
                svg += "\(NiceTicks.label(tick / unitScale, step: (ticks[1] - ticks[0]) / unitScale))</text>\n"
            }
            svg +=
                "<text class=\"axis-title\" x=\"\(f(labelWidth + plotWidth + 14))\" y=\"\(f(y + 17))\">\(unit)</text>\n"
            svg += "</g>\n"
            y += 44
        }
        return svg + "</svg>\n"
    }

    private static func f(_ value: Double) -> String { NiceTicks.fixed(value, decimals: 1) }
}
