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
            // Blanks around the operators and at the ends (a quoted argument: `algo pi "2^40 + 1"`),
            // never inside a number or around e.
            (" 2^40 + 1 ", .value(1_099_511_627_777)), ("2 ^ 64 - 1", .value(UInt64.max)),
            ("1e9\t-\t1", .value(999_999_999)), ("  7", .value(7)), (" ", .malformed), ("1 000", .malformed),
            ("1 e9", .malformed), ("1e 9", .malformed), ("2^ ", .malformed), ("1 +", .malformed),
        ])
    func notations(text: String, expected: IntegerExpression) {
        #expect(IntegerExpression.parse(text) == expected)
    }

    @Test(
        "the same grammar in 128 bits (parseWide), exact to 2^128 - 1",
        arguments: [
            // 2^127 − 1 = 170141183460469231731687303715884105727 (the Mersenne prime M127).
            ("2^127-1", IntegerExpression.Wide.value(UInt128("170141183460469231731687303715884105727")!)),
            ("2^100+1", .value((UInt128(1) << 100) + 1)), ("2^64", .value(UInt128(1) << 64)),
            ("1e38", .value(UInt128("100000000000000000000000000000000000000")!)),
            ("340282366920938463463374607431768211455", .value(UInt128.max)),
            ("340282366920938463463374607431768211456", .tooLarge), ("2^128", .tooLarge),
            // A term of 2^128 is too large even when the rest would bring the sum back.
            ("2^128-1", .tooLarge), ("2^127+2^127", .tooLarge), ("1e39", .tooLarge),
            ("2^100 + 1", .value((UInt128(1) << 100) + 1)), ("5-2^100", .negative), ("2^100-2^100", .value(0)),
            ("1e", .malformed), ("2^127-", .malformed),
        ])
    func wide(text: String, expected: IntegerExpression.Wide) {
        #expect(IntegerExpression.parseWide(text) == expected)
    }
}
