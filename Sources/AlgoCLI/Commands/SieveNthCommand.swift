import CommandLineKit
import Sieve
import SolverIO

/// `algo sieve nth`: the K-th prime.
struct SieveNth: ParsableCommand {
    static let configuration = CommandConfiguration(
        name: "sieve nth", summary: "the K-th prime (the 1st is 2), up to the last prime below 2^64")
    @Values("K", count: 1...1) var values: [String]
    @OptionGroup var workers: WorkerThreads
    @OptionGroup var format: JSONOutput
    @OptionGroup var progress: ProgressOptions
    var k: UInt64 = 0

    mutating func validate() throws(CLIError) {
        k = try Parse.unsigned(values[0])
    }

    func run(context: inout CLIContext) throws(CLIError) {
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
