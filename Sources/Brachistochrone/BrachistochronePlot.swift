import AlgoSupport

/// An SVG picture of the cycloid from A to B with its rivals (and the discrete optimum, when
/// given), on axes in metres, each curve named in the legend with its descent time.
public enum BrachistochronePlot {
    /// The picture, with equal scales on both axes (the curves keep their shapes).
    ///
    /// - Parameters:
    ///   - cycloid: the cycloid through B.
    ///   - gravity: g, for the times in the legend.
    ///   - rivals: whether to draw the line, the arc and the parabola.
    ///   - discrete: the discrete optimum, drawn as small dots under the curves, or nil.
    /// - Complexity: O(s + N) for s = 400 samples per curve and N discrete vertices (at most 400
    ///   of them drawn, evenly spaced).
    public static func svg(
        _ cycloid: Cycloid, gravity: Double, rivals: Bool, discrete: DiscreteBrachistochrone? = nil
    ) -> String {
        let samples = 400
        var curves: [(name: String, colour: String, points: [PathPoint], time: Double)] = []
        let path = (0...samples).map { cycloid.point(at: cycloid.theta * Double($0) / Double(samples)) }
        curves.append(("cycloid", "#F05138", path, cycloid.descentTime(gravity: gravity)))
        if rivals {
            let (x, y) = (cycloid.x, cycloid.depth)
            for rival in RivalCurve.allCases {
                let time = (try? rival.descentTime(x: x, depth: y, gravity: gravity)) ?? .nan
                curves.append((rival.rawValue, colour(rival), shape(rival, x: x, y: y, samples: samples), time))
            }
        }
        let all = curves.flatMap(\.points) + (discrete?.points ?? [])
        let xs = all.map(\.x)
        let ys = all.map(\.y)
        var plot = SVGPlot(
            x: Swift.min(0, xs.min() ?? 0)...(xs.max() ?? 1), y: (ys.min() ?? -1)...Swift.max(0, ys.max() ?? 0),
            equalScale: true, title: "The brachistochrone from A to B", xTitle: "x (m)", yTitle: "y (m)")
        var legend: [SVGPlot.LegendEntry] = []
        // The discrete optimum first, in small translucent dots, so that the curves stay visible
        // over it (it lies on the cycloid within its tolerance).
        if let discrete {
            let points = discrete.points
            let stride = Swift.max(1, points.count / 400)
            for index in Swift.stride(from: 0, to: points.count, by: stride) {
                plot.dot(points[index].x, points[index].y, radius: 2.5, colour: "#222", opacity: 0.45)
            }
            let drawn = stride > 1 ? " (1 vertex in \(stride) drawn)" : ""
            legend.append(
                .init(
                    "fastest \(discrete.drops.count - 2)-vertex polyline: T = \(NiceTicks.significant(discrete.time)) s\(drawn)",
                    colour: "#222", marker: .dot))
        }
        // The rivals under the cycloid: it is the curve the picture is about.
        for curve in curves.reversed() {
            plot.polyline(
                curve.points.map { ($0.x, $0.y) }, stroke: curve.colour, width: curve.name == "cycloid" ? 2.5 : 2)
        }
        for curve in curves {
            legend.append(
                .init("\(curve.name): T = \(NiceTicks.significant(curve.time)) s", colour: curve.colour, marker: .line))
        }
        plot.dot(0, 0, radius: 4, colour: "#222")
        plot.label("A", at: 0, 0, dx: 8, dy: 14)
        plot.dot(cycloid.x, -cycloid.depth, radius: 4, colour: "#222")
        plot.label("B", at: cycloid.x, -cycloid.depth)
        plot.legend(legend)
        plot.caption([
            "A = (0, 0), B = (\(NiceTicks.significant(cycloid.x)), \(NiceTicks.significant(-cycloid.depth))) m, "
                + "g = \(NiceTicks.significant(gravity)) m/s², from rest, no friction"
        ])
        return plot.svg
    }

    static func colour(_ rival: RivalCurve) -> String {
        switch rival {
        case .line: "#3572A5"
        case .arc: "#2E8B57"
        case .parabola: "#8E44AD"
        }
    }

    /// Points along a rival curve.
    static func shape(_ rival: RivalCurve, x: Double, y: Double, samples: Int) -> [PathPoint] {
        // The arc's centre (c, 0) and its angle at B, once for all samples.
        let c = (x * x + y * y) / (2 * x)
        let end = LibM.atan2(2 * x * y, y * y - x * x)
        return (0...samples).map { i in
            let s = Double(i) / Double(samples)
            switch rival {
            case .line:
                return PathPoint(s * x, -s * y)
            case .parabola:
                return PathPoint(x * s * s, -y * s)
            case .arc:
                let angle = end * s
                return PathPoint(c - c * LibM.cos(angle), -c * LibM.sin(angle))
            }
        }
    }
}
