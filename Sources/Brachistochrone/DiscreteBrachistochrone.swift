/// The brachistochrone found again without calculus: the fastest polyline from A = (0, 0) to
/// B = (X, −Y) whose N interior vertices sit at the evenly spaced abscissae x_i = iX/(N + 1), with
/// their drops h_i as the unknowns.
///
///     let d = try DiscreteBrachistochrone(x: 1, depth: 1, interiorPoints: 100)
///     d.time   // 0.5833…, just above the cycloid's 0.5832…
///
/// Along a straight piece the acceleration is constant, so segment i takes
/// t_i = √(2/g)·L_i/(√h_{i−1} + √h_i), L_i = √(Δx² + (h_i − h_{i−1})²), in closed form. The total
/// time is a sum of terms that couple neighbours only, so its Hessian is tridiagonal: each Newton
/// step is one O(N) LDLᵀ solve. A Levenberg shift λI keeps the step a descent direction while the
/// Hessian is indefinite, and a backtracking (Armijo) line search keeps every drop positive and
/// the time falling. The start is a parabola-and-bulge guess that knows nothing of the cycloid.
///
/// As N grows the polyline converges to the cycloid (``maxDropError(from:)``): the suite's
/// independent check of the Euler–Lagrange solution.
public struct DiscreteBrachistochrone: Sendable {
    /// The N + 2 abscissae, A's 0 first and B's X last.
    public let abscissae: [Double]
    /// The drops h_i below A at the abscissae: 0 first, Y last.
    public let drops: [Double]
    /// The descent time along the polyline.
    public let time: Double
    /// The Newton steps taken.
    public let iterations: Int
    /// Whether the last step moved no drop by more than 1e-13 of the scale.
    public let converged: Bool

    /// Minimises the descent time over polylines with `interiorPoints` free drops.
    ///
    /// - Parameters:
    ///   - x: X > 0.
    ///   - depth: Y ≥ 0.
    ///   - interiorPoints: N ≥ 1.
    ///   - gravity: g > 0.
    /// - Throws: ``BrachistochroneError`` for a value out of its range or not finite.
    /// - Complexity: O(N) per Newton step; about 10–30 steps from the guess.
    public init(x: Double, depth: Double, interiorPoints: Int, gravity: Double = Cycloid.standardGravity)
        throws(BrachistochroneError)
    {
        try BrachistochroneError.check(x: x, depth: depth, gravity: gravity)
        guard interiorPoints >= 1 else { throw .interiorPoints(interiorPoints) }
        let scale = Swift.max(x, depth)
        let n = interiorPoints
        var problem = Problem(step: x / scale / Double(n + 1), end: depth / scale, count: n)
        let (steps, converged) = problem.minimise()
        let timeScale = (2 * scale / gravity).squareRoot()
        abscissae = (0...(n + 1)).map { $0 == n + 1 ? x : x * Double($0) / Double(n + 1) }
        drops = [0] + problem.drops.map { $0 * scale } + [depth]
        time = problem.objective(problem.drops) * timeScale
        iterations = steps
        self.converged = converged
    }

    /// The vertices of the polyline, y = −drop.
    public var points: [PathPoint] { zip(abscissae, drops).map { PathPoint($0, -$1) } }

    /// The largest |h_i − h_cycloid(x_i)| over the interior vertices.
    ///
    /// - Complexity: O(N) solves of the cycloid's x(θ) = x_i.
    public func maxDropError(from cycloid: Cycloid) -> Double {
        zip(abscissae, drops).reduce(0) { worst, pair in Swift.max(worst, abs(pair.1 - cycloid.depth(at: pair.0))) }
    }

    /// The objective Σ L_i/(√h_{i−1} + √h_i) in units where max(X, Y) = 1, with its tridiagonal
    /// Newton minimiser.
    struct Problem {
        let step: Double
        let end: Double
        let count: Int
        var drops: [Double]

        init(step: Double, end: Double, count: Int) {
            self.step = step
            self.end = end
            self.count = count
            let width = step * Double(count + 1)
            // A parabola-like profile through both ends, with a bulge below the chord.
            drops = (1...count).map { i in
                let s = Double(i) / Double(count + 1)
                return end * s.squareRoot() + width * s * (1 - s)
            }
        }

        /// The drop before vertex i (1-based), 0 at A.
        @inline(__always) func before(_ h: [Double], _ i: Int) -> Double { i == 1 ? 0 : h[i - 2] }
        /// The drop after vertex i, Y at B.
        @inline(__always) func after(_ h: [Double], _ i: Int) -> Double { i == count ? end : h[i] }

        func objective(_ h: [Double]) -> Double {
            var total = 0.0
            var previous = 0.0
            for i in 0...count {
                let next = i == count ? end : h[i]
                let d = next - previous
                let length = (step * step + d * d).squareRoot()
                total += length / (previous.squareRoot() + next.squareRoot())
                previous = next
            }
            return total
        }

        /// Damped Newton with a line search; returns the steps and whether it converged.
        mutating func minimise() -> (Int, Bool) {
            var gradient = [Double](repeating: 0, count: count)
            var diagonal = [Double](repeating: 0, count: count)
            var offDiagonal = [Double](repeating: 0, count: count)
            var direction = [Double](repeating: 0, count: count)
            var trial = drops
            var shift = 0.0
            var current = objective(drops)
            for iteration in 1...200 {
                derivatives(&gradient, &diagonal, &offDiagonal)
                let largestCurvature = diagonal.reduce(0) { Swift.max($0, abs($1)) }
                while !Self.solve(diagonal, offDiagonal, shift, gradient, &direction) {
                    shift = Swift.max(10 * shift, 1e-8 * largestCurvature)
                }
                var slope = 0.0
                for i in 0..<count { slope += gradient[i] * direction[i] }
                if slope >= 0 {  // not a descent direction: fall back to the gradient
                    for i in 0..<count { direction[i] = -gradient[i] / Swift.max(largestCurvature, 1) }
                    slope = -gradient.reduce(0) { $0 + $1 * $1 } / Swift.max(largestCurvature, 1)
                }
                var fraction = 1.0
                var accepted = false
                for _ in 0..<60 {
                    var positive = true
                    for i in 0..<count {
                        trial[i] = drops[i] + fraction * direction[i]
                        if !(trial[i] > 0) { positive = false }
                    }
                    if positive {
                        let value = objective(trial)
                        if value <= current + 1e-4 * fraction * slope {
                            current = value
                            accepted = true
                            break
                        }
                    }
                    fraction *= 0.5
                }
                if !accepted { return (iteration, true) }  // no decrease left at double precision
                var largestMove = 0.0
                for i in 0..<count {
                    largestMove = Swift.max(largestMove, abs(trial[i] - drops[i]))
                    drops[i] = trial[i]
                }
                shift = fraction == 1 ? shift / 10 : shift * 10
                if shift < 1e-14 * largestCurvature { shift = 0 }
                if largestMove <= 1e-13 { return (iteration, true) }
            }
            return (200, false)
        }

        /// The gradient and the tridiagonal Hessian of the objective (`offDiagonal[i]` couples
        /// vertices i and i + 1, 0-based).
        func derivatives(_ gradient: inout [Double], _ diagonal: inout [Double], _ offDiagonal: inout [Double]) {
            for i in 0..<count {
                gradient[i] = 0
                diagonal[i] = 0
                offDiagonal[i] = 0
            }
            var previous = 0.0
            for segment in 0...count {
                let next = segment == count ? end : drops[segment]
                let d = next - previous
                let length = (step * step + d * d).squareRoot()
                let p = previous.squareRoot()
                let q = next.squareRoot()
                let w = 1 / (p + q)
                let bend = step * step / (length * length * length)  // L_aa = L_bb = −L_ab
                let lengthB = d / length
                if segment < count {  // the segment's end b = h[segment] is free
                    let sb = 0.5 / q
                    let wb = -sb * w * w
                    let wbb = 0.25 / (q * q * q) * w * w + 2 * sb * sb * w * w * w
                    gradient[segment] += lengthB * w + length * wb
                    diagonal[segment] += bend * w + 2 * lengthB * wb + length * wbb
                }
                if segment > 0 {  // the segment's start a = h[segment − 1] is free
                    let sa = 0.5 / p
                    let wa = -sa * w * w
                    let waa = 0.25 / (p * p * p) * w * w + 2 * sa * sa * w * w * w
                    gradient[segment - 1] += -lengthB * w + length * wa
                    diagonal[segment - 1] += bend * w - 2 * lengthB * wa + length * waa
                    if segment < count {
                        let sb = 0.5 / q
                        let wb = -sb * w * w
                        let wab = 2 * sa * sb * w * w * w
                        offDiagonal[segment - 1] = -bend * w - lengthB * wb + lengthB * wa + length * wab
                    }
                }
                previous = next
            }
        }

        /// Solves (H + shift·I)·x = −g for the symmetric tridiagonal H by LDLᵀ; false when a pivot
        /// is not positive (H + shift·I is not positive definite).
        static func solve(
            _ diagonal: [Double], _ offDiagonal: [Double], _ shift: Double, _ gradient: [Double],
            _ result: inout [Double]
        ) -> Bool {
            let n = diagonal.count
            var pivots = [Double](repeating: 0, count: n)
            var pivot = diagonal[0] + shift
            guard pivot > 0 else { return false }
            pivots[0] = pivot
            result[0] = -gradient[0]
            for i in 1..<n {
                let factor = offDiagonal[i - 1] / pivots[i - 1]
                pivot = diagonal[i] + shift - factor * offDiagonal[i - 1]
                guard pivot > 0, pivot.isFinite else { return false }
                pivots[i] = pivot
                result[i] = -gradient[i] - factor * result[i - 1]
            }
            result[n - 1] /= pivots[n - 1]
            for i in stride(from: n - 2, through: 0, by: -1) {
                result[i] = (result[i] - offDiagonal[i] * result[i + 1]) / pivots[i]
            }
            return true
        }
    }
}
