import BenchKit
import Foundation

extension MatrixCommand {
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
            for (family, svg) in SVGReport.familyCharts(table) {
                try Shell.write(svg, to: "\(directory)/latest-\(family).svg")
            }
            // The formats CI tools read (BenchKit's CIFormats).
            try Shell.write(
                BenchJSON.encode(CIFormats.githubBenchmark(table)), to: "\(directory)/latest.github-benchmark.json")
            try Shell.write(BenchJSON.encode(CIFormats.bencherMetrics(table)), to: "\(directory)/latest.bmf.json")
            // GitHub Actions shows this file on the run's page.
            if let summary = ProcessInfo.processInfo.environment["GITHUB_STEP_SUMMARY"], !summary.isEmpty {
                let markdown = TextReport.markdown(run, table, comparison: comparison, baselineNote: baselineNote)
                guard let handle = FileHandle(forWritingAtPath: summary) else {
                    throw BenchError.failure("cannot append to $GITHUB_STEP_SUMMARY (\(summary))")
                }
                handle.seekToEndOfFile()
                handle.write(Data(markdown.utf8))
                handle.closeFile()
            }
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
        print(
            "\nreports: \(directory)/latest.md, .json, .csv, .svg (and latest-<family>.svg), .github-benchmark.json, "
                + ".bmf.json; junit.xml")
        for note in run.notes { print("note: \(note)") }
        if !table.checksumErrors.isEmpty {
            throw .failure("checksum mismatch: the variants disagree (see above); no timing is trusted")
        }
        if comparison == nil { try writeJUnit(run, table, comparison: nil, unconfirmed: []) }
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
            let confirmedKeys = Set(regressions.map(\.key))
            try writeJUnit(
                run, table, comparison: comparison,
                unconfirmed: Set(comparison.regressions.map(\.key)).subtracting(confirmedKeys))
            if regressions.isEmpty {
                print("baseline: no regression beyond the threshold")
            } else if gate {
                throw .failure("regressed beyond the threshold: " + regressions.map(\.key).joined(separator: ", "))
            }
        }
    }

    /// `junit.xml`, written once the gate knows which regressions a re-measurement confirmed.
    func writeJUnit(
        _ run: BenchRun, _ table: BenchTable, comparison: BaselineComparison?, unconfirmed: Set<String>
    ) throws(BenchError) {
        let xml = CIFormats.junit(
            comparison: comparison, unconfirmed: unconfirmed, checks: TargetCheck.checks(run.targets, in: table).checks,
            timestamp: run.environment["date"] ?? "")
        do { try Shell.write(xml, to: "\(out)/junit.xml") } catch {
            throw .failure("cannot write the reports: \(error)")
        }
    }

    /// Re-measures a regressed row and its reference in ``confirmationPairs`` interleaved pairs of
    /// fresh processes, pools each side's samples, and compares the pooled ratio with the baseline.
    ///
    /// A process of this shared host can be slow from start to end, with the same instructions as
    /// the next (Guides/Measurements/Benchmarks.md, "MatrixReport: confirmation by pooled pairs"),
    /// so two single pairs that both have to regress can still confirm noise; the pooled median of
    /// five pairs follows the majority of the processes, and a real regression slows them all.
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
