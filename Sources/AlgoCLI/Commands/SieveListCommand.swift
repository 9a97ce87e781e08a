import CommandLineKit
import Sieve
import SolverIO

/// `algo sieve list`: the primes in [LO, HI], one per line.
struct SieveList: ParsableCommand {
    static let configuration = CommandConfiguration(
        name: "sieve list", summary: "the primes in [LO, HI], one per line",
        discussion: """
            With --tuples K, one K-tuplet a line as primesieve prints them: (5, 7, 11). --json
            prints {"prime": p} or {"tuple": [p1, …]} a line. With no values (or -), each line of
            stdin is one range LO HI, and @FILE reads one a line of FILE; their lists follow each
            other.

            Progress shows on stderr while the list goes to a file or a pipe; on a terminal it would
            cut into the list, so there only --progress shows it.
            """)
    @Values("LO HI", count: 0...2, help: "the range (@FILE, or none or -: one range a line of FILE or stdin)")
    var values: [String]
    @OptionGroup var tuplets: TupletOption
    @OptionGroup var format: JSONOutput
    @OptionGroup var progress: ProgressOptions
    func run(context: inout CLIContext) throws(CLIError) {
        try Queries.forEach(values, words: 2...2, expected: "LO HI", context: &context) {
            words, context throws(CLIError) in
            try list(SieveCommand.range(words), context: &context)
        }
    }

    func list(_ range: ClosedRange<UInt64>, context: inout CLIContext) throws(CLIError) {
        let bar = ProgressBar.forCommand("algo sieve list", progress, context: context, streaming: true)
        defer { bar?.finish() }
        if tuplets.tuples > 1 {
            let (open, close) = format.json ? ("{\"tuple\": [", "]}\n") : ("(", ")\n")
            forEachTuplet(range, bar: bar) { tuplet in
                // primesieve's format: (p1, p2, …), one tuplet a line; JSON's array likewise.
                context.output.write(open)
                for (index, member) in tuplet.enumerated() {
                    if index > 0 { context.output.write(", ") }
                    context.output.write(member)
                }
                context.output.write(close)
            }
            return
        }
        if format.json {
            writeJSON(range, bar: bar, output: &context.output)
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
        // The bar apart: its counter in the loop above slowed the list (Guides/Measurements/Sieve.md,
        // "algo sieve list: the bar apart").
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

    /// `{"prime": p}` a line, updating `bar` every 2^14 primes.
    private func writeJSON(_ range: ClosedRange<UInt64>, bar: ProgressBar?, output: inout OutputWriter) {
        let progress = Progress(range)
        var sinceUpdate = 0
        PrimeSieve.forEachPrime(in: range) { prime in
            sinceUpdate &+= 1
            if let bar, sinceUpdate == 1 << 14 {
                sinceUpdate = 0
                bar.update(progress.fraction(prime))
            }
            output.write("{\"prime\": ")
            output.write(prime)
            output.write("}\n")
            return true
        }
    }

    /// Calls `body` with each k-tuplet, updating `bar` every 2^10 tuplets.
    private func forEachTuplet(_ range: ClosedRange<UInt64>, bar: ProgressBar?, _ body: ([UInt64]) -> Void) {
        let progress = Progress(range)
        var sinceUpdate = 0
        PrimeTuplets.forEach(tuplets.tuples, in: range) { tuplet in
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
