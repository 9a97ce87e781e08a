import AlgoCLI
import AlgoSupport
import SolverIO

/// The harness's commands, declared as `algo`'s are (``ParsableCommand``): typed options, help,
/// and usage errors from one declaration each.
let commands: [any ParsableCommand.Type] = [
    RunCommand.self, ListCommand.self, TargetsCommand.self, FingerprintCommand.self, CompareCommand.self,
    HistoryCommand.self,
    MatrixCommand.self,
]

let help =
    "usage: algo-bench <command> [options]\n\ncommands:\n"
    + table(commands.map { ($0.configuration.name, $0.configuration.summary) })
    + "\n`algo-bench <command> --help` for each. `make bench` runs the default matrix; `make bench-quick` the quick\n"
    + "one with the CI gate.\n"

/// Runs the command named first. A function, not top-level code: a global `var context` passed
/// inout would stay in the thread's dynamic-exclusivity access set for the whole run, and every
/// runtime-checked access in a kernel (the classic archery DFS makes 10^7) would scan past it
/// (+2.8% instructions in `archery.dfs` when it was a global).
@MainActor func runBench() -> Int32 {
    var context = CLIContext.standard()
    let arguments = Array(CommandLine.arguments.dropFirst())
    var status: Int32 = 0
    switch arguments.first {
    case "-h", "--help", "help":
        context.output.write(help)
    case let name? where commands.contains(where: { $0.configuration.name == name }):
        let command = commands.first { $0.configuration.name == name }!
        status = command.execute(Array(arguments.dropFirst()), context: &context)
    default:
        context.errors.write(
            (arguments.first.map { "algo-bench: unknown command \(InputError.quoted($0.utf8))\n" } ?? "") + help)
        status = 2
    }
    context.flush()
    return status
}

exit(runBench())
