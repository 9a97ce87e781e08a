import AlgoSupport

/// An SVG picture of the cycloid from A to B with its rivals (and the discrete optimum, when
/// given), each labelled with its descent time.
public enum BrachistochronePlot {
    /// The picture, 640 pixels wide, with equal scales on both axes.
    ///
    /// - Parameters:
    ///   - cycloid: the cycloid through B.
    ///   - gravity: g, for the times in the legend.
    ///   - rivals: whether to draw the line, the arc and the parabola.
    ///   - discrete: the discrete optimum, drawn as dots, or nil.
    /// - Complexity: O(s + N) for s = 400 samples per curve and N discrete vertices.
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
        let minY = all.map(\.y).min() ?? -1
        let width = cycloid.x
        let height = Swift.max(-minY, 1e-300)
        let scale = 560 / Swift.max(width, height)
        let pictureHeight = Int((height * scale).rounded(.up)) + 40 + 24 * (curves.count + 1)
        func map(_ p: PathPoint) -> String { "\(round1(40 + p.x * scale)),\(round1(20 - p.y * scale))" }

        var svg = """
            <svg xmlns="http://www.w3.org/2000/svg" width="640" height="\(pictureHeight)" \
            font-family="sans-serif" font-size="13">
            <rect width="100%" height="100%" fill="white"/>

            """
        for curve in curves {
            let list = curve.points.map(map).joined(separator: " ")
            svg += "<polyline points=\"\(list)\" fill=\"none\" stroke=\"\(curve.colour)\" stroke-width=\"2\"/>\n"
        }
        if let discrete {
            for point in discrete.points.prefix(2000) {
                svg += "<circle cx=\"\(round1(40 + point.x * scale))\" cy=\"\(round1(20 - point.y * scale))\" "
                svg += "r=\"2\" fill=\"#222\"/>\n"
            }
        }
        svg += "<circle cx=\"40\" cy=\"20\" r=\"4\" fill=\"#222\"/><text x=\"30\" y=\"14\">A</text>\n"
        let b = map(PathPoint(cycloid.x, -cycloid.depth)).split(separator: ",")
        svg += "<circle cx=\"\(b[0])\" cy=\"\(b[1])\" r=\"4\" fill=\"#222\"/>"
        svg += "<text x=\"\(b[0])\" y=\"\(b[1])\" dx=\"6\" dy=\"-6\">B</text>\n"
        var legendY = Int((height * scale).rounded(.up)) + 48
        for curve in curves {
            svg +=
                "<text x=\"40\" y=\"\(legendY)\" fill=\"\(curve.colour)\">\(curve.name): T = \(curve.time) s</text>\n"
            legendY += 24
        }
        if let discrete {
            svg += "<text x=\"40\" y=\"\(legendY)\" fill=\"#222\">discrete optimum, N = \(discrete.drops.count - 2): "
            svg += "T = \(discrete.time) s</text>\n"
        }
        return svg + "</svg>\n"
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

    static func round1(_ value: Double) -> String {
        let rounded = (value * 10).rounded() / 10
        return rounded.isFinite ? "\(rounded)" : "0"
    }
}
