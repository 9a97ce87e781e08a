import BenchKit
import Judge

extension KernelRegistry {
    /// The judge's sandbox: its set-up cost beside a bare spawn.
    static let judge: [Kernel] = [
        Kernel(
            name: "judge.spawn", summary: "n runs of `true`: posix_spawn and wait, no sandbox (the floor)",
            standard: [200], quick: [50], runners: [.swift(.O)],
            references: [BenchReference(kernel: "judge.spawn", variant: "swift-O")], counted: false
        ) { n in bareRuns(n) },
        Kernel(
            name: "judge.sandboxed", summary: "n runs of `true` in the judge's sandbox (its set-up cost)",
            standard: [200], quick: [50], runners: [.swift(.O)],
            references: [BenchReference(kernel: "judge.spawn", variant: "swift-O")], counted: false
        ) { n in sandboxedRuns(n) },
    ]
}
