import AlgoSupport
import Brachistochrone
import Foundation
import Testing
import _TestSupport

/// The cycloid and the rivals against mpmath at 40 digits (Data/brachistochrone/reference.py: its
/// own bisection for θ_B and tanh-sinh quadrature for the integrals), and against closed forms.
@Suite struct CycloidTests {
    struct Row: Sendable, CustomStringConvertible {
        var x: Double
        var y: Double
        /// θ_B, r, T_cycloid, T_line, T_arc, T_parabola (g = 9.80665).
        var values: [Double]
        var description: String { "B = (\(x), −\(y))" }
    }

    static let rows: [Row] = {
        let text = String(decoding: readData("brachistochrone/reference.tsv") ?? [], as: UTF8.self)
        return text.split(separator: "\n").filter { !$0.hasPrefix("#") }.map { line in
            let f = line.split(separator: " ").map { Double(String($0))! }
            return Row(x: f[0], y: f[1], values: Array(f[2...]))
        }
    }()

    static func relativeError(_ got: Double, _ expected: Double) -> Double {
        if expected.isInfinite { return got == expected ? 0 : .infinity }
        return abs(got - expected) / abs(expected)
    }

    @Test("the stored references are there: 218 rows, B = (1, −1) gives θ_B = 2.4120111439…")
    func present() {
        #expect(Self.rows.count == 218)
        #expect(Self.rows.first.map { abs($0.values[0] - 2.41201114391352534) < 1e-15 } == true)
    }

    @Test("θ_B, r and T within 4e-15 of mpmath, both solvers, X/Y from 1e-16 to 1e16 and Y = 0", arguments: rows)
    func cycloid(row: Row) throws {
        for solver in CycloidSolver.allCases {
            let cycloid = try Cycloid(x: row.x, depth: row.y, solver: solver)
            #expect(Self.relativeError(cycloid.theta, row.values[0]) < 4e-15, "\(solver) θ_B")
            #expect(Self.relativeError(cycloid.radius, row.values[1]) < 4e-15, "\(solver) r")
            #expect(Self.relativeError(cycloid.descentTime(), row.values[2]) < 4e-15, "\(solver) T")
        }
    }

    @Test("line, arc and parabola within 1e-14 of mpmath", arguments: rows)
    func rivals(row: Row) throws {
        for (index, rival) in RivalCurve.allCases.enumerated() {
            let time = try rival.descentTime(x: row.x, depth: row.y)
            #expect(Self.relativeError(time, row.values[3 + index]) < 1e-14, "\(rival)")
        }
    }

    @Test(
        "the parabola for nearly level B (X/Y past 10^20, down to a subnormal Y) within 1e-15 of mpmath",
        arguments: [
            // mpmath.quad (tanh-sinh) of reference.py's parabola integral at 60 digits, for the
            // Doubles these literals give; (2, 2e-323) is the one the CI fuzz pass found giving NaN.
            (1.0, 1e-21, 9_520_579_874.860229853788453), (1.0, 1e-100, 3.010671705011916767585425e+49),
            (2.0, 2e-323, 1.354475246451899739545514e+161), (3.0, 1e-17, 285_617_396.2458068721923171),
        ])
    func nearlyLevelParabola(x: Double, y: Double, reference: Double) throws {
        let time = try RivalCurve.parabola.descentTime(x: x, depth: y)
        #expect(Self.relativeError(time, reference) < 1e-15)
    }

    @Test(
        "the arc for nearly level B (down to a subnormal Y) within 1e-14 of mpmath",
        arguments: [
            // mpmath.quad (tanh-sinh) of reference.py's arc integral at 60 digits; (2, 2e-323)
            // is the B for which the CI fuzz pass found the arc's time −∞.
            (2.0, 2e-323, 1.18412317314300494208242), (1.0, 1e-200, 0.8373015254895511237984916),
        ])
    func nearlyLevelArc(x: Double, y: Double, reference: Double) throws {
        #expect(Self.relativeError(try RivalCurve.arc.descentTime(x: x, depth: y), reference) < 1e-14)
    }

    @Test(
        "subnormal X and Y: the cycloid and every rival within 1e-14 of mpmath (√Y/√g, not √(Y/g))",
        arguments: [
            // reference.py's row() for these Doubles (its parabola integrated in u = h/Y since
            // mpmath's quad stops on an absolute error); the first is the B for which the CI fuzz
            // pass found the line 2e-12 off (faster than the cycloid); in the second r is subnormal.
            (
                1251e-322, 16_633_303_630e-322,
                [
                    5.82430242808741511063577804235e-157, 5.82430242808741922903004124126e-157,
                    5.82430242808741593431422230593e-157, 5.82430242808741593431422228009e-157,
                ]
            ),
            (
                3e-310, 2e-315,
                [
                    1.38438573114062855859545163793e-155, 3.0294299642791126277232601251e-153,
                    1.4482291634569556475335559051e-155, 2.0196200216844565360589090059e-153,
                ]
            ),
        ])
    func subnormalCoordinates(x: Double, y: Double, references: [Double]) throws {
        let cycloid = try Cycloid(x: x, depth: y)
        // A subnormal r = 4.8e-311 holds 1e-13 of relative precision, and T with it.
        let tolerance = cycloid.radius < Double.leastNormalMagnitude ? 1e-12 : 1e-14
        #expect(Self.relativeError(cycloid.descentTime(), references[0]) < tolerance)
        for (index, rival) in RivalCurve.allCases.enumerated() {
            let time = try rival.descentTime(x: x, depth: y)
            #expect(Self.relativeError(time, references[1 + index]) < 1e-14, "\(rival)")
        }
    }

    @Test("X/Y below the smallest Double: every rival is the free fall √(2Y/g), and θ_B = 0, r = ∞")
    func verticalLimit() throws {
        // The fuzz pass's B = (1e-322, 13636626616132): X/Y = 7e-336 rounds to 0, where the arc
        // was NaN; the free-fall time is √(2Y/g) (textbook).
        let (x, y) = (1e-322, 13_636_626_616_132.0)
        let freeFall = (2 * y / 9.80665).squareRoot()
        for rival in RivalCurve.allCases {
            #expect(Self.relativeError(try rival.descentTime(x: x, depth: y), freeFall) < 1e-15, "\(rival)")
        }
        let cycloid = try Cycloid(x: x, depth: y)
        #expect(cycloid.theta == 0 && cycloid.radius == .infinity)
        #expect(Self.relativeError(cycloid.descentTime(), freeFall) < 1e-15)
    }

    @Test("the largest B: T scales as √s up to X = Y = 1.7e308 (2Y overflowed, and T was +∞)")
    func largestEnd() throws {
        // T(sX, sY) = √s·T(X, Y) (the same cycloid, scaled); for s = 4^511 exactly, every root
        // scaling by a power of two. The rivals' times scale alike and were finite before.
        let unit = try Cycloid(x: 1, depth: 1)
        let power = try Cycloid(x: 0x1p1022, depth: 0x1p1022)
        #expect(power.descentTime() == unit.descentTime() * 0x1p511)
        for s in [1e308, 1.7e308] {
            let cycloid = try Cycloid(x: s, depth: s)
            #expect(Self.relativeError(cycloid.descentTime(), unit.descentTime() * s.squareRoot()) < 4e-16, "s = \(s)")
            let line = try RivalCurve.line.descentTime(x: s, depth: s)
            #expect(cycloid.descentTime() < line, "s = \(s)")
        }
    }

    @Test("B at the lowest point (X/Y = π/2): θ_B = π and T = π·√(Y/(2g)), for Y over 12 decades")
    func lowestPoint() throws {
        for exponent in -6...6 {
            let y = pow10(exponent)
            let cycloid = try Cycloid(x: Double.pi / 2 * y, depth: y)
            #expect(abs(cycloid.theta - Double.pi) < 4e-15, "Y = \(y)")
            let expected = Double.pi * (y / (2 * 9.80665)).squareRoot()
            #expect(Self.relativeError(cycloid.descentTime(), expected) < 4e-15, "Y = \(y)")
            #expect(!cycloid.dipsBelowEnd || cycloid.theta - Double.pi < 1e-14)
        }
    }

    @Test("the line's closed form √(2L²/(gY)), and the path dips below B exactly when X/Y > π/2")
    func lineAndDip() throws {
        var random = SplitMix64(seed: 17)
        for _ in 0..<1000 {
            let x = pow10(Double(random.next() % 1_000_000) / 1e5 - 5)
            let y = pow10(Double(random.next() % 1_000_000) / 1e5 - 5)
            let g = 1 + Double(random.next() % 1000) / 100
            let length2 = x * x + y * y
            let line = try RivalCurve.line.descentTime(x: x, depth: y, gravity: g)
            #expect(Self.relativeError(line, (2 * length2 / (g * y)).squareRoot()) < 1e-15)
            let cycloid = try Cycloid(x: x, depth: y)
            #expect(cycloid.dipsBelowEnd == (x / y > Double.pi / 2) || abs(x / y - Double.pi / 2) < 1e-12)
            #expect(cycloid.lowestDepth >= y)
        }
    }

    @Test("the cycloid beats the line, the arc and the parabola on 1000 random B (seed 5)")
    func beatsRivals() throws {
        var random = SplitMix64(seed: 5)
        for _ in 0..<1000 {
            let x = pow10(Double(random.next() % 600_000) / 1e5 - 3)
            let y = pow10(Double(random.next() % 600_000) / 1e5 - 3)
            let g = 0.5 + Double(random.next() % 2000) / 100
            let best = try Cycloid(x: x, depth: y).descentTime(gravity: g)
            for rival in RivalCurve.allCases {
                let time = try rival.descentTime(x: x, depth: y, gravity: g)
                #expect(best < time, "B = (\(x), −\(y)), g = \(g): \(rival) \(time) ≤ cycloid \(best)")
            }
        }
    }

    @Test("scaling X and Y by s scales T by √s; g by k scales T by 1/√k; r by s")
    func scaling() throws {
        var random = SplitMix64(seed: 9)
        for _ in 0..<200 {
            let x = 0.01 + Double(random.next() % 10_000) / 100
            let y = Double(random.next() % 10_000) / 100
            let s = pow10(Double(random.next() % 2000) / 100 - 10)
            let base = try Cycloid(x: x, depth: y)
            let scaled = try Cycloid(x: x * s, depth: y * s)
            #expect(Self.relativeError(scaled.theta, base.theta) < 1e-15)
            #expect(Self.relativeError(scaled.radius, base.radius * s) < 1e-14)
            #expect(
                Self.relativeError(scaled.descentTime(gravity: 4), base.descentTime(gravity: 1) * s.squareRoot() / 2)
                    < 1e-14)
            for rival in RivalCurve.allCases where y > 0 {
                let t = try rival.descentTime(x: x, depth: y, gravity: 1)
                let ts = try rival.descentTime(x: x * s, depth: y * s, gravity: 9)
                #expect(Self.relativeError(ts, t * s.squareRoot() / 3) < 1e-13, "\(rival)")
            }
        }
    }

    @Test("extreme ratios: monotone from X/Y = 1e-12 to 1e12, free fall down to X/Y = 1e-324")
    func extremes() throws {
        var previous = 0.0
        for exponent in stride(from: -12.0, through: 12.0, by: 0.25) {
            let cycloid = try Cycloid(x: pow10(exponent), depth: 1)
            #expect(cycloid.theta.isFinite && cycloid.theta > previous && cycloid.theta <= 2 * Double.pi)
            #expect(cycloid.radius.isFinite && cycloid.radius > 0 && cycloid.descentTime().isFinite)
            previous = cycloid.theta
        }
        // Steeper than any reference: φ = 1.5·X/Y (1 + O((X/Y)²)), r = 2Y/θ² (to 1 + O(θ²)), and
        // T → √(2Y/g), free fall; r beyond Double's range is +∞ while θ_B and T stay exact.
        for (x, y) in [(1e-110, 1.0), (1e-200, 1.0), (1161.0, 1e131), (5e-324, 1e300)] {
            let steep = try Cycloid(x: x, depth: y)
            let theta = 3 * (x / y)
            #expect(theta == 0 ? steep.theta == 0 : Self.relativeError(steep.theta, theta) < 1e-15, "\(x) \(y)")
            #expect(Self.relativeError(steep.descentTime(), (2 * y / 9.80665).squareRoot()) < 1e-15, "\(x) \(y)")
            let r = 2 * y / theta / theta
            #expect(r.isFinite ? Self.relativeError(steep.radius, r) < 1e-14 : steep.radius == .infinity, "\(x) \(y)")
            if x / 8 > 0 { #expect(Self.relativeError(steep.depth(at: x / 8), y / 4) < 1e-15, "\(x) \(y)") }
        }
        let flat = try Cycloid(x: 3, depth: 0)
        #expect(flat.theta == 2 * Double.pi && abs(flat.radius - 3 / (2 * Double.pi)) < 1e-15)
    }

    @Test("points on the curve: x(θ_B), y(θ_B) is B; depth(at:) inverts x(θ)")
    func pointsOnTheCurve() throws {
        var random = SplitMix64(seed: 3)
        for _ in 0..<300 {
            let x = pow10(Double(random.next() % 800_000) / 1e5 - 4)
            let y = pow10(Double(random.next() % 800_000) / 1e5 - 4)
            let cycloid = try Cycloid(x: x, depth: y)
            let end = cycloid.point(at: cycloid.theta)
            #expect(abs(end.x - x) <= 1e-14 * x && abs(end.y + y) <= 1e-13 * max(x, y))
            let angle = cycloid.theta * Double(random.next() % 1000 + 1) / 1001
            let point = cycloid.point(at: angle)
            #expect(abs(cycloid.depth(at: point.x) + point.y) <= 1e-12 * cycloid.radius)
        }
    }

    /// Each solver is within 4e-15 of mpmath on the 218 references, so they may differ by 8e-15.
    @Test("the tabled solver and the safeguarded Newton baseline agree to 8e-15 on 10^5 random B")
    func solversAgree() throws {
        var random = SplitMix64(seed: 1696)
        for _ in 0..<100_000 {
            let x = pow10(Double(random.next() % 1_600_000) / 1e5 - 8)
            let y = random.next() % 64 == 0 ? 0 : pow10(Double(random.next() % 1_600_000) / 1e5 - 8)
            let fast = try Cycloid(x: x, depth: y)
            let baseline = try Cycloid(x: x, depth: y, solver: .newton)
            #expect(Self.relativeError(fast.theta, baseline.theta) <= 8e-15, "B = (\(x), −\(y))")
            #expect(Self.relativeError(fast.radius, baseline.radius) <= 8e-15, "B = (\(x), −\(y))")
        }
    }

    @Test("bad arguments throw: X ≤ 0, Y < 0, NaN, ∞, g ≤ 0")
    func badArguments() {
        #expect(throws: BrachistochroneError.horizontalDistance(0)) { try Cycloid(x: 0, depth: 1) }
        #expect(throws: BrachistochroneError.drop(-1)) { try Cycloid(x: 1, depth: -1) }
        #expect(throws: BrachistochroneError.self) { try Cycloid(x: .nan, depth: 1) }
        #expect(throws: BrachistochroneError.self) { try Cycloid(x: 1, depth: .infinity) }
        #expect(throws: BrachistochroneError.gravity(0)) { try RivalCurve.arc.descentTime(x: 1, depth: 1, gravity: 0) }
    }
}

/// 10^e.
func pow10(_ exponent: Double) -> Double { Foundation.pow(10, exponent) }

func pow10(_ exponent: Int) -> Double { pow10(Double(exponent)) }
