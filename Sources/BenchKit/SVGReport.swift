import AlgoSupport

/// A horizontal bar chart of median times, grouped by kernel and size, on a log time axis.
public enum SVGReport {
    static let colors = ["Swift": "#F05138", "C": "#3572A5", "Python": "#2E8B57", "peer": "#7B4FA0"]

    /// The chart as SVG text.
    ///
    /// - Complexity: O(*r*) for *r* rows.
    public static func chart(_ table: BenchTable, title: String = "AlgoSuite benchmarks: median time (log scale)")
        -> String
    {
        let rows = table.rows
        let barHeight = 16.0
        let labelWidth = 300.0
        let plotWidth = 560.0
        let top = 50.0
        let medians = rows.map(\.summary.median).filter { $0 > 0 }
        let low = floor(log10(medians.min() ?? 1e-3))
        let high = max(ceil(log10(medians.max() ?? 1)), low + 1)
        func x(_ seconds: Double) -> Double {
            labelWidth + (log10(max(seconds, pow(10, low))) - low) / (high - low) * plotWidth
        }
        var groups: [(String, [BenchTable.Row])] = []
        for row in rows {
            let name = "\(row.kernel) n=\(row.size)"
            if groups.last?.0 == name { groups[groups.count - 1].1.append(row) } else { groups.append((name, [row])) }
        }
        let height = top + Double(rows.count) * barHeight + Double(groups.count) * 22 + 40
        var svg = """
            <svg xmlns="http://www.w3.org/2000/svg" width="\(Int(labelWidth + plotWidth + 40))" height="\(Int(height))" \
            font-family="sans-serif" font-size="11">
            <rect width="100%" height="100%" fill="white"/>
            <text x="10" y="20" font-size="14" font-weight="bold">\(title.xmlEscaped)</text>

            """
        var exponent = low
        while exponent <= high {
            let px = labelWidth + (exponent - low) / (high - low) * plotWidth
            svg +=
                "<line x1=\"\(f(px))\" y1=\"\(f(top - 8))\" x2=\"\(f(px))\" y2=\"\(f(height - 30))\" stroke=\"#ddd\"/>\n"
            svg += "<text x=\"\(f(px))\" y=\"\(f(height - 14))\" text-anchor=\"middle\">1e\(Int(exponent)) s</text>\n"
            exponent += 1
        }
        var y = top
        for (name, members) in groups {
            svg += "<text x=\"10\" y=\"\(f(y + 10))\" font-weight=\"bold\">\(name.xmlEscaped)</text>\n"
            y += 16
            for row in members {
                let color = colors[row.variant.language] ?? "#888"
                let width = max(1, x(row.summary.median) - labelWidth)
                svg += "<text x=\"\(f(labelWidth - 6))\" y=\"\(f(y + barHeight - 5))\" text-anchor=\"end\">"
                svg += "\(row.variant.label.xmlEscaped)</text>\n"
                svg +=
                    "<rect x=\"\(f(labelWidth))\" y=\"\(f(y + 2))\" width=\"\(f(width))\" height=\"\(f(barHeight - 4))\" "
                svg += "fill=\"\(row.checksumAgrees ? color : "#000")\"><title>\(row.variant.label.xmlEscaped): "
                svg += "\(ReportFormat.significant(row.summary.median)) s</title></rect>\n"
                svg += "<text x=\"\(f(labelWidth + width + 4))\" y=\"\(f(y + barHeight - 5))\">"
                svg += "\(ReportFormat.significant(row.summary.median, 3)) s</text>\n"
                y += barHeight
            }
            y += 6
        }
        return svg + "</svg>\n"
    }

    private static func f(_ value: Double) -> String { ReportFormat.fixed(value, decimals: 1) }
}
