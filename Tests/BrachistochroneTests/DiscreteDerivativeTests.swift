import Testing
import _TestSupport

@testable import Brachistochrone

/// The analytic gradient and tridiagonal Hessian of the discrete objective against central
/// differences of the objective itself.
@Suite struct DiscreteDerivativeTests {
    @Test("gradient and Hessian within 1e-6 of central differences, at random drops (seed 7)", arguments: [0.0, 0.7])
    func derivatives(end: Double) {
        let count = 12
        let problem = DiscreteBrachistochrone.Problem(width: 1, end: end, count: count)
        defer { problem.deallocate() }
        var random = SplitMix64(seed: 7)
        for i in 0..<count { problem.trial[i] = 0.05 + Double(random.next() % 1000) / 1000 }
        _ = problem.objective(problem.trial, cache: true)
        problem.acceptTrial()
        problem.derivatives()
        let h = 1e-5
        func value(_ i: Int, _ di: Double, _ j: Int, _ dj: Double) -> Double {
            for k in 0..<count { problem.trial[k] = problem.drops[k] }
            problem.trial[i] += di
            problem.trial[j] += dj
            return problem.objective(problem.trial)
        }
        for i in 0..<count {
            let numeric = (value(i, h, i, 0) - value(i, -h, i, 0)) / (2 * h)
            #expect(abs(numeric - problem.gradient[i]) <= 1e-6 * max(1, abs(numeric)), "gradient \(i)")
            let second = (value(i, h, i, 0) - 2 * value(i, 0, i, 0) + value(i, -h, i, 0)) / (h * h)
            #expect(abs(second - problem.diagonal[i]) <= 1e-4 * max(1, abs(second)), "diagonal \(i)")
            if i + 1 < count {
                let mixed =
                    (value(i, h, i + 1, h) - value(i, h, i + 1, -h) - value(i, -h, i + 1, h) + value(i, -h, i + 1, -h))
                    / (4 * h * h)
                #expect(abs(mixed - problem.offDiagonal[i]) <= 1e-4 * max(1, abs(mixed)), "off-diagonal \(i)")
            }
        }
    }
}
