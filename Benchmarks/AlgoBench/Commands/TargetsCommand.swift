import BenchKit
import CommandLineKit

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
