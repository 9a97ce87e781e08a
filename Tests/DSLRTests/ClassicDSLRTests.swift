import AlgoSupport
import DSLR
import Testing
import _TestSupport

/// The two baselines must be right too: the benchmark compares like with like.
@Suite struct ClassicDSLRTests {
    @Test("baselines (a) and (b) give shortest programs on seeded queries")
    func baselinesAgainstOracle() {
        var generator = SplitMix64(seed: 0xB0B)
        for _ in 0..<60 {
            let start = Int.random(in: 0..<10000, using: &generator)
            let target = Int.random(in: 0..<10000, using: &generator)
            let distance = DSLROracle.distances(from: start)[target]
            for program in [classicStringDSLR(from: start, to: target), classicRecordDSLR(from: start, to: target)] {
                #expect(DSLROracle.replay(program, from: start) == target, "seed \(generator.seed)")
                #expect(program.count == distance, "seed \(generator.seed): \(start) → \(target)")
            }
        }
    }

    @Test("baselines on the official sample and A == B")
    func sample() {
        #expect(classicStringDSLR(from: 1234, to: 3412) == "LL")
        #expect(classicRecordDSLR(from: 1000, to: 1) == "L")
        #expect(classicRecordDSLR(from: 1, to: 16).count == 4)
        #expect(classicStringDSLR(from: 77, to: 77) == "")
        #expect(classicRecordDSLR(from: 77, to: 77) == "")
    }
}
