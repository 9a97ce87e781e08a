import AlgoSupport

/// The curve of fastest descent from A = (0, 0) to B = (X, −Y): the arc of the cycloid
/// x = r(θ − sin θ), y = −r(1 − cos θ) for 0 ≤ θ ≤ θ_B, traced by a point on a circle of radius r
/// rolling under the line y = 0.
///
///     let c = try Cycloid(x: .pi / 2, depth: 1)   // B at the cycloid's lowest point
///     c.theta                                      // 3.141592653589793 (π)
///     c.radius                                     // 0.5
///     c.descentTime(gravity: 9.80665)              // π·√(1/(2g)) = 0.709…
///
/// θ_B solves (θ − sin θ)/(1 − cos θ) = X/Y, whose left side climbs from 0 (θ → 0) to ∞ (θ → 2π).
/// With φ = θ/2 this is φ − sin φ cos φ = (X/Y)·sin²φ; the solver works on φ for X/Y ≤ π/2 and
/// on u = π − φ beyond, so that neither end loses digits to cancellation. Both are a safeguarded
/// Newton iteration (a bisection step whenever Newton leaves the bracket), with θ − sin θ from its
/// Taylor series for small θ.
///
/// Edge cases: Y = 0 gives θ_B = 2π, a whole arch (the bead arrives at rest); X/Y → 0 gives θ_B → 0
/// and free fall; X/Y → ∞ gives θ_B → 2π. X ≤ 0, Y < 0, and non-finite values throw.
public struct Cycloid: Sendable, Equatable {
    /// B's horizontal distance X > 0.
    public let x: Double
    /// B's drop Y ≥ 0 (B = (X, −Y)).
    public let depth: Double
    /// The rolling angle θ_B at B, in (0, 2π] (it rounds to 0 only when X/Y is below Double's
    /// smallest numbers).
    public let theta: Double
    /// The radius r of the rolling circle; +∞ for a B so steep that r is beyond Double's range
    /// (X/Y below about 1e-154·√Y), where θ_B and T stay accurate.
    public let radius: Double
    /// π − θ_B/2, kept exactly: near θ_B = 2π it holds the digits that θ_B cannot.
    let complement: Double
    /// T for g = 1.
    let unitTime: Double

    /// Standard gravity, 9.80665 m/s² (the default g; any unit system works if X, Y and g agree).
    public static let standardGravity = 9.80665

    /// The cycloid through A = (0, 0) and B = (x, −depth).
    ///
    /// - Parameters:
    ///   - x: the abscissa of B, > 0.
    ///   - depth: how far B lies below A, ≥ 0.
    ///   - solver: ``CycloidSolver/tabled`` (the default: an interpolated start good to
    ///     about 1e-11, then one Newton step) or ``CycloidSolver/newton`` (the baseline: safeguarded
    ///     Newton from a crude start, about 9 steps). Both give θ_B and r to within a few ulps.
    /// - Throws: ``BrachistochroneError`` when x ≤ 0, depth < 0, or either is not finite.
    /// - Complexity: O(1): one Newton step (tabled) or at most 100 (newton).
    public init(x: Double, depth: Double, solver: CycloidSolver = .tabled) throws(BrachistochroneError) {
        try BrachistochroneError.check(x: x, depth: depth, gravity: 1)
        self.x = x
        self.depth = depth
        // Scale so that max(a, b) = 1: no overflow in products, the same iteration at any scale.
        let scale = Swift.max(x, depth)
        let a = x / scale
        let b = depth / scale
        if 2 * a <= Double.pi * b {
            let ratio = a / b
            // Below X/Y = 1e-60, f(φ) = (2/3)φ(1 + O(φ²)) gives φ = 1.5·X/Y and sin φ = φ to the last
            // bit, and φ − sin φ cos φ (about φ³) would underflow.
            let (phi, sinPhi) =
                ratio < 1e-60
                ? (1.5 * ratio, 1.5 * ratio)
                : solver == .tabled ? Self.tabledLower(a: a, b: b) : Self.newtonLower(a: a, b: b)
            theta = 2 * phi
            complement = Double.pi - phi
            // r = Y/(1 − cos θ) = Y/(2 sin²φ), divided in two steps so that no intermediate
            // underflows; +∞ when r itself is beyond Double's range (X/Y below about 1e-154·√Y).
            radius = depth / (2 * sinPhi) / sinPhi
            // T = θ√(r/g) = √(2Y/g)·φ/sin φ: finite even when r is not. √(2Y) as 2√(Y/2) above 1,
            // the same bits (a power of 4 under the root), since 2Y overflows for Y past 9e307 (T
            // printed inf for X = Y = 1e308).
            let rootTwiceDepth = depth > 1 ? 2 * (0.5 * depth).squareRoot() : (2 * depth).squareRoot()
            unitTime = rootTwiceDepth * (phi < 1e-60 ? 1 : phi / sinPhi)
        } else {
            let (u, chord) =
                b == 0
                ? (0, Double.pi) : solver == .tabled ? Self.tabledUpper(a: a, b: b) : Self.newtonUpper(a: a, b: b)
            theta = 2 * (Double.pi - u)
            complement = u
            radius = x / (2 * chord)
            unitTime = theta * radius.squareRoot()
        }
    }

    /// Whether the path dips below B and climbs back to it: B lies beyond the lowest point of the
    /// arch (X/Y > π/2, θ_B > π).
    public var dipsBelowEnd: Bool { theta > Double.pi }

    /// The largest drop along the path: 2r when it dips below B, else Y.
    public var lowestDepth: Double { dipsBelowEnd ? 2 * radius : depth }

    /// The time to slide from A to B, T = θ_B·√(r/g).
    ///
    /// - Parameter gravity: g > 0 (not checked here; ``RivalCurve`` and ``BrachistochroneSolver``
    ///   check it).
    /// - Complexity: O(1).
    public func descentTime(gravity: Double = standardGravity) -> Double {
        unitTime / gravity.squareRoot()
    }

    /// The point at rolling angle θ: (r(θ − sin θ), −r(1 − cos θ)).
    public func point(at angle: Double) -> PathPoint {
        PathPoint(radius * Self.thetaMinusSin(angle), -2 * radius * Self.square(LibM.sin(angle / 2)))
    }

    /// The drop of the path below A at abscissa `at` (0 ≤ at ≤ X): r(1 − cos θ) where
    /// r(θ − sin θ) = at, θ in [0, θ_B].
    ///
    /// Past the lowest point the angle is solved as δ = θ_B − θ from the distance to B, which is
    /// exact there; from A the abscissa fixes θ only to within ∛ulp where the path climbs steeply
    /// back to B (Y = 0), and a drop that far off moves a descent time by √ of it.
    ///
    /// - Complexity: O(1): a safeguarded Newton iteration, as for θ_B.
    public func depth(at abscissa: Double) -> Double {
        if abscissa >= x { return depth }
        // θ_B < 1e-60: x ∝ θ³ and the drop ∝ θ² to 1 + O(θ²), so h = Y·(x/X)^(2/3); the general
        // route would underflow (and r may be +∞).
        if theta < 1e-60 {
            let fraction = Swift.max(abscissa, 0) / x
            return depth * LibM.cbrt(fraction * fraction)
        }
        if dipsBelowEnd && abscissa > Double.pi * radius { return depthNearEnd(distance: x - abscissa) }
        let target = Swift.max(abscissa, 0) / radius
        if target == 0 { return 0 }
        // θ − sin θ is increasing; θ³/6 ≥ θ − sin θ gives the start ∛(6·target) ≥ the root.
        let angle = Self.safeguardedNewton(
            low: 0, high: theta, start: Swift.min(LibM.cbrt(6 * target), theta)
        ) { t in
            (Self.thetaMinusSin(t) - target, 2 * Self.square(LibM.sin(t / 2)))
        }
        return 2 * radius * Self.square(LibM.sin(angle / 2))
    }

    /// The drop at `distance` = X − x before B on the climbing part: with u = π − θ_B/2,
    /// (X − x)/r = (δ − sin δ) + 2sin²u·sin δ + sin 2u·(1 − cos δ), every term ≥ 0 for u ≤ π/2,
    /// and the drop is 2r·sin²(u + δ/2).
    func depthNearEnd(distance: Double) -> Double {
        let target = distance / radius
        let u = complement
        let s2 = 2 * Self.square(LibM.sin(u))
        let sin2u = LibM.sin(2 * u)
        let high = theta - Double.pi  // the lowest point
        let start = Swift.min(LibM.cbrt(6 * target), high)
        let delta = Self.safeguardedNewton(low: 0, high: high, start: start) { d in
            let sd = LibM.sin(d)
            let halfChord = 2 * Self.square(LibM.sin(d / 2))  // 1 − cos δ
            let value = Self.thetaMinusSin(d) + s2 * sd + sin2u * halfChord - target
            return (value, halfChord + s2 * LibM.cos(d) + sin2u * sd)
        }
        return 2 * radius * Self.square(LibM.sin(u + delta / 2))
    }

    // MARK: the θ_B equation

    /// φ in (0, π/2] with b(φ − sin φ cos φ) = a·sin²φ, for 2a ≤ πb, and sin φ.
    static func newtonLower(a: Double, b: Double) -> (Double, Double) {
        let phi = solveLower(a: a, b: b)
        return (phi, LibM.sin(phi))
    }

    /// u in (0, π/2) with b(π − u + sin u cos u) = a·sin²u, for 2a > πb > 0, and π − u + sin u cos u.
    static func newtonUpper(a: Double, b: Double) -> (Double, Double) {
        let u = solveUpper(a: a, b: b)
        return (u, Double.pi - u + LibM.sin(u) * LibM.cos(u))
    }

    /// φ in (0, π/2] with b(φ − sin φ cos φ) = a·sin²φ, for 2a ≤ πb.
    static func solveLower(a: Double, b: Double) -> Double {
        // f(φ) = (φ − sin φ cos φ)/sin²φ ≈ 2φ/3 for small φ, and f(π/2) = π/2.
        let ratio = a / b
        let start = Swift.min(1.5 * ratio, Double.pi / 2)
        return safeguardedNewton(low: 0, high: Double.pi / 2, start: start) { phi in
            let s = LibM.sin(phi)
            let c = LibM.cos(phi)
            return (b * phiMinusSinCos(phi) - a * s * s, 2 * s * (b * s - a * c))
        }
    }

    /// u in (0, π/2) with b(π − u + sin u cos u) = a·sin²u, for 2a > πb > 0.
    static func solveUpper(a: Double, b: Double) -> Double {
        // f = (π − u + sin u cos u)/sin²u ≈ π/u² for small u.
        let start = Swift.min((Double.pi * b / a).squareRoot(), 1.5)
        // The function decreases in u; negate it so that the solver sees an increasing one.
        return safeguardedNewton(low: 0, high: Double.pi / 2, start: start) { u in
            let s = LibM.sin(u)
            let c = LibM.cos(u)
            return (a * s * s - b * (Double.pi - u + s * c), 2 * s * (b * s + a * c))
        }
    }

    /// The root of an increasing function in [low, high] (value ≤ 0 at low, ≥ 0 at high) by Newton
    /// steps, replaced by bisection whenever a step would leave the bracket.
    ///
    /// - Parameter evaluate: the value and the derivative at a point.
    /// - Complexity: at most 100 evaluations.
    @inline(__always)
    static func safeguardedNewton(
        low: Double, high: Double, start: Double, _ evaluate: (Double) -> (value: Double, slope: Double)
    ) -> Double {
        var low = low
        var high = high
        var point = start
        for _ in 0..<100 {
            let (value, slope) = evaluate(point)
            if value == 0 { return point }
            if value < 0 { low = point } else { high = point }
            var next = point - value / slope
            if !(next > low && next < high) { next = 0.5 * (low + high) }
            let step = abs(next - point)
            point = next
            if step <= 2 * Double.ulpOfOne * point || high - low <= 2 * Double.ulpOfOne * high { return point }
        }
        return point
    }

    // MARK: cancellation-free pieces

    /// t − sin t, from its Taylor series for t < 1 (where the subtraction would cancel).
    @inline(__always)
    static func thetaMinusSin(_ t: Double) -> Double {
        if abs(t) >= 1 { return t - LibM.sin(t) }
        // t³/3! − t⁵/5! + …; the t¹⁹ term is below 2^-53 of t³/6 for |t| < 1.
        let t2 = t * t
        var sum = 1.0 / 121_645_100_408_832_000  // 1/19!
        sum = 1.0 / 355_687_428_096_000 - t2 * sum  // 1/17!
        sum = 1.0 / 1_307_674_368_000 - t2 * sum  // 1/15!
        sum = 1.0 / 6_227_020_800 - t2 * sum  // 1/13!
        sum = 1.0 / 39_916_800 - t2 * sum  // 1/11!
        sum = 1.0 / 362_880 - t2 * sum  // 1/9!
        sum = 1.0 / 5040 - t2 * sum
        sum = 1.0 / 120 - t2 * sum
        sum = 1.0 / 6 - t2 * sum
        return t * t2 * sum
    }

    /// φ − sin φ cos φ = (2φ − sin 2φ)/2.
    @inline(__always)
    static func phiMinusSinCos(_ phi: Double) -> Double { 0.5 * thetaMinusSin(2 * phi) }

    @inline(__always) static func square(_ v: Double) -> Double { v * v }
}

/// How ``Cycloid`` solves for θ_B.
public enum CycloidSolver: String, CaseIterable, Sendable {
    /// Cubic Hermite interpolation in a 257-node table of the exact inverse, then one Newton step.
    case tabled
    /// The baseline: safeguarded Newton from the small-angle asymptotes.
    case newton
}

/// A point of the plane, y up (the paths run below y = 0).
public struct PathPoint: Sendable, Equatable {
    public var x: Double
    public var y: Double

    public init(_ x: Double, _ y: Double) {
        self.x = x
        self.y = y
    }
}
