import CommandLineKit
import PrimeCount
import SolverIO

/// `algo pi`: π(X) without listing the primes, to X = 2^127 − 1.
struct PiCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        name: "pi", summary: "the number of primes <= X, pi(X), by combinatorial counting (X < 2^127)",
        discussion: """
            X may be written 1e18, 10^20, 2^64 or 2^100+1; the limit is 2^127-1. With no X (or
            -), each line of stdin is one X, and @FILE reads one X a line from FILE; each X gets
            one line. The methods are
            the ladder of Guides/PrimeCount.md, each kept as a baseline: legendre (1808),
            meissel (1870), lmo (Lagarias-Miller-Odlyzko 1985), deleglise-rivat (1996, x^(1/3)
            memory), gourdon (2001, the default, also x^(1/3) memory) and the sieve. Time grows
            as X^(2/3): on two cores here about 0.2 s at 1e14, 50 s at 1e18, 4 minutes at 1e19.

            --approx prints Li(X) = li(X) - li(2) and Riemann's R(X) instead (Doubles, to 2 ulps).

            examples:
              algo pi 1e12               # 37607912018
              algo pi 1e18 --approx      # Li 2.4739954309690412e+16, R 2.4739954284239492e+16
              algo pi 10^15 --threads 2  # 29844570422669
              algo pi "2^40 + 1"         # 41203088796 (blanks around + - ^ when quoted)
              algo pi 1e12 --method meissel
              echo 1e9 | algo pi         # 50847534
            """)

    @Values("[X …]", count: 0...Int.max, help: "values; @FILE: one per line of FILE; none or -: one per line on stdin")
    var values: [String]
    @OptionGroup var workers: WorkerThreads
    @Option(
        "method", value: "M", help: "gourdon (default), deleglise-rivat, lmo, meissel, legendre, or sieve (X < 2^64)",
        choices: PrimeCount.Method.self)
    var method = PrimeCount.defaultMethod
    @Flag("approx", help: "print Li(X) and R(X), the smooth approximations, instead") var approx = false
    @OptionGroup var format: JSONOutput
    @OptionGroup var progress: ProgressOptions

    func run(context: inout CLIContext) throws(CLIError) {
        try Queries.forEach(values, words: 1...1, expected: "X", context: &context) {
            words, context throws(CLIError) in
            try answer(Parse.wideUnsigned(words[0], limit: PrimeCount.limit, limitText: "2^127-1"), context: &context)
        }
    }

    func answer(_ x: UInt128, context: inout CLIContext) throws(CLIError) {
        if approx && format.json {
            let value = Double(x)
            context.output.write(
                "{\"x\": \(x), \"li\": \(PrimeApproximation.offsetLi(value)), \"r\": \(PrimeApproximation.riemannR(value))}\n"
            )
            return
        }
        if approx {
            let value = Double(x)
            context.output.write("Li ")
            context.output.write(PrimeApproximation.offsetLi(value))
            context.output.write("\nR ")
            context.output.write(PrimeApproximation.riemannR(value))
            context.output.newline()
            return
        }
        let bar = x > 1 << 40 ? ProgressBar.forCommand("algo pi", progress, context: context) : nil
        defer { bar?.finish() }
        do {
            let count = try PrimeCount.pi(x, method: method, threads: workers.threads, progress: bar?.callback)
            context.output.write(format.json ? "{\"x\": \(x), \"pi\": \(count)}" : "\(count)")
        } catch {
            throw .value("\(error)")
        }
        context.output.newline()
    }
}
