/// An x–y chart in SVG with a frame, ticks at round numbers, tick labels, axis titles, a legend and
/// a caption: the frame that the brachistochrone, the power and the Fermat point plots draw in.
///
///     var plot = SVGPlot(x: 0...2, y: -1...0, equalScale: true, xTitle: "x (m)", yTitle: "y (m)")
///     plot.polyline([(0, 0), (2, -1)], stroke: "#3572A5")
///     plot.legend([.init("line", colour: "#3572A5", marker: .line)])
///     let text = plot.svg
///
/// The elements carry classes (`axis`, `tick`, `tick-label`, `axis-title`, `legend`, `caption`)
/// so that a test or a style sheet can find them. Tick positions follow Heckbert's "nice numbers"
/// (Graphics Gems, 1990): steps of 1, 2 or 5 times a power of ten, about six ticks an axis.
public struct SVGPlot {
    /// How a legend entry shows its series.
    public enum Marker: Sendable {
        case line, dashedLine, dot, ring
    }

    /// One row of the legend.
    public struct LegendEntry: Sendable {
        public var label: String
        public var colour: String
        public var marker: Marker

        public init(_ label: String, colour: String, marker: Marker) {
            self.label = label
            self.colour = colour
            self.marker = marker
        }
    }

    /// The data ranges after widening to the outer ticks.
    public let x: ClosedRange<Double>
    public let y: ClosedRange<Double>
    let xTicks: [Double]
    let yTicks: [Double]
    /// Pixels of the plotting area.
    let plotWidth: Double
    let plotHeight: Double
    static let left = 72.0
    static let top = 40.0
    static let right = 24.0
    let title: String
    let xTitle: String
    let yTitle: String
    var body = ""
    var legendEntries: [LegendEntry] = []
    var captionLines: [String] = []

    /// A plot of the data in `x` × `y`, at most `size` pixels a side.
    ///
    /// - Parameters:
    ///   - x: the x values to show (widened to round ticks; an empty range around its value).
    ///   - y: the y values to show, likewise.
    ///   - equalScale: one unit the same length on both axes (curves keep their shape).
    ///   - size: the longer side of the plotting area in pixels.
    ///   - title: the line above the plot.
    ///   - xTitle: the x axis's name and unit.
    ///   - yTitle: the y axis's name and unit.
    public init(
        x: ClosedRange<Double>, y: ClosedRange<Double>, equalScale: Bool = false, size: Double = 520,
        title: String = "", xTitle: String, yTitle: String
    ) {
        xTicks = NiceTicks.ticks(Self.padded(Self.widened(x)))
        yTicks = NiceTicks.ticks(Self.padded(Self.widened(y)))
        self.x = xTicks.first!...xTicks.last!
        self.y = yTicks.first!...yTicks.last!
        let dx = self.x.upperBound - self.x.lowerBound
        let dy = self.y.upperBound - self.y.lowerBound
        if equalScale {
            let scale = size / Swift.max(dx, dy)
            // A very flat picture keeps some height for its ticks.
            (plotWidth, plotHeight) = (Swift.max(dx * scale, 160), Swift.max(dy * scale, 120))
        } else {
            (plotWidth, plotHeight) = (size, size * 0.75)
        }
        self.title = title
        self.xTitle = xTitle
        self.yTitle = yTitle
    }

    /// A range with room in it: a single value becomes ±1 (or ±10%) around it.
    static func widened(_ range: ClosedRange<Double>) -> ClosedRange<Double> {
        let (low, high) = (range.lowerBound, range.upperBound)
        guard low.isFinite, high.isFinite else { return 0...1 }
        if high - low > Swift.max(abs(low), abs(high)) * 1e-12 { return range }
        let pad = low == 0 ? 1 : abs(low) * 0.1
        return (low - pad)...(high + pad)
    }

    /// 3% more on each side, so that a dot on the data's edge is not cut by the frame.
    static func padded(_ range: ClosedRange<Double>) -> ClosedRange<Double> {
        let pad = (range.upperBound - range.lowerBound) * 0.03
        return (range.lowerBound - pad)...(range.upperBound + pad)
    }

    /// Pixel position of the data point (x, y).
    public func map(_ px: Double, _ py: Double) -> (Double, Double) {
        let u = (px - x.lowerBound) / (x.upperBound - x.lowerBound)
        let v = (py - y.lowerBound) / (y.upperBound - y.lowerBound)
        return (Self.left + u * plotWidth, Self.top + (1 - v) * plotHeight)
    }

    /// Pixels per data unit along x (for radii in data units).
    public var pixelsPerUnitX: Double { plotWidth / (x.upperBound - x.lowerBound) }

    /// A curve through `points`.
    public mutating func polyline(
        _ points: [(Double, Double)], stroke: String, width: Double = 2, dashed: Bool = false, opacity: Double = 1
    ) {
        let list = points.map { map($0.0, $0.1) }.map { "\(Self.px($0.0)),\(Self.px($0.1))" }
        body += "<polyline points=\"\(list.joined(separator: " "))\" fill=\"none\" stroke=\"\(stroke)\" "
        body += "stroke-width=\"\(width)\"\(dashed ? " stroke-dasharray=\"6 4\"" : "")"
        body += opacity < 1 ? " stroke-opacity=\"\(opacity)\"/>\n" : "/>\n"
    }

    /// A filled dot of `radius` pixels, or a ring when `ring` (what is under it stays visible).
    public mutating func dot(
        _ px: Double, _ py: Double, radius: Double, colour: String, ring: Bool = false, opacity: Double = 1,
        tooltip: String? = nil
    ) {
        let (cx, cy) = map(px, py)
        body += "<circle cx=\"\(Self.px(cx))\" cy=\"\(Self.px(cy))\" r=\"\(Self.px(radius))\" "
        body += ring ? "fill=\"none\" stroke=\"\(colour)\" stroke-width=\"2.5\"" : "fill=\"\(colour)\""
        if opacity < 1 { body += " fill-opacity=\"\(opacity)\"" }
        if let tooltip { body += "><title>\(tooltip.xmlEscaped)</title></circle>\n" } else { body += "/>\n" }
    }

    /// A label at a data point, offset by (dx, dy) pixels.
    public mutating func label(_ text: String, at px: Double, _ py: Double, dx: Double = 6, dy: Double = -6) {
        let (tx, ty) = map(px, py)
        body += "<text x=\"\(Self.px(tx + dx))\" y=\"\(Self.px(ty + dy))\">\(text.xmlEscaped)</text>\n"
    }

    /// Raw SVG in data space's pixels (for shapes the helpers above do not draw).
    public mutating func raw(_ element: String) { body += element + "\n" }

    /// The legend, one entry a line under the plot (where it hides no data).
    public mutating func legend(_ entries: [LegendEntry]) { legendEntries = entries }

    /// Lines under the plot: the parameters a reader needs (g, B, z, w, the weights).
    public mutating func caption(_ lines: [String]) { captionLines = lines }

    /// The picture.
    public var svg: String {
        let width = Self.left + plotWidth + Self.right
        let legendTop = Self.top + plotHeight + 62
        let lines = captionLines.flatMap { Self.wrapped($0, width: Int((plotWidth + Self.right) / 6.6)) }
        let captionTop = legendTop + Double(legendEntries.count) * 18 + 4
        let height = captionTop + Double(lines.count) * 16 + 4
        var out = """
            <svg xmlns="http://www.w3.org/2000/svg" width="\(Int(width.rounded(.up)))" \
            height="\(Int(height.rounded(.up)))" font-family="sans-serif" font-size="12">
            <rect width="100%" height="100%" fill="white"/>
            <text x="\(Self.left)" y="22" font-size="14" font-weight="bold" class="title">\(title.xmlEscaped)</text>

            """
        out += axes()
        out += "<g class=\"data\">\n" + body + "</g>\n"
        out += legendSVG(top: legendTop)
        for (index, line) in lines.enumerated() {
            out += "<text x=\"\(Self.left)\" y=\"\(Self.px(captionTop + Double(index) * 16))\" class=\"caption\">"
            out += "\(line.xmlEscaped)</text>\n"
        }
        return out + "</svg>\n"
    }

    /// The frame, grid, ticks, their labels and the axis titles.
    func axes() -> String {
        let (x0, y1) = (Self.left, Self.top + plotHeight)
        var out = "<g class=\"axis x\">\n"
        let xStep = xTicks.count > 1 ? xTicks[1] - xTicks[0] : 1
        for tick in xTicks {
            let (px, _) = map(tick, y.lowerBound)
            out += "<line x1=\"\(Self.px(px))\" y1=\"\(Self.top)\" x2=\"\(Self.px(px))\" y2=\"\(Self.px(y1))\" "
            out += "stroke=\"#eee\"/>\n"
            out += "<line class=\"tick\" x1=\"\(Self.px(px))\" y1=\"\(Self.px(y1))\" x2=\"\(Self.px(px))\" "
            out += "y2=\"\(Self.px(y1 + 5))\" stroke=\"#444\"/>\n"
            out += "<text class=\"tick-label\" x=\"\(Self.px(px))\" y=\"\(Self.px(y1 + 18))\" text-anchor=\"middle\">"
            out += "\(NiceTicks.label(tick, step: xStep))</text>\n"
        }
        out += "<text class=\"axis-title\" x=\"\(Self.px(x0 + plotWidth / 2))\" y=\"\(Self.px(y1 + 38))\" "
        out += "text-anchor=\"middle\">\(xTitle.xmlEscaped)</text>\n</g>\n<g class=\"axis y\">\n"
        let yStep = yTicks.count > 1 ? yTicks[1] - yTicks[0] : 1
        for tick in yTicks {
            let (_, py) = map(x.lowerBound, tick)
            out += "<line x1=\"\(x0)\" y1=\"\(Self.px(py))\" x2=\"\(Self.px(x0 + plotWidth))\" y2=\"\(Self.px(py))\" "
            out += "stroke=\"#eee\"/>\n"
            out += "<line class=\"tick\" x1=\"\(Self.px(x0 - 5))\" y1=\"\(Self.px(py))\" x2=\"\(x0)\" "
            out += "y2=\"\(Self.px(py))\" stroke=\"#444\"/>\n"
            out += "<text class=\"tick-label\" x=\"\(Self.px(x0 - 8))\" y=\"\(Self.px(py + 4))\" text-anchor=\"end\">"
            out += "\(NiceTicks.label(tick, step: yStep))</text>\n"
        }
        let middle = Self.px(Self.top + plotHeight / 2)
        out += "<text class=\"axis-title\" x=\"16\" y=\"\(middle)\" text-anchor=\"middle\" "
        out += "transform=\"rotate(-90 16 \(middle))\">\(yTitle.xmlEscaped)</text>\n</g>\n"
        out += "<rect class=\"frame\" x=\"\(x0)\" y=\"\(Self.top)\" width=\"\(Self.px(plotWidth))\" "
        out += "height=\"\(Self.px(plotHeight))\" fill=\"none\" stroke=\"#444\"/>\n"
        return out
    }

    /// `text` in lines of at most about `width` characters, broken at spaces.
    static func wrapped(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ", omittingEmptySubsequences: false) {
            if !line.isEmpty && line.count + 1 + word.count > width {
                lines.append(line)
                line = "  " + word
            } else {
                line += (line.isEmpty ? "" : " ") + word
            }
        }
        return lines + [line]
    }

    func legendSVG(top: Double) -> String {
        guard !legendEntries.isEmpty else { return "" }
        let x0 = Self.left
        var out = "<g class=\"legend\">\n"
        for (index, entry) in legendEntries.enumerated() {
            let y = top + Double(index) * 18
            let (mx, my) = (x0 + 12, y - 4)
            switch entry.marker {
            case .line, .dashedLine:
                out += "<line x1=\"\(Self.px(mx - 10))\" y1=\"\(Self.px(my))\" x2=\"\(Self.px(mx + 10))\" "
                out += "y2=\"\(Self.px(my))\" stroke=\"\(entry.colour)\" stroke-width=\"2\""
                out += entry.marker == .dashedLine ? " stroke-dasharray=\"6 4\"/>\n" : "/>\n"
            case .dot:
                out += "<circle cx=\"\(Self.px(mx))\" cy=\"\(Self.px(my))\" r=\"4\" fill=\"\(entry.colour)\"/>\n"
            case .ring:
                out += "<circle cx=\"\(Self.px(mx))\" cy=\"\(Self.px(my))\" r=\"5\" fill=\"none\" "
                out += "stroke=\"\(entry.colour)\" stroke-width=\"2.5\"/>\n"
            }
            out += "<text x=\"\(Self.px(x0 + 30))\" y=\"\(Self.px(y))\">\(entry.label.xmlEscaped)</text>\n"
        }
        return out + "</g>\n"
    }

    /// A pixel coordinate to one decimal.
    static func px(_ value: Double) -> String {
        let rounded = (value * 10).rounded() / 10
        return rounded.isFinite ? "\(rounded)" : "0.0"
    }
}
