import AlgoCLI
import AlgoSupport
import CommandLineKit

/// A function, not top-level code: a global `var context` passed inout would stay in the thread's
/// dynamic-exclusivity access set for the whole command, and every runtime-checked access in a
/// solver would scan past it.
@MainActor func runAlgo() -> Int32 {
    var context = CLIContext.standard()
    let status = AlgoMain.run(Array(CommandLine.arguments.dropFirst()), context: &context)
    context.flush()
    return status
}

exit(runAlgo())
