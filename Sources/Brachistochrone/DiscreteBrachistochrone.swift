import AlgoSupport

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
/// the time falling. The start knows nothing of the cycloid: for N ≤ 64 a parabola-and-bulge guess;
/// above, the optimum for N/8 vertices (found the same way), interpolated linearly in h^(3/2),
/// which is linear in x near A where h ∝ x^(2/3), with the first N/16 drops then minimised on
/// their own, where that start is worst.
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
    /// The Newton steps taken at N (after those on the coarser levels).
    public let iterations: Int
    /// Whether Newton's predicted decrease fell below 1e-8 of the time before a last full step
    /// (T is then within about 1e-15 of its minimum), or no drop moved by more than 1e-13 of the
    /// scale.
    public let converged: Bool

    /// Minimises the descent time over polylines with `interiorPoints` free drops.
    ///
    /// - Parameters:
    ///   - x: X > 0.
    ///   - depth: Y ≥ 0.
    ///   - interiorPoints: N ≥ 1.
    ///   - gravity: g > 0.
    /// - Throws: ``BrachistochroneError`` for a value out of its range or not finite.
    /// - Complexity: O(N) per Newton step; 5–10 steps from the guess at N ≤ 64, and 2–6 at
    ///   each finer level, so O(N) in all.
    public init(x: Double, depth: Double, interiorPoints: Int, gravity: Double = Cycloid.standardGravity)
        throws(BrachistochroneError)
    {
        try BrachistochroneError.check(x: x, depth: depth, gravity: gravity)
        guard interiorPoints >= 1 else { throw .interiorPoints(interiorPoints) }
        let scale = Swift.max(x, depth)
        let n = interiorPoints
        let problem = Problem(width: x / scale, end: depth / scale, count: n)
        defer { problem.deallocate() }
        let result = problem.minimiseFromCoarse()
        let spacing = x / Double(n + 1)
        abscissae = (0...(n + 1)).map { $0 == n + 1 ? x : spacing * Double($0) }
        var drops = [0.0]
        drops.reserveCapacity(n + 2)
        for h in problem.drops { drops.append(h * scale) }
        drops.append(depth)
        self.drops = drops
        time = result.objective * 2.0.squareRoot() * scale.squareRoot() / gravity.squareRoot()  // see RivalCurve
        iterations = result.steps
        converged = result.converged
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
    /// Newton minimiser. Its buffers are allocated once (the hot loops index them unchecked).
    final class Problem {
        let step: Double
        let end: Double
        let count: Int
        var drops: UnsafeMutableBufferPointer<Double>
        var trial: UnsafeMutableBufferPointer<Double>
        let gradient: UnsafeMutableBufferPointer<Double>
        let diagonal: UnsafeMutableBufferPointer<Double>
        let offDiagonal: UnsafeMutableBufferPointer<Double>
        let direction: UnsafeMutableBufferPointer<Double>
        /// The back substitution's multipliers e_i/d_i (d_i the LDLᵀ pivots).
        let multipliers: UnsafeMutableBufferPointer<Double>
        /// √h and the segment lengths at `drops` and at `trial` (count + 1 lengths), kept from the
        /// objective so that the derivatives take no square root.
        var roots: UnsafeMutableBufferPointer<Double>
        var lengths: UnsafeMutableBufferPointer<Double>
        var trialRoots: UnsafeMutableBufferPointer<Double>
        var trialLengths: UnsafeMutableBufferPointer<Double>
        /// Each segment's a- and b-parts of the gradient and the Hessian (count + 1 each).
        let scratch: [UnsafeMutableBufferPointer<Double>]

        init(width: Double, end: Double, count: Int) {
            self.step = width / Double(count + 1)
            self.end = end
            self.count = count
            func buffer(_ extra: Int = 0) -> UnsafeMutableBufferPointer<Double> {
                // Double is trivial: every element is written before it is read, so no initialisation.
                UnsafeMutableBufferPointer<Double>.allocate(capacity: count + extra)
            }
            (drops, trial, gradient, diagonal) = (buffer(), buffer(), buffer(), buffer())
            (offDiagonal, direction, multipliers) = (buffer(), buffer(), buffer())
            (roots, lengths, trialRoots, trialLengths) = (buffer(), buffer(1), buffer(), buffer(1))
            scratch = (0..<5).map { _ in buffer(1) }
        }

        func deallocate() {
            for buffer in [
                drops, trial, gradient, diagonal, offDiagonal, direction, multipliers, roots, lengths, trialRoots,
                trialLengths,
            ] + scratch {
                buffer.deallocate()
            }
        }

        /// A parabola-like profile through both ends, with a bulge below the chord.
        func guess() {
            let width = step * Double(count + 1)
            for i in 0..<count {
                let s = Double(i + 1) / Double(count + 1)
                drops[i] = end * s.squareRoot() + width * s * (1 - s)
            }
        }

        /// The decrement, relative to T, below which the last level takes its last full step and
        /// stops (``minimise(tolerance:)`` says why 1e-8).
        static let finalTolerance = 1e-8

        /// The decrement, relative to T, below which a coarse level takes its last full step and
        /// stops. A coarse optimum only seeds the next level, whose own optimum differs from it by
        /// far more: the first Newton decrement at N = 1000 is 1.4e-4 of T whether the N = 124
        /// level stopped at 1e-8 or here (measured for B = (2, −1)).
        static let coarseTolerance = 1e-4

        /// Starts from the coarse optimum (N/8 vertices) when N > 64, then runs Newton here until
        /// the decrement is below `tolerance` of T.
        ///
        /// The interpolated start is worst near A, where h ∝ x^(2/3) bends most between coarse
        /// vertices: at N = 1000 the first Newton steps move vertices 7–9 most. So before the
        /// Newton steps over all N, the first N/16 drops are minimised on their own, with the next
        /// drop held fixed. They form the same problem, a polyline from A to that vertex, and
        /// cost about a tenth of a step over N; at N = 1000 this takes the first decrement from
        /// 1.4e-4 to 3e-5 of T, and N's steps from three to two.
        func minimiseFromCoarse(tolerance: Double = finalTolerance) -> (steps: Int, converged: Bool, objective: Double)
        {
            let coarseCount = (count + 1) / 8 - 1
            guard count > 64, coarseCount >= 8 else {
                guess()
                return minimise(tolerance: tolerance)
            }
            let width = step * Double(count + 1)
            let coarse = Problem(width: width, end: end, count: coarseCount)
            defer { coarse.deallocate() }
            _ = coarse.minimiseFromCoarse(tolerance: Self.coarseTolerance)
            // Interpolate linearly between the coarse vertices (A and B included); in the first
            // interval, where h ∝ x^(2/3), interpolate h^(3/2) instead, which is linear there.
            func coarseDrop(_ j: Int) -> Double { j == 0 ? 0 : j == coarseCount + 1 ? end : coarse.drops[j - 1] }
            let ratio = step / coarse.step
            for i in 0..<count {
                let position = Double(i + 1) * ratio
                let j = Swift.min(Int(position), coarseCount)
                let s = position - Double(j)
                if j == 0 {
                    drops[i] = coarseDrop(1) * Swift.max(LibM.cbrt(s * s), 1e-300)
                } else {
                    drops[i] = (1 - s) * coarseDrop(j) + s * coarseDrop(j + 1)
                }
            }
            let head = count / 16
            let first = Problem(width: step * Double(head + 1), end: drops[head], count: head)
            defer { first.deallocate() }
            for i in 0..<head { first.drops[i] = drops[i] }
            _ = first.minimise(tolerance: Self.coarseTolerance)
            for i in 0..<head { drops[i] = first.drops[i] }
            return minimise(tolerance: tolerance)
        }

        /// The objective at `h`; with `cache`, the roots and lengths go to `trialRoots` and
        /// `trialLengths`. Each pass is a loop without branches or carried values, which LLVM
        /// vectorises, and the sum runs in four lanes.
        func objective(_ h: UnsafeMutableBufferPointer<Double>, cache: Bool = false) -> Double {
            let roots = (cache ? trialRoots : scratch[0]).baseAddress!
            let lengths = (cache ? trialLengths : scratch[1]).baseAddress!
            let terms = scratch[2].baseAddress!
            let h = h.baseAddress!
            let (count, end, step2) = (count, end, step * step)
            for i in 0..<count { roots[i] = h[i].squareRoot() }
            lengths[0] = (step2 + h[0] * h[0]).squareRoot()
            for i in 1..<count {
                let d = h[i] - h[i - 1]
                lengths[i] = (step2 + d * d).squareRoot()
            }
            let last = end - h[count - 1]
            lengths[count] = (step2 + last * last).squareRoot()
            terms[0] = lengths[0] / roots[0]
            for i in 1..<count { terms[i] = lengths[i] / (roots[i - 1] + roots[i]) }
            terms[count] = lengths[count] / (roots[count - 1] + end.squareRoot())
            var lanes = SIMD4<Double>(repeating: 0)
            var i = 0
            while i + 4 <= count + 1 {
                lanes += SIMD4(terms[i], terms[i + 1], terms[i + 2], terms[i + 3])
                i += 4
            }
            var total = lanes.sum()
            while i <= count {
                total += terms[i]
                i += 1
            }
            return total
        }

        /// Makes the trial point the current one.
        func acceptTrial() {
            swap(&drops, &trial)
            swap(&roots, &trialRoots)
            swap(&lengths, &trialLengths)
        }

        /// Damped Newton with a line search, from `drops`, finishing once the decrement is below
        /// `tolerance` of T; returns the steps, whether it converged, and the objective at the end.
        func minimise(tolerance: Double) -> (steps: Int, converged: Bool, objective: Double) {
            var shift = 0.0
            swap(&drops, &trial)
            var current = objective(trial, cache: true)
            acceptTrial()
            let (gradient, diagonal, direction, count) = (self.gradient, self.diagonal, self.direction, count)
            func largestCurvature() -> Double {
                var largest = 0.0
                for i in 0..<count { largest = Swift.max(largest, abs(diagonal[i])) }
                return largest
            }
            for iteration in 1...200 {
                derivatives()
                let (drops, trial) = (self.drops, self.trial)
                var slope = 0.0
                // Raise the shift tenfold until H + shift·I factors. A Hessian with no finite scale
                // (drops that overflow, as the fuzzer's B = (1, −1.4e11) made) ends the search
                // instead of looping: the shift would stay 0 or NaN.
                var attempts = 0
                while true {
                    if let newtonSlope = solve(shift) {
                        slope = newtonSlope
                        break
                    }
                    let curvature = largestCurvature()
                    attempts += 1
                    guard attempts < 700, curvature.isFinite else { return (iteration, false, current) }
                    shift = Swift.max(10 * shift, 1e-8 * Swift.max(curvature, 1e-300))
                }
                if slope >= 0 {  // not a descent direction: fall back to the gradient
                    let scale = 1 / Swift.max(largestCurvature(), 1)
                    slope = 0
                    for i in 0..<count {
                        direction[i] = -gradient[i] * scale
                        slope -= gradient[i] * gradient[i] * scale
                    }
                }
                // Newton's decrement −slope ≈ 2(T − T*) about squares with each full step (observed
                // at N = 1000, relative to T: 4e-6 → 3e-9 → 3e-15 → 4e-27). Below 1e-8 of T, one
                // more full step leaves T within about 1e-15 of its minimum, ten ulps; the drops are
                // then fixed to about 1e-8 of the scale, as closely as T in double precision can
                // tell them apart (runs that stopped later differed by 4e-9). Take it and stop. A
                // coarse level, whose optimum only seeds the next, stops at `coarseTolerance`.
                let finishing = shift == 0 && -slope <= tolerance * current
                var fraction = 1.0
                var accepted = false
                var largestMove = 0.0
                for _ in 0..<60 {
                    var positive = true
                    largestMove = 0
                    for i in 0..<count {
                        let move = fraction * direction[i]
                        trial[i] = drops[i] + move
                        largestMove = Swift.max(largestMove, abs(move))
                        if !(trial[i] > 0) { positive = false }
                    }
                    if positive {
                        // Finishing, the decrease is below what T can show in double precision:
                        // take the full step without asking T.
                        let value = objective(trial, cache: true)
                        if value <= current + 1e-4 * fraction * slope || finishing {
                            current = value
                            accepted = true
                            break
                        }
                    }
                    fraction *= 0.5
                    if -slope * fraction < 1e-16 * current { break }  // below rounding: stop looking
                }
                if !accepted { return (iteration, true, current) }  // no decrease left at double precision
                acceptTrial()
                if finishing && fraction == 1 { return (iteration, true, current) }
                if shift > 0 {
                    shift = fraction == 1 ? shift / 10 : shift * 10
                    if shift < 1e-14 * largestCurvature() { shift = 0 }
                }
                if largestMove <= 1e-13 { return (iteration, true, current) }
            }
            return (200, false, current)
        }
    }
}
