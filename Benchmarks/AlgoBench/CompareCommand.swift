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
        var preset = quick ? Preset.quick : Preset.standard
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

    /// The full hash of a revision, or nil when git does not know it.
    static func resolve(_ revision: String) -> String? {
        let output = Shell.run(["git", "rev-parse", "--verify", "--quiet", "\(revision)^{commit}"])
        let hash = output.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        return output.status == 0 && hash.count == 40 ? hash : nil
    }

    /// Checks out `revision` in `.build/compare/src-<hash>` (nil: the working tree itself) and
    /// builds its algo-bench with the same command every side gets.
    static func build(revision: String?, builder: Builder, progress: Progress) throws(BenchError) -> Build {
        let source = try checkout(revision, progress: progress)
        // The working tree's scratch is what `make bench-tool` builds, with the same flags.
        let scratch = revision.map { ".build/compare/build-\($0.prefix(12))" } ?? ".build/bench/swift-O"
        let command =
            builder.swiftBuildCommand(configuration: "release", flags: [], scratch: scratch)
            + ["--package-path", source]
        progress.say(
            "building \(revision.map { String($0.prefix(9)) } ?? "the working tree"): \(command.joined(separator: " "))"
        )
        let output = Shell.run(command)
        guard output.status == 0 else {
            throw .failure(
                "\(revision.map { String($0.prefix(9)) } ?? "the working tree") did not build: \(output.stderr.suffix(600))"
            )
        }
        let binary = "\(scratch)/release/algo-bench"
        let list = Shell.run([binary, "list"])
        let kernels = Set(
            list.stdout.split(separator: "\n").compactMap { $0.split(separator: " ").first.map(String.init) })
        let pins = Shell.run(["grep", "-rqs", "ALGOSUITE_CACHE_SIZES", "\(source)/Sources"]).status == 0
        return Build(binary: binary, kernels: kernels, pinsCaches: pins)
    }

    /// The source tree of `revision`: `.build/compare/src-<hash>`, checked out there unless it
    /// already is; nil is the working tree itself, ".".
    static func checkout(_ revision: String?, progress: Progress) throws(BenchError) -> String {
        guard let revision else { return "." }
        let source = ".build/compare/src-\(revision.prefix(12))"
        guard !Shell.run(["git", "-C", source, "rev-parse", "HEAD"]).stdout.hasPrefix(revision) else { return source }
        _ = Shell.run(["git", "worktree", "remove", "--force", source])
        _ = Shell.run(["rm", "-rf", source])
        _ = Shell.run(["git", "worktree", "prune"])
        progress.say("checking out \(revision.prefix(9)) in \(source)")
        let added = Shell.run(["git", "worktree", "add", "--detach", "--force", source, revision])
        guard added.status == 0 else {
            throw .failure("cannot check out \(revision.prefix(9)): \(added.stderr.suffix(300))")
        }
        return source
    }

    /// What the change from `base` to `head` (nil: the working tree, untracked files included)
    /// reaches, by ``ChangeScope``, with the target graph of head's manifest.
    static func reach(base: String, head: String?, progress: Progress) throws(BenchError) -> ChangeScope.Reach {
        var paths: [String] = []
        // Both sides of a rename: a file moved out of a module changes that module too.
        let diff = ["git", "diff", "--no-renames", "--name-only", base]
        let commands = head.map { [diff + [$0]] } ?? [diff, ["git", "ls-files", "--others", "--exclude-standard"]]
        for command in commands {
            let output = Shell.run(command)
            guard output.status == 0 else {
                throw .failure("\(command.joined(separator: " ")) failed: \(output.stderr.suffix(300))")
            }
            paths += output.stdout.split(separator: "\n").map(String.init)
        }
        let harness = ["Package.swift", "Benchmarks/AlgoBench/", "Sources/BenchKit/"]
        let scope = ChangeScope.reach(changedPaths: paths, dependencies: [:], harness: harness)
        if case .everything = scope { return scope }
        let source = try checkout(head, progress: progress)
        let dump = Shell.run(["swift", "package", "dump-package", "--package-path", source])
        guard dump.status == 0, let graph = targetDependencies(manifestJSON: dump.stdout) else {
            throw .failure("cannot read the targets of \(source)/Package.swift: \(dump.stderr.suffix(300))")
        }
        return ChangeScope.reach(changedPaths: paths, dependencies: graph, harness: harness)
    }

    /// Each target's direct dependencies (targets and products by name) from the JSON of
    /// `swift package dump-package`; nil when it is not that JSON.
    static func targetDependencies(manifestJSON: String) -> [String: [String]]? {
        guard let data = manifestJSON.data(using: .utf8),
            let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let targets = root["targets"] as? [[String: Any]]
        else { return nil }
        var graph: [String: [String]] = [:]
        for target in targets {
            guard let name = target["name"] as? String else { return nil }
            graph[name] = (target["dependencies"] as? [[String: Any]] ?? []).compactMap { dependency in
                ["byName", "target", "product"].lazy.compactMap { (dependency[$0] as? [Any])?.first as? String }.first
            }
        }
        return graph
    }

    /// The note that says what `--changed` compares and why.
    static func describe(_ reach: ChangeScope.Reach) -> String {
        switch reach {
        case .everything(let cause):
            return "--changed: every kernel, as the harness or the manifest changed (\(cause))"
        case .modules(let modules):
            let measured = modules.intersection(KernelRegistry.all.compactMap(\.module)).sorted()
            guard measured.isEmpty else {
                return "--changed: the kernels of \(measured.joined(separator: ", ")), which run changed code"
            }
            let reached = modules.filter { !$0.hasSuffix("Tests") }.sorted()
            return "--changed: no kernel runs changed code"
                + (reached.isEmpty ? "" : " (it reaches \(reached.joined(separator: ", ")) only)")
        }
    }

    /// Base and head interleaved, `rounds` processes each; the samples of each side pooled.
    static func measure(
        _ kernel: String, _ size: Int, base: Build, head: Build, rounds: Int, policy: RepetitionPolicy,
        progress: Progress, label: String
    ) throws(BenchError) -> (base: BenchResult, head: BenchResult) {
        var pooled: [RevisionSide: BenchResult] = [:]
        for (number, side) in RevisionSchedule.order(rounds: rounds).enumerated() {
            let build = side == .base ? base : head
            progress.say("[\(label)] \(kernel) n=\(size): \(side.rawValue) process \(number / 2 + 1)/\(rounds)")
            let output = Shell.run(Builder.runCommand(build.binary, kernel, size, policy, variant: side.rawValue))
            guard output.status == 0, let result = try? BenchJSON.results(fromLines: output.stdout).first else {
                throw .failure(
                    "\(side.rawValue) \(kernel) n=\(size) failed (exit \(output.status)): \(output.stderr.suffix(300))")
            }
            if var previous = pooled[side] {
                guard previous.checksum == result.checksum else {
                    throw .failure("\(side.rawValue) \(kernel) n=\(size): answers differ between processes")
                }
                previous.samples += result.samples
                pooled[side] = previous
            } else {
                pooled[side] = result
            }
        }
        return (pooled[.base]!, pooled[.head]!)
    }

    static func timeRow(_ kernel: String, _ size: Int, _ base: BenchResult, _ head: BenchResult, threshold: Double)
        -> RevisionRow
    {
        let ratio = RatioEstimate(numerator: head.samples, denominator: base.samples)
        let (baseMedian, headMedian) = (SampleSummary.median(base.samples), SampleSummary.median(head.samples))
        return RevisionRow(
            kernel: kernel, size: size, baseMedian: baseMedian, headMedian: headMedian, ratio: ratio,
            timeVerdict: RevisionRow.timeVerdict(
                ratio: ratio, baseMedian: baseMedian, headMedian: headMedian, threshold: threshold))
    }

    /// Counts both sides of every compared kernel at its quick size and adds the verdicts.
    static func countInstructions(
        _ rows: [RevisionRow], base: Build, head: Build, threshold: Double, progress: Progress, notes: inout [String]
    ) -> [RevisionRow] {
        let pin = base.pinsCaches && head.pinsCaches
        let environment = pin ? InstructionCounter.pinnedEnvironment : [:]
        notes.append(
            pin
                ? InstructionCounter.pinnedNote
                : "instructions: cache sizes not pinned (base predates ALGOSUITE_CACHE_SIZES); both sides read this "
                    + "machine's")
        var kernels: [String] = []
        for row in rows where row.timeVerdict != .new && row.timeVerdict != .answerChanged {
            if !kernels.contains(row.kernel) { kernels.append(row.kernel) }
        }
        let jobs = [("base", base), ("head", head)].flatMap { side, build in
            InstructionCounter.jobs(kernels, variant: side, environment: environment) { kernel, size in
                Builder.runCommand(build.binary, kernel, size, .fixed(1, warmups: 0), variant: side)
            }
        }
        let counts = InstructionCounter.count(jobs, progress: progress, notes: &notes)
        return rows.map { row in
            let base = counts.first { $0.kernel == row.kernel && $0.variant == "base" }
            let head = counts.first { $0.kernel == row.kernel && $0.variant == "head" }
            guard let base, let head else { return row }
            return RevisionRow(
                kernel: row.kernel, size: row.size, baseMedian: row.baseMedian, headMedian: row.headMedian,
                ratio: row.ratio, baseInstructions: base.instructions, headInstructions: head.instructions,
                countedSize: base.size, timeVerdict: row.timeVerdict,
                instructionVerdict: RevisionRow.instructionVerdict(
                    base: base.instructions, head: head.instructions, threshold: threshold))
        }
    }

    func report(_ comparison: RevisionComparison, preset: Preset, history writesHistory: Bool = true)
        throws(BenchError)
    {
        let directory = out
        let markdown = comparison.markdown()
        do {
            try Shell.write(markdown, to: "\(directory)/compare.md")
            try Shell.write(BenchJSON.encode(comparison), to: "\(directory)/compare.json")
            var ratios: [String: Double] = [:]
            var instructions: [String: Int] = [:]
            for row in comparison.rows {
                ratios["\(row.kernel)|swift-O|\(row.size)"] = row.ratio?.ratio
                if let count = row.headInstructions, let size = row.countedSize {
                    instructions["\(row.kernel)|swift-O|\(size)"] = count
                }
            }
            if writesHistory {
                try HistoryRecord(
                    commit: Environment.commit(), date: ISO8601DateFormatter().string(from: Date()),
                    fingerprint: Environment.fingerprint().id, kind: "compare", ratios: ratios,
                    instructions: instructions
                ).append(to: history)
            }
        } catch {
            throw .failure("cannot write the reports: \(error)")
        }
        print(markdown, terminator: "")
        print("\nreports: \(directory)/compare.md, .json")
        let regressions = comparison.regressions
        if !regressions.isEmpty {
            throw .failure(
                "head regressed against base: "
                    + regressions.map { "\($0.kernel) n=\($0.size)" }.joined(separator: ", "))
        }
    }
}
