import SolverIO

/// A program of several commands (`algo`, `algo-bench`): dispatches to the command named first
/// (and its subcommand), answers `--help`, `--version`, `--generate-completion-script` and
/// `--generate-manual`, and maps errors to exit statuses: 0 success, 1 failure, 2 bad input or
/// usage.
///
///     let program = CommandProgram(name: "algo", version: "0.1.0", summary: "…", commands: [Pi.self])
///     program.run(["pi", "1e9"], context: &context)   // prints 50847534, returns 0
public struct CommandProgram: @unchecked Sendable {
    public var name: String
    public var version: String
    /// The paragraph under the usage line of `--help`.
    public var summary: String
    /// The lines after the command list of `--help`.
    public var epilogue: String
    /// Every command, in the order `--help` lists them. (`@unchecked Sendable`: metatypes, which
    /// nothing can change.)
    public var commands: [any ParsableCommand.Type]

    public init(
        name: String, version: String, summary: String, epilogue: String = "", commands: [any ParsableCommand.Type]
    ) {
        self.name = name
        self.version = version
        self.summary = summary
        self.epilogue = epilogue
        self.commands = commands
    }

    public var helpText: String {
        var text = "usage: \(name) <command> [options] [values]\n\n\(summary)\n\ncommands:\n"
        text += table(commands.map { ($0.configuration.name, $0.configuration.summary) })
        text += """

            options:
              -h, --help     show this help (also `\(name) <command> --help`)
              -V, --version  print the version
              --generate-completion-script bash|zsh|fish
                             print a shell completion script
              --generate-manual [DATE]
                             print the manual page (roff; `make install` installs it)

            Exit status: 0 success, 1 failure, 2 bad input or usage.

            """
        if !epilogue.isEmpty { text += "\n\(epilogue)\n" }
        return text
    }

    /// Runs the program with the arguments after its name.
    ///
    /// - Returns: the exit status.
    public func run(_ arguments: [String], context: inout CLIContext) -> Int32 {
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
        case "-V", "--version":
            context.output.write("\(name) \(version)\n")
            return 0
        case "--generate-completion-script":
            guard arguments.count == 2, let shell = CompletionScript.Shell(rawValue: arguments[1]) else {
                context.errors.write("\(name): --generate-completion-script takes bash, zsh or fish\n")
                return 2
            }
            context.output.write(CompletionScript.script(for: shell, program: name, commands: commands))
            return 0
        case "--generate-manual":
            guard arguments.count <= 2 else {
                context.errors.write("\(name): --generate-manual takes at most a date (YYYY-MM-DD)\n")
                return 2
            }
            context.output.write(ManualPage.page(for: self, date: arguments.count == 2 ? arguments[1] : ""))
            return 0
        default:
            break
        }
        guard let command = commands.first(where: { $0.configuration.name == first }) else {
            let hint = Suggestion.nearest(to: first, among: commands.map { $0.configuration.name })
            context.errors.write(
                "\(name): unknown command \(InputError.quoted(first.utf8))\(hint.map { "; did you mean \($0)?" } ?? "")\n"
            )
            context.errors.write("usage: \(name) <command> [options] [values]; `\(name) --help` lists the commands\n")
            return 2
        }
        return run(command, Array(arguments.dropFirst()), context: &context)
    }

    /// Runs `command`, or the subcommand named among `arguments` when it has subcommands.
    func run(_ command: any ParsableCommand.Type, _ arguments: [String], context: inout CLIContext) -> Int32 {
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
                let names = subcommands.map { $0.configuration.leafName }
                let got = arguments.first { !$0.hasPrefix("-") }
                let hint = got.flatMap { Suggestion.nearest(to: $0, among: names) }.map { "; did you mean \($0)?" }
                let message = got.map {
                    "unknown subcommand \(InputError.quoted($0.utf8)): expected \(names.joined(separator: ", "))"
                        + (hint ?? "")
                }
                context.errors.write(
                    "\(name) \(command.configuration.name): \(message ?? "expected a subcommand: \(names.joined(separator: ", "))")\n"
                )
                context.errors.write("usage: \(name) \(command.usageLine)\n")
                return 2
            }
        }
        return command.execute(arguments, program: name, context: &context)
    }
}

extension ParsableCommand {
    /// Parses the arguments into the command's options, validates, runs, and maps errors to the
    /// exit status; answers computed before an error are written first. Messages name `program`
    /// (default: the configuration's).
    public static func execute(_ arguments: [String], program: String? = nil, context: inout CLIContext) -> Int32 {
        typealias Command = Self
        let programName = program ?? Command.configuration.program
        let name = "\(programName) \(Command.configuration.name)"
        do {
            switch try Command.parse(arguments) {
            case .help:
                context.output.write(Command.helpText(program: programName))
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
            context.output.flush()
            switch error {
            case .input(let inputError):
                context.errors.write("\(name): \(inputError)\n")
            case .usage(let message):
                context.errors.write("\(name): \(message)\nusage: \(programName) \(Command.usageLine)\n")
            case .value(let message), .failure(let message):
                context.errors.write("\(name): \(message)\n")
            }
            return error.exitStatus
        }
    }
}
