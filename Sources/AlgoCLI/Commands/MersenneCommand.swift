import BigNumber
import CommandLineKit
import SolverIO

/// `algo mersenne PMAX`: the exponents of the Mersenne primes up to PMAX.
struct MersenneCommand: ParsableCommand {
    static let limit = 1_000_000
    static let configuration = CommandConfiguration(
        name: "mersenne",
        summary: "exponents p <= PMAX with 2^p - 1 prime (trial factoring + Lucas–Lehmer on all cores)",
        discussion: """
            Prints one exponent per line, ascending (--json: {"exponent": p} a line). PMAX is 2...1000000; the time grows about
            as PMAX^3 (10000 takes seconds on two cores). With no PMAX (or -), each line of stdin
            is one PMAX, and @FILE reads one a line of FILE; their lists follow each other.

            example:
              algo mersenne 130      # 2 3 5 7 13 17 19 31 61 89 107 127
            """)

    @Values("PMAX", count: 0...Int.max, help: "the bound (@FILE, or none or -: one a line of FILE or stdin)")
    var values: [String]
    @OptionGroup var workers: WorkerThreads
    @OptionGroup var format: JSONOutput
    @OptionGroup var progress: ProgressOptions
    func run(context: inout CLIContext) throws(CLIError) {
        try Queries.forEach(values, words: 1...1, expected: "PMAX", context: &context) {
            words, context throws(CLIError) in
            try list(boundedValue(words[0], name: "PMAX", limit: Self.limit), context: &context)
        }
    }

    func list(_ pmax: Int, context: inout CLIContext) throws(CLIError) {
        let bar = ProgressBar.forCommand("algo mersenne", progress, context: context)
        let exponents = Mersenne.exponents(upTo: pmax, threads: workers.threads, progress: bar?.callback)
        bar?.finish()
        for p in exponents {
            if format.json { context.output.write("{\"exponent\": ") }
            context.output.write(p)
            if format.json { context.output.write("}") }
            context.output.newline()
        }
    }
}
