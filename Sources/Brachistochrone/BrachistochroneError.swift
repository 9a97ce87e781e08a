/// What was wrong with the arguments of a brachistochrone computation.
public enum BrachistochroneError: Error, Equatable, Sendable, CustomStringConvertible {
    /// X must be finite and greater than 0: B lies to the right of A.
    case horizontalDistance(Double)
    /// Y must be finite and at least 0: B lies no higher than A.
    case drop(Double)
    /// g must be finite and greater than 0.
    case gravity(Double)
    /// The discrete optimum needs at least one interior point.
    case interiorPoints(Int)
    /// A polyline needs two points, all finite, with x strictly increasing.
    case polyline(String)
    /// The polyline rises above its start at this index: the bead, starting at rest, cannot get there.
    case aboveStart(index: Int)

    public var description: String {
        switch self {
        case .horizontalDistance(let x): "X must be a finite number > 0, got \(x)"
        case .drop(let y): "Y must be a finite number >= 0, got \(y)"
        case .gravity(let g): "g must be a finite number > 0, got \(g)"
        case .interiorPoints(let n): "N must be at least 1, got \(n)"
        case .polyline(let what): "polyline: \(what)"
        case .aboveStart(let index): "polyline point \(index) lies above the start; a bead at rest cannot reach it"
        }
    }

    /// Checks B = (X, −Y) and g; NaN fails each comparison. Inlined: out of line, the call was a
    /// tenth of a tabled cycloid solve (Guides/Measurements/Brachistochrone.md, "the check of B").
    ///
    /// - Complexity: O(1).
    @inline(__always)
    static func check(x: Double, depth: Double, gravity: Double) throws(BrachistochroneError) {
        guard x > 0 && x < .infinity else { throw .horizontalDistance(x) }
        guard depth >= 0 && depth < .infinity else { throw .drop(depth) }
        guard gravity > 0 && gravity < .infinity else { throw .gravity(gravity) }
    }
}
