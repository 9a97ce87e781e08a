import AlgoSupport

/// SVG pictures of a triangle with its Fermat point, and of a point set with its median, on axes
/// with equal scales.
public enum FermatPlot {
    /// A triangle, its Fermat point and the three segments from it to the vertices (at 120° to each
    /// other when the point is inside).
    ///
    /// - Complexity: O(1).
    public static func triangle(_ vertices: [Point2], _ solution: FermatSolution) -> String {
        var plot = frame(vertices + [solution.point], title: "The Fermat point of a triangle")
        plot.polyline((vertices + vertices.prefix(1)).map { ($0.x, $0.y) }, stroke: "#3572A5")
        for vertex in vertices {
            plot.polyline(
                [(solution.point.x, solution.point.y), (vertex.x, vertex.y)], stroke: "#F05138", width: 1.5,
                dashed: true)
        }
        for vertex in vertices { plot.dot(vertex.x, vertex.y, radius: 4, colour: "#3572A5") }
        plot.dot(solution.point.x, solution.point.y, radius: 5, colour: "#F05138")
        let rule = solution.vertex == nil ? "the 120° point" : "a vertex (an angle ≥ 120°)"
        plot.legend([
            .init("triangle", colour: "#3572A5", marker: .line),
            .init("Fermat point: \(rule)", colour: "#F05138", marker: .dot),
            .init("segments to the vertices", colour: "#F05138", marker: .dashedLine),
        ])
        plot.caption([
            "vertices "
                + vertices.map { "(\(NiceTicks.significant($0.x)), \(NiceTicks.significant($0.y)))" }.joined(
                    separator: ", "),
            "Fermat point (\(NiceTicks.significant(solution.point.x)), \(NiceTicks.significant(solution.point.y))), "
                + "total distance \(NiceTicks.significant(solution.total))",
        ])
        return plot.svg
    }

    /// A point set (at most `limit` points drawn, evenly sampled) and its geometric median, drawn
    /// as a ring so that a point under it stays visible. With weights, each point's area is
    /// proportional to its weight (a radius from 1.5 to 8 pixels).
    ///
    /// - Complexity: O(n) for n points.
    public static func pointSet(
        _ points: [Point2], weights: [Double]? = nil, median: GeometricMedianResult, limit: Int = 20_000
    ) -> String {
        let stride = max(1, points.count / limit)
        let shown = Swift.stride(from: 0, to: points.count, by: stride).map { $0 }
        var plot = frame(shown.map { points[$0] } + [median.point], title: "The geometric median of a point set")
        let heaviest = weights?.max() ?? 1
        let opacity = shown.count > 2000 ? 0.35 : 0.75
        for index in shown {
            let weight = weights?[index] ?? 1
            // Area proportional to weight: radius ∝ √w, from 1.5 to 8 pixels.
            let radius = weights == nil ? 2.5 : max(1.5, 8 * (weight / heaviest).squareRoot())
            plot.dot(points[index].x, points[index].y, radius: radius, colour: "#3572A5", opacity: opacity)
        }
        plot.dot(median.point.x, median.point.y, radius: 8, colour: "#F05138", ring: true)
        plot.legend([
            .init(weights == nil ? "points" : "points, area ∝ weight", colour: "#3572A5", marker: .dot),
            .init("geometric median", colour: "#F05138", marker: .ring),
        ])
        var caption = [
            "median (\(NiceTicks.significant(median.point.x)), \(NiceTicks.significant(median.point.y))), "
                + "total \(weights == nil ? "" : "weighted ")distance \(NiceTicks.significant(median.total)), "
                + "\(median.iterations) passes"
        ]
        if let weights, let lightest = weights.min() {
            caption.append(
                "\(points.count) points, weights \(NiceTicks.significant(lightest)) to \(NiceTicks.significant(heaviest))"
            )
        }
        if stride > 1 { caption.append("every \(stride)th of \(points.count) points drawn") }
        plot.caption(caption)
        return plot.svg
    }

    /// Axes with equal scales around `points`, x and y in the input's units.
    static func frame(_ points: [Point2], title: String) -> SVGPlot {
        let xs = points.map(\.x).filter(\.isFinite)
        let ys = points.map(\.y).filter(\.isFinite)
        return SVGPlot(
            x: (xs.min() ?? 0)...(xs.max() ?? 1), y: (ys.min() ?? 0)...(ys.max() ?? 1), equalScale: true, title: title,
            xTitle: "x", yTitle: "y")
    }
}
