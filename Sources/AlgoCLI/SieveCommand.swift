import Sieve
import SolverIO

/// `algo sieve`: count, list and find primes anywhere below 2^64.
struct SieveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        name: "sieve",
        summary: "count, list and find primes up to 2^64 - 1 (segmented wheel sieve)",
        usage: "sieve count N | count LO HI | list LO HI | nth K | classic N  [options]",
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

    /// The worker threads option of `count` and `nth`.
    static func threads<C: ParsableCommand>(_ field: WritableKeyPath<C, Int>) -> CommandArgument<C> {
        .option(
            "threads", field, value: "T", help: "worker threads (default: all cores)",
            parse: Parse.integer(in: 1...1024, option: "threads"))
    }

    /// `LO HI`, or `N` for [0, N], with LO ≤ HI.
    static func range(_ values: [String]) throws(CLIError) -> ClosedRange<UInt64> {
        let numbers = try values.map { text throws(CLIError) in try Parse.unsigned(text) }
        let low = numbers.count == 2 ? numbers[0] : 0
        let high = numbers.last!
        guard low <= high else { throw .value("empty range: LO \(low) is greater than HI \(high)") }
        return low...high
    }

    /// `--tuples K`: prime k-tuplets, K = 1 (primes) … 6 (sextuplets), as primesieve's -c K.
    static func tuples<C: ParsableCommand>(_ field: WritableKeyPath<C, Int>) -> CommandArgument<C> {
        .option(
            "tuples", field, value: "K",
            help: "k-tuplets: 1 primes (default), 2 twins, 3 triplets, 4 quadruplets, 5 quintuplets, 6 sextuplets",
            parse: Parse.integer(in: 1...6, option: "tuples"))
    }

    static func expectValues(_ values: [String], _ counts: ClosedRange<Int>, _ what: String) throws(CLIError) {
        guard counts.contains(values.count) else {
            throw .usage("\(what), got \(values.count) value\(values.count == 1 ? "" : "s")")
        }
    }
}

/// `algo sieve count`: π(N) or the primes in [LO, HI].
struct SieveCount: ParsableCommand, ShowsProgress {
    enum Method: String, CaseIterable {
        case wheel, segmented, odd, classic
    }

    static let configuration = CommandConfiguration(
        name: "sieve count", summary: "the number of primes <= N, pi(N), or in [LO, HI]",
        usage: "sieve count N | LO HI [--threads T] [--method M] [--progress]",
        discussion: "--method picks the ladder step for count N: the baselines hold a flag per number (N <= 2^36).")

    static var arguments: [CommandArgument<Self>] {
        [
            .values("N | LO HI", \.values), SieveCommand.threads(\.threads),
            .option(
                "method", \.method, value: "M",
                help: "wheel (default); segmented, odd or classic: the baselines, for count N",
                completion: .choices(Parse.choices(Method.self)), parse: Parse.choice(Method.self, option: "method")),
            SieveCommand.tuples(\.tuples),
        ] + ProgressBar.arguments()
    }

    var values: [String] = []
    var threads = PrimeSieve.defaultThreads
    var method = Method.wheel
    var tuples = 1
    var progress = false
    var noProgress = false
    var range: ClosedRange<UInt64> = 0...0

    mutating func validate() throws(CLIError) {
        try SieveCommand.expectValues(values, 1...2, "count takes N or LO HI")
        range = try SieveCommand.range(values)
        if method != .wheel && range.lowerBound != 0 {
            throw .value("--method \(method.rawValue) counts from 0 only: use count N")
        }
        if method != .wheel && tuples != 1 { throw .value("--tuples counts with the wheel sieve only") }
    }

    mutating func run(context: inout CLIContext) throws(CLIError) {
        let bar = ProgressBar.forCommand("algo sieve", self, context: context)
        defer { bar?.finish() }
        switch method {
        case .wheel:
            context.output.write(PrimeTuplets.count(tuples, in: range, threads: threads, progress: bar?.callback))
        case .segmented, .odd, .classic:
            context.output.write(try baselineCount(method.rawValue, upTo: range.upperBound))
        }
        context.output.newline()
    }
}

/// `algo sieve list`: the primes in [LO, HI], one per line.
struct SieveList: ParsableCommand, ShowsProgress {
    static let configuration = CommandConfiguration(
        name: "sieve list", summary: "the primes in [LO, HI], one per line", usage: "sieve list LO HI [--progress]",
        discussion: """
            Progress shows on stderr while the list goes to a file or a pipe; on a terminal it would
            cut into the list, so there only --progress shows it.
            """)
    static var arguments: [CommandArgument<Self>] {
        [.values("LO HI", \.values), SieveCommand.tuples(\.tuples)] + ProgressBar.arguments()
    }

    var values: [String] = []
    var tuples = 1
    var progress = false
    var noProgress = false
    var range: ClosedRange<UInt64> = 0...0

    mutating func validate() throws(CLIError) {
        try SieveCommand.expectValues(values, 2...2, "list takes LO HI")
        range = try SieveCommand.range(values)
    }

    mutating func run(context: inout CLIContext) throws(CLIError) {
        let bar = ProgressBar.forCommand("algo sieve list", self, context: context, streaming: true)
        defer { bar?.finish() }
        if tuples > 1 {
            forEachTuplet(bar: bar) { tuplet in
                // primesieve's format: (p1, p2, …), one tuplet a line.
                context.output.write(byte: UInt8(ascii: "("))
                for (index, member) in tuplet.enumerated() {
                    if index > 0 { context.output.write(", ") }
                    context.output.write(member)
                }
                context.output.write(")\n")
            }
            return
        }
        guard let bar else {
            PrimeSieve.forEachPrime(in: range) { prime in
                context.output.write(prime)
                context.output.newline()
                return true
            }
            return
        }
        // The bar apart: its counter in the loop above took the list from 0.75 s to 1.09 s at 10^9.
        let progress = Progress(range)
        var sinceUpdate = 0
        PrimeSieve.forEachPrime(in: range) { prime in
            sinceUpdate &+= 1
            if sinceUpdate == 1 << 14 {
                sinceUpdate = 0
                bar.update(progress.fraction(prime))
            }
            context.output.write(prime)
            context.output.newline()
            return true
        }
    }

    /// Calls `body` with each k-tuplet, updating `bar` every 2^10 tuplets.
    private func forEachTuplet(bar: ProgressBar?, _ body: ([UInt64]) -> Void) {
        let progress = Progress(range)
        var sinceUpdate = 0
        PrimeTuplets.forEach(tuples, in: range) { tuplet in
            sinceUpdate &+= 1
            if let bar, sinceUpdate == 1 << 10 {
                sinceUpdate = 0
                bar.update(progress.fraction(tuplet[0]))
            }
            body(tuplet)
            return true
        }
    }

    /// How far through the range a number is.
    private struct Progress {
        let low: UInt64
        let width: Double

        init(_ range: ClosedRange<UInt64>) {
            low = range.lowerBound
            width = Double(range.upperBound - range.lowerBound) + 1
        }

        func fraction(_ number: UInt64) -> Double { Double(number - low) / width }
    }
}

/// `algo sieve nth`: the K-th prime.
struct SieveNth: ParsableCommand, ShowsProgress {
    static let configuration = CommandConfiguration(
        name: "sieve nth", summary: "the K-th prime (the 1st is 2), up to the last prime below 2^64",
        usage: "sieve nth K [--threads T] [--progress]")
    static var arguments: [CommandArgument<Self>] {
        [.values("K", \.values), SieveCommand.threads(\.threads)] + ProgressBar.arguments()
    }

    var values: [String] = []
    var threads = PrimeSieve.defaultThreads
    var progress = false
    var noProgress = false
    var k: UInt64 = 0

    mutating func validate() throws(CLIError) {
        try SieveCommand.expectValues(values, 1...1, "nth takes K")
        k = try Parse.unsigned(values[0])
    }

    mutating func run(context: inout CLIContext) throws(CLIError) {
        // The search counts ahead in chunks with no fraction to report: an elapsed clock instead.
        let bar = k > 100_000_000 ? ProgressBar.forCommand("algo sieve nth", self, context: context) : nil
        bar?.startElapsedClock()
        defer { bar?.finish() }
        do {
            context.output.write(try PrimeSieve.nthPrime(k, threads: threads))
        } catch {
            throw .value("\(error)")
        }
        context.output.newline()
    }
}

/// `algo sieve classic`: π(N) by the classic flag array, the baseline.
struct SieveClassic: ParsableCommand {
    static let configuration = CommandConfiguration(
        name: "sieve classic", summary: "pi(N) by the classic flag-array sieve, the baseline (N <= 2^36)",
        usage: "sieve classic N")
    static var arguments: [CommandArgument<Self>] { [.values("N", \.values)] }

    var values: [String] = []
    var n: UInt64 = 0

    mutating func validate() throws(CLIError) {
        try SieveCommand.expectValues(values, 1...1, "classic takes N")
        n = try Parse.unsigned(values[0])
    }

    mutating func run(context: inout CLIContext) throws(CLIError) {
        context.output.write(try baselineCount("classic", upTo: n))
        context.output.newline()
    }
}

/// π(n) by a baseline that holds a flag per number: sizes that would not fit in memory are refused.
private func baselineCount(_ method: String, upTo n: UInt64) throws(CLIError) -> UInt64 {
    guard n <= 1 << 36 else { throw .value("\(method) sieves hold one flag per number: N must be <= 2^36") }
    switch method {
    case "classic": return UInt64(classicSieveCount(upTo: Int(n)))
    case "odd": return UInt64(oddSieveCount(upTo: Int(n)))
    default: return segmentedSieveCount(upTo: n)
    }
}
