import AlgoSupport

/// SVG pictures of a triangle with its Fermat point, and of a point set with its median.
public enum FermatPlot {
    /// A triangle, its Fermat point and the three segments from it to the vertices (at 120° to each
    /// other when the point is inside).
    public static func triangle(_ vertices: [Point2], _ solution: FermatSolution) -> String {
        var canvas = Canvas(points: vertices + [solution.point])
        canvas.polygon(vertices, stroke: "#3572A5")
        for vertex in vertices { canvas.line(solution.point, vertex, stroke: "#F05138", dashed: true) }
        for vertex in vertices { canvas.dot(vertex, radius: 4, fill: "#3572A5") }
        canvas.dot(solution.point, radius: 5, fill: "#F05138")
        let rule = solution.vertex == nil ? "120° point" : "vertex rule"
        canvas.caption("Fermat point (\(solution.point.x), \(solution.point.y)), total \(solution.total), \(rule)")
        return canvas.svg
    }

    /// A point set (at most `limit` points drawn, evenly sampled) and its geometric median.
    public static func pointSet(_ points: [Point2], median: GeometricMedianResult, limit: Int = 20_000) -> String {
        let stride = max(1, points.count / limit)
        let shown = Swift.stride(from: 0, to: points.count, by: stride).map { points[$0] }
        var canvas = Canvas(points: shown + [median.point])
        for point in shown { canvas.dot(point, radius: 1.5, fill: "#3572A5") }
        canvas.dot(median.point, radius: 6, fill: "#F05138")
        canvas.caption(
            "geometric median (\(median.point.x), \(median.point.y)), total \(median.total), \(median.iterations) passes"
                + (stride > 1 ? ", every \(stride)th of \(points.count) points drawn" : ""))
        return canvas.svg
    }

    /// Maps data coordinates into a 600 × 600 picture with equal scales on both axes.
    struct Canvas {
        let minX: Double
        let maxY: Double
        let scale: Double
        var body = ""
        var captionText = ""

        init(points: [Point2]) {
            let xs = points.map(\.x)
            let ys = points.map(\.y)
            minX = xs.min() ?? 0
            maxY = ys.max() ?? 0
            let extent = max((xs.max() ?? 0) - minX, maxY - (ys.min() ?? 0))
            scale = extent > 0 && extent.isFinite ? 540 / extent : 1
        }

        func map(_ p: Point2) -> (Double, Double) { (30 + (p.x - minX) * scale, 30 + (maxY - p.y) * scale) }

        static func f(_ v: Double) -> String {
            let rounded = (v * 10).rounded() / 10
            return rounded.isFinite ? "\(rounded)" : "0"
        }

        mutating func polygon(_ points: [Point2], stroke: String) {
            let list = points.map { map($0) }.map { "\(Self.f($0.0)),\(Self.f($0.1))" }.joined(separator: " ")
            body += "<polygon points=\"\(list)\" fill=\"none\" stroke=\"\(stroke)\" stroke-width=\"2\"/>\n"
        }

        mutating func line(_ a: Point2, _ b: Point2, stroke: String, dashed: Bool) {
            let (x1, y1) = map(a)
            let (x2, y2) = map(b)
            body += "<line x1=\"\(Self.f(x1))\" y1=\"\(Self.f(y1))\" x2=\"\(Self.f(x2))\" y2=\"\(Self.f(y2))\" "
            body += "stroke=\"\(stroke)\" stroke-width=\"1.5\"\(dashed ? " stroke-dasharray=\"6 4\"" : "")/>\n"
        }

        mutating func dot(_ p: Point2, radius: Double, fill: String) {
            let (x, y) = map(p)
            body += "<circle cx=\"\(Self.f(x))\" cy=\"\(Self.f(y))\" r=\"\(radius)\" fill=\"\(fill)\"/>\n"
        }

        mutating func caption(_ text: String) {
            captionText = text.xmlEscaped
        }

        var svg: String {
            """
            <svg xmlns="http://www.w3.org/2000/svg" width="600" height="640" font-family="sans-serif" font-size="10">
            <rect width="100%" height="100%" fill="white"/>
            \(body)<text x="10" y="625">\(captionText)</text>
            </svg>

            """
        }
    }
}
