import AlgoSupport

/// The Newton step of ``DiscreteBrachistochrone/Problem``: the objective's gradient and tridiagonal
/// Hessian, and the shifted LDLᵀ solve.
extension DiscreteBrachistochrone.Problem {
    /// The gradient and the tridiagonal Hessian of the objective (`offDiagonal[i]` couples
    /// vertices i and i + 1, 0-based), from the roots and lengths kept at `drops`.
    ///
    /// With τ = L·w, w = 1/(√a + √b) for a segment from drop a to drop b:
    /// L_b = −L_a = d/L, L_aa = L_bb = −L_ab = Δx²/L³, w_b = −w²/(2√b),
    /// w_bb = w²/(4b^(3/2)) + w³/(2b), w_ab = w³/(2√(ab)), and τ_xy = L_xy·w + L_x·w_y + L_y·w_x + L·w_xy.
    func derivatives() {
        let (drops, roots, lengths, count, end, step) = (self.drops, self.roots, self.lengths, count, end, step)
        let (gradient, diagonal, offDiagonal) = (self.gradient, self.diagonal, self.offDiagonal)
        let (partA, partB, partAA, partBB, partAB) = (
            scratch[0].baseAddress!, scratch[1].baseAddress!, scratch[2].baseAddress!, scratch[3].baseAddress!,
            scratch[4].baseAddress!
        )
        let step2 = step * step
        // Segment k joins vertex k − 1 (a) and vertex k (b). Each segment's five terms go to
        // arrays in a loop without branches or carried values, which LLVM vectorises; a second
        // pass adds the a-part of the segment after each vertex to the b-part of the one before.
        @inline(__always)
        func terms(_ k: Int, a: Double, b: Double, p: Double, q: Double) {
            let inverseP = 1 / p
            let inverseQ = 1 / q
            let length = lengths[k]
            let inverseLength = 1 / length
            let w = 1 / (p + q)
            let w2 = w * w
            let w3 = w2 * w
            let bend = step2 * inverseLength * inverseLength * inverseLength
            let lengthB = (b - a) * inverseLength
            let wb = -0.5 * inverseQ * w2
            let wa = -0.5 * inverseP * w2
            partA[k] = -lengthB * w + length * wa
            partB[k] = lengthB * w + length * wb
            partAA[k] =
                bend * w - 2 * lengthB * wa + length * inverseP * inverseP * (0.25 * inverseP * w2 + 0.5 * w3)
            partBB[k] =
                bend * w + 2 * lengthB * wb + length * inverseQ * inverseQ * (0.25 * inverseQ * w2 + 0.5 * w3)
            partAB[k] = -bend * w - lengthB * wb + lengthB * wa + length * (0.5 * inverseP * inverseQ * w3)
        }
        terms(0, a: 0, b: drops[0], p: 0, q: roots[0])  // its a-terms are infinite and unused
        for k in 1..<count {
            terms(k, a: drops[k - 1], b: drops[k], p: roots[k - 1], q: roots[k])
        }
        terms(count, a: drops[count - 1], b: end, p: roots[count - 1], q: end.squareRoot())  // b-terms unused
        for i in 0..<count {
            gradient[i] = partB[i] + partA[i + 1]
            diagonal[i] = partBB[i] + partAA[i + 1]
            offDiagonal[i] = partAB[i + 1]
        }
    }

    /// Solves (H + shift·I)·x = −g for the symmetric tridiagonal H by LDLᵀ into `direction`.
    ///
    /// The pivots d_i = a_i − e²_{i−1}/d_{i−1} are taken as ratios q_i/q_{i−1} of the
    /// continuants q_i = a_i·q_{i−1} − e²_{i−1}·q_{i−2} (q_{−1} = 1, q_{−2} = 0): the same
    /// pivots, but what one vertex hands the next is a multiply and a subtraction, not a
    /// division followed by both; the division that is left is off that chain. (The pivot
    /// recurrence is the optimiser's longest chain: at 1000 vertices a division, a multiply and a
    /// subtraction per vertex, every Newton step; Guides/Measurements/Brachistochrone.md,
    /// "DiscreteBrachistochrone: pivots as ratios of continuants".) q is rescaled by a power
    /// of two when it leaves [2^−256, 2^256], which changes no ratio. The forward pass also
    /// keeps y_i/d_i and e_i/d_i, so that the back substitution's chain is one multiply and
    /// one subtraction as well.
    ///
    /// - Returns: the slope gᵀx, or nil when a pivot is not positive (H + shift·I is not
    ///   positive definite).
    func solve(_ shift: Double) -> Double? {
        let (diagonal, offDiagonal, gradient, direction, multipliers, count) = (
            self.diagonal, self.offDiagonal, self.gradient, self.direction, self.multipliers, count
        )
        var previous = 1.0  // q_{i−1}
        var beforePrevious = 0.0  // q_{i−2}
        var forward = 0.0  // y_{i−1} of L·y = −g
        var multiplier = 0.0  // e_{i−1}/d_{i−1}
        var coupling = 0.0  // e_{i−1}
        for i in 0..<count {
            let q = (diagonal[i] + shift) * previous - (coupling * coupling) * beforePrevious
            guard q > 0, q.isFinite else { return nil }
            let reciprocal = previous / q  // 1/d_i
            forward = -gradient[i] - multiplier * forward
            coupling = offDiagonal[i]
            multiplier = coupling * reciprocal
            // x_i = y_i/d_i − (e_i/d_i)·x_{i+1}: both factors kept for the back substitution.
            direction[i] = forward * reciprocal
            multipliers[i] = multiplier
            (beforePrevious, previous) = (previous, q)
            if !(q < 0x1p256 && q > 0x1p-256) {
                let exponent = Swift.min(Swift.max(q.exponent, -1000), 1000)
                let scale = Double(sign: .plus, exponent: -exponent, significand: 1)
                beforePrevious *= scale
                previous *= scale
            }
        }
        var next = direction[count - 1]
        var slope = gradient[count - 1] * next
        for i in stride(from: count - 2, through: 0, by: -1) {
            next = direction[i] - multipliers[i] * next
            direction[i] = next
            slope += gradient[i] * next
        }
        return slope
    }
}
