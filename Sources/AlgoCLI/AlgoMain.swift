import SolverIO

/// The `algo` command: dispatches to subcommands and maps errors to exit statuses.
public enum AlgoMain {
    /// The suite's version, printed by `algo --version`.
    public static let version = "0.1.0"

    /// Every subcommand, in the order `algo --help` lists them.
    static let commands: [any Subcommand.Type] = [
        DSLRCommand.self,
        SieveCommand.self,
        ArcheryCommand.self,
        FermatCommand.self,
        MedianCommand.self,
        IsPrimeCommand.self,
        FactorialCommand.self,
        MersenneCommand.self,
        PowerCommand.self,
    ]

    static var helpText: String {
        var text = """
            usage: algo <command> [options] [values]

            AlgoSuite: algorithm solvers and number tools. Solvers read stdin and write answers to stdout.

            commands:

            """
        let width = commands.map { $0.spec.name.count }.max() ?? 0
        for command in commands {
            let name = command.spec.name
            text += "  \(name)" + String(repeating: " ", count: width - name.count + 2) + command.spec.summary + "\n"
        }
        text += """

            options:
              -h, --help   show this help (also `algo <command> --help`)
              --version    print the version

            Exit status: 0 success, 1 failure, 2 bad input or usage.

            """
        return text
    }

    /// Runs `algo` with the arguments after the program name.
    ///
    /// - Returns: the exit status: 0 success, 1 failure, 2 bad input or usage.
    public static func run(_ arguments: [String], context: inout CLIContext) -> Int32 {
        guard let first = arguments.first else {
            context.errors.write(helpText)
            return 2
        }
        switch first {
        case "-h", "--help", "help":
            if arguments.count > 1, let command = commands.first(where: { $0.spec.name == arguments[1] }) {
                context.output.write(command.spec.helpText)
            } else {
                context.output.write(helpText)
            }
            return 0
        case "--version":
            context.output.write("algo \(version)\n")
            return 0
        default:
            break
        }
        guard let command = commands.first(where: { $0.spec.name == first }) else {
            context.errors.write("algo: unknown command \(InputError.quoted(first.utf8))\n")
            context.errors.write("usage: algo <command> [options] [values]; `algo --help` lists the commands\n")
            return 2
        }
        return run(command, Array(arguments.dropFirst()), context: &context)
    }

    /// Parses the arguments for one subcommand, runs it, and reports its error.
    static func run(_ command: any Subcommand.Type, _ arguments: [String], context: inout CLIContext) -> Int32 {
        let spec = command.spec
        do {
            let parsed = try parseArguments(arguments, spec: spec)
            if parsed.helpRequested {
                context.output.write(spec.helpText)
                return 0
            }
            try command.run(parsed, context: &context)
            context.output.flush()
            if context.output.writeError != 0 {
                context.errors.write(
                    "algo \(spec.name): cannot write the output (errno \(context.output.writeError))\n")
                return 1
            }
            return 0
        } catch {
            // Answers computed before the error are kept: flush them first.
            context.output.flush()
            switch error {
            case .input(let inputError):
                context.errors.write("algo \(spec.name): \(inputError)\n")
            case .usage(let message):
                context.errors.write("algo \(spec.name): \(message)\nusage: algo \(spec.usage)\n")
            case .value(let message), .failure(let message):
                context.errors.write("algo \(spec.name): \(message)\n")
            }
            return error.exitStatus
        }
    }
}
