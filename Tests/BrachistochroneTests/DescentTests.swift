import AlgoSupport
import Brachistochrone
import Testing
import _TestSupport

/// The polyline integrator and the discrete optimum: checked against the closed forms, against
/// the quadratures of the rivals (a second route to the same numbers), and against the cycloid.
@Suite struct DescentTests {
    static func relative(_ a: Double, _ b: Double) -> Double { abs(a - b) / abs(b) }

    @Test("a straight polyline takes the line's closed form, in one piece or in 1000")
    func straightPolyline() throws {
        for (x, y) in [(1.0, 1.0), (3.0, 0.25), (0.01, 40.0)] {
            let closed = try RivalCurve.line.descentTime(x: x, depth: y)
            let one = try PolylineDescent.time(along: [PathPoint(0, 0), PathPoint(x, -y)])
            #expect(Self.relative(one, closed) < 1e-15)
            let many = (0...1000).map { PathPoint(x * Double($0) / 1000, -y * Double($0) / 1000) }
            #expect(Self.relative(try PolylineDescent.time(along: many), closed) < 1e-12)
        }
    }

    @Test("a sampled cycloid converges to T = θ_B·√(r/g) from above, about 1/n² with samples crowded at both ends")
    func sampledCycloid() throws {
        for (x, y) in [(1.0, 1.0), (10.0, 1.0), (1.0, 0.0), (0.1, 1.0)] {
            let cycloid = try Cycloid(x: x, depth: y)
            let exact = cycloid.descentTime()
            var gaps: [Double] = []
            for n in [100, 1000, 10000] {
                let time = try PolylineDescent.time(ofDrop: { cycloid.depth(at: $0) }, to: x, segments: n)
                #expect(time > exact, "a polyline cannot beat the brachistochrone: n = \(n), B = (\(x), −\(y))")
                gaps.append((time - exact) / exact)
            }
            #expect(gaps[2] < 1e-6, "B = (\(x), −\(y)): \(gaps)")
            #expect(gaps[0] / gaps[1] > 50 && gaps[1] / gaps[2] > 50, "B = (\(x), −\(y)): \(gaps)")
        }
    }

    @Test("sampled arc and parabola converge to the Gauss–Kronrod times of RivalCurve")
    func sampledRivals() throws {
        for (x, y) in [(1.0, 1.0), (2.0, 0.5), (0.5, 2.0)] {
            let parabola = try PolylineDescent.time(ofDrop: { y * ($0 / x).squareRoot() }, to: x, segments: 20000)
            #expect(Self.relative(parabola, try RivalCurve.parabola.descentTime(x: x, depth: y)) < 1e-6)
            // The arc x = c − √(c² − h²) … as a drop: h(x) = √(c² − (c − x)²), valid below the centre.
            if y <= x {
                let c = (x * x + y * y) / (2 * x)
                if x <= c {
                    let arc = try PolylineDescent.time(
                        ofDrop: { ($0 * (2 * c - $0)).squareRoot() }, to: x, segments: 20000)
                    #expect(Self.relative(arc, try RivalCurve.arc.descentTime(x: x, depth: y)) < 1e-6)
                }
            } else {
                let c = (x * x + y * y) / (2 * x)
                let arc = try PolylineDescent.time(ofDrop: { ($0 * (2 * c - $0)).squareRoot() }, to: x, segments: 20000)
                #expect(Self.relative(arc, try RivalCurve.arc.descentTime(x: x, depth: y)) < 1e-6)
            }
        }
    }

    @Test("polyline errors: one point, a point above the start, a level start never arrives")
    func polylineEdges() throws {
        #expect(throws: BrachistochroneError.self) { try PolylineDescent.time(along: [PathPoint(0, 0)]) }
        #expect(throws: BrachistochroneError.aboveStart(index: 2)) {
            try PolylineDescent.time(along: [PathPoint(0, 0), PathPoint(1, -1), PathPoint(2, 0.5)])
        }
        #expect(try PolylineDescent.time(along: [PathPoint(0, 0), PathPoint(1, 0), PathPoint(2, -1)]) == .infinity)
        #expect(throws: BrachistochroneError.self) {
            try PolylineDescent.time(along: [PathPoint(0, 0), PathPoint(.nan, -1)])
        }
    }

    @Test(
        "the discrete optimum converges to the cycloid: time gap ∝ 1/N, drop error ∝ N^(−2/3)",
        arguments: [(1.0, 1.0), (10.0, 1.0), (1.0, 0.0), (0.2, 1.0)])
    func discreteConverges(x: Double, y: Double) throws {
        let cycloid = try Cycloid(x: x, depth: y)
        let exact = cycloid.descentTime()
        var gaps: [Double] = []
        var errors: [Double] = []
        for n in [10, 100, 1000] {
            let discrete = try DiscreteBrachistochrone(x: x, depth: y, interiorPoints: n)
            #expect(discrete.converged)
            #expect(discrete.time >= exact * (1 - 1e-15), "N = \(n): a polyline cannot beat the cycloid")
            gaps.append((discrete.time - exact) / exact)
            errors.append(discrete.maxDropError(from: cycloid) / cycloid.lowestDepth)
        }
        for k in 0..<2 {
            #expect((7...14).contains(gaps[k] / gaps[k + 1]), "time gaps \(gaps)")
            #expect((3.5...6.5).contains(errors[k] / errors[k + 1]), "drop errors \(errors)")
        }
    }

    @Test("the discrete optimum is a minimum: moving any one drop, up or down, slows the bead")
    func discreteIsMinimum() throws {
        let x = 2.0
        let y = 1.0
        let discrete = try DiscreteBrachistochrone(x: x, depth: y, interiorPoints: 50)
        let points = discrete.points
        let best = try PolylineDescent.time(along: points)
        #expect(Self.relative(best, discrete.time) < 1e-14)
        var random = SplitMix64(seed: 11)
        for _ in 0..<200 {
            var moved = points
            let index = 1 + Int(random.next() % 50)
            let delta = (random.next() % 2 == 0 ? 1 : -1) * 1e-4 * (1 + Double(random.next() % 100) / 100)
            moved[index].y += delta
            #expect(try PolylineDescent.time(along: moved) > best, "vertex \(index) moved by \(delta)")
        }
    }

    @Test("a B so steep that the Hessian has no finite scale ends the search (the fuzzer's 1 1.4e11 looped)")
    func steepDiscreteEnds() throws {
        for n in [1, 3, 1000] {
            let discrete = try DiscreteBrachistochrone(x: 1, depth: 136_666_333_666, interiorPoints: n)
            let cycloid = try Cycloid(x: 1, depth: 136_666_333_666).descentTime()
            #expect(discrete.time.isFinite && discrete.time >= cycloid * (1 - 1e-12), "N = \(n)")
        }
    }

    @Test("the discrete optimum scales: X, Y × s gives drops × s and time × √s")
    func discreteScales() throws {
        let base = try DiscreteBrachistochrone(x: 3, depth: 2, interiorPoints: 40)
        let scaled = try DiscreteBrachistochrone(x: 3e5, depth: 2e5, interiorPoints: 40, gravity: 4)
        #expect(
            Self.relative(scaled.time, base.time * (1e5).squareRoot() / 2 * Cycloid.standardGravity.squareRoot())
                < 1e-12)
        for (a, b) in zip(base.drops, scaled.drops) where a > 0 { #expect(Self.relative(b, a * 1e5) < 1e-10) }
        #expect(throws: BrachistochroneError.interiorPoints(0)) {
            try DiscreteBrachistochrone(x: 1, depth: 1, interiorPoints: 0)
        }
    }
}
