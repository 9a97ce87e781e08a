import AlgoSupport
import Testing
import _TestSupport

@testable import Archery

@Suite struct ArcheryOptimizerTests {
    // The four official examples of the 2022 KAKAO problem.
    static let official: [(Int, [Int], [Int]?)] = [
        (5, [2, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0], [0, 2, 2, 0, 1, 0, 0, 0, 0, 0, 0]),
        (1, [1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0], nil),
        (9, [0, 0, 1, 2, 0, 1, 1, 1, 1, 1, 1], [1, 1, 2, 0, 1, 2, 2, 0, 0, 0, 0]),
        (10, [0, 0, 0, 0, 0, 0, 0, 0, 3, 4, 3], [1, 1, 1, 1, 1, 1, 1, 1, 0, 0, 2]),
    ]

    @Test("the four official examples, both solvers", arguments: 0..<4)
    func officialExamples(index: Int) throws {
        let (n, opponent, expected) = Self.official[index]
        #expect(try ArcheryOptimizer.best(arrows: n, opponent: opponent)?.arrows == expected)
        #expect(try ArcheryOptimizer.classicDFS(arrows: n, opponent: opponent)?.arrows == expected)
    }

    @Test("every classic case with n ≤ 4 against the brute-force oracle")
    func exhaustiveSmall() throws {
        // All opponent placements of m ≤ 4 arrows on 11 rings, for every n ≤ 4.
        var placements: [[Int]] = [[Int](repeating: 0, count: 11)]
        for _ in 0..<4 {
            var next = Set<[Int]>()
            for p in placements {
                for ring in 0..<11 {
                    var q = p
                    q[ring] += 1
                    next.insert(q)
                }
            }
            placements += next.sorted { $0.lexicographicallyPrecedes($1) }
        }
        placements = Array(Set(placements))
        var checked = 0
        for opponent in placements {
            for n in 1...4 {
                let expected = ArcheryOracle.best(arrows: n, opponent: opponent)
                let fast = try ArcheryOptimizer.best(arrows: n, opponent: opponent)
                if fast?.arrows != expected {
                    Issue.record(
                        "n \(n), opponent \(opponent): got \(String(describing: fast)), expected \(String(describing: expected))"
                    )
                    return
                }
                checked += 1
            }
        }
        #expect(checked == placements.count * 4)
        #expect(placements.count == 1365)  // C(11+4, 4): placements of 0...4 arrows on 11 rings
    }

    @Test("seeded random cases with n ≤ 10 and K ≤ 16 against the oracle")
    func randomAgainstOracle() throws {
        var generator = SplitMix64(seed: 2022)
        for round in 0..<400 {
            // Most rounds small; the last 20 at the issue's full n ≤ 10 with K up to 16.
            let k = Int.random(in: round < 300 ? 2...8 : round < 380 ? 2...16 : 12...16, using: &generator)
            let n = Int.random(in: round < 300 ? 1...10 : round < 380 ? 1...6 : 8...10, using: &generator)
            let opponent = (0..<k).map { _ in Int.random(in: 0...3, using: &generator) }
            let expected = ArcheryOracle.best(arrows: n, opponent: opponent)
            let fast = try ArcheryOptimizer.best(arrows: n, opponent: opponent)
            let dfs = try ArcheryOptimizer.classicDFS(arrows: n, opponent: opponent)
            #expect(fast?.arrows == expected, "seed 2022 round \(round): n \(n), opponent \(opponent)")
            for table in [ArcheryOptimizer.Table.cost, .swing] {
                let plan = try ArcheryOptimizer.best(arrows: n, opponent: opponent, table: table)
                #expect(
                    plan?.arrows == expected, "seed 2022 round \(round), \(table) table: n \(n), opponent \(opponent)")
            }
            #expect(dfs?.arrows == expected, "seed 2022 round \(round): n \(n), opponent \(opponent)")
            if let fast, let expected {
                #expect(fast.margin == ArcheryRules.margin(player: expected, opponent: opponent))
            }
        }
    }

    @Test("DFS and knapsack agree up to K = 22 with large n")
    func dfsAgreesLarge() throws {
        var generator = SplitMix64(seed: 22)
        for round in 0..<60 {
            let k = Int.random(in: 12...22, using: &generator)
            let opponent = (0..<k).map { _ in Int.random(in: 0...(round % 2 == 0 ? 5 : 1_000_000), using: &generator) }
            let n = Int.random(in: 1...1_000_000_000, using: &generator) >> Int.random(in: 0...28, using: &generator)
            let fast = try ArcheryOptimizer.best(arrows: max(n, 1), opponent: opponent, table: .swing)
            let dfs = try ArcheryOptimizer.classicDFS(arrows: max(n, 1), opponent: opponent)
            #expect(fast == dfs, "seed 22 round \(round): n \(n), opponent \(opponent)")
            if n <= 5000 {
                #expect(try ArcheryOptimizer.best(arrows: max(n, 1), opponent: opponent, table: .cost) == dfs)
            }
        }
    }

    @Test("edge cases: everything on 0, everything on 10, n = 1, many tied maxima")
    func edgeCases() throws {
        // Opponent all on the ring worth nothing: one arrow takes 10, nothing else scores more.
        let allZero = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 5]
        #expect(
            try ArcheryOptimizer.best(arrows: 5, opponent: allZero)?.arrows
                == ArcheryOracle.best(arrows: 5, opponent: allZero))
        #expect(try ArcheryOptimizer.best(arrows: 5, opponent: allZero)?.margin == 10 + 9 + 8 + 7 + 6)
        // Opponent all on 10.
        let allTen = [5, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]
        #expect(
            try ArcheryOptimizer.best(arrows: 5, opponent: allTen)?.arrows
                == ArcheryOracle.best(arrows: 5, opponent: allTen))
        // n = 1 against an empty target: take the 10.
        #expect(
            try ArcheryOptimizer.best(arrows: 1, opponent: [Int](repeating: 0, count: 11))?.arrows == [1]
                + [Int](repeating: 0, count: 10))
        // The n = 10 example has 66 plans at the largest margin (counted by the oracle's rules).
        let opponent = [0, 0, 0, 0, 0, 0, 0, 0, 3, 4, 3]
        let best = try #require(try ArcheryOptimizer.best(arrows: 10, opponent: opponent))
        #expect(Self.countPlans(arrows: 10, opponent: opponent, margin: best.margin) == 66)
        // K = 2 and K = 64.
        #expect(try ArcheryOptimizer.best(arrows: 1, opponent: [0, 0])?.arrows == [1, 0])
        #expect(try ArcheryOptimizer.best(arrows: 1, opponent: [1, 0]) == nil)
        let wide = try #require(
            try ArcheryOptimizer.best(arrows: 1_000_000_000, opponent: [Int](repeating: 1, count: 64)))
        #expect(wide.arrows.reduce(0, +) == 1_000_000_000 && wide.margin == 63 * 64 / 2)
    }

    @Test("invalid instances throw")
    func invalid() {
        #expect(throws: ArcheryError.ringCount(1)) { try ArcheryOptimizer.best(arrows: 1, opponent: [0]) }
        #expect(throws: ArcheryError.ringCount(65)) {
            try ArcheryOptimizer.best(arrows: 1, opponent: [Int](repeating: 0, count: 65))
        }
        #expect(throws: ArcheryError.arrowCount(0)) { try ArcheryOptimizer.best(arrows: 0, opponent: [0, 0]) }
        #expect(throws: ArcheryError.opponentCount(ring: 1, value: -1)) {
            try ArcheryOptimizer.best(arrows: 1, opponent: [0, -1])
        }
    }

    /// The number of arrow vectors reaching `margin`, by enumeration under the rules.
    static func countPlans(arrows n: Int, opponent: [Int], margin: Int) -> Int {
        let k = opponent.count
        var current = [Int](repeating: 0, count: k)
        var count = 0
        func place(_ ring: Int, _ left: Int) {
            if ring == k - 1 {
                current[ring] = left
                if ArcheryRules.margin(player: current, opponent: opponent) == margin { count += 1 }
                return
            }
            for c in 0...left {
                current[ring] = c
                place(ring + 1, left - c)
            }
        }
        place(0, n)
        return count
    }
}
