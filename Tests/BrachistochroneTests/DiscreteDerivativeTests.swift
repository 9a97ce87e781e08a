import AlgoSupport
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

    /// The Newton step's tridiagonal solve against its own definition: the residual of
    /// (H + shift·I)·x = −g, row by row, and gᵀx summed here. The pivots' scales run from 2^−498 to
    /// 2^498 (about 1e±150), so that their running product (the continuant) leaves Double's range unless it is
    /// rescaled.
    @Test("the tridiagonal solve leaves residuals below 1e-13 of each row, over pivot scales of 1e±150")
    func tridiagonalSolve() throws {
        let count = 300
        let problem = DiscreteBrachistochrone.Problem(width: 1, end: 1, count: count)
        defer { problem.deallocate() }
        var random = SplitMix64(seed: 19)
        func uniform() -> Double { Double(random.next() >> 11) * 0x1p-53 }
        for shift in [0.0, 0.5] {
            for i in 0..<count {
                let scale = Double(sign: .plus, exponent: (i % 7 - 3) * 166, significand: 1)  // 2^−498 … 2^498
                problem.diagonal[i] = scale * (2 + uniform())
                problem.gradient[i] = scale * (uniform() - 0.5)
            }
            // |e_i| ≤ √(a_i·a_{i+1})/2 keeps the matrix diagonally dominant in the scaled sense: positive definite.
            for i in 0..<count {
                let next = i + 1 < count ? problem.diagonal[i + 1] : problem.diagonal[i]
                problem.offDiagonal[i] = (problem.diagonal[i] * next).squareRoot() * (uniform() - 0.5)
            }
            let slope = try #require(problem.solve(shift))
            var sum = 0.0
            for i in 0..<count {
                let x = problem.direction[i]
                var row = (problem.diagonal[i] + shift) * x + problem.gradient[i]
                var size = abs((problem.diagonal[i] + shift) * x) + abs(problem.gradient[i])
                if i > 0 {
                    row += problem.offDiagonal[i - 1] * problem.direction[i - 1]
                    size += abs(problem.offDiagonal[i - 1] * problem.direction[i - 1])
                }
                if i + 1 < count {
                    row += problem.offDiagonal[i] * problem.direction[i + 1]
                    size += abs(problem.offDiagonal[i] * problem.direction[i + 1])
                }
                #expect(abs(row) <= 1e-13 * size, "row \(i), shift \(shift)")
                sum += problem.gradient[i] * x
            }
            #expect(abs(slope - sum) <= 1e-12 * abs(sum))
            #expect(slope < 0, "a positive definite system gives a descent direction")
        }
    }

    @Test("the solve refuses a matrix that is not positive definite, and a shift that makes it so is taken")
    func indefiniteSolve() throws {
        let problem = DiscreteBrachistochrone.Problem(width: 1, end: 1, count: 4)
        defer { problem.deallocate() }
        for i in 0..<4 {
            problem.diagonal[i] = [2.0, 2, -0.5, 2][i]
            problem.offDiagonal[i] = i < 3 ? 1 : 0
            problem.gradient[i] = 1
        }
        // Pivots without a shift: 2, 1.5, −0.5 − 1/1.5 < 0.
        #expect(problem.solve(0) == nil)
        #expect(problem.solve(0.1) == nil)  // −0.4 − 1/1.6 < 0 still
        // With shift 3: 5, 5 − 1/5, 2.5 − 1/4.8, …, all positive.
        #expect(problem.solve(3) != nil)
    }
}
