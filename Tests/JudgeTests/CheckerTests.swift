import AlgoSupport
import Testing
import _TestSupport

@testable import Judge

@Suite struct CheckerTests {
    static func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

    @Test("formatSeconds: three decimals, and no trap past Int's range")
    func secondsText() {
        #expect(formatSeconds(6) == "6.000")
        #expect(formatSeconds(0.25) == "0.250")
        #expect(formatSeconds(86_400) == "86400.000")
        #expect(formatSeconds(1e18) == "1e+18")
    }

    @Test("DSLR: any shortest program passes; longer, wrong or malformed ones fail")
    func dslr() throws {
        let input = Self.bytes("2\n1234 3412\n1 16\n")
        let expected = try JudgeProblem.dslr.reference(input)
        // The oracle's distances: 2 and 4 (the statement's sample).
        #expect(DSLROracle.distances(from: 1234)[3412] == 2)
        #expect(JudgeProblem.dslr.check(input, expected, Self.bytes("LL\nDDDD\n")) == .accepted)
        #expect(JudgeProblem.dslr.check(input, expected, Self.bytes("RR\nDDDD\n")) == .accepted)  // also shortest
        #expect(JudgeProblem.dslr.check(input, expected, Self.bytes("LLLLLL\nDDDD\n")) != .accepted)
        #expect(JudgeProblem.dslr.check(input, expected, Self.bytes("LR\nDDDD\n")) != .accepted)
        #expect(JudgeProblem.dslr.check(input, expected, Self.bytes("ll\nDDDD\n")) != .accepted)
        #expect(JudgeProblem.dslr.check(input, expected, Self.bytes("LL\n")) != .accepted)
        #expect(JudgeProblem.dslr.check(input, expected, Self.bytes("LL\nDDDD\nD\n")) != .accepted)
    }

    @Test("stars: 10993 rejects a space at the end of a row, the others ignore it")
    func stars() throws {
        let star18 = try #require(JudgeProblem.named("star18"))
        let expected = try star18.reference(Self.bytes("2\n"))
        #expect(expected == Self.bytes("*****\n ***\n  *\n"))
        #expect(star18.check([], expected, Self.bytes("*****\n ***\n  *")) == .accepted)
        #expect(star18.check([], expected, Self.bytes("*****\n *** \n  *\n")) != .accepted)
        let star11 = try #require(JudgeProblem.named("star11"))
        let triangle = try star11.reference(Self.bytes("3\n"))
        #expect(star11.check([], triangle, Self.bytes("  *\n * *\n*****\n")) == .accepted)
        #expect(star11.check([], triangle, Self.bytes("  *\n * *\n****\n")) != .accepted)
    }

    @Test("fermat: within 1e-6 relative passes, 1e-4 off fails; the point is checked by its distance sum")
    func fermat() throws {
        let input = Self.bytes("0 0 1 0 0.5 0.8660254037844386\n")
        let expected = try JudgeProblem.fermat.reference(input)
        // Equilateral triangle of side 1: the centre (1/2, √3/6), total √3 (textbook).
        let total = 3.0.squareRoot()
        let x = 0.5
        let y = 3.0.squareRoot() / 6
        #expect(JudgeProblem.fermat.check(input, expected, Self.bytes("\(x) \(y) \(total)\n")) == .accepted)
        #expect(
            JudgeProblem.fermat.check(input, expected, Self.bytes("\(x) \(y) \(total * (1 + 1e-4))\n")) != .accepted)
        #expect(JudgeProblem.fermat.check(input, expected, Self.bytes("\(x + 0.01) \(y) \(total)\n")) != .accepted)
    }

    @Test("median: judged by the objective at the printed point")
    func median() throws {
        let input = Self.bytes("0 0\n2 0\n")
        let expected = try JudgeProblem.median.reference(input)
        // Two points: every point of the segment is optimal, with total 2.
        #expect(JudgeProblem.median.check(input, expected, Self.bytes("0.5 0 2\n")) == .accepted)
        #expect(JudgeProblem.median.check(input, expected, Self.bytes("1 1 2\n")) != .accepted)
        #expect(JudgeProblem.median.check(input, expected, Self.bytes("1 0 2.1\n")) != .accepted)
    }

    @Test("every generated input is valid for its problem's reference, and seeds are reproducible")
    func generators() throws {
        for problem in JudgeProblem.all {
            for size in [0.0, 0.5, 1.0] {
                var a = AlgoSupport.SplitMix64(seed: 42)
                var b = AlgoSupport.SplitMix64(seed: 42)
                let input = problem.generate(&a, size)
                #expect(input == problem.generate(&b, size), "\(problem.name)")
                #expect(throws: Never.self) { _ = try problem.reference(input) }
            }
            var rng = AlgoSupport.SplitMix64(seed: 7)
            for input in problem.worst(&rng) + problem.samples {
                #expect(throws: Never.self) { _ = try problem.reference(input) }
            }
        }
    }

    @Test("the archery tie table: two canonical best plans agree on their lowest ring; the suite matches the oracle")
    func archeryTies() throws {
        #expect(ArcheryTieCases.all.count == 301)
        for line in ArcheryTieCases.all.prefix(40) {
            let values = line.split(separator: " ").map { Int($0)! }
            let (n, opponent) = (values[0], Array(values.dropFirst()))
            // Canonical plans: h + 1 arrows on each won ring (of the ten scoring ones), the rest on 0.
            var plans: [(margin: Int, arrows: [Int])] = []
            for mask in 0..<(1 << 10) {
                var arrows = [Int](repeating: 0, count: 11)
                var margin = 0
                for ring in 0..<10 {
                    if mask >> ring & 1 == 1 {
                        arrows[ring] = opponent[ring] + 1
                        margin += 10 - ring
                    } else if opponent[ring] > 0 {
                        margin -= 10 - ring
                    }
                }
                let used = arrows.reduce(0, +)
                if used <= n && margin > 0 {
                    arrows[10] = n - used
                    plans.append((margin, arrows))
                }
            }
            let top = plans.map(\.margin).max()!
            let best = plans.filter { $0.margin == top }.map(\.arrows)
            let agree = best.indices.contains { i in
                best.indices.contains { j in
                    guard i < j else { return false }
                    let ring = (0..<11).last { best[i][$0] > 0 || best[j][$0] > 0 }!
                    return best[i][ring] == best[j][ring]
                }
            }
            #expect(agree, "\(line)")
            let oracle = try #require(ArcheryOracle.best(arrows: n, opponent: opponent))
            let suite = try JudgeProblem.archery.reference(Array((line + "\n").utf8))
            #expect(String(decoding: suite, as: UTF8.self) == oracle.map(String.init).joined(separator: " ") + "\n")
        }
    }

    @Test("the shrinker removes cases and simplifies values while the failure stays")
    func shrinker() {
        // Fails when some case has a value of at least 7; valid when every line has two numbers.
        var shrinker = Shrinker(
            layout: .countedLines,
            isValid: { input in
                Shrinker.casesForTest(input).allSatisfy { $0.count == 2 }
            },
            fails: { input in
                Shrinker.casesForTest(input).contains { $0.contains { Int($0)! >= 7 } }
            })
        let input = Array("5\n1 2\n3 4\n5 9\n8 1\n0 0\n".utf8)
        let smallest = shrinker.shrink(input)
        // 1-minimal: one case, the failing value brought down to exactly 7, the other to 0.
        let cases = Shrinker.casesForTest(smallest)
        #expect(String(decoding: smallest, as: UTF8.self).hasPrefix("1\n"))
        #expect(cases.count == 1)
        #expect(cases.first.map { $0.sorted() } == ["0", "7"])
        #expect(shrinker.tries <= shrinker.budget)
    }
}

extension Shrinker {
    static func casesForTest(_ input: [UInt8]) -> [[String]] {
        Array(
            String(decoding: input, as: UTF8.self).split(separator: "\n").dropFirst().map { line in
                line.split(separator: " ").map(String.init)
            })
    }
}
