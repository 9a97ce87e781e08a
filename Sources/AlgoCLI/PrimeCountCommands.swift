import PrimeCount
import Sieve
import SolverIO

/// `algo pi`: π(X) without listing the primes, to X = 2^127 − 1.
struct PiCommand: ParsableCommand, ShowsProgress {
    static let configuration = CommandConfiguration(
        name: "pi", summary: "the number of primes <= X, pi(X), by combinatorial counting (X < 2^127)",
        usage: "pi X [--method M] [--threads T] [--approx] [--progress]",
        discussion: """
            X may be written 1e18, 10^20, 2^64 or 2^100+1; the limit is 2^127-1. The methods are
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
            """)

    static var arguments: [CommandArgument<Self>] {
        [
            .values("X", \.values), SieveCommand.threads(\.threads),
            .option(
                "method", \.method, value: "M",
                help: "gourdon (default), deleglise-rivat, lmo, meissel, legendre, or sieve (X < 2^64)",
                completion: .choices(Parse.choices(PrimeCount.Method.self)),
                parse: Parse.choice(PrimeCount.Method.self, option: "method")),
            .flag("approx", \.approx, help: "print Li(X) and R(X), the smooth approximations, instead"),
        ] + ProgressBar.arguments()
    }

    var values: [String] = []
    var threads = PrimeSieve.defaultThreads
    var method = PrimeCount.defaultMethod
    var approx = false
    var progress = false
    var noProgress = false
    var x: UInt128 = 0

    mutating func validate() throws(CLIError) {
        guard values.count == 1 else { throw .usage("pi takes X, got \(values.count) values") }
        x = try Parse.wideUnsigned(values[0], limit: PrimeCount.limit, limitText: "2^127-1")
    }

    mutating func run(context: inout CLIContext) throws(CLIError) {
        if approx {
            let value = Double(x)
            context.output.write("Li ")
            context.output.write(PrimeApproximation.offsetLi(value))
            context.output.write("\nR ")
            context.output.write(PrimeApproximation.riemannR(value))
            context.output.newline()
            return
        }
        let bar = x > 1 << 40 ? ProgressBar.forCommand("algo pi", self, context: context) : nil
        defer { bar?.finish() }
        do {
            context.output.write("\(try PrimeCount.pi(x, method: method, threads: threads, progress: bar?.callback))")
        } catch {
            throw .value("\(error)")
        }
        context.output.newline()
    }
}

/// `algo nthprime`: the N-th prime by counting, not sieving, for N up to 10^22.
struct NthPrimeCommand: ParsableCommand, ShowsProgress {
    static let configuration = CommandConfiguration(
        name: "nthprime", summary: "the N-th prime (the 1st is 2) by R^-1(N), pi and a short sieve",
        usage: "nthprime N [--threads T] [--progress]",
        discussion: """
            N may be written 1e12, 10^15 or 2^60+1, up to 10^22. Past the 425656284035217743-th
            prime (the largest below 2^64) the answer passes 2^64; pi there takes minutes
            (about 9 at 2^64 on 2 threads). `algo sieve nth K` finds the same by sieving all
            the way, below 2^64.

            examples:
              algo nthprime 1e12                 # 29996224275833
              algo nthprime 425656284035217744   # 18446744073709551629 (2^64 + 13)
            """)

    static var arguments: [CommandArgument<Self>] {
        [.values("N", \.values), SieveCommand.threads(\.threads)] + ProgressBar.arguments()
    }

    var values: [String] = []
    var threads = PrimeSieve.defaultThreads
    var progress = false
    var noProgress = false
    var n: UInt128 = 0

    mutating func validate() throws(CLIError) {
        guard values.count == 1 else { throw .usage("nthprime takes N, got \(values.count) values") }
        n = try Parse.wideUnsigned(values[0], limit: PrimeCount.nthPrimeLimit, limitText: "10^22", lowest: 1)
    }

    mutating func run(context: inout CLIContext) throws(CLIError) {
        let bar = n > 1 << 36 ? ProgressBar.forCommand("algo nthprime", self, context: context) : nil
        defer { bar?.finish() }
        do {
            context.output.write("\(try PrimeCount.nthPrime(n, threads: threads, progress: bar?.callback))")
        } catch {
            throw .value("\(error)")
        }
        context.output.newline()
    }
}
