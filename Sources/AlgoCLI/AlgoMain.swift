import SolverIO

/// The `algo` command: dispatches to subcommands and maps errors to exit statuses.
public enum AlgoMain {
    /// The suite's version, printed by `algo --version`.
    public static let version = "0.1.0"

    /// Every subcommand, in the order `algo --help` lists them.
    /// (`nonisolated(unsafe)`: an immutable list of metatypes, which nothing can change.)
    nonisolated(unsafe) static let commands: [any ParsableCommand.Type] = [
        DSLRCommand.self,
        SieveCommand.self,
        PiCommand.self,
        NthPrimeCommand.self,
        ArcheryCommand.self,
        FermatCommand.self,
        MedianCommand.self,
        IsPrimeCommand.self,
        FactorCommand.self,
        FactorialCommand.self,
        MersenneCommand.self,
        PowerCommand.self,
        BrachistochroneCommand.self,
        Star10Command.self,
        Star11Command.self,
        Star18Command.self,
        Star19Command.self,
        JudgeCommand.self,
        GenCommand.self,
    ]

    static var helpText: String {
        var text = """
            usage: algo <command> [options] [values]

            AlgoSuite: algorithm solvers and number tools. Solvers read stdin and write answers to stdout.

            commands:

            """
        text += table(commands.map { ($0.configuration.name, $0.configuration.summary) })
        text += """

            options:
              -h, --help   show this help (also `algo <command> --help`)
              --version    print the version
              --generate-completion-script bash|zsh|fish
                           print a shell completion script (see README)

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
            let rest = Array(arguments.dropFirst())
            if let command = commands.first(where: { $0.configuration.name == rest.first }) {
                return run(command, Array(rest.dropFirst()) + ["--help"], context: &context)
            }
            context.output.write(helpText)
            return 0
        case "--version":
            context.output.write("algo \(version)\n")
            return 0
        case "--generate-completion-script":
            guard arguments.count == 2, let shell = CompletionScript.Shell(rawValue: arguments[1]) else {
                context.errors.write("algo: --generate-completion-script takes bash, zsh or fish\n")
                return 2
            }
            context.output.write(CompletionScript.script(for: shell, commands: commands))
            return 0
        default:
            break
        }
        guard let command = commands.first(where: { $0.configuration.name == first }) else {
            context.errors.write("algo: unknown command \(InputError.quoted(first.utf8))\n")
            context.errors.write("usage: algo <command> [options] [values]; `algo --help` lists the commands\n")
            return 2
        }
        return run(command, Array(arguments.dropFirst()), context: &context)
    }

    /// Runs `command`, or the subcommand named among `arguments` when it has subcommands, and
    /// reports its error.
    static func run(_ command: any ParsableCommand.Type, _ arguments: [String], context: inout CLIContext) -> Int32 {
        var command: any ParsableCommand.Type = command
        var arguments = arguments
        let subcommands = command.configuration.subcommands
        if !subcommands.isEmpty {
            // The first word that names a subcommand; the rest, before and after it, are its own.
            if let index = arguments.firstIndex(where: { word in
                subcommands.contains { $0.configuration.leafName == word }
            }) {
                command = subcommands.first { $0.configuration.leafName == arguments[index] }!
                arguments.remove(at: index)
            } else if !arguments.contains("-h") && !arguments.contains("--help") {
                let names = subcommands.map { $0.configuration.leafName }.joined(separator: ", ")
                let got = arguments.first { !$0.hasPrefix("-") }
                let message = got.map { "unknown subcommand \(InputError.quoted($0.utf8)): expected \(names)" }
                context.errors.write(
                    "algo \(command.configuration.name): \(message ?? "expected a subcommand: \(names)")\n")
                context.errors.write("usage: algo \(command.configuration.usage)\n")
                return 2
            }
        }
        return command.execute(arguments, context: &context)
    }
}

extension ParsableCommand {

    /// Parses the arguments into the command's fields, validates, runs, and maps errors to the
    /// exit status.
    public static func execute(_ arguments: [String], context: inout CLIContext) -> Int32 {
        typealias Command = Self
        let name = "\(Command.configuration.program) \(Command.configuration.name)"
        do {
            switch try Command.parse(arguments) {
            case .help:
                context.output.write(Command.helpText)
                return 0
            case .command(var command):
                try command.run(context: &context)
            }
            context.output.flush()
            if context.output.writeError != 0 {
                context.errors.write("\(name): cannot write the output (errno \(context.output.writeError))\n")
                return 1
            }
            return 0
        } catch {
            // Answers computed before the error are kept: flush them first.
            context.output.flush()
            switch error {
            case .input(let inputError):
                context.errors.write("\(name): \(inputError)\n")
            case .usage(let message):
                context.errors.write(
                    "\(name): \(message)\nusage: \(Command.configuration.program) \(Command.usageLine)\n")
            case .value(let message), .failure(let message):
                context.errors.write("\(name): \(message)\n")
            }
            return error.exitStatus
        }
    }
}
