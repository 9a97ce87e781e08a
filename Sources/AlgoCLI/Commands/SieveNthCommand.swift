import CommandLineKit
import Sieve
import SolverIO

/// `algo sieve nth`: the K-th prime.
struct SieveNth: ParsableCommand {
    static let configuration = CommandConfiguration(
        name: "sieve nth", summary: "the K-th prime (the 1st is 2), up to the last prime below 2^64",
        discussion: """
            Each K gets one line; with no K (or -), each line of stdin is one K, and @FILE reads
            one K a line of FILE. `algo nthprime` finds the same by counting, far faster for large K.
            """)
    @Values("[K …]", count: 0...Int.max, help: "values; @FILE: one per line of FILE; none or -: one per line on stdin")
    var values: [String]
    @OptionGroup var workers: WorkerThreads
    @OptionGroup var format: JSONOutput
    @OptionGroup var progress: ProgressOptions

    func run(context: inout CLIContext) throws(CLIError) {
        try Queries.forEach(values, words: 1...1, expected: "K", context: &context) { words, context throws(CLIError) in
            try answer(Parse.unsigned(words[0]), context: &context)
        }
    }

    func answer(_ k: UInt64, context: inout CLIContext) throws(CLIError) {
        // The search counts ahead in chunks with no fraction to report: an elapsed clock instead.
        let bar = k > 100_000_000 ? ProgressBar.forCommand("algo sieve nth", progress, context: context) : nil
        bar?.startElapsedClock()
        defer { bar?.finish() }
        do {
            let prime = try PrimeSieve.nthPrime(k, threads: workers.threads)
            context.output.write(format.json ? "{\"k\": \(k), \"prime\": \(prime)}" : "\(prime)")
        } catch {
            throw .value("\(error)")
        }
        context.output.newline()
    }
}
