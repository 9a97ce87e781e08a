import CommandLineKit
import Sieve
import SolverIO

/// `algo sieve`: count, list and find primes anywhere below 2^64.
struct SieveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        name: "sieve",
        summary: "count, list and find primes up to 2^64 - 1 (segmented wheel sieve)",
        discussion: """
            Numbers may be written 1000000, 1e9, 10^12, 2^32 or 2^64-1. Counts over disjoint
            ranges add up exactly, so a huge count can be split into shards (see Guides/Sieve.md).
            A narrow window high up is sieved with the primes up to a bound and what is left is
            tested by Baillie-PSW: `algo sieve list 1e18 1e18+1000` takes milliseconds, not the
            0.3 s of placing every prime below 10^9.

            examples:
              algo sieve count 1e10            # 455052511
              algo sieve count 1e12 1e12+1e9   # 36190991
              algo sieve list 2^64-100 2^64-1  # 3 primes, the largest 18446744073709551557
              algo sieve nth 1e8               # 2038074743
              algo sieve count 1e9 --tuples 2  # 3424506 twin prime pairs
              algo sieve list 0 200 --tuples 6 # (7, 11, 13, 17, 19, 23) and (97, …, 113)
            """,
        subcommands: [SieveCount.self, SieveList.self, SieveNth.self, SieveClassic.self])

    /// `LO HI`, or `N` for [0, N], with LO ≤ HI.
    static func range(_ values: [String]) throws(CLIError) -> ClosedRange<UInt64> {
        let numbers = try values.map { text throws(CLIError) in try Parse.unsigned(text) }
        let low = numbers.count == 2 ? numbers[0] : 0
        let high = numbers.last!
        guard low <= high else { throw .value("empty range: LO \(low) is greater than HI \(high)") }
        return low...high
    }

}

/// `--tuples K`: prime k-tuplets, K = 1 (primes) … 6 (sextuplets), as primesieve's -c K.
struct TupletOption: ParsableArguments {
    @Option(
        "tuples", value: "K",
        help: "k-tuplets: 1 primes (default), 2 twins, 3 triplets, 4 quadruplets, 5 quintuplets, 6 sextuplets",
        in: 1...6)
    var tuples = 1
}

/// π(n) by a baseline that holds a flag per number: sizes that would not fit in memory are refused.
func baselineCount(_ method: String, upTo n: UInt64) throws(CLIError) -> UInt64 {
    guard n <= 1 << 36 else { throw .value("\(method) sieves hold one flag per number: N must be <= 2^36") }
    switch method {
    case "classic": return UInt64(classicSieveCount(upTo: Int(n)))
    case "odd": return UInt64(oddSieveCount(upTo: Int(n)))
    default: return segmentedSieveCount(upTo: n)
    }
}
