import BenchKit
import CommandLineKit

/// `algo-bench list`: the project's kernels.
struct ListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        name: "list", summary: "the kernels", program: "algo-bench")

    func run(context: inout CLIContext) throws(CLIError) {
        for kernel in KernelRegistry.all where kernel.isOwn {
            context.output.write(kernel.name.padding(20) + kernel.summary + "\n")
        }
    }
}

/// `algo-bench targets`: the issues' speed targets that every report checks, and whether their
/// declarations hold (exit 1 otherwise).
struct TargetsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        name: "targets", summary: "the issues' speed targets, which every report checks against its run",
        program: "algo-bench")

    func run(context: inout CLIContext) throws(CLIError) {
        for target in KernelRegistry.targets {
            let sizes = target.sizes.isEmpty ? "every size" : target.sizes.map(String.init).joined(separator: ", ")
            context.output.write(
                target.kernel.padding(26)
                    + "\(target.variant) at \(sizes): \(TextReport.bound(target))  (\(target.source))\n")
        }
        let problems = KernelRegistry.targetProblems()
        guard problems.isEmpty else { throw CLIError.failure(problems.joined(separator: "; ")) }
    }
}

/// `algo-bench fingerprint`: this machine's fingerprint, which names its baselines.
struct FingerprintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        name: "fingerprint", summary: "this machine's fingerprint id; baselines are kept per id", program: "algo-bench")

    @Flag("verbose", help: "every field: CPU, cores, caches, compiler versions") var verbose = false

    func run(context: inout CLIContext) throws(CLIError) {
        let fingerprint = Environment.fingerprint()
        context.output.write((verbose ? fingerprint.canonical : fingerprint.id) + "\n")
    }
}

extension String {
    func padding(_ width: Int) -> String { self + String(repeating: " ", count: max(1, width - count)) }
}
