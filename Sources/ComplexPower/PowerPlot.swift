import AlgoSupport

/// An SVG picture of values of z^w on a range of branches: a circle, a spiral or a ray.
public enum PowerPlot {
    /// Plots `values` (branch k → value) in the complex plane, on axes Re and Im with equal scales.
    /// When the moduli span more than three decades (spirals and rays), each value is drawn at
    /// radius r = log10|v| + c along its own argument, c chosen so that the smallest modulus sits
    /// at r = 1, and the axes and the caption say so. The principal value (k = 0) is drawn last, as
    /// a larger ring, so that no other branch hides it.
    ///
    /// - Parameters:
    ///   - values: the branches and their values; zeros and non-finite values are left out.
    ///   - title: the line above the plot (the power and the branches).
    ///   - subtitle: what the set of values is (`3 values`, `infinitely many values on a ray`).
    /// - Complexity: O(n) for n values.
    public static func svg(_ values: [(Int, Complex<Double>)], title: String, subtitle: String = "") -> String {
        let finite = values.filter { $0.1.isFinite && !$0.1.isZero }
        let moduli = finite.map { $0.1.length }
        let logScale = (moduli.max() ?? 1) / max(moduli.min() ?? 1, .leastNormalMagnitude) > 1000
        let offset = 1 - LibM.log10(moduli.min() ?? 1)
        let points: [(k: Int, x: Double, y: Double)] = finite.map { k, v in
            if logScale {
                let r = LibM.log10(v.length) + offset
                return (k, r * LibM.cos(v.phase), r * LibM.sin(v.phase))
            }
            return (k, v.real, v.imaginary)
        }
        // The origin stays in view: the picture is about where the values lie around 0.
        let extent = max(points.map { max(abs($0.x), abs($0.y)) }.max() ?? 1, 1e-300) * 1.08
        let names =
            logScale
            ? ("r·cos(arg v), r = log10|v| + c", "r·sin(arg v)") : ("Re z^w", "Im z^w")
        var plot = SVGPlot(
            x: -extent...extent, y: -extent...extent, equalScale: true, title: title, xTitle: names.0,
            yTitle: names.1)
        plot.polyline([(-extent, 0), (extent, 0)], stroke: "#bbb", width: 1)
        plot.polyline([(0, -extent), (0, extent)], stroke: "#bbb", width: 1)
        if !logScale, let r = moduli.first, moduli.allSatisfy({ abs($0 - r) <= 1e-9 * r }) {
            let circle = (0...180).map { i in
                let t = Double(i) * 2 * Double.pi / 180
                return (r * LibM.cos(t), r * LibM.sin(t))
            }
            plot.polyline(circle, stroke: "#ccc", width: 1, dashed: true)
        }
        if points.count > 1 {
            plot.polyline(points.map { ($0.x, $0.y) }, stroke: "#F05138", width: 1, opacity: 0.35)
        }
        for point in points where point.k != 0 {
            plot.dot(point.x, point.y, radius: 4, colour: "#3572A5", tooltip: "k = \(point.k)")
        }
        var legend: [SVGPlot.LegendEntry] = []
        if let principal = points.first(where: { $0.k == 0 }) {
            plot.dot(principal.x, principal.y, radius: 7, colour: "#F05138", ring: true, tooltip: "k = 0")
            legend.append(.init("k = 0, the principal value", colour: "#F05138", marker: .ring))
        }
        if points.contains(where: { $0.k != 0 }) {
            legend.append(.init("other branches k", colour: "#3572A5", marker: .dot))
            if points.count > 1 { legend.append(.init("k to k + 1", colour: "#F0513888", marker: .line)) }
        }
        // Which branches share each drawn position (a finite set repeats: k, k + q, k + 2q, …); all
        // positions are labelled when they lie apart, else only those of k = 0 and the ends, above
        // and below the points in turn.
        var positions: [(x: Double, y: Double, px: Double, py: Double, ks: [Int])] = []
        for point in points {
            let (px, py) = plot.map(point.x, point.y)
            if let index = positions.firstIndex(where: { abs($0.px - px) < 1 && abs($0.py - py) < 1 }) {
                positions[index].ks.append(point.k)
            } else {
                positions.append((point.x, point.y, px, py, [point.k]))
            }
        }
        let apart = positions.indices.allSatisfy { i in
            positions.indices.allSatisfy { j in
                i == j || LibM.hypot(positions[i].px - positions[j].px, positions[i].py - positions[j].py) >= 70
            }
        }
        let ends = Set([points.map(\.k).min(), points.map(\.k).max(), 0].compactMap { $0 })
        var placed: [(Double, Double)] = []
        // k = 0's label first: it wins a crowded spot.
        let order = positions.indices.sorted { positions[$0].ks.contains(0) && !positions[$1].ks.contains(0) }
        for index in order where apart || !ends.isDisjoint(with: positions[index].ks) {
            let position = positions[index]
            guard !placed.contains(where: { LibM.hypot($0.0 - position.px, $0.1 - position.py) < 45 }) else { continue }
            placed.append((position.px, position.py))
            let ks = position.ks.sorted()
            let text =
                ks.count > 4
                ? "k = \(ks[0]), \(ks[1]), …, \(ks[ks.count - 1])"
                : "k = " + ks.map(String.init).joined(separator: ", ")
            plot.label(text, at: position.x, position.y, dx: apart ? 9 : -12, dy: apart || index % 2 == 0 ? -9 : 20)
        }
        plot.legend(legend)
        var caption = [subtitle].filter { !$0.isEmpty }
        if logScale {
            let sign = offset >= 0 ? "+" : "−"
            caption.append(
                "log-polar: each value at radius r = log10|v| \(sign) \(NiceTicks.significant(abs(offset))) "
                    + "along its argument; the moduli span "
                    + "\(NiceTicks.significant(LibM.log10((moduli.max() ?? 1) / (moduli.min() ?? 1)), 3)) decades"
            )
        }
        if finite.count < values.count {
            caption.append("\(values.count - finite.count) values of 0 or beyond Double not drawn")
        }
        plot.caption(caption)
        return plot.svg
    }
}
