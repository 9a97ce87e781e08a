import AlgoSupport
import FermatPoint
import Testing
import _TestSupport

@Suite struct GeometricMedianTests {
    @Test("the five-point plus: (0, 0), found by the exact test (Weiszfeld's first step divides by 0)")
    func plus() throws {
        let points = [Point2(0, 0), Point2(1, 0), Point2(-1, 0), Point2(0, 1), Point2(0, -1)]
        let result = try geometricMedian(of: points)
        #expect(result.point == Point2(0, 0))
        #expect(result.total == 4)
        #expect(result.gap == 0 && result.converged)
    }

    @Test("weighted (0,0)×3, (1,0), (0,1): (0,0), total 2 (the pull √2 ≤ 3)")
    func weighted() throws {
        let result = try geometricMedian(of: [Point2(0, 0), Point2(1, 0), Point2(0, 1)], weights: [3, 1, 1])
        #expect(abs(result.point.x) < 1e-12 && abs(result.point.y) < 1e-12)
        #expect(abs(result.total - 2) < 1e-12)
    }

    @Test("the unit square: (1/2, 1/2), total 2√2")
    func square() throws {
        let result = try geometricMedian(of: [Point2(0, 0), Point2(1, 0), Point2(1, 1), Point2(0, 1)])
        #expect(abs(result.point.x - 0.5) < 1e-12 && abs(result.point.y - 0.5) < 1e-12)
        #expect(abs(result.total - 2 * 2.0.squareRoot()) < 1e-12)
    }

    @Test("matches the triangle solver on seeded random triangles, with and without acceleration")
    func trianglesAgree() throws {
        var generator = SplitMix64(seed: 3)
        for round in 0..<300 {
            let v = (0..<3).map { _ in
                Point2(Double.random(in: -5...5, using: &generator), Double.random(in: -5...5, using: &generator))
            }
            let exact = fermatPoint(v[0], v[1], v[2])
            for accelerate in [true, false] {
                let result = try geometricMedian(of: v, accelerate: accelerate)
                // Plain Weiszfeld may hit the pass cap near 120°; the accelerated solver may not.
                if accelerate { #expect(result.converged, "seed 3 round \(round): \(v)") }
                // The reported gap is a proof: the objective is within it of the optimum.
                #expect(
                    result.total - exact.total <= result.gap * result.total + 1e-15 * exact.total,
                    "seed 3 round \(round): \(v)")
                #expect(result.total >= exact.total * (1 - 1e-12))
            }
        }
    }

    @Test("a triangle at 119.9°: the accelerated solver converges where plain Weiszfeld crawls")
    func nearOneTwenty() throws {
        let angle = 119.9 * Double.pi / 180
        let v = [Point2(0, 0), Point2(1, 0), Point2(cos(angle), sin(angle))]
        let exact = fermatPoint(v[0], v[1], v[2])
        let plain = try geometricMedian(of: v, tolerance: 1e-12, accelerate: false)
        let fast = try geometricMedian(of: v, tolerance: 1e-12, accelerate: true)
        // Plain Weiszfeld crawls here (it hits the 10,000-pass cap); Newton's safeguarded step does not.
        #expect(fast.converged)
        #expect(abs(fast.total - exact.total) <= 1e-12 * exact.total)
        #expect(fast.iterations * 10 < plain.iterations)
        #expect(plain.total >= exact.total * (1 - 1e-15) && plain.gap >= fast.gap)
        print("119.9°: plain \(plain.iterations) passes, gap \(plain.gap); accelerated \(fast.iterations) passes")
    }

    @Test("duplicates, one point, two points, huge and tiny coordinates")
    func edges() throws {
        #expect(try geometricMedian(of: [Point2(3, 4)]).point == Point2(3, 4))
        let two = try geometricMedian(of: [Point2(0, 0), Point2(2, 0)])
        #expect(abs(two.total - 2) < 1e-12)
        let dup = try geometricMedian(of: [Point2(1, 1), Point2(1, 1), Point2(1, 1), Point2(5, 5)])
        #expect(dup.point == Point2(1, 1) && dup.gap == 0)
        for scale in [1e150, 1e-150] {
            let pts = [Point2(0, 0), Point2(1, 0), Point2(1, 1), Point2(0, 1)].map { scale * $0 }
            let r = try geometricMedian(of: pts)
            #expect(abs(r.total / scale - 2 * 2.0.squareRoot()) < 1e-11)
        }
    }

    @Test("weights at the ends of Double's range: the median does not move (they gave NaN or the centroid)")
    func extremeWeights() throws {
        // Equal weights w on (0,0), (1,0), (0,1): the median is the triangle's Fermat point (the
        // closed form of fermatPoint, an independent solver) and the total w·(√6 + √2)/2 scales
        // with w. Weights of 1e308 printed (0.5, NaN); of 1e-308 the centroid, with a gap of 0.
        let v = [Point2(0, 0), Point2(1, 0), Point2(0, 1)]
        let exact = fermatPoint(v[0], v[1], v[2])
        for w in [1e308, 1e-308, Double.leastNonzeroMagnitude] {
            let r = try geometricMedian(of: v, weights: [w, w, w])
            #expect(abs(r.point.x - exact.point.x) < 1e-12 && abs(r.point.y - exact.point.y) < 1e-12, "w = \(w)")
            #expect(r.converged && r.gap > 0, "w = \(w)")
            if w == 1e308 {
                #expect(r.total == .infinity)  // 1.93e308: past Double's range
            } else if w == 1e-308 {
                #expect(abs(r.total - w * exact.total) <= 1e-12 * w * exact.total)
            } else {
                #expect(r.total == 2 * Double.leastNonzeroMagnitude)  // 1.93·2^−1074, rounded
            }
        }
        // Coordinates of 1e308 with weights of 1e-308: the total is about 1.93, though f·scale
        // alone overflows.
        let far = try geometricMedian(of: v.map { 1e308 * $0 }, weights: [1e-308, 1e-308, 1e-308])
        #expect(abs(far.total - exact.total) < 1e-12 * exact.total)
    }

    @Test("errors: empty, non-finite, non-positive weights")
    func errors() {
        #expect(throws: GeometricMedianError.empty) { try geometricMedian(of: []) }
        #expect(throws: GeometricMedianError.nonFinite(index: 1)) {
            try geometricMedian(of: [Point2(0, 0), Point2(.nan, 0)])
        }
        #expect(throws: GeometricMedianError.nonPositiveWeight(index: 0)) {
            try geometricMedian(of: [Point2(0, 0)], weights: [0])
        }
    }
}

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
