import BenchKit
import Foundation

/// Counts instructions with `valgrind --tool=callgrind` (perf counters are not available on these
/// machines): deterministic for a given binary and code path, so the gate can use a 2% threshold
/// where timings need 25%.
enum InstructionCounter {
    /// What is pinned for a counted run, so that the code path does not depend on the machine:
    /// the cache sizes the sieves size their segments by (read from sysfs otherwise). Threads are
    /// pinned by counting only kernels that use one thread (`Kernel.counted`).
    static let pinnedEnvironment = ["ALGOSUITE_CACHE_SIZES": "32K,1M"]
    static let pinnedNote =
        "instructions: callgrind, inside BenchKit.measure only (one timed run; not start-up or input "
        + "preparation), cache sizes pinned to L1d 32K and L2 1M (ALGOSUITE_CACHE_SIZES), single-threaded "
        + "kernels only"

    /// Events are collected only inside `BenchKit.measure` (every revision of the harness has it, with
    /// this mangled prefix): the kernel's timed run, not the process, whose start-up (option
    /// parsing, generic metadata) moves with changes that touch no kernel (Guides/Measurements/
    /// Benchmarks.md, "InstructionCounter: only inside measure").
    static let collectOnly = "--toggle-collect=$s8BenchKit7measure*"

    struct Job: Sendable {
        var kernel: String
        var size: Int
        var variant: String
        var command: [String]
        var environment: [String: String]
    }

    /// The jobs that count each of `kernels` that callgrind counts (own, single-threaded) at its
    /// count size (``Kernel/countSize``, else its first quick size), in `variant`, with
    /// `command(kernel, size)`.
    static func jobs(
        _ kernels: [String], variant: String, environment: [String: String] = pinnedEnvironment,
        command: (String, Int) -> [String]
    ) -> [Job] {
        kernels.compactMap { name in
            guard let kernel = KernelRegistry.named(name), kernel.isOwn, kernel.counted,
                let size = kernel.countSize ?? kernel.quick.first
            else { return nil }
            return Job(
                kernel: name, size: size, variant: variant, command: command(name, size), environment: environment)
        }
    }

    /// Runs the jobs two at a time (callgrind is single-threaded and its count does not depend on
    /// what else runs). Jobs that fail are left out, with a note.
    static func count(_ jobs: [Job], progress: Progress, notes: inout [String]) -> [InstructionCount] {
        guard Shell.has("valgrind") else {
            notes.append("valgrind is not installed: no instruction counts (apt-get install valgrind)")
            return []
        }
        let total = jobs.count
        let outputs = Shell.runAll(
            jobs.map {
                Shell.Job(
                    arguments: ["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null", collectOnly]
                        + $0.command,
                    environment: $0.environment)
            }, width: 2
        ) { index in
            progress.say(
                "[\(index + 1)/\(total)] callgrind \(jobs[index].variant) \(jobs[index].kernel) n=\(jobs[index].size)")
        }
        // 0 means the pattern matched nothing: a failure, not a count.
        let values = outputs.map { $0.status == 0 ? parse($0.stderr).flatMap { $0 > 0 ? $0 : nil } : nil }
        var counts: [InstructionCount] = []
        for (index, job) in jobs.enumerated() {
            if let value = values[index] {
                counts.append(
                    InstructionCount(kernel: job.kernel, size: job.size, variant: job.variant, instructions: value))
            } else {
                notes.append("callgrind failed for \(job.variant) \(job.kernel) n=\(job.size)")
            }
        }
        return counts
    }

    /// The total from callgrind's summary line `==123== Collected : 1234567`.
    static func parse(_ stderr: String) -> Int? {
        for line in stderr.split(separator: "\n") where line.contains("Collected :") {
            if let text = line.split(separator: ":").last, let value = Int(text.trimmingCharacters(in: .whitespaces)) {
                return value
            }
        }
        return nil
    }
}
