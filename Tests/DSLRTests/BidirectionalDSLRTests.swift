import AlgoSupport
import DSLR
import Testing
import _TestSupport

/// Checks every solver against `DSLROracle`, a plain BFS written from the problem statement.
@Suite struct BidirectionalDSLRTests {
    static func letters(_ program: [DSLROperation]) -> String {
        String(decoding: program.map(\.letter), as: UTF8.self)
    }

    @Test("official sample: lengths and replay (any shortest program is accepted)")
    func officialSample() {
        let solver = BidirectionalDSLR()
        // Baekjoon 9019 sample: 1234 3412 → LL, 1000 1 → L, 1 16 → DDDD.
        for (start, target, expected) in [(1234, 3412, "LL"), (1000, 1, "L"), (1, 16, "DDDD")] {
            let program = Self.letters(solver.program(from: start, to: target))
            #expect(program.count == expected.count, "\(start) → \(target): \(program)")
            #expect(DSLROracle.replay(program, from: start) == target)
        }
        #expect(Self.letters(solver.program(from: 1234, to: 3412)) == "LL")  // the only shortest one
        #expect(Self.letters(solver.program(from: 1000, to: 1)) == "L")
    }

    @Test("edge cases 0 → 9999, 1 → 0, 0 → 1, A == B")
    func edgeCases() {
        let solver = BidirectionalDSLR()
        #expect(Self.letters(solver.program(from: 0, to: 9999)) == "S")
        #expect(Self.letters(solver.program(from: 1, to: 0)) == "S")
        #expect(solver.program(from: 4321, to: 4321).isEmpty)
        let zeroToOne = Self.letters(solver.program(from: 0, to: 1))
        #expect(DSLROracle.replay(zeroToOne, from: 0) == 1)
        #expect(zeroToOne.count == DSLROracle.distances(from: 0)[1])
    }

    @Test("every A, a seeded sample of B: replays to B at the BFS distance")
    func everyStartSampled() {
        var generator = SplitMix64(seed: 0x9019)
        let solver = BidirectionalDSLR()
        for start in 0..<10000 {
            let distance = DSLROracle.distances(from: start)
            for _ in 0..<8 {
                let target = Int.random(in: 0..<10000, using: &generator)
                let program = Self.letters(solver.program(from: start, to: target))
                guard DSLROracle.replay(program, from: start) == target, program.count == distance[target] else {
                    Issue.record(
                        "seed \(generator.seed): \(start) → \(target) gave \(program), distance \(distance[target])")
                    return
                }
            }
        }
    }

    @Test("exhaustive over every B for a few A", arguments: [0, 1, 1234, 5000, 9999])
    func exhaustive(start: Int) {
        let solver = BidirectionalDSLR()
        let distance = DSLROracle.distances(from: start)
        var failures = 0
        for target in 0..<10000 {
            let program = Self.letters(solver.program(from: start, to: target))
            if DSLROracle.replay(program, from: start) != target || program.count != distance[target] {
                failures += 1
            }
        }
        #expect(failures == 0)
    }

    @Test("the longest shortest path in the whole graph is 14 operations")
    func diameter() {
        // Computed by the oracle's BFS from every start; the value 14 is stated in the issue.
        var longest = 0
        for start in 0..<10000 {
            longest = max(longest, DSLROracle.distances(from: start).max()!)
        }
        #expect(longest == 14)
    }

    @Test("explores far fewer states than a one-sided BFS")
    func visitedStates() {
        var generator = SplitMix64(seed: 42)
        let solver = BidirectionalDSLR()
        var total = 0
        let queries = 2000
        for _ in 0..<queries {
            _ = solver.program(
                from: Int.random(in: 0..<10000, using: &generator), to: Int.random(in: 0..<10000, using: &generator))
            total += solver.visitedStates
        }
        // A plain BFS visits about 5,000 states a query; the issue expects about 170 here.
        #expect(total / queries < 400)
    }

    @Test("stamps wrap after 32,767 queries without stale marks")
    func stampWrap() {
        var generator = SplitMix64(seed: 7)
        let solver = BidirectionalDSLR()
        for _ in 0..<40_000 {
            let start = Int.random(in: 0..<10000, using: &generator)
            let target = Int.random(in: 0..<10000, using: &generator)
            let program = Self.letters(solver.program(from: start, to: target))
            guard DSLROracle.replay(program, from: start) == target else {
                Issue.record("seed 7: \(start) → \(target) gave \(program)")
                return
            }
        }
    }

    @Test("letters round-trip, and run replays a solver's program")
    func lettersAndReplay() {
        for operation in DSLROperation.allCases { #expect(DSLROperation(letter: operation.letter) == operation) }
        #expect(DSLROperation(letter: UInt8(ascii: "X")) == nil)
        let program = BidirectionalDSLR().program(from: 1234, to: 4321)
        #expect(DSLROperation.run(program, from: 1234) == 4321)
        #expect(DSLROperation.run([], from: 7) == 7)
    }

    @Test("operations match the statement's definitions on every value")
    func operations() {
        for value in 0..<10000 {
            for operation in DSLROperation.allCases {
                let letter = Character(UnicodeScalar(operation.letter))
                #expect(operation.apply(to: value) == DSLROracle.step(value, letter))
            }
        }
    }
}
