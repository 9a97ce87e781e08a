import AlgoSupport
import CommandLineKit
import SolverIO

/// The harness's commands, declared as `algo`'s are (CommandLineKit): typed options, help, and
/// usage errors from one declaration each.
let program = CommandProgram(
    name: "algo-bench", version: "0.1.0", summary: "AlgoSuite's benchmark harness.",
    epilogue: "`make bench` runs the default matrix; `make bench-quick` the quick one with the CI gate.",
    commands: [
        RunCommand.self, ListCommand.self, TargetsCommand.self, FingerprintCommand.self, CompareCommand.self,
        HistoryCommand.self, MatrixCommand.self, EndToEndCommand.self,
    ])

/// Runs the command named first. A function, not top-level code: a global `var context` passed
/// inout would stay in the thread's dynamic-exclusivity access set for the whole run, and every
/// runtime-checked access in a kernel (the classic archery DFS makes 10^7) would scan past it.
@MainActor func runBench() -> Int32 {
    var context = CLIContext.standard()
    let status = program.run(Array(CommandLine.arguments.dropFirst()), context: &context)
    context.flush()
    return status
}

exit(runBench())
