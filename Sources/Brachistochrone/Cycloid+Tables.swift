import AlgoSupport

/// The fast θ_B: a start from tables of the exact inverse, then one Newton step.
///
/// The lower branch tabulates φ(ρ) for ρ = X/Y in [0, π/2]; the upper one u(t) for
/// t = √(π·Y/X) in [0, √2], where u ≈ t as Y/X → 0. Both are smooth, so a cubic Hermite
/// interpolant through 257 nodes, with slopes from the implicit-function derivative, starts within
/// about 1e-11; near 0 its error shrinks with the square of the argument, so small angles keep
/// their relative accuracy. One Newton step then squares the error. Should the step still be
/// large (it never was in the tests), the safeguarded iteration takes over.
extension Cycloid {
    /// Nodes and the value and slope there.
    struct InverseTable: Sendable {
        let step: Double
        let values: [Double]
        let slopes: [Double]

        /// The Hermite interpolant at `argument` in [0, step·(nodes − 1)].
        @inline(__always)
        func callAsFunction(_ argument: Double) -> Double {
            let position = argument / step
            let index = Swift.min(Int(position), values.count - 2)
            let s = position - Double(index)
            let (v0, v1) = (values[index], values[index + 1])
            let (d0, d1) = (slopes[index] * step, slopes[index + 1] * step)
            let s2 = s * s
            let s3 = s2 * s
            return v0 + d0 * s + (3 * (v1 - v0) - 2 * d0 - d1) * s2 + (2 * (v0 - v1) + d0 + d1) * s3
        }
    }

    static let intervals = 256

    /// φ at ρ = k·(π/2)/256; dφ/dρ = 1/(2 − 2N cos φ/sin³φ), N = φ − sin φ cos φ (1.5 at ρ = 0).
    static let lowerTable: InverseTable = {
        let step = Double.pi / 2 / Double(intervals)
        var values = [0.0]
        var slopes = [1.5]
        for k in 1...intervals {
            let phi = solveLower(a: step * Double(k), b: 1)
            let s = LibM.sin(phi)
            values.append(phi)
            slopes.append(1 / (2 - 2 * phiMinusSinCos(phi) * LibM.cos(phi) / (s * s * s)))
        }
        return InverseTable(step: step, values: values, slopes: slopes)
    }()

    /// u at t = k·√2/256 (ρ = π/t²); du/dt from dρ/du = −2 − 2N cos u/sin³u, N = π − u + sin u cos u
    /// (1 at t = 0).
    static let upperTable: InverseTable = {
        let step = 2.0.squareRoot() / Double(intervals)
        var values = [0.0]
        var slopes = [1.0]
        for k in 1...intervals {
            let t = step * Double(k)
            let u = k == intervals ? Double.pi / 2 : solveUpper(a: 1, b: t * t / Double.pi)
            let s = LibM.sin(u)
            let c = LibM.cos(u)
            let rho = Double.pi / (t * t)
            let dRho = -2 - 2 * (Double.pi - u + s * c) * c / (s * s * s)
            let dT = -0.5 * Double.pi.squareRoot() / (rho * rho.squareRoot()) * dRho
            values.append(u)
            slopes.append(1 / dT)
        }
        return InverseTable(step: step, values: values, slopes: slopes)
    }()

    /// φ and sin φ for 2a ≤ πb.
    @inline(__always)
    static func tabledLower(a: Double, b: Double) -> (Double, Double) {
        let start = lowerTable(a / b)
        let (s, c) = quadrantSinCos(start)
        let chord = start < 0.5 ? phiMinusSinCos(start) : start - s * c
        let slope = 2 * s * (b * s - a * c)
        let delta = -(b * chord - a * s * s) / slope
        let phi = start + delta
        guard abs(delta) <= 1e-8 * phi, phi > 0, phi <= Double.pi / 2 else { return newtonLower(a: a, b: b) }
        // sin(φ + δ) = sin φ + δ·cos φ, with an error near δ²/2: below an ulp.
        return (phi, s + delta * c)
    }

    /// u and π − u + sin u cos u for 2a > πb > 0.
    @inline(__always)
    static func tabledUpper(a: Double, b: Double) -> (Double, Double) {
        let start = upperTable((Double.pi * b / a).squareRoot())
        let (s, c) = quadrantSinCos(start)
        let chord = Double.pi - start + s * c
        let slope = 2 * s * (b * s + a * c)
        let delta = -(a * s * s - b * chord) / slope
        let u = start + delta
        guard abs(delta) <= 1e-8 * u, u > 0, u < Double.pi / 2 else { return newtonUpper(a: a, b: b) }
        return (u, chord - 2 * s * s * delta)
    }
}
