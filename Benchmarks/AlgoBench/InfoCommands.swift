import AlgoCLI
import BenchKit

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

/// `algo-bench fingerprint`: this machine's fingerprint, which names its baselines.
struct FingerprintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        name: "fingerprint", summary: "this machine's fingerprint id; baselines are kept per id", program: "algo-bench")

    static var arguments: [CommandArgument<Self>] {
        [.flag("verbose", \.verbose, help: "every field: CPU, cores, caches, compiler versions")]
    }

    var verbose = false

    func run(context: inout CLIContext) throws(CLIError) {
        let fingerprint = Environment.fingerprint()
        context.output.write((verbose ? fingerprint.canonical : fingerprint.id) + "\n")
    }
}

extension String {
    func padding(_ width: Int) -> String { self + String(repeating: " ", count: max(1, width - count)) }
}
