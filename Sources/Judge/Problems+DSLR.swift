import AlgoSupport
import DSLR
import SolverIO

extension JudgeProblem {
    /// Baekjoon 9019: any shortest program is accepted.
    static let dslr = JudgeProblem(
        name: "dslr",
        title: "DSLR register programs (Baekjoon 9019)",
        timeLimit: 6, memoryLimit: 256,
        limitsSource: "Baekjoon 9019 (6 s, 256 MB)",
        checkerRule: "replays each program: it must reach B, and its length must be the BFS distance",
        layout: .countedLines,
        samples: [Array("3\n1234 3412\n1000 1\n1 16\n".utf8)],
        generate: { rng, size in
            let count = rng.int(1...5) + Int(size * 195)
            return DSLRTests.render((0..<count).map { _ in DSLRTests.randomPair(&rng) })
        },
        worst: { rng in
            // Queries to the farthest register from each start: the longest searches, where a
            // per-query BFS over strings runs out of time.
            let far = (0..<500).map { _ -> (Int, Int) in
                let start = rng.int(0...9_999)
                return (start, DSLRTests.farthest(from: start))
            }
            // Many queries: per-query set-up (allocating 10⁴ visited flags) starts to count.
            let many = (0..<1_500).map { _ in DSLRTests.randomPair(&rng) }
            let edges = [(0, 9_999), (9_999, 0), (1, 0), (0, 1), (1_000, 1), (9_999, 9_998), (5_000, 0)]
            return [DSLRTests.render(far), DSLRTests.render(many), DSLRTests.render(edges)]
        },
        reference: { input throws(InputError) in
            try runSolver(input) { (reader, writer) throws(InputError) in
                try DSLRSolver.solve(input: &reader, output: &writer)
            }
        },
        check: DSLRTests.check)
}

/// The DSLR problem's generators and checker.
enum DSLRTests {
    static func randomPair(_ rng: inout SplitMix64) -> (Int, Int) {
        let a = rng.int(0...9_999)
        var b = rng.int(0...9_998)
        if b >= a { b += 1 }
        return (a, b)
    }

    static func render(_ pairs: [(Int, Int)]) -> [UInt8] {
        Array(("\(pairs.count)\n" + pairs.map { "\($0.0) \($0.1)\n" }.joined()).utf8)
    }

    /// The register farthest from `start` (breadth-first search over all 10,000 values).
    ///
    /// - Complexity: O(10⁴).
    static func farthest(from start: Int) -> Int {
        var distance = [Int](repeating: -1, count: DSLROperation.registerSize)
        var queue = [start]
        distance[start] = 0
        var head = 0
        while head < queue.count {
            let value = queue[head]
            head += 1
            for operation in DSLROperation.allCases {
                let next = operation.apply(to: value)
                if distance[next] < 0 {
                    distance[next] = distance[value] + 1
                    queue.append(next)
                }
            }
        }
        return queue.last!
    }

    /// Replays each received program: only D, S, L, R; it reaches B; its length is the
    /// reference's (a shortest program's).
    static func check(input: [UInt8], expected: [UInt8], received: [UInt8]) -> JudgeProblem.Check {
        let cases = OutputLines.split(input).dropFirst().map { OutputLines.tokens($0) }
        let want = OutputLines.split(expected)
        let got = OutputLines.split(received)
        for (index, pair) in cases.enumerated() {
            let start = Int(String(decoding: pair[0], as: UTF8.self))!
            let target = Int(String(decoding: pair[1], as: UTF8.self))!
            let wantLength = index < want.count ? want[index].count : 0
            guard index < got.count || wantLength == 0 else {
                return .wrong("line \(index + 1): expected a program from \(start) to \(target), got end of output")
            }
            let line = index < got.count ? OutputLines.trimmed(got[index]) : []
            var value = start
            for letter in line {
                guard let operation = DSLROperation(letter: letter) else {
                    return .wrong("line \(index + 1): expected only D, S, L, R, got \(OutputLines.show(line))")
                }
                value = operation.apply(to: value)
            }
            if value != target {
                return .wrong(
                    "line \(index + 1): \(OutputLines.show(line)) takes \(start) to \(value), not \(target)")
            }
            if line.count != wantLength {
                return .wrong(
                    "line \(index + 1): \(OutputLines.show(line)) has \(line.count) steps; the shortest has \(wantLength)"
                )
            }
        }
        if got.count > cases.count {
            return .wrong("line \(cases.count + 1): expected end of output, got \(OutputLines.show(got[cases.count]))")
        }
        return .accepted
    }
}
