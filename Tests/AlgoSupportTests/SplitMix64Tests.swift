import AlgoSupport
import Testing

/// SplitMix64 against the reference C implementation (Vigna's splitmix64.c): its first outputs
/// from state 0, as published with it and reproduced by every port.
@Suite struct SplitMix64Tests {
    @Test("the first outputs for seed 0 are the reference's")
    func referenceOutputs() {
        var generator = SplitMix64(seed: 0)
        #expect(generator.next() == 16_294_208_416_658_607_535)
        #expect(generator.next() == 7_960_286_522_194_355_700)
        #expect(generator.next() == 487_617_019_471_545_679)
        #expect(generator.seed == 0)
    }
}
