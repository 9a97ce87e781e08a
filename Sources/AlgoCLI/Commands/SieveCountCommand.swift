import CommandLineKit
import Sieve
import SolverIO

/// `algo sieve count`: π(N) or the primes in [LO, HI].
struct SieveCount: ParsableCommand {
    enum Method: String, CaseIterable {
        case wheel, segmented, odd, classic
    }

    static let configuration = CommandConfiguration(
        name: "sieve count", summary: "the number of primes <= N, pi(N), or in [LO, HI]",
        discussion: """
            With no values (or -), each line of stdin is one query, N or LO HI, and with @FILE each
            line of FILE; each gets one line.
            --method picks the ladder step for count N: the baselines hold a flag per number (N <= 2^36).

            examples:
              algo sieve count 1e9          # 50847534
              printf '1e9\\n10 100\\n' | algo sieve count   # 50847534 and 21
            """)

    @Values("N | LO HI", count: 0...2, help: "the range (@FILE, or none or -: one query a line of FILE or stdin)")
    var values: [String]
    @OptionGroup var workers: WorkerThreads
    @Option(
        "method", value: "M", help: "wheel (default); segmented, odd or classic: the baselines, for count N",
        choices: Method.self)
    var method = Method.wheel
    @OptionGroup var tuplets: TupletOption
    @OptionGroup var format: JSONOutput
    @OptionGroup var progress: ProgressOptions

    mutating func validate() throws(CLIError) {
        if method != .wheel && tuplets.tuples != 1 { throw .value("--tuples counts with the wheel sieve only") }
    }

    func run(context: inout CLIContext) throws(CLIError) {
        try Queries.forEach(values, words: 1...2, expected: "N or LO HI", context: &context) {
            words, context throws(CLIError) in
            let range = try SieveCommand.range(words)
            if method != .wheel && range.lowerBound != 0 {
                throw .value("--method \(method.rawValue) counts from 0 only: use count N")
            }
            try answer(range, context: &context)
        }
    }

    func answer(_ range: ClosedRange<UInt64>, context: inout CLIContext) throws(CLIError) {
        let bar = ProgressBar.forCommand("algo sieve", progress, context: context)
        defer { bar?.finish() }
        let count: UInt64
        switch method {
        case .wheel:
            count = PrimeTuplets.count(tuplets.tuples, in: range, threads: workers.threads, progress: bar?.callback)
        case .segmented, .odd, .classic:
            count = try baselineCount(method.rawValue, upTo: range.upperBound)
        }
        if format.json {
            context.output.write(
                "{\"lo\": \(range.lowerBound), \"hi\": \(range.upperBound), \"tuples\": \(tuplets.tuples), \"count\": ")
        }
        context.output.write(count)
        if format.json { context.output.write("}") }
        context.output.newline()
    }
}
