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

extension String {
    func padding(_ width: Int) -> String { self + String(repeating: " ", count: max(1, width - count)) }
}
