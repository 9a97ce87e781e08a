#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

let help = """
    usage: algo-bench <command> [options]

    commands:
      run KERNEL SIZE…   time one kernel in this process; prints JSON result lines
      list               the kernels
      fingerprint        this machine's fingerprint id (--verbose: every field); baselines are kept per id
      compare            same-run A/B of two revisions: time and instructions (see compare --help)
      history            draw Reports/history.svg from Reports/history.jsonl (see history --help)
      matrix             build every variant, run every kernel, write Reports/, gate (see matrix --help)

    `make bench` runs the default matrix; `make bench-quick` the quick one with the CI gate.

    """

let arguments = Array(CommandLine.arguments.dropFirst())
/// The subcommands with options: usage text and entry point.
let subcommands: [String: (usage: String, run: ([String]) throws(BenchError) -> Void)] = [
    "run": (RunCommand.usage, RunCommand.run), "matrix": (MatrixCommand.usage, MatrixCommand.run),
    "compare": (CompareCommand.usage, CompareCommand.run), "history": (HistoryCommand.usage, HistoryCommand.run),
]
do throws(BenchError) {
    switch arguments.first {
    case let name? where subcommands[name] != nil:
        let command = subcommands[name]!
        if arguments.contains("--help") {
            print(command.usage)
        } else {
            try command.run(Array(arguments.dropFirst()))
        }
    case "fingerprint":
        let fingerprint = Environment.fingerprint()
        print(arguments.contains("--verbose") ? fingerprint.canonical : fingerprint.id)
    case "list":
        for kernel in KernelRegistry.all where kernel.isOwn { print(kernel.name.padding(20) + kernel.summary) }
    case "-h", "--help", "help":
        print(help, terminator: "")
    default:
        throw .usage(help)
    }
} catch {
    switch error {
    case .usage(let message):
        printError(message)
        exit(2)
    case .failure(let message):
        printError(message)
        exit(1)
    }
}

func printError(_ message: String) {
    var text = "algo-bench: \(message)\n"
    text.withUTF8 { _ = write(2, $0.baseAddress, $0.count) }
}

extension String {
    func padding(_ width: Int) -> String { self + String(repeating: " ", count: max(1, width - count)) }
}
