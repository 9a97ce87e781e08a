import Sieve
import SolverIO

/// `algo sieve`: count, list and find primes anywhere below 2^64.
enum SieveCommand: Subcommand {
    static let spec = CommandSpec(
        name: "sieve",
        summary: "count, list and find primes up to 2^64 - 1 (segmented wheel sieve)",
        usage: "sieve count N | count LO HI | list LO HI | nth K | classic N  [--threads T] [--progress]",
        options: [
            OptionSpec("threads", value: "T", help: "worker threads for count and nth (default: all cores)"),
            OptionSpec("method", value: "M", help: "for count N: wheel (default), segmented, odd or classic"),
        ] + ProgressBar.options,
        discussion: """
            count N        the number of primes <= N, pi(N)
            count LO HI    the number of primes in [LO, HI]
            list LO HI     the primes in [LO, HI], one per line
            nth K          the K-th prime (the 1st is 2)
            classic N      pi(N) by the classic flag-array sieve, the baseline

            Numbers may be written 1000000, 1e9, 10^12, 2^32 or 2^64-1. Counts over disjoint
            ranges add up exactly, so a huge count can be split into shards (see Guides/Sieve.md).

            examples:
              algo sieve count 1e10            # 455052511
              algo sieve count 1e12 1e12+1e9   # 36190991
              algo sieve nth 1e8               # 2038074743
            """)

    static func run(_ arguments: ParsedArguments, context: inout CLIContext) throws(CLIError) {
        guard let action = arguments.values.first else {
            throw .usage("expected an action: count, list, nth or classic")
        }
        let numbers = try arguments.values.dropFirst().map { text throws(CLIError) in try number(text) }
        let threads = try threadCount(arguments)
        let progress = ProgressBar.forCommand("algo sieve", arguments, context: context)
        defer { progress?.finish() }
        switch (action, numbers.count) {
        case ("count", 1), ("count", 2):
            let range = try range(numbers)
            let method = arguments.options["method"] ?? "wheel"
            switch method {
            case "wheel":
                context.output.write(PrimeSieve.count(in: range, threads: threads, progress: progress?.callback))
            case "segmented", "odd", "classic":
                guard range.lowerBound == 0 else { throw .value("--method \(method) counts from 0 only: use count N") }
                context.output.write(try baseline(method, upTo: range.upperBound))
            default:
                throw .usage("--method must be wheel, segmented, odd or classic")
            }
        case ("list", 2):
            let range = try range(numbers)
            PrimeSieve.forEachPrime(in: range) { prime in
                context.output.write(prime)
                context.output.newline()
                return true
            }
            return
        case ("nth", 1):
            do {
                context.output.write(try PrimeSieve.nthPrime(numbers[0], threads: threads))
            } catch {
                throw .value("\(error)")
            }
        case ("classic", 1):
            context.output.write(try baseline("classic", upTo: numbers[0]))
        case ("count", _), ("list", _), ("nth", _), ("classic", _):
            let wanted = ["count": "N or LO HI", "list": "LO HI", "nth": "K", "classic": "N"][action]!
            throw .usage("\(action) takes \(wanted), got \(numbers.count) values")
        default:
            throw .usage(
                "unknown action \(InputError.quoted(action.utf8)): expected count, list, nth or classic")
        }
        context.output.newline()
    }

    private static func baseline(_ method: String, upTo n: UInt64) throws(CLIError) -> UInt64 {
        // The baselines hold a flag per number: refuse sizes that would not fit in memory.
        guard n <= 1 << 36 else { throw .value("\(method) sieves hold one flag per number: N must be <= 2^36") }
        switch method {
        case "classic": return UInt64(classicSieveCount(upTo: Int(n)))
        case "odd": return UInt64(oddSieveCount(upTo: Int(n)))
        default: return segmentedSieveCount(upTo: n)
        }
    }

    private static func range(_ numbers: [UInt64]) throws(CLIError) -> ClosedRange<UInt64> {
        let low = numbers.count == 2 ? numbers[0] : 0
        let high = numbers.last!
        guard low <= high else { throw .value("empty range: LO \(low) is greater than HI \(high)") }
        return low...high
    }

    static func number(_ text: String) throws(CLIError) -> UInt64 {
        switch IntegerExpression.parse(text) {
        case .value(let value): return value
        case .tooLarge: throw .value("\(InputError.quoted(text.utf8)) is beyond 2^64-1")
        case .negative: throw .value("\(InputError.quoted(text.utf8)) is negative; expected 0...2^64-1")
        case .malformed:
            throw .value(
                "expected a number such as 1000000, 1e9, 10^12 or 2^64-1, got \(InputError.quoted(text.utf8))")
        }
    }

    static func threadCount(_ arguments: ParsedArguments) throws(CLIError) -> Int {
        guard let text = arguments.options["threads"] else { return PrimeSieve.defaultThreads }
        guard let threads = Int(text), (1...1024).contains(threads) else {
            throw .value("--threads must be an integer in 1...1024, got \(InputError.quoted(text.utf8))")
        }
        return threads
    }
}
