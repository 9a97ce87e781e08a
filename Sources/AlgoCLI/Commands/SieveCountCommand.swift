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
        discussion: "--method picks the ladder step for count N: the baselines hold a flag per number (N <= 2^36).")

    @Values("N | LO HI", count: 1...2) var values: [String]
    @OptionGroup var workers: WorkerThreads
    @Option(
        "method", value: "M", help: "wheel (default); segmented, odd or classic: the baselines, for count N",
        choices: Method.self)
    var method = Method.wheel
    @OptionGroup var tuplets: TupletOption
    @OptionGroup var progress: ProgressOptions
    var range: ClosedRange<UInt64> = 0...0

    mutating func validate() throws(CLIError) {
        range = try SieveCommand.range(values)
        if method != .wheel && range.lowerBound != 0 {
            throw .value("--method \(method.rawValue) counts from 0 only: use count N")
        }
        if method != .wheel && tuplets.tuples != 1 { throw .value("--tuples counts with the wheel sieve only") }
    }

    func run(context: inout CLIContext) throws(CLIError) {
        let bar = ProgressBar.forCommand("algo sieve", progress, context: context)
        defer { bar?.finish() }
        switch method {
        case .wheel:
            let count = PrimeTuplets.count(tuplets.tuples, in: range, threads: workers.threads, progress: bar?.callback)
            context.output.write(count)
        case .segmented, .odd, .classic:
            context.output.write(try baselineCount(method.rawValue, upTo: range.upperBound))
        }
        context.output.newline()
    }
}
