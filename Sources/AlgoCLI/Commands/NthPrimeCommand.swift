import CommandLineKit
import PrimeCount
import SolverIO

/// `algo nthprime`: the N-th prime by counting, not sieving, for N up to 10^22.
struct NthPrimeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        name: "nthprime", summary: "the N-th prime (the 1st is 2) by R^-1(N), pi and a short sieve",
        discussion: """
            N may be written 1e12, 10^15 or 2^60+1, up to 10^22; with no N (or -), each line of
            stdin is one N, and @FILE reads one N a line from FILE. Past the 425656284035217743-th
            prime (the largest below 2^64) the answer passes 2^64; pi there takes minutes
            (about 9 at 2^64 on 2 threads). `algo sieve nth K` finds the same by sieving all
            the way, below 2^64.

            examples:
              algo nthprime 1e12                 # 29996224275833
              algo nthprime 425656284035217744   # 18446744073709551629 (2^64 + 13)
              echo 1e6 | algo nthprime           # 15485863
            """)

    @Values("[N …]", count: 0...Int.max, help: "values; @FILE: one per line of FILE; none or -: one per line on stdin")
    var values: [String]
    @OptionGroup var workers: WorkerThreads
    @OptionGroup var format: JSONOutput
    @OptionGroup var progress: ProgressOptions

    func run(context: inout CLIContext) throws(CLIError) {
        try Queries.forEach(values, words: 1...1, expected: "N", context: &context) { words, context throws(CLIError) in
            let n = try Parse.wideUnsigned(words[0], limit: PrimeCount.nthPrimeLimit, limitText: "10^22", lowest: 1)
            try answer(n, context: &context)
        }
    }

    func answer(_ n: UInt128, context: inout CLIContext) throws(CLIError) {
        let bar = n > 1 << 36 ? ProgressBar.forCommand("algo nthprime", progress, context: context) : nil
        defer { bar?.finish() }
        do {
            let prime = try PrimeCount.nthPrime(n, threads: workers.threads, progress: bar?.callback)
            context.output.write(format.json ? "{\"n\": \(n), \"prime\": \(prime)}" : "\(prime)")
        } catch {
            throw .value("\(error)")
        }
        context.output.newline()
    }
}
