import BenchKit
import CommandLineKit
import Foundation

/// `algo-bench matrix`: builds every variant, runs every kernel, writes the reports, gates.
struct MatrixCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        name: "matrix", summary: "build every variant, run every kernel, write Reports/, gate",
        discussion: """
            Builds algo-bench at -Onone, -O, -Osize, -Ounchecked, -O with LTO and -O with PGO, the C
            peers with gcc at -O0…-Os, -O2 -march=native and -O2 -flto and with clang -O2, runs the
            Python peers under CPython and PyPy and the primesieve peer when installed, counts the
            instructions of the Swift -O kernels at their quick sizes (callgrind), and prints the
            table. Writes DIR/latest.{md,json,csv,svg} (DIR defaults to Reports) and appends a line
            to the history (Reports/history.jsonl). --quick runs the small sizes (CI); --long only the
            rows of minutes a run, once each, and builds only the variants they need.
            """, program: "algo-bench")

    @Flag("quick", help: "small sizes (CI): seconds instead of minutes")
    var quick = false
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
        guard !(quick && long) else { throw BenchError.usage("--quick and --long: choose one") }
        let problems = KernelRegistry.targetProblems()
        guard problems.isEmpty else { throw .failure("the declared targets: " + problems.joined(separator: "; ")) }
        var preset = long ? Preset.long : quick ? Preset.quick : Preset.standard
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
    /// Processes per short job: where a process's memory lands moves a run of a few milliseconds by
    /// up to 30% from one process to the next (10^4-digit addition: 1.5–2.4 ms for the same C
    /// binary), while the samples within one process agree to 2%; pooling three processes' samples
    /// puts that spread into the median and the interval.
    static let shortRunProcesses = 3

    /// Runs every participant's kernels, each row next to the reference its ratio divides by
    /// (``TimingOrder``): not variant by variant, which put a row and its reference minutes apart.
    /// A group of rows and their reference is timed in ``TimingRounds``, its jobs' processes taking
    /// turns; a job alone runs one process, or ``shortRunProcesses`` when its runs are short.
    static func execute(_ participants: [Participant], progress: Progress) throws(BenchError) -> [BenchResult] {
        let listed = participants.flatMap { participant in
            participant.work.flatMap { item in item.sizes.map { (participant, item.kernel, $0) } }
        }
        let groups = TimingOrder.groups(
            listed.map { TimingOrder.Job(kernel: $0.1, variant: $0.0.variant.id, size: $0.2) },
            rules: KernelRegistry.rules)
        let total = listed.count  // every job is in exactly one group
        var done = 0
        var results: [BenchResult] = []
        for group in groups {
            if group.count == 1 {
                let (participant, kernel, size) = listed[group[0]]
                done += 1
                progress.say("[\(done)/\(total)] \(participant.variant.label) \(kernel) n=\(size)")
                var pooled = try runProcess(participant, kernel, size, policy: participant.policy)
                if let shortest = Self.shortestMedian(pooled), shortest < shortRun {
                    for _ in 1..<shortRunProcesses {
                        let more = try runProcess(participant, kernel, size, policy: participant.policy)
                        try pool(more, into: &pooled, participant, kernel, size)
                    }
                }
                results += pooled
                continue
            }
            var pooled: [Int: [BenchResult]] = [:]
            var firstMedian: [Int: Double] = [:]
            for round in 0..<TimingRounds.count {
                for index in group where round < TimingRounds.rounds(for: listed[index].0.policy) {
                    let (participant, kernel, size) = listed[index]
                    if round == 0 { done += 1 }
                    progress.say(
                        "[\(done)/\(total)] \(participant.variant.label) \(kernel) n=\(size), round \(round + 1)")
                    let policy = TimingRounds.policy(participant.policy, round: round, firstMedian: firstMedian[index])
                    let more = try runProcess(participant, kernel, size, policy: policy)
                    if pooled[index] == nil {
                        pooled[index] = more
                        firstMedian[index] = Self.shortestMedian(more)
                    } else {
                        try pool(more, into: &pooled[index]!, participant, kernel, size)
                    }
                }
            }
            results += group.flatMap { pooled[$0] ?? [] }
        }
        // Order rows by kernel family and size, then kernel, then variant, for the tables.
        let order = Dictionary(participants.enumerated().map { ($1.variant.id, $0) }, uniquingKeysWith: { a, _ in a })
        let kernelOrder = KernelRegistry.rank
        return results.sorted {
            ($0.family, $0.size, kernelOrder($0.kernel), order[$0.variant] ?? 99)
                < ($1.family, $1.size, kernelOrder($1.kernel), order[$1.variant] ?? 99)
        }
    }

    /// Adds another process's samples of one job to the first's (its peak memory the larger).
    ///
    /// - Throws: when the two processes' answers differ.
    static func pool(
        _ more: [BenchResult], into pooled: inout [BenchResult], _ participant: Participant, _ kernel: String,
        _ size: Int
    ) throws(BenchError) {
        guard more.map(\.checksum) == pooled.map(\.checksum) else {
            throw .failure("\(participant.variant.label) \(kernel) n=\(size): answers differ between runs")
        }
        for index in pooled.indices {
            pooled[index].samples += more[index].samples
            pooled[index].peakRSSKiB = [pooled[index].peakRSSKiB, more[index].peakRSSKiB].compactMap { $0 }.max()
        }
    }

    /// The shortest median of a process's result lines (nil when none has samples).
    static func shortestMedian(_ results: [BenchResult]) -> Double? {
        results.filter { !$0.samples.isEmpty }.map { SampleSummary.median($0.samples) }.min()
    }

    /// One process of one job under `policy`: its result lines, labelled with the variant.
    static func runProcess(
        _ participant: Participant, _ kernel: String, _ size: Int, policy: RepetitionPolicy
    ) throws(BenchError) -> [BenchResult] {
        let output = Shell.run(
            participant.command(kernel, size, policy), environment: participant.environment)
        guard output.status == 0 else {
            throw .failure(
                "\(participant.variant.label) \(kernel) n=\(size) failed (exit \(output.status)): "
                    + String(output.stderr.suffix(400)))
        }
        do {
            return try BenchJSON.results(fromLines: output.stdout).map { result in
                var result = result
                result.variant = participant.variant.id
                return result
            }
        } catch {
            throw .failure("\(participant.variant.label) \(kernel): unreadable result: \(output.stdout.prefix(200))")
        }
    }

    func report(_ run: BenchRun, preset: Preset, participants: [Participant], progress: Progress) throws(BenchError) {
        let table = BenchTable(run)
        let directory = out
        let fingerprint = Environment.fingerprint()
        var comparison: BaselineComparison?
        var baselineNote: String?
        var newBaselinePath: String?
        if let path = baseline {
            switch BaselineStore.select(path, fingerprint: fingerprint) {
            case .matched(let file, let baseline):
                comparison = BaselineComparison(table: table, baseline: baseline, threshold: threshold)
                baselineNote = "Compared with `\(file)`, recorded on this machine (\(fingerprint.summary))."
            case .noBaseline:
                newBaselinePath = BaselineStore.path(in: path, for: fingerprint)
                baselineNote =
                    "No baseline for this machine (\(fingerprint.summary); fingerprint \(fingerprint.id)): "
                    + "nothing gated; this run's ratios were written to `\(newBaselinePath!)`."
            }
        }
        do {
            try Shell.write(
                TextReport.markdown(run, table, comparison: comparison, baselineNote: baselineNote),
                to: "\(directory)/latest.md")
            try Shell.write(BenchJSON.encode(run), to: "\(directory)/latest.json")
            try Shell.write(TextReport.csv(table), to: "\(directory)/latest.csv")
            try Shell.write(SVGReport.chart(table), to: "\(directory)/latest.svg")
            let recorded = "\(run.environment["date"] ?? "") on \(fingerprint.summary)"
            for path in [updateBaseline, newBaselinePath].compactMap({ $0 }) {
                try Shell.write(
                    BenchJSON.encode(Baseline(table, recorded: recorded, fingerprint: fingerprint)), to: path)
                FileHandle.standardError.write(Data("baseline written to \(path)\n".utf8))
            }
            let record = HistoryRecord(
                table, counts: run.instructionCounts, commit: Environment.commit(), date: run.environment["date"] ?? "",
                fingerprint: fingerprint.id, kind: preset.name)
            try record.append(to: history)
        } catch {
            throw .failure("cannot write the reports: \(error)")
        }
        print(TextReport.terminal(run, table), terminator: "")
        print("\nreports: \(directory)/latest.md, .json, .csv, .svg")
        for note in run.notes { print("note: \(note)") }
        if !table.checksumErrors.isEmpty {
            throw .failure("checksum mismatch: the variants disagree (see above); no timing is trusted")
        }
        if let baselineNote, comparison == nil {
            print("baseline: " + baselineNote.replacingOccurrences(of: "`", with: ""))
        }
        if let comparison {
            let filtered = kernels != nil || variants != nil
            for entry in comparison.entries where entry.verdict != .unchanged && entry.verdict != .tooShort {
                if filtered && entry.verdict == .missing { continue }  // left out on purpose
                print("baseline: \(entry.verdict.rawValue)\(entry.gated ? "" : " (reported, not gated)") \(entry.key)")
            }
            var regressions = comparison.regressions
            if !regressions.isEmpty && gate {
                // A shared machine can slow one process for a moment: a regression fails the gate
                // only if a fresh measurement of the row and its reference confirms it.
                var confirmedRegressions: [BaselineComparison.Entry] = []
                for entry in regressions {
                    let confirmed = try Self.confirm(
                        entry, run: run, participants: participants, threshold: threshold, progress: progress)
                    print(
                        "baseline: \(entry.key) \(confirmed ? "confirmed" : "not confirmed (noise)") on re-measurement")
                    if confirmed { confirmedRegressions.append(entry) }
                }
                regressions = confirmedRegressions
            }
            if regressions.isEmpty {
                print("baseline: no regression beyond the threshold")
            } else if gate {
                throw .failure("regressed beyond the threshold: " + regressions.map(\.key).joined(separator: ", "))
            }
        }
    }

    /// The fresh processes a side that confirm a flagged row, timed in interleaved pairs.
    static let confirmationPairs = 5

    /// Re-measures a regressed row and its reference in ``confirmationPairs`` interleaved pairs of
    /// fresh processes, pools each side's samples, and compares the pooled ratio with the baseline.
    ///
    /// A process of this shared host can be slow from start to end: the same `algo-bench` binary
    /// timed `brachistochrone.cycloid` at 0.061 s in most processes and 0.077–0.092 s in others,
    /// minutes apart and back to back, with the same instructions, while the C reference mostly
    /// stayed at 0.33 s (2026-12-06). Two single pairs that both had to regress confirmed that as a 29%
    /// regression in a clean-clone CI run; the pooled median of five pairs follows the majority of
    /// the processes, and a real regression slows them all.
    static func confirm(
        _ entry: BaselineComparison.Entry, run: BenchRun, participants: [Participant], threshold: Double,
        progress: Progress
    ) throws(BenchError) -> Bool {
        let parts = entry.key.split(separator: "|").map(String.init)
        guard parts.count == 3, let size = Int(parts[2]), let baselineRatio = entry.baseline,
            let row = BenchTable(run, resamples: 1).rows.first(where: { $0.key == entry.key }),
            let reference = row.reference
        else { return true }
        var sides: [(kernel: String, participant: Participant, pooled: [BenchResult]?)] = []
        for (kernel, variant) in [(reference.kernel, reference.variant), (parts[0], parts[1])] {
            guard let participant = participants.first(where: { $0.variant.id == variant }) else { return true }
            sides.append((kernel, participant, nil))
        }
        for pair in 0..<confirmationPairs {
            for side in pair % 2 == 0 ? [0, 1] : [1, 0] {
                let (kernel, participant, _) = sides[side]
                progress.say(
                    "re-measuring \(participant.variant.label) \(kernel) n=\(size) (\(pair + 1)/\(confirmationPairs))")
                let results = try execute(
                    [
                        Participant(
                            variant: participant.variant, command: participant.command, work: [(kernel, [size])],
                            policy: participant.policy, environment: participant.environment)
                    ], progress: progress)
                if sides[side].pooled == nil {
                    sides[side].pooled = results
                } else {
                    try pool(results, into: &sides[side].pooled!, participant, kernel, size)
                }
            }
        }
        let fresh = sides.flatMap { $0.pooled ?? [] }
        progress.done()
        let rerun = BenchRun(
            environment: [:], variants: run.variants, results: fresh, rules: run.rules,
            checksumDomains: run.checksumDomains)
        let comparison = BaselineComparison(
            table: BenchTable(rerun), baseline: Baseline(ratios: [entry.key: baselineRatio], recorded: ""),
            threshold: threshold)
        return comparison.entries.contains { $0.key == entry.key && $0.verdict == .regression }
    }

    /// Counts instructions of one kernel in one variant with callgrind, at the preset's first size
    /// (with the same pins as the instruction counts of every report).
    static func callgrind(_ target: String, participants: [Participant], preset: Preset, progress: Progress) -> String {
        let parts = target.split(separator: "@").map(String.init)
        guard parts.count == 2, let participant = participants.first(where: { $0.variant.id == parts[1] }),
            let item = participant.work.first(where: { $0.kernel == parts[0] }), let size = item.sizes.first
        else { return "callgrind: \(target) is not a kernel@variant of this run" }
        let job = InstructionCounter.Job(
            kernel: parts[0], size: size, variant: parts[1],
            command: participant.command(parts[0], size, .fixed(1, warmups: 0)),
            environment: InstructionCounter.pinnedEnvironment)
        var notes: [String] = []
        guard let count = InstructionCounter.count([job], progress: progress, notes: &notes).first else {
            return notes.first ?? "callgrind: \(target) could not be counted"
        }
        return "callgrind: \(parts[0]) n=\(size) in \(participant.variant.label): \(count.instructions) instructions "
            + "(one timed run inside BenchKit.measure)"
    }
}
