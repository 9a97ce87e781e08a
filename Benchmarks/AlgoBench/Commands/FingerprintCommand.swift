import BenchKit
import CommandLineKit

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
