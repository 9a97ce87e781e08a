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
