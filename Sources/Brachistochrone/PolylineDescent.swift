import AlgoSupport

/// The descent time along a polyline, exact for each straight piece: along a straight segment the
/// acceleration is constant, so the mean speed is the mean of the end speeds and the segment takes
/// t = 2L/(v₀ + v₁), with v = √(2g·drop) by energy. The formula needs no quadrature and stays finite
/// at the start, where v₀ = 0 (t = 2L/v₁).
public enum PolylineDescent {
    /// The time to slide from the first point to the last along straight segments.
    ///
    ///     try PolylineDescent.time(along: [PathPoint(0, 0), PathPoint(1, -1)], gravity: 9.80665)
    ///     // √(4/g) = 0.6386…, the straight line's closed form
    ///
    /// The bead starts at rest at `points[0]`; drops are measured from there.
    ///
    /// - Returns: the time, or +∞ when a segment lies level at the start's height (the bead never
    ///   moves along it).
    /// - Throws: ``BrachistochroneError/polyline(_:)`` for fewer than two points or a non-finite
    ///   coordinate; ``BrachistochroneError/aboveStart(index:)`` for a point higher than the start;
    ///   ``BrachistochroneError/gravity(_:)`` for g ≤ 0.
    /// - Complexity: O(n) for n points.
    public static func time(along points: [PathPoint], gravity: Double = Cycloid.standardGravity)
        throws(BrachistochroneError) -> Double
    {
        guard gravity > 0, gravity.isFinite else { throw .gravity(gravity) }
        guard points.count >= 2 else { throw .polyline("needs at least two points, got \(points.count)") }
        let start = points[0]
        var total = 0.0
        var previousSpeed = 0.0
        for index in points.indices {
            let point = points[index]
            guard point.x.isFinite, point.y.isFinite else { throw .polyline("point \(index) is not finite") }
            guard point.y <= start.y else { throw .aboveStart(index: index) }
            if index == 0 { continue }
            let speed = (2 * gravity * (start.y - point.y)).squareRoot()
            let dx = point.x - points[index - 1].x
            let dy = point.y - points[index - 1].y
            let length = (dx * dx + dy * dy).squareRoot()
            if length > 0 { total += 2 * length / (previousSpeed + speed) }
            previousSpeed = speed
        }
        return total
    }

    /// The time along a curve given as its drop h(x) below A, sampled at n + 1 abscissae
    /// x_i = X·(1 − cos(πi/n))/2 and joined by straight segments. The samples crowd together at both
    /// ends, spaced about 1/n² apart there, because fast curves are steep at A (the bead starts at
    /// rest) and may be steep at B too (a cycloid with Y = 0 arrives at rest).
    ///
    ///     try PolylineDescent.time(ofDrop: { x in x }, to: 1, segments: 1000)   // the line: 0.6386…
    ///
    /// - Parameters:
    ///   - drop: h(x) ≥ 0, the depth below A at abscissa x, with h(0) = 0.
    ///   - x: the abscissa X > 0 of the end point.
    ///   - segments: n ≥ 1.
    ///   - gravity: g > 0 (default standard gravity).
    /// - Throws: as ``time(along:gravity:)``; ``BrachistochroneError/horizontalDistance(_:)`` for X ≤ 0,
    ///   ``BrachistochroneError/interiorPoints(_:)`` for n < 1.
    /// - Complexity: O(n) evaluations of h.
    public static func time(
        ofDrop drop: (Double) -> Double, to x: Double, segments: Int, gravity: Double = Cycloid.standardGravity
    ) throws(BrachistochroneError) -> Double {
        guard x > 0, x.isFinite else { throw .horizontalDistance(x) }
        guard segments >= 1 else { throw .interiorPoints(segments) }
        let points = (0...segments).map { i -> PathPoint in
            let abscissa = i == segments ? x : x * 0.5 * (1 - LibM.cos(Double.pi * Double(i) / Double(segments)))
            return PathPoint(abscissa, i == 0 ? 0 : -drop(abscissa))
        }
        return try time(along: points, gravity: gravity)
    }
}
