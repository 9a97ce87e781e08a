import SolverIO
import Testing

/// The one integer grammar of the command lines (`algo` and `algo-bench`).
@Suite struct IntegerExpressionTests {
    @Test(
        "number notations",
        arguments: [
            ("1000000", IntegerExpression.value(1_000_000)), ("1e9", .value(1_000_000_000)),
            ("10^12", .value(1_000_000_000_000)), ("2^32", .value(4_294_967_296)),
            ("2^64-1", .value(UInt64.max)), ("1e12+1e9", .value(1_001_000_000_000)), ("0", .value(0)),
            ("2^64", .tooLarge), ("99999999999999999999999", .tooLarge), ("10^100", .tooLarge),
            ("1-2", .negative), ("", .malformed), ("1.5", .malformed), ("-5", .malformed), ("2^", .malformed),
            ("e9", .malformed), ("1e9x", .malformed), ("0x10", .malformed),
            // Huge exponents of zero and one end at once (the fuzzer's find: this one took 9·10^15 turns).
            ("0e9000000000000000", .value(0)), ("0000e90000000000000+1", .value(1)), ("1^99999999999999999", .value(1)),
            ("0^99999999999999999", .value(0)), ("2^99999999999999999", .tooLarge),
        ])
    func notations(text: String, expected: IntegerExpression) {
        #expect(IntegerExpression.parse(text) == expected)
    }
}
