import BenchKit
import CommandLineKit
import SolverIO

/// `algo-bench run`: times kernels in this process and prints one JSON line per kernel and size.
struct RunCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        name: "run", summary: "time one kernel in this process; prints JSON result lines",
        discussion: """
            Times KERNEL at each SIZE and prints one JSON result line each (BenchKit.BenchResult).
            Runs: --warmups untimed (default 1), then at least --min (3) and at most --max (10) timed
            runs, adding runs while under --budget seconds (1.0). `algo-bench list` names the kernels.
            """, program: "algo-bench")

    @Values("KERNEL SIZE…", count: 0...Int.max)
    var values: [String]
    @Option("min", value: "N", help: "at least N timed runs", parse: BenchParse.count("min"))
    var minimum = 3
    @Option("max", value: "N", help: "at most N timed runs", parse: BenchParse.count("max"))
    var maximum = 10
    @Option(
        "budget", value: "S", help: "add runs while the timed total is under S seconds",
        parse: Parse.nonNegativeNumber(option: "budget"))
    var budget = 1.0
    @Option("warmups", value: "N", help: "untimed runs first", parse: BenchParse.count("warmups"))
    var warmups = 1
    @Option("variant", value: "ID", help: "the variant id in the result lines", parse: Parse.text)
    var variant = "local"

    mutating func validate() throws(CLIError) {
        guard values.count >= 2 else { throw .usage("expected KERNEL and at least one SIZE") }
        guard let kernel = KernelRegistry.named(values[0]), kernel.prepare != nil else {
            throw .usage("unknown kernel \(InputError.quoted(values[0].utf8)); `algo-bench list` names them")
        }
        guard minimum <= maximum else { throw .usage("--min \(minimum) is above --max \(maximum)") }
    }

    func run(context: inout CLIContext) throws(CLIError) {
        let kernel = KernelRegistry.named(values[0])!
        let sizes = try values.dropFirst().map { text throws(CLIError) in try BenchParse.size(text) }
        let policy = RepetitionPolicy(warmups: warmups, minimum: minimum, maximum: maximum, budget: budget)
        for size in sizes {
            let body = kernel.prepare!(size)
            let (samples, checksum) = measure(policy, body)
            let result = BenchResult(
                kernel: kernel.name, size: size, variant: variant, samples: samples, checksum: checksum,
                peakRSSKiB: peakResidentKiB())
            print((try? BenchJSON.line(result)) ?? "{}")
        }
    }
}

/// The option parsers the harness's commands share.
enum BenchParse {
    /// A count of runs, 0...10^6.
    static func count(_ option: String) -> (String) throws(CLIError) -> Int {
        Parse.integer(in: 0...1_000_000, option: option)
    }

    /// Sizes by the command lines' one integer grammar (``IntegerExpression``): 1000000, 1e6,
    /// 10^6, 2^20, 1e9+7.
    static func size(_ text: String) throws(CLIError) -> Int {
        if case .value(let value) = IntegerExpression.parse(text), value > 0, value <= UInt64(Int.max) {
            return Int(value)
        }
        throw .value("expected a size such as 1000000, 1e6, 10^6 or 2^20, got \(InputError.quoted(text.utf8))")
    }

    /// `--sizes N,…`.
    static func sizes(_ text: String) throws(CLIError) -> [Int] {
        try text.split(separator: ",").map { part throws(CLIError) in try size(String(part)) }
    }

    /// A comma-separated list (`--kernels sieve,dslr`).
    static func list(_ text: String) -> [String] { text.split(separator: ",").map(String.init) }
}

/// Errors of the harness's machinery below the commands: usage (exit 2) or failure (exit 1).
enum BenchError: Error {
    case usage(String)
    case failure(String)

    /// The command-line error with the same exit status.
    var cliError: CLIError {
        switch self {
        case .usage(let message): .usage(message)
        case .failure(let message): .failure(message)
        }
    }
}
