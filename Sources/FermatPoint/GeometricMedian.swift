/// Why a point set has no geometric median to compute.
public enum GeometricMedianError: Error, Equatable, Sendable, CustomStringConvertible {
    case empty
    case nonFinite(index: Int)
    case nonPositiveWeight(index: Int)

    public var description: String {
        switch self {
        case .empty: "the point set is empty"
        case .nonFinite(let index): "point \(index + 1): coordinates and weights must be finite"
        case .nonPositiveWeight(let index): "point \(index + 1): weights must be > 0"
        }
    }
}

/// The result of ``geometricMedian(of:weights:tolerance:maxIterations:accelerate:)``.
public struct GeometricMedianResult: Equatable, Sendable {
    /// The weighted geometric median (Fermat–Weber point).
    public var point: Point2
    /// Σ wᵢ‖xᵢ − point‖.
    public var total: Double
    /// Passes over the points.
    public var iterations: Int
    /// A proven upper bound on (total − optimum) / total at `point`; 0 when a data point passed
    /// the exact optimality test.
    public var gap: Double
    /// Whether `gap` reached the tolerance within the iteration cap.
    public var converged: Bool
}

/// The weighted geometric median of points in the plane, by Weiszfeld's iteration with the
/// Vardi–Zhang (2000) step at data points, a proven stopping rule and safeguarded over-relaxation.
///
///     try geometricMedian(of: [Point2(0, 0), Point2(1, 0), Point2(1, 1), Point2(0, 1)]).point
///     // (0.5, 0.5), total 2√2
///
/// Each pass computes, at the current y, f(y) = Σ wᵢdᵢ, the Weiszfeld map T(y) over the points not at
/// y, the pull R = Σ_{xᵢ≠y} wᵢ(xᵢ − y)/dᵢ, and the weight η of the points at y:
/// - if η > 0 and ‖R‖ ≤ η, y is optimal (the exact test for data points) and the gap is 0;
/// - otherwise the next iterate is (1 − η/‖R‖)·T(y) + (η/‖R‖)·y (Vardi–Zhang; plain Weiszfeld when
///   η = 0), which never gets stuck on a data point;
/// - by convexity f* ≥ f(y) − g·max dᵢ, where g = max(0, ‖R‖ − η) is the least subgradient norm and
///   the optimum lies in the convex hull; the iteration stops when g·max dᵢ / f(y) ≤ `tolerance`.
///
/// Weiszfeld is sublinear when the optimum sits at or next to a data point (a triangle near 120°).
/// The first case ends at once by the exact test, run on the nearest data point each time the
/// iterate gets 10× closer to it. For the second, `accelerate` tries Newton's step on f (the same
/// pass accumulates the Hessian Σ (wᵢ/dᵢ)(I − uᵢuᵢᵀ)) and keeps it only if the next pass finds f
/// lower; otherwise it takes the plain step, so f decreases monotonically and the stopping proof
/// and the data-point test are unchanged.
///
/// Points are translated to their bounding box's centre and scaled by its extent, so coordinates
/// from 1e-150 to 1e150 neither overflow nor underflow.
///
/// - Parameters:
///   - points: at least one point, finite.
///   - weights: one per point, finite and > 0; all 1 when nil.
///   - tolerance: the relative gap to reach (default 1e-12).
///   - maxIterations: the cap on passes (default 10,000).
///   - accelerate: try Newton's step each pass and keep it when f goes down (default true); false
///     is plain Weiszfeld with the Vardi–Zhang step, the baseline.
/// - Throws: ``GeometricMedianError`` for an empty set, a non-finite value or a weight ≤ 0.
/// - Complexity: O(n) per pass, n points; passes are usually tens (linear convergence).
public func geometricMedian(
    of points: [Point2], weights: [Double]? = nil, tolerance: Double = 1e-12, maxIterations: Int = 10_000,
    accelerate: Bool = true
) throws(GeometricMedianError) -> GeometricMedianResult {
    guard !points.isEmpty else { throw .empty }
    precondition(weights == nil || weights!.count == points.count, "one weight per point")
    for (index, p) in points.enumerated() where !p.isFinite { throw .nonFinite(index: index) }
    if let weights {
        for (index, w) in weights.enumerated() {
            guard w.isFinite else { throw .nonFinite(index: index) }
            guard w > 0 else { throw .nonPositiveWeight(index: index) }
        }
    }
    var solver = WeiszfeldSolver(points: points, weights: weights)
    return solver.run(tolerance: tolerance, maxIterations: maxIterations, accelerate: accelerate)
}

/// The iteration's state, in scaled coordinates with the points in separate arrays (SoA), so the
/// pass vectorises.
struct WeiszfeldSolver {
    let xs: [Double]
    let ys: [Double]
    let ws: [Double]
    let center: Point2
    let scale: Double
    /// The weights are scaled by 2^−weightExponent, so that the largest is in [1, 2): the median
    /// does not change, and Σ wᵢdᵢ neither overflows (weights of 1e308 gave NaN) nor underflows
    /// (weights of 1e-308 stopped at the centroid, with a "proven" gap of 0).
    let weightExponent: Int

    init(points: [Point2], weights: [Double]?) {
        let minX = points.map(\.x).min()!
        let maxX = points.map(\.x).max()!
        let minY = points.map(\.y).min()!
        let maxY = points.map(\.y).max()!
        center = Point2(minX / 2 + maxX / 2, minY / 2 + maxY / 2)
        let extent = max(maxX / 2 - minX / 2, maxY / 2 - minY / 2)
        scale = extent > 0 ? extent : 1
        let center = self.center
        let scale = self.scale
        xs = points.map { ($0.x - center.x) / scale }
        ys = points.map { ($0.y - center.y) / scale }
        let exponent = weights.map { Int($0.max()!.exponent) } ?? 0
        weightExponent = exponent
        ws = weights.map { $0.map { $0.scaled(by: -exponent) } } ?? [Double](repeating: 1, count: points.count)
    }

    /// One pass at y.
    struct Pass {
        var f = 0.0  // Σ w d
        var sx = 0.0  // Σ (w/d) x over points not at y
        var sy = 0.0
        var sq = 0.0  // Σ w/d
        var rx = 0.0  // Σ (w/d)(x − y): the pull R
        var ry = 0.0
        var hxx = 0.0  // the Hessian of f over the points not at y
        var hxy = 0.0
        var hyy = 0.0
        var eta = 0.0  // weight of the points at y
        var maxDistance = 0.0
        var nearest = Double.infinity  // the distance to the closest data point not at y
    }

    func pass(at y: Point2) -> Pass {
        // Four lanes of SIMD accumulators: strict IEEE sums do not auto-vectorise, so the lanes are
        // explicit (the summation order is fixed, so results are reproducible).
        typealias V = SIMD4<Double>
        var f = V()
        var sx = V()
        var sy = V()
        var sq = V()
        var rx = V()
        var ry = V()
        var hxx = V()
        var hxy = V()
        var hyy = V()
        var eta = V()
        var far = V()
        var near = V(repeating: .infinity)
        let count = xs.count
        let yx = V(repeating: y.x)
        let yy = V(repeating: y.y)
        xs.withUnsafeBufferPointer { xs in
            ys.withUnsafeBufferPointer { ys in
                ws.withUnsafeBufferPointer { ws in
                    var i = 0
                    while i < count {
                        var px = V(repeating: y.x)
                        var py = V(repeating: y.y)
                        var w = V()
                        if i &+ 4 <= count {
                            px = V(xs[i], xs[i &+ 1], xs[i &+ 2], xs[i &+ 3])
                            py = V(ys[i], ys[i &+ 1], ys[i &+ 2], ys[i &+ 3])
                            w = V(ws[i], ws[i &+ 1], ws[i &+ 2], ws[i &+ 3])
                        } else {
                            // The tail: missing lanes sit at y with weight 0, which adds nothing.
                            for lane in 0..<(count &- i) {
                                px[lane] = xs[i &+ lane]
                                py[lane] = ys[i &+ lane]
                                w[lane] = ws[i &+ lane]
                            }
                        }
                        let dx = px - yx
                        let dy = py - yy
                        let d = (dx * dx + dy * dy).squareRoot()
                        let positive = d .> 0
                        let q = (w / d).replacing(with: 0, where: .!positive)
                        eta += V().replacing(with: w, where: .!positive)
                        f += w * d
                        sx += q * px
                        sy += q * py
                        sq += q
                        rx += q * dx
                        ry += q * dy
                        // The Hessian Σ (w/d)(I − u uᵀ), u = (dx, dy)/d.
                        let q3 = (q / (d * d)).replacing(with: 0, where: .!positive)
                        hxx += q3 * dy * dy
                        hxy -= q3 * dx * dy
                        hyy += q3 * dx * dx
                        far = pointwiseMax(far, d)
                        near = pointwiseMin(near, d.replacing(with: .infinity, where: .!positive))
                        i &+= 4
                    }
                }
            }
        }
        return Pass(
            f: f.sum(), sx: sx.sum(), sy: sy.sum(), sq: sq.sum(), rx: rx.sum(), ry: ry.sum(), hxx: hxx.sum(),
            hxy: hxy.sum(), hyy: hyy.sum(), eta: eta.sum(), maxDistance: far.max(), nearest: near.min())
    }

    /// The index of the data point at distance `distance` from y (the nearest one of a pass): found
    /// only when the data-point test needs it, to keep the pass free of index bookkeeping.
    func index(nearest distance: Double, to y: Point2) -> Int {
        for i in xs.indices {
            let dx = xs[i] - y.x
            let dy = ys[i] - y.y
            if (dx * dx + dy * dy).squareRoot() == distance { return i }
        }
        return 0
    }

    /// The gap bound at a pass: g · max d / f, with g the least subgradient norm.
    static func gap(_ p: Pass) -> (gap: Double, pull: Double) {
        let r = (p.rx * p.rx + p.ry * p.ry).squareRoot()
        let g = p.eta > 0 ? max(0, r - p.eta) : r
        return (p.f > 0 ? g * p.maxDistance / p.f : 0, r)
    }

    mutating func run(tolerance: Double, maxIterations: Int, accelerate: Bool) -> GeometricMedianResult {
        // Start at the weighted centroid, inside the convex hull.
        var wsum = 0.0
        var cx = 0.0
        var cy = 0.0
        for i in xs.indices {
            wsum += ws[i]
            cx += ws[i] * xs[i]
            cy += ws[i] * ys[i]
        }
        var y = Point2(cx / wsum, cy / wsum)
        var iterations = 0
        var pending: (from: Point2, f: Double, plain: Point2)?  // a stretched step awaiting its check
        var best = (point: y, f: Double.infinity, gap: Double.infinity)
        var testedNear = Double.infinity  // distance to the nearest data point when last tested
        while iterations < maxIterations {
            let p = pass(at: y)
            iterations += 1
            if let step = pending {
                pending = nil
                if p.f > step.f {
                    // The Newton step went uphill: take the plain Weiszfeld step instead.
                    y = step.plain
                    continue
                }
            }
            let (gap, r) = Self.gap(p)
            if p.f < best.f || (p.f == best.f && gap < best.gap) { best = (y, p.f, gap) }
            if p.eta > 0 && r <= p.eta {
                best = (y, p.f, 0)  // the exact optimality test at a data point
                break
            }
            if gap <= tolerance || p.sq == 0 {
                // Converged: this iterate carries the proof, even if rounding put its f an ulp
                // above an earlier one's.
                best = (y, p.f, gap)
                break
            }
            // Near a data point Weiszfeld crawls and the gradient bound cannot shrink (the point's
            // own term keeps norm w): test the point itself whenever the iterate got 10× closer.
            if p.nearest < 1e-3 * p.maxDistance && p.nearest < testedNear / 10 {
                testedNear = p.nearest
                let nearestIndex = index(nearest: p.nearest, to: y)
                let vertex = Point2(xs[nearestIndex], ys[nearestIndex])
                let q = pass(at: vertex)
                iterations += 1
                let (vertexGap, vertexPull) = Self.gap(q)
                if q.eta > 0 && vertexPull <= q.eta {
                    best = (vertex, q.f, 0)
                    break
                }
                if q.f < best.f { best = (vertex, q.f, vertexGap) }
            }
            let t = Point2(p.sx / p.sq, p.sy / p.sq)
            let plain: Point2
            if p.eta > 0 {
                let lambda = p.eta / r
                plain = (1 - lambda) * t + lambda * y
            } else {
                plain = t
            }
            // Newton's step on the smooth part, H·Δ = R, kept only if the next pass finds f lower.
            let det = p.hxx * p.hyy - p.hxy * p.hxy
            if accelerate && p.eta == 0 && det > 1e-12 * (p.hxx * p.hyy) && det.isFinite {
                let step = Point2((p.hyy * p.rx - p.hxy * p.ry) / det, (p.hxx * p.ry - p.hxy * p.rx) / det)
                pending = (y, p.f, plain)
                y = y + step
            } else {
                y = plain
            }
        }
        let point = Point2(center.x + best.point.x * scale, center.y + best.point.y * scale)
        // f·scale·2^weightExponent, with the powers of two applied at once: f·scale alone may
        // overflow where the whole does not (coordinates of 1e308, weights of 1e-308).
        let total = (best.f * scale.significand).scaled(by: Int(scale.exponent) + weightExponent)
        return GeometricMedianResult(
            point: point, total: total, iterations: iterations, gap: best.gap, converged: best.gap <= tolerance)
    }
}
