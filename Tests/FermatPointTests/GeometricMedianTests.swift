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
