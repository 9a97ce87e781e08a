import BenchKit
import CommandLineKit
import Foundation

/// `algo-bench matrix`: builds every variant, runs every kernel, writes the reports, gates.
struct MatrixCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        name: "matrix", summary: "build every variant, run every kernel, write Reports/, gate",
        discussion: """
            Builds algo-bench at -Onone, -O, -Osize and -Ounchecked (--full: also -O with LTO and
            -O with PGO), the C
            peers with gcc at -O0…-Os, -O2 -march=native and -O2 -flto and with clang -O2, runs the
            Python peers under CPython and PyPy and the primesieve peer when installed, counts the
            instructions of the Swift -O kernels at their quick sizes (callgrind), and prints the
            table. Writes DIR/latest.{md,json,csv,svg}, the CI formats latest.github-benchmark.json,
            latest.bmf.json and junit.xml (DIR defaults to Reports; latest.md is appended to
            $GITHUB_STEP_SUMMARY when it is set) and appends a line
            to the history (Reports/history.jsonl). Each kernel runs at its first standard size (the
            main job, `make bench`: under 15 minutes on 2 cores, builds included); --full runs every
            standard size (`make bench-full`), --quick the small sizes (CI), --long only the rows of
            minutes a run, once each, building only the variants they need.
            """, program: "algo-bench")

    @Flag("quick", help: "small sizes (CI): seconds instead of minutes")
    var quick = false
    @Flag("full", help: "every standard size, and the LTO and PGO builds (`make bench-full`)")
    var full = false
    @Flag("long", help: "only the rows of minutes a run (230- and 260-bit factoring), once each, -O build only")
    var long = false
    @Option(
        "kernels", value: "K,…", help: "only kernels whose names start with one of these (sieve, dslr.record)",
        parse: BenchParse.list)
    var kernels: [String]?
    @Option(
        "variants", value: "V,…", help: "only these variants (swift-O, c-O2, cpython, pypy, primesieve, …)",
        parse: BenchParse.list)
    var variants: [String]?
    @Option("sizes", value: "N,…", help: "these sizes for every selected kernel", parse: BenchParse.sizes)
    var sizes: [Int]?
    @Option("min", value: "N", help: "at least N timed runs", parse: BenchParse.count("min"))
    var minimum: Int?
    @Option("max", value: "N", help: "at most N timed runs", parse: BenchParse.count("max"))
    var maximum: Int?
    @Option("budget", value: "S", help: "seconds of timed runs", parse: Parse.nonNegativeNumber(option: "budget"))
    var budget: Double?
    @Option(
        "out", value: "DIR", help: "where latest.{md,json,csv,svg} go (default Reports)", completion: .file,
        parse: Parse.text)
    var out = "Reports"
    @Option(
        "arch", value: "FLAGS", help: "extra swiftc flags for every Swift build (make passes the CPU target)",
        parse: Parse.text)
    var arch = ""
    @Option(
        "baseline", value: "DIR",
        help:
            "compare ratios with the baseline in DIR recorded on a machine with this one's fingerprint; with none, write one there and pass",
        completion: .file, parse: Parse.text)
    var baseline: String?
    @Flag("gate", help: "with --baseline: exit 1 on a confirmed regression of a Swift row (peer rows are never gated)")
    var gate = false
    @Option(
        "threshold", value: "T", help: "regression threshold (default 0.25 = 25%)",
        parse: Parse.positiveNumber(option: "threshold"))
    var threshold = 0.25
    @Option(
        "update-baseline", value: "FILE", help: "store this run's ratios, with this machine's fingerprint",
        completion: .file, parse: Parse.text)
    var updateBaseline: String?
    @Option(
        "callgrind", value: "K@V", help: "also count instructions of kernel K in variant V (valgrind)",
        parse: Parse.text)
    var callgrind: String?
    @Flag("no-count", help: "no instruction counts")
    var noCount = false
    @Flag("skip-build", help: "use the builds already in .build/bench")
    var skipBuild = false
    @Option(
        "history", value: "FILE", help: "where to append this run's line (default Reports/history.jsonl)",
        completion: .file, parse: Parse.text)
    var history = "Reports/history.jsonl"

    func run(context: inout CLIContext) throws(CLIError) {
        do { try perform() } catch { throw error.cliError }
    }

    func perform() throws(BenchError) {
        try Checkout.require()
        guard [quick, long, full].filter({ $0 }).count <= 1 else {
            throw BenchError.usage("--quick, --long and --full: choose one")
        }
        let problems = KernelRegistry.targetProblems()
        guard problems.isEmpty else { throw .failure("the declared targets: " + problems.joined(separator: "; ")) }
        var preset = long ? Preset.long : quick ? Preset.quick : full ? Preset.full : Preset.standard
        preset.policy = preset.policy.overriding(minimum: minimum, maximum: maximum, budget: budget)
        preset.sizesOverride = sizes
        let progress = Progress()
        var notes: [String] = []
        var participants = Builder(
            preset: preset, arch: arch, progress: progress, skipBuild: skipBuild, variants: variants,
            kernelPrefixes: kernels
        )
        .participants(notes: &notes)
        if let wanted = variants {
            participants = participants.filter { wanted.contains($0.variant.id) }
        }
        if let prefixes = kernels {
            for index in participants.indices {
                participants[index].work = participants[index].work.filter { item in
                    prefixes.contains { item.kernel.hasPrefix($0) }
                }
            }
        }
        participants = participants.filter { !$0.work.isEmpty }
        let results = try Self.execute(participants, progress: progress)
        var environment = Environment.describe()
        environment["preset"] = preset.name
        environment["swift arch flags"] = arch.isEmpty ? "(none)" : arch
        if let target = callgrind {
            notes.append(Self.callgrind(target, participants: participants, preset: preset, progress: progress))
        }
        var counts: [InstructionCount] = []
        if !noCount,
            let optimized = participants.first(where: { $0.variant.id == "swift-O" })
        {
            let jobs = InstructionCounter.jobs(optimized.work.map(\.kernel), variant: optimized.variant.id) {
                kernel, size in optimized.command(kernel, size, .fixed(1, warmups: 0))
            }
            counts = InstructionCounter.count(jobs, progress: progress, notes: &notes)
            if !counts.isEmpty { notes.append(InstructionCounter.pinnedNote) }
        }
        progress.done()
        let run = BenchRun(
            environment: environment, variants: participants.map(\.variant), results: results,
            rules: KernelRegistry.rules, notes: notes, checksumDomains: KernelRegistry.checksumDomains,
            instructionCounts: counts, targets: KernelRegistry.targets)
        try report(run, preset: preset, participants: participants, progress: progress)
    }

    /// Runs under this median go through `shortRunProcesses` processes in all.
    static let shortRun = 0.05
    /// Processes per short job: where a process's memory lands moves a run of a few milliseconds
    /// from one process to the next far more than the samples within one process differ
    /// (Guides/Measurements/Benchmarks.md, "MatrixCommand: short runs in three processes");
    /// pooling three processes' samples puts that spread into the median and the interval.
    static let shortRunProcesses = 3

    /// The fresh processes a side that confirm a flagged row, timed in interleaved pairs.
    static let confirmationPairs = 5

}
