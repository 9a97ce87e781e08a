import Testing

@testable import AlgoCLI

@Suite struct SieveCommandTests {
    @Test(
        "number notations",
        arguments: [
            ("1000000", IntegerExpression.value(1_000_000)), ("1e9", .value(1_000_000_000)),
            ("10^12", .value(1_000_000_000_000)), ("2^32", .value(4_294_967_296)),
            ("2^64-1", .value(UInt64.max)), ("1e12+1e9", .value(1_001_000_000_000)), ("0", .value(0)),
            ("2^64", .tooLarge), ("99999999999999999999999", .tooLarge), ("10^100", .tooLarge),
            ("1-2", .negative), ("", .malformed), ("1.5", .malformed), ("-5", .malformed), ("2^", .malformed),
            ("e9", .malformed), ("1e9x", .malformed), ("0x10", .malformed),
        ])
    func notations(text: String, expected: IntegerExpression) {
        #expect(IntegerExpression.parse(text) == expected)
    }

    @Test("count, list, nth and classic answer with known values")
    func answers() {
        #expect(runAlgo(["sieve", "count", "1e6"]).stdout == "78498\n")
        #expect(runAlgo(["sieve", "count", "10^6", "--threads", "1"]).stdout == "78498\n")
        #expect(runAlgo(["sieve", "--threads=2", "count", "100", "200"]).stdout == "21\n")
        #expect(runAlgo(["sieve", "list", "90", "110"]).stdout == "97\n101\n103\n107\n109\n")
        #expect(runAlgo(["sieve", "list", "24", "28"]).stdout == "")
        #expect(runAlgo(["sieve", "nth", "1e6"]).stdout == "15485863\n")
        #expect(runAlgo(["sieve", "classic", "1e6"]).stdout == "78498\n")
        for method in ["odd", "segmented", "classic", "wheel"] {
            #expect(runAlgo(["sieve", "count", "1e6", "--method", method]).stdout == "78498\n")
        }
    }

    @Test(
        "bad values and usage exit 2 with one message",
        arguments: [
            ["sieve", "count", "2^64"], ["sieve", "count", "5", "3"], ["sieve", "count", "abc"],
            ["sieve", "count", "-1"], ["sieve", "nth", "0"], ["sieve", "count"], ["sieve"],
            ["sieve", "frobnicate", "1"],
            ["sieve", "count", "1e6", "--threads", "0"], ["sieve", "count", "1e6", "--method", "fast"],
            ["sieve", "classic", "2^40"], ["sieve", "count", "10", "20", "--method", "odd"],
        ])
    func errors(arguments: [String]) {
        let result = runAlgo(arguments)
        #expect(result.status == 2)
        #expect(result.stdout == "")
        #expect(result.stderr.hasPrefix("algo sieve: "))
    }
}
