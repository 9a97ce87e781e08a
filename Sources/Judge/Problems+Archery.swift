import AlgoSupport
import Archery
import SolverIO

extension JudgeProblem {
    /// The 2022 KAKAO archery final, one instance per line in the suite's format.
    static let archery = JudgeProblem(
        name: "archery",
        title: "archery final (2022 KAKAO; the suite's format: `n h10 h9 … h0` per line)",
        timeLimit: 2, memoryLimit: 256,
        limitsSource: "the suite's (the original has no stdin form); KAKAO's constraints n <= 10, 11 rings",
        checkerRule: "exact match per line (spaces at line ends ignored): one best plan, tie-break included",
        layout: .lines,
        samples: [
            Array(
                """
                5 2 1 1 1 0 0 0 0 0 0 0
                1 1 0 0 0 0 0 0 0 0 0 0
                9 0 0 1 2 0 1 1 1 1 1 1
                10 0 0 0 0 0 0 0 0 3 4 3

                """.utf8)
        ],
        generate: { rng, size in
            let count = rng.int(1...5) + Int(size * 495)
            return ArcheryTests.render((0..<count).map { _ in ArcheryTests.randomInstance(&rng) })
        },
        worst: { rng in
            // The KAKAO instances where two best plans agree on the lowest ring either uses:
            // only the full tie-break (the lowest ring, then the next, …) picks the right one.
            var tied = ArcheryTieCases.all
            tied.shuffle(using: &rng)
            return [Array((tied.joined(separator: "\n") + "\n").utf8)]
        },
        reference: { input throws(InputError) in
            try runSolver(input) { (reader, writer) throws(InputError) in
                try ArcherySolver.solve(input: &reader, output: &writer)
            }
        },
        check: { _, expected, received in
            OutputLines.compareExactly(expected: expected, received: received, trimming: true)
        })
}

/// The archery problem's generators.
enum ArcheryTests {
    /// KAKAO's constraints: n in 1...10, the opponent's n arrows spread over 11 rings.
    static func randomInstance(_ rng: inout SplitMix64) -> [Int] {
        let n = rng.int(1...10)
        var opponent = [Int](repeating: 0, count: 11)
        for _ in 0..<n { opponent[rng.int(0...10)] += 1 }
        return [n] + opponent
    }

    static func render(_ instances: [[Int]]) -> [UInt8] {
        Array(instances.map { $0.map(String.init).joined(separator: " ") + "\n" }.joined().utf8)
    }
}
