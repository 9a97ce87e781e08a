import BenchKit
import Foundation

extension MatrixCommand {
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
        // The ETA counts processes: a job alone is one, a job in a group one a round.
        let steps = groups.reduce(0) { sum, group in
            sum + (group.count == 1 ? 1 : group.reduce(0) { $0 + TimingRounds.rounds(for: listed[$1].0.policy) })
        }
        var stepsDone = 0
        let clock = ContinuousClock()
        let start = clock.now
        func eta() -> String {
            let elapsed = start.duration(to: clock.now)
            let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
            guard let left = RemainingTime.estimate(elapsed: seconds, done: stepsDone, total: steps) else { return "" }
            return " · ETA \(RemainingTime.format(left))"
        }
        var results: [BenchResult] = []
        for group in groups {
            if group.count == 1 {
                let (participant, kernel, size) = listed[group[0]]
                done += 1
                progress.say("[\(done)/\(total)] \(participant.variant.label) \(kernel) n=\(size)\(eta())")
                var pooled = try runProcess(participant, kernel, size, policy: participant.policy)
                stepsDone += 1
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
                        "[\(done)/\(total)] \(participant.variant.label) \(kernel) n=\(size), round \(round + 1)\(eta())"
                    )
                    let policy = TimingRounds.policy(participant.policy, round: round, firstMedian: firstMedian[index])
                    let more = try runProcess(participant, kernel, size, policy: policy)
                    stepsDone += 1
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
}
