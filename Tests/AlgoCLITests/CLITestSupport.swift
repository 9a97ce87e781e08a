import AlgoCLI
import CommandLineKit

/// Runs `algo` in memory: the exit status and both outputs.
func runAlgo(_ arguments: [String], stdin: String = "") -> (status: Int32, stdout: String, stderr: String) {
    var context = CLIContext.memory(stdin: stdin)
    let status = AlgoMain.run(arguments, context: &context)
    context.flush()
    return (status, context.output.text, context.errors.text)
}
