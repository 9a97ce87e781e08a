import AlgoSupport
import FermatPoint
import Testing
import _TestSupport

/// Reference cases from the issue; each expected value is derived by hand in its comment.
@Suite struct FermatTriangleTests {
    static let s3 = 3.0.squareRoot()

    static func close(_ a: Double, _ b: Double, _ tolerance: Double = 1e-12) -> Bool {
        abs(a - b) <= tolerance * max(1, abs(a), abs(b))
    }

    static func close(_ p: Point2, _ q: Point2, _ tolerance: Double = 1e-12) -> Bool {
        close(p.x, q.x, tolerance) && close(p.y, q.y, tolerance)
    }

    @Test("equilateral: the centroid (1/2, √3/6), total 3 · (1/√3) = √3")
    func equilateral() {
        let s = fermatPoint(Point2(0, 0), Point2(1, 0), Point2(0.5, Self.s3 / 2))
        #expect(Self.close(s.point, Point2(0.5, Self.s3 / 6)))
        #expect(Self.close(s.total, Self.s3))
        #expect(s.vertex == nil)
    }

    @Test("right isosceles: t = (3 − √3)/6 on both axes, total (√6 + √2)/2")
    func rightIsosceles() {
        // By symmetry the point is (t, t); the 120° condition at (t, t) gives t = (3 − √3)/6.
        let s = fermatPoint(Point2(0, 0), Point2(1, 0), Point2(0, 1))
        let t = (3 - Self.s3) / 6
        #expect(Self.close(s.point, Point2(t, t)))
        #expect(Self.close(s.total, (6.0.squareRoot() + 2.0.squareRoot()) / 2))
    }

    @Test("a 150° angle and an exact 120° angle: the vertex, total 2")
    func vertexRule() {
        let obtuse = fermatPoint(Point2(0, 0), Point2(1, 0), Point2(-Self.s3 / 2, 0.5))
        #expect(obtuse.point == Point2(0, 0) && obtuse.vertex == 0)
        #expect(Self.close(obtuse.total, 2))
        let exact = fermatPoint(Point2(0, 0), Point2(1, 0), Point2(-0.5, Self.s3 / 2))
        #expect(exact.point == Point2(0, 0) && exact.vertex == 0)
        #expect(Self.close(exact.total, 2))
    }

    @Test("(0,0), (4,0), (1,3): total √(22 + 12√3) from (a²+b²+c²)/2 = 22 and area 6")
    func scalene() {
        let s = fermatPoint(Point2(0, 0), Point2(4, 0), Point2(1, 3))
        #expect(Self.close(s.total, (22 + 12 * Self.s3).squareRoot()))
        #expect(Self.close(s.total, 6.5409945490595333))
        // The total is also the sum of the distances from the returned point.
        let sum = [Point2(0, 0), Point2(4, 0), Point2(1, 3)].reduce(0) { $0 + $1.distance(to: s.point) }
        #expect(Self.close(sum, s.total, 1e-14))
    }

    @Test("degenerate: collinear gives the middle point, coincident points give that point")
    func degenerate() {
        let line = fermatPoint(Point2(0, 0), Point2(1, 0), Point2(3, 0))
        #expect(line.point == Point2(1, 0) && line.total == 3)
        let twice = fermatPoint(Point2(0, 0), Point2(0, 0), Point2(1, 1))
        #expect(twice.point == Point2(0, 0) && Self.close(twice.total, 2.0.squareRoot()))
        let thrice = fermatPoint(Point2(2, 3), Point2(2, 3), Point2(2, 3))
        #expect(thrice.point == Point2(2, 3) && thrice.total == 0)
        let middleFirst = fermatPoint(Point2(5, 5), Point2(0, 0), Point2(10, 10))
        #expect(middleFirst.point == Point2(5, 5))
    }

    @Test("interior solutions see every side at 120°; no perturbation does better (seeded)")
    func properties() {
        var generator = SplitMix64(seed: 120)
        var checked = 0
        for _ in 0..<2000 {
            let v = (0..<3).map { _ in
                Point2(Double.random(in: -10...10, using: &generator), Double.random(in: -10...10, using: &generator))
            }
            let s = fermatPoint(v[0], v[1], v[2])
            let sum = v.reduce(0) { $0 + $1.distance(to: s.point) }
            #expect(Self.close(sum, s.total, 1e-11), "seed 120: \(v)")
            for _ in 0..<4 {
                let q =
                    s.point
                    + Point2(
                        Double.random(in: -1e-4...1e-4, using: &generator),
                        Double.random(in: -1e-4...1e-4, using: &generator))
                #expect(v.reduce(0) { $0 + $1.distance(to: q) } >= s.total - 1e-12 * s.total, "seed 120: \(v)")
            }
            guard s.vertex == nil else { continue }
            let u = v.map { ($0 - s.point) }.map { (1 / $0.length) * $0 }
            for (i, j) in [(0, 1), (1, 2), (0, 2)] { #expect(abs(u[i].dot(u[j]) + 0.5) < 1e-9, "seed 120: \(v)") }
            checked += 1
        }
        #expect(checked > 500)
    }

    @Test("rotation, translation and scaling move the answer with the input, 1e-150 to 1e150")
    func equivariance() {
        var generator = SplitMix64(seed: 7)
        for _ in 0..<500 {
            let v = (0..<3).map { _ in
                Point2(Double.random(in: -1...1, using: &generator), Double.random(in: -1...1, using: &generator))
            }
            let base = fermatPoint(v[0], v[1], v[2])
            let angle = Double.random(in: 0...6.28, using: &generator)
            let (c, s) = (cos(angle), sin(angle))
            let shift = Point2(Double.random(in: -100...100, using: &generator), 3)
            func rotate(_ p: Point2) -> Point2 { Point2(c * p.x - s * p.y, s * p.x + c * p.y) }
            let moved = fermatPoint(rotate(v[0]) + shift, rotate(v[1]) + shift, rotate(v[2]) + shift)
            #expect(Self.close(moved.point, rotate(base.point) + shift, 1e-9), "seed 7: \(v)")
            #expect(Self.close(moved.total, base.total, 1e-12))
            for scale in [1e150, 1e-150] {
                let scaled = fermatPoint(scale * v[0], scale * v[1], scale * v[2])
                #expect(Self.close(scaled.point, scale * base.point, 1e-12), "seed 7, scale \(scale): \(v)")
                #expect(Self.close(scaled.total, scale * base.total, 1e-12))
                #expect(scaled.total.isFinite && scaled.point.isFinite)
            }
        }
    }

    @Test("the ends of Double's range: differences past 1.8e308 and subnormal triangles (both gave NaN)")
    func rangeEnds() {
        // (0,0), (4,0), (1,3) scaled by 2^k: a power of two scales the answer exactly, so the
        // point is 2^k times the point of the unscaled triangle (total √(22 + 12√3), above) as
        // long as the results stay normal; in subnormals to their last bit (2^−1074).
        func scaled(_ x: Double, _ k: Int) -> Double { Double(sign: .plus, exponent: k, significand: x) }
        let v = [Point2(0, 0), Point2(4, 0), Point2(1, 3)]
        let base = fermatPoint(v[0], v[1], v[2])
        for k in [1021, 1000, -1000, -1060] {
            let s = fermatPoint(v[0].scaled(by: k), v[1].scaled(by: k), v[2].scaled(by: k))
            let lastBit = Double.leastNonzeroMagnitude
            #expect(abs(s.point.x - scaled(base.point.x, k)) <= lastBit, "k = \(k): \(s)")
            #expect(abs(s.point.y - scaled(base.point.y, k)) <= lastBit, "k = \(k): \(s)")
            #expect(abs(s.total - scaled(base.total, k)) <= lastBit, "k = \(k): \(s)")
        }
        // 2^1023·((−1,−1), (1,1), (1,−1)): the differences (2^1024) overflow, the point does not;
        // the total (2^1023·2.73…) does, and is +∞.
        let unit = fermatPoint(Point2(-1, -1), Point2(1, 1), Point2(1, -1))
        let huge = fermatPoint(
            Point2(-1, -1).scaled(by: 1023), Point2(1, 1).scaled(by: 1023), Point2(1, -1).scaled(by: 1023))
        #expect(huge.point == unit.point.scaled(by: 1023) && huge.total == .infinity)
        // (l, 0), (0, l), (0, 0) with l ≈ 1e−320: a right isosceles triangle, its point finite and on the
        // diagonal at t = (3 − √3)/6 of the leg (the right-isosceles test above), to the last bit.
        let leg = 2024 * Double.leastNonzeroMagnitude  // 1.0e−320, subnormal (a literal warns)
        let tiny = fermatPoint(Point2(leg, 0), Point2(0, leg), Point2(0, 0))
        let t = (3 - Self.s3) / 6 * leg
        #expect(abs(tiny.point.x - t) <= 2 * Double.leastNonzeroMagnitude && tiny.point.x == tiny.point.y, "\(tiny)")
    }

    @Test("needle-thin triangles stay finite and accurate")
    func needles() {
        // A needle of height 1e-9: angles near 0°, 0°, 180° → the vertex rule at the apex between.
        let flat = fermatPoint(Point2(0, 0), Point2(1, 0), Point2(0.5, 1e-9))
        #expect(flat.point == Point2(0.5, 1e-9))
        // A needle with the third point far away: angle at the far point tiny, the other two near 90°.
        let long = fermatPoint(Point2(0, 0), Point2(1e-9, 0), Point2(0, 1))
        #expect(long.total.isFinite && abs(long.total - 1) < 1e-8)
    }
}

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
