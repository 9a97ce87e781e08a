import CommandLineKit
import Factorization
import SolverIO

/// `algo factor N…`: prime factorizations in GNU factor's format, from the arguments or stdin.
struct FactorCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        name: "factor", summary: "prime factors of integers of any size, in GNU factor's format",
        discussion: """
            Prints `N: p1 p2 p2 p3` for each N, the primes ascending and repeated; with
            --exponents, `N: p1 p2^2 p3`. With no values (or -), reads whitespace-separated numbers
            from stdin, as GNU factor does, and a value @FILE reads those of FILE; like it, a word that is no number is reported on stderr
            (naming its line or value), the rest are still factored, and the exit status is 1. N may be an integer expression: 2^128+1, 10^30-1, 3*5^40+2,
            100!+1, (2^61-1)^2, 1e20 (+ - * ^ !, parentheses; below 2^131072).

            The ladder (Guides/Factorization.md): trial division by the primes below 2^16, perfect
            powers, then ECM (Montgomery curves) below 2^64, a short Pollard-Brent rho and ECM to
            2^96, a short rho, an ECM pretest and the self-initialising quadratic sieve from 96 to
            330 bits, rho and ECM above; --method rho forces rho, the baseline (--method squfof,
            Shanks's square forms, is the other, below 2^64). Factors below
            3.3e24 are proven prime; above, they passed BPSW and 24 Miller-Rabin rounds.

            examples:
              algo factor 2^64+1                 # 18446744073709551617: 274177 67280421310721
              algo factor 360 --exponents        # 360: 2^3 3^2 5
              seq 2 1000 | algo factor
              algo factor 2^128+1 --verbose      # F7, with each factor's method and time on stderr
              algo factor 2^128+1 --method siqs  # F7 again, by the quadratic sieve on every core
              algo factor 2^128+1 --method siqs --large-primes double  # and with two large primes a relation
            """)

    @Values(
        "[N …]", count: 0...Int.max,
        help: "numbers or expressions; @FILE: those in FILE; none or -: whitespace-separated on stdin")
    var values: [String]
    @Option(
        "method", value: "M",
        help:
            "force the splitting method: trial (to 2^90), rho, ecm, squfof (to 2^64) or siqs (from 2^40) (default: by size)",
        completion: .choices(Parse.choices(Factorizer.Method.self)),
        parse: Parse.choice(Factorizer.Method.self, option: "method"))
    var method: Factorizer.Method?
    @Option(
        "large-primes", value: "L",
        help:
            "the quadratic sieve's large primes a relation: single or double (default: single at every size; double costs more than it saves here, Guides/Factorization.md)",
        completion: .choices(Parse.choices(LargePrimeVariation.self)),
        parse: Parse.choice(LargePrimeVariation.self, option: "large-primes"))
    var largePrimes: LargePrimeVariation?
    @OptionGroup var workers: WorkerThreads
    @Flag("exponents", help: "print a repeated prime once as p^e") var exponents = false
    @Flag("verbose", help: "print each factor found, with its method and time, to stderr") var verbose = false
    @OptionGroup var format: JSONOutput
    @OptionGroup var progress: ProgressOptions

    func run(context: inout CLIContext) throws(CLIError) {
        let factorizer = Factorizer(method: method, threads: workers.threads, largePrimes: largePrimes)
        var solver = FactorSolver(factorizer: factorizer, exponents: exponents)
        solver.verbose = verbose
        solver.json = format.json
        let bar = ProgressBar.forCommand("algo factor", progress, context: context)
        bar?.startElapsedClock()
        defer { bar?.finish() }
        // Each bad word: one line on stderr, and on to the next, as GNU factor does; exit 1 at the end.
        var bad = 0
        if values.isEmpty || values == ["-"] {
            do {
                bad = try solver.solve(
                    input: &context.input, output: &context.output, log: &context.errors,
                    reportingBadWordsAs: "algo factor: ")
            } catch {
                throw .input(error)
            }
        }
        for (index, text) in values.enumerated() where values != ["-"] {
            if text.hasPrefix("@") && text.count > 1 {
                // A file's words as stdin's: each bad one reported with the file's name, then on.
                let path = String(text.dropFirst())
                bad += try readingFile(path) { reader throws(CLIError) in
                    do throws(InputError) {
                        return try solver.solve(
                            input: &reader, output: &context.output, log: &context.errors,
                            reportingBadWordsAs: "algo factor: \(path): ")
                    } catch {
                        throw .value("\(path): \(error)")
                    }
                }
                continue
            }
            let message: String
            switch FactorSolver.parse(text.utf8) {
            case .success(let n):
                do {
                    try solver.factor(n, line: index + 1, output: &context.output, log: &context.errors)
                    continue
                } catch {
                    message = "value \(index + 1): expected \(error.expected), got \(error.got)"
                }
            case .failure(let failure):
                message =
                    "value \(index + 1): expected \(FactorSolver.expected(failure)), got \(InputError.quoted(text.utf8))"
            }
            context.output.flush()
            context.errors.write("algo factor: \(message)\n")
            context.errors.flush()
            bad += 1
        }
        if bad > 0 {
            throw .failure(bad == 1 ? "1 word was not factored (above)" : "\(bad) words were not factored (above)")
        }
    }
}
