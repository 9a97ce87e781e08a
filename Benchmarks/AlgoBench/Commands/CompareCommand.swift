import BenchKit
import CommandLineKit
import Foundation

/// `algo-bench compare`: the same kernels built from two revisions with identical flags and
/// measured interleaved in one run, gated on head over base (time and instructions).
struct CompareCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        name: "compare", summary: "same-run A/B of two revisions: time and instructions",
        discussion: """
            Checks out REV (and --head REV; without it, head is the working tree) in scratch worktrees
            under .build/compare, builds algo-bench from each with the same flags (swift build -c
            release, --arch, -Xcc -gdwarf-4), and measures every Swift kernel both revisions have:
            base and head processes interleaved (ABAB…, --rounds processes each, default 3). Counts
            instructions of both at each kernel's quick size with callgrind. Writes
            DIR/compare.{md,json} (DIR defaults to Reports) and appends a line to the history.

              --threshold T              time regression threshold on head/base (default 0.10 = 10%);
                                         a flagged row is re-measured twice and must regress both times
              --instruction-threshold T  instruction regression threshold (default 0.02 = 2%)
              --quick                    the kernels' quick sizes (CI); default: their default sizes
              --changed                  only the kernels that run code the change touched: those of
                                         each module with a changed file under Sources/ and of every
                                         module that depends on it; every kernel when the harness
                                         (Benchmarks/AlgoBench, Sources/BenchKit) or Package.swift
                                         changed; none (nothing built) when only tests, guides, data,
                                         peers or scripts did

            Exit status: 0 nothing regressed, 1 a confirmed regression (or a failure), 2 usage errors
            (unknown revision; uncommitted changes when --head is given).
            """, program: "algo-bench")

    @Option("base", value: "REV", help: "the base revision (required)", parse: Parse.text)
    var base = ""
    @Option("head", value: "REV", help: "the head revision (default: the working tree)", parse: Parse.text)
    var head: String?
    @Flag("quick", help: "the kernels' quick sizes (CI); default: their default sizes")
    var quick = false
    @Flag("changed", help: "only the kernels that run code the change touched (CI)")
    var changed = false
    @Option("kernels", value: "K,…", help: "only kernels whose names start with one of these", parse: BenchParse.list)
    var kernels: [String]?
    @Option("sizes", value: "N,…", help: "these sizes for every kernel", parse: BenchParse.sizes)
    var sizes: [Int]?
    @Option(
        "rounds", value: "N", help: "processes a side, interleaved (default 3)",
        parse: Parse.integer(in: 1...1000, option: "rounds"))
    var rounds = 3
    @Option(
        "threshold", value: "T", help: "time regression threshold on head/base (default 0.10)",
        parse: Parse.positiveNumber(option: "threshold"))
    var threshold = 0.10
    @Option(
        "instruction-threshold", value: "T", help: "instruction regression threshold (default 0.02)",
        parse: Parse.positiveNumber(option: "instruction-threshold"))
    var instructionThreshold = 0.02
    @Flag("no-count", help: "no instruction counts")
    var noCount = false
    @Option("arch", value: "FLAGS", help: "extra swiftc flags for both builds", parse: Parse.text)
    var arch = ""
    @Option(
        "out", value: "DIR", help: "where compare.{md,json} go (default Reports)", completion: .file, parse: Parse.text)
    var out = "Reports"
    @Option(
        "history", value: "FILE", help: "where to append this run's line (default Reports/history.jsonl)",
        completion: .file, parse: Parse.text)
    var history = "Reports/history.jsonl"
    @Option("min", value: "N", help: "at least N timed runs a process", parse: BenchParse.count("min"))
    var minimum: Int?
    @Option("max", value: "N", help: "at most N timed runs a process", parse: BenchParse.count("max"))
    var maximum: Int?
    @Option(
        "budget", value: "S", help: "seconds of timed runs a process", parse: Parse.nonNegativeNumber(option: "budget"))
    var budget: Double?

    mutating func validate() throws(CLIError) {
        guard !base.isEmpty else { throw .usage("--base REV is required") }
    }

    func run(context: inout CLIContext) throws(CLIError) {
        do { try perform() } catch { throw error.cliError }
    }

    func perform() throws(BenchError) {
        try Checkout.require()
        let baseName = base
        let headName = head
        guard let baseHash = Self.resolve(baseName) else { throw .usage("unknown revision \"\(baseName)\"") }
        var headHash: String?
        if let headName = head {
            guard let hash = Self.resolve(headName) else { throw .usage("unknown revision \"\(headName)\"") }
            guard Shell.run(["git", "status", "--porcelain", "--untracked-files=no"]).stdout.isEmpty else {
                throw .usage(
                    "the working tree has uncommitted changes; commit or stash them, or leave out --head to "
                        + "compare the working tree")
            }
            headHash = hash
        }
        var preset = quick ? Preset.quick : Preset.full
        preset.sizesOverride = sizes
        preset.policy = preset.policy.overriding(minimum: minimum, maximum: maximum, budget: budget)
        let progress = Progress()
        let baseLabel = "\(baseName) (\(baseHash.prefix(9)))"
        let headLabel =
            headHash.map { "\(headName ?? "") (\($0.prefix(9)))" } ?? "working tree (\(Environment.commit()))"
        var notes: [String] = []
        var reach = ChangeScope.Reach.modules([])
        if changed {
            reach = try Self.reach(base: baseHash, head: headHash, progress: progress)
            let note = Self.describe(reach)
            notes.append(note)
            progress.say(note)
        }
        let prefixes = kernels
        let work = KernelRegistry.swiftWork("swift-O", debug: false, preset: preset).filter { kernel, _ in
            (prefixes?.contains { kernel.hasPrefix($0) } ?? true)
                && (!changed || reach.contains(module: KernelRegistry.named(kernel)?.module))
        }
        if work.isEmpty {
            progress.done()
            try report(
                RevisionComparison(
                    base: baseLabel, head: headLabel, timeThreshold: threshold,
                    instructionThreshold: instructionThreshold, rounds: rounds, rows: [],
                    notes: notes + ["no kernel to compare: nothing was built or measured"]),
                preset: preset, history: false)
            return
        }
        let builder = Builder(preset: preset, arch: arch, progress: progress, skipBuild: false)
        let base = try Self.build(revision: baseHash, builder: builder, progress: progress)
        let head = try Self.build(revision: headHash, builder: builder, progress: progress)

        var rows: [RevisionRow] = []
        var pending: [(row: Int, kernel: String, size: Int)] = []
        let onlyBase = work.map(\.0).filter { base.kernels.contains($0) && !head.kernels.contains($0) }
        if !onlyBase.isEmpty { notes.append("only in base, not compared: " + onlyBase.joined(separator: ", ")) }
        for (kernel, sizes) in work where head.kernels.contains(kernel) {
            for size in sizes {
                guard base.kernels.contains(kernel) else {
                    rows.append(
                        RevisionRow(
                            kernel: kernel, size: size, baseMedian: nil, headMedian: nil, ratio: nil, timeVerdict: .new)
                    )
                    continue
                }
                let (baseResult, headResult) = try Self.measure(
                    kernel, size, base: base, head: head, rounds: rounds, policy: preset.policy, progress: progress,
                    label: "\(rows.count + 1)")
                var row = Self.timeRow(kernel, size, baseResult, headResult, threshold: threshold)
                if row.timeVerdict == .regression { pending.append((rows.count, kernel, size)) }
                if baseResult.checksum != headResult.checksum {
                    notes.append(
                        "\(kernel) n=\(size): base answers \(baseResult.checksum), head \(headResult.checksum); "
                            + "not compared")
                    row = RevisionRow(
                        kernel: kernel, size: size, baseMedian: row.baseMedian, headMedian: row.headMedian,
                        ratio: row.ratio, timeVerdict: .answerChanged)
                }
                rows.append(row)
            }
        }
        // A flagged row must regress again in two fresh interleaved measurements.
        for (index, kernel, size) in pending {
            var confirmed = true
            for attempt in 1...2 where confirmed {
                let (b, h) = try Self.measure(
                    kernel, size, base: base, head: head, rounds: rounds, policy: preset.policy, progress: progress,
                    label: "re-measuring (\(attempt)/2)")
                confirmed = Self.timeRow(kernel, size, b, h, threshold: threshold).timeVerdict == .regression
            }
            if !confirmed {
                rows[index] = RevisionRow(
                    kernel: kernel, size: size, baseMedian: rows[index].baseMedian, headMedian: rows[index].headMedian,
                    ratio: rows[index].ratio, timeVerdict: .notConfirmed)
            }
        }
        if !noCount {
            rows = Self.countInstructions(
                rows, base: base, head: head, threshold: instructionThreshold, progress: progress, notes: &notes)
        }
        progress.done()
        let comparison = RevisionComparison(
            base: baseLabel, head: headLabel, timeThreshold: threshold, instructionThreshold: instructionThreshold,
            rounds: rounds, rows: rows, notes: notes)
        try report(comparison, preset: preset)
    }

    /// A built revision: its algo-bench and the kernels it has.
    struct Build {
        var binary: String
        var kernels: Set<String>
        /// Whether its sources honour `ALGOSUITE_CACHE_SIZES` (revisions before it do not).
        var pinsCaches: Bool
    }

}
