import AlgoSupport
import FermatPoint
import SolverIO

extension JudgeProblem {
    /// `algo fermat`: one triangle per line, `x y total` per line out.
    static let fermat = JudgeProblem(
        name: "fermat",
        title: "Fermat point of triangles (`x1 y1 x2 y2 x3 y3` per line; out `x y total`)",
        timeLimit: 2, memoryLimit: 256,
        limitsSource: "the suite's",
        checkerRule:
            "per line: total within 1e-6 relative of the reference, and the distance sum at the printed point too",
        layout: .lines,
        samples: [
            Array(
                """
                0 0 1 0 0.5 0.8660254037844386
                0 0 10 0 -8 1
                0 0 1 0 2 0
                3 4 3 4 -1 7

                """.utf8)
        ],
        generate: { rng, size in
            let count = rng.int(1...5) + Int(size * 995)
            var text = ""
            for _ in 0..<count { text += FermatTests.randomTriangle(&rng) + "\n" }
            return Array(text.utf8)
        },
        worst: { rng in
            // Degenerate and borderline triangles: collinear, repeated vertices, an angle of
            // exactly or nearly 120°, slivers, and large and small scales.
            var lines = [
                "0 0 0 0 0 0", "1 1 1 1 5 5", "0 0 1 0 2 0", "0 0 2 0 1 0", "-1 0 1 0 0 0.5773502691896258",
                "0 0 1 0 -0.5 0.8660254037844386", "0 0 1e6 0 2e6 1e-6", "1e-6 0 0 1e-6 -1e-6 0",
                "123456.789 0 -98765.4321 0.001 0 0",
            ]
            for _ in 0..<300 { lines.append(FermatTests.nearOneTwenty(&rng)) }
            return [Array((lines.joined(separator: "\n") + "\n").utf8)]
        },
        reference: { input throws(InputError) in
            try runSolver(input) { (reader, writer) throws(InputError) in
                try FermatSolver.solveTriangles(input: &reader, output: &writer)
            }
        },
        check: FermatTests.checkTriangles)

    /// `algo median`: one point set (`x y [w]` per line), one line `x y total` out.
    static let median = JudgeProblem(
        name: "median",
        title: "weighted geometric median (`x y [w]` per line; out `x y total`)",
        timeLimit: 2, memoryLimit: 256,
        limitsSource: "the suite's",
        checkerRule:
            "by objective: the weighted distance sum at the printed point within 1e-6 relative of the reference's",
        layout: .lines,
        samples: [Array("0 0\n4 0\n0 3\n".utf8), Array("0 0 1\n10 0 5\n3 7 1\n".utf8)],
        generate: { rng, size in
            let count = rng.int(1...5) + Int(size * 1_995)
            let weighted = rng.int(0...1) == 1
            var text = ""
            for _ in 0..<count {
                text += "\(FermatTests.coordinate(&rng)) \(FermatTests.coordinate(&rng))"
                text += weighted ? " \(rng.int(1...9))\n" : "\n"
            }
            return Array(text.utf8)
        },
        worst: { rng in
            // The optimum at a data point (a heavy point), on a line, with repeated points, and
            // with one or two points.
            var heavy = "0 0 1000\n"
            var line = ""
            var repeated = ""
            for index in 0..<500 {
                heavy += "\(FermatTests.coordinate(&rng)) \(FermatTests.coordinate(&rng)) 1\n"
                line += "\(index * 3 - 700) \(Double(index * 3 - 700) * 0.5)\n"
                repeated += index % 2 == 0 ? "1 1\n" : "\(rng.int(-9...9)) \(rng.int(-9...9))\n"
            }
            return [heavy, line, repeated, "5 -5\n", "0 0\n3 4\n"].map { Array($0.utf8) }
        },
        reference: { input throws(InputError) in
            var reader = InputReader(bytes: input)
            let set = try FermatSolver.readPoints(input: &reader)
            do {
                let result = try geometricMedian(of: set.points, weights: set.weights)
                return Array("\(result.point.x) \(result.point.y) \(result.total)\n".utf8)
            } catch {
                throw InputError(line: 1, expected: "a valid point set", got: "\(error)")
            }
        },
        check: FermatTests.checkMedian)
}

/// The fermat and median problems' generators and checkers.
enum FermatTests {
    static let tolerance = 1e-6

    /// A coordinate: an integer or a decimal, from small to a few thousand.
    static func coordinate(_ rng: inout SplitMix64) -> String {
        switch rng.int(0...3) {
        case 0: "\(rng.int(-1_000...1_000))"
        case 1: "\(rng.double(-1...1))"
        default: "\(rng.double(-5_000...5_000))"
        }
    }

    static func randomTriangle(_ rng: inout SplitMix64) -> String {
        (0..<6).map { _ in coordinate(&rng) }.joined(separator: " ")
    }

    /// A triangle whose angle at the first vertex is within 1e-6 rad of 120°.
    static func nearOneTwenty(_ rng: inout SplitMix64) -> String {
        let angle = 2 * Double.pi / 3 + rng.double(-1e-6...1e-6)
        let r1 = rng.double(0.1...100)
        let r2 = rng.double(0.1...100)
        let turn = rng.double(0...(2 * Double.pi))
        let a = (rng.double(-10...10), rng.double(-10...10))
        let b = (a.0 + r1 * cos(turn), a.1 + r1 * sin(turn))
        let c = (a.0 + r2 * cos(turn + angle), a.1 + r2 * sin(turn + angle))
        return "\(a.0) \(a.1) \(b.0) \(b.1) \(c.0) \(c.1)"
    }

    static func numbers(_ line: ArraySlice<UInt8>) -> [Double]? {
        let tokens = OutputLines.tokens(line)
        var values: [Double] = []
        for token in tokens {
            guard let value = Double(String(decoding: token, as: UTF8.self)), value.isFinite else { return nil }
            values.append(value)
        }
        return values
    }

    static func close(_ a: Double, _ b: Double, scale: Double) -> Bool {
        abs(a - b) <= tolerance * max(1, abs(scale))
    }

    static func checkTriangles(input: [UInt8], expected: [UInt8], received: [UInt8]) -> JudgeProblem.Check {
        let triangles = OutputLines.split(input).filter { !OutputLines.tokens($0).isEmpty }
        let want = OutputLines.split(expected)
        let got = OutputLines.split(received)
        for (index, triangle) in triangles.enumerated() {
            guard index < got.count else {
                return .wrong("line \(index + 1): expected x y total, got end of output")
            }
            guard let values = numbers(got[index]), values.count == 3 else {
                return .wrong("line \(index + 1): expected three finite numbers, got \(OutputLines.show(got[index]))")
            }
            let v = numbers(triangle)!
            let reference = numbers(want[index])!
            let point = Point2(values[0], values[1])
            let sum = [Point2(v[0], v[1]), Point2(v[2], v[3]), Point2(v[4], v[5])].reduce(0.0) {
                $0 + ($1 - point).length
            }
            if !close(values[2], reference[2], scale: reference[2]) {
                return .wrong("line \(index + 1): total \(values[2]), expected \(reference[2])")
            }
            if !close(sum, reference[2], scale: reference[2]) {
                return .wrong(
                    "line \(index + 1): the distances from (\(values[0]), \(values[1])) sum to \(sum), not \(reference[2])"
                )
            }
        }
        if got.count > triangles.count {
            return .wrong(
                "line \(triangles.count + 1): expected end of output, got \(OutputLines.show(got[triangles.count]))")
        }
        return .accepted
    }

    static func checkMedian(input: [UInt8], expected: [UInt8], received: [UInt8]) -> JudgeProblem.Check {
        let got = OutputLines.split(received)
        guard got.count == 1 else {
            return .wrong("expected one line x y total, got \(got.count) lines")
        }
        guard let values = numbers(got[0]), values.count >= 3 else {
            return .wrong("line 1: expected x y total, got \(OutputLines.show(got[0]))")
        }
        let reference = numbers(OutputLines.split(expected)[0])!
        let point = Point2(values[0], values[1])
        var sum = 0.0
        for line in OutputLines.split(input) {
            guard let v = numbers(line), v.count >= 2 else { continue }
            sum += (v.count == 3 ? v[2] : 1) * (Point2(v[0], v[1]) - point).length
        }
        if !close(sum, reference[2], scale: reference[2]) {
            return .wrong(
                "line 1: the weighted distances from (\(values[0]), \(values[1])) sum to \(sum), not \(reference[2])")
        }
        if !close(values[2], sum, scale: sum) {
            return .wrong("line 1: printed total \(values[2]), but the distances sum to \(sum)")
        }
        return .accepted
    }
}
