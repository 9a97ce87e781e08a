import BenchKit
import Foundation

extension CompareCommand {
    /// Base and head interleaved, `rounds` processes each; the samples of each side pooled.
    static func measure(
        _ kernel: String, _ size: Int, base: Build, head: Build, rounds: Int, policy: RepetitionPolicy,
        progress: Progress, label: String
    ) throws(BenchError) -> (base: BenchResult, head: BenchResult) {
        var pooled: [RevisionSide: BenchResult] = [:]
        for (number, side) in RevisionSchedule.order(rounds: rounds).enumerated() {
            let build = side == .base ? base : head
            progress.say("[\(label)] \(kernel) n=\(size): \(side.rawValue) process \(number / 2 + 1)/\(rounds)")
            let output = Shell.run(
                Builder.runCommand(build.binary, kernel, size, policy, variant: side.rawValue),
                environment: steadyHeap(ProcessInfo.processInfo.environment))
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

    /// The environment that gives every timed process of a comparison the same heap behaviour:
    /// glibc keeps what a run frees (no trimming below 256 MiB, no mmap for blocks below 32 MiB),
    /// so a kernel's timed runs reuse their buffers whatever the process did before them. Without
    /// it, whether a run's freed buffer went back to the kernel, to be faulted in again by the next
    /// run, depended on the heap's history, which differs between two builds of the same code: a
    /// row with the same instructions on both sides was confirmed slower, its head process taking
    /// many times the page faults (Guides/Measurements/Benchmarks.md, "compare: the same heap on
    /// both sides"). Tunables already in `environment` are kept.
    static func steadyHeap(_ environment: [String: String]) -> [String: String] {
        let steady = "glibc.malloc.trim_threshold=268435456:glibc.malloc.mmap_threshold=33554432"
        let existing = environment["GLIBC_TUNABLES"].map { $0.isEmpty ? "" : $0 + ":" } ?? ""
        return ["GLIBC_TUNABLES": existing + steady]
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
}
