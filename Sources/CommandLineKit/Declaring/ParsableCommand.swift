import SolverIO

/// One `algo` command, declared once: a struct of typed option fields, the list that binds each
/// option to its field, a validate step, and run. Help, completion scripts and usage errors all
/// come from that one declaration, in the shape of swift-argument-parser (without the dependency).
///
///     struct Greet: ParsableCommand {
///         static let configuration = CommandConfiguration(name: "greet", summary: "says hello")
///         static var arguments: [CommandArgument<Greet>] {
///             [.option("times", \.times, value: "N", help: "how often", parse: Parse.integer(in: 1...9))]
///         }
///         var times = 1
///         func run(context: inout CLIContext) throws(CLIError) { … }
///     }
///
/// Rules (DESIGN.md, "The command line"): `--name value` and `--name=value`, before or after the
/// values; `--` ends the options; `-h`/`--help` asks for help; any other token, even one starting
/// with `-` (`-1`, `-2.5e-3`, `-i`, `-2...2`), is a value. An option the command does not declare
/// is a usage error (exit 2), so an option that means nothing to a command is never ignored.
public protocol ParsableCommand {
    static var configuration: CommandConfiguration { get }
    /// Every option, flag and value list of the command, bound to its fields.
    static var arguments: [CommandArgument<Self>] { get }
    init()
    /// Checks what the fields cannot say alone (how many values, combinations); runs after parsing.
    mutating func validate() throws(CLIError)
    /// Runs with the parsed fields; writes answers to `context.output`.
    mutating func run(context: inout CLIContext) throws(CLIError)
    /// Parses, validates and runs, mapping errors to the exit status (``AlgoMain`` calls it; the
    /// default implementation is the only one).
    static func execute(_ arguments: [String], context: inout CLIContext) -> Int32
}

extension ParsableCommand {
    public static var arguments: [CommandArgument<Self>] { [] }
    public mutating func validate() throws(CLIError) {}
    public mutating func run(context: inout CLIContext) throws(CLIError) {
        throw .usage(
            "expected a subcommand: "
                + Self.configuration.subcommands.map { $0.configuration.leafName }.joined(separator: ", "))
    }
}

/// A command's name, help texts, and subcommands.
///
/// `@unchecked Sendable`: it holds strings and metatypes, neither of which can change.
public struct CommandConfiguration: @unchecked Sendable {
    /// The words after `algo`, such as `dslr` or `sieve count`.
    public var name: String
    /// One line for the command list.
    public var summary: String
    /// The usage line after `usage: algo ` (or the program's name); derived from the arguments
    /// when empty.
    public var usage: String
    /// Paragraphs for `--help`: input format, examples.
    public var discussion: String
    /// For a command such as `sieve`, whose work is done by `sieve count`, `sieve list`, ….
    public var subcommands: [any ParsableCommand.Type]
    /// The executable the command belongs to, which its messages name: `algo`, or `algo-bench`
    /// for the harness's commands.
    public var program: String

    public init(
        name: String, summary: String, usage: String = "", discussion: String = "",
        subcommands: [any ParsableCommand.Type] = [], program: String = "algo"
    ) {
        self.program = program
        self.name = name
        self.summary = summary
        self.usage = usage
        self.discussion = discussion
        self.subcommands = subcommands
    }

    /// The last word of the name: `count` for `sieve count`.
    public var leafName: String { String(name.split(separator: " ").last ?? Substring(name)) }
}

/// What a shell may complete an option's value with.
public enum Completion: Equatable, Sendable {
    case none
    case file
    case choices([String])
}

/// One option, flag or value list of a command, bound to a field of `Command`.
public struct CommandArgument<Command> {
    public enum Kind: Equatable {
        /// `--name VALUE`.
        case option(valueName: String)
        /// `--name`, no value.
        case flag
        /// The values, in order.
        case values
    }

    /// The name without dashes; for `.values`, the placeholder in usage (`N`, `LO HI`).
    public var name: String
    public var kind: Kind
    public var help: String
    public var completion: Completion
    let assign: (inout Command, [String]) throws(CLIError) -> Void

    /// An option with a value, parsed by `parse` into the field; the last one given wins.
    public static func option<Value>(
        _ name: String, _ field: WritableKeyPath<Command, Value>, value: String, help: String,
        completion: Completion = .none, parse: @escaping (String) throws(CLIError) -> Value
    ) -> Self {
        Self(name: name, kind: .option(valueName: value), help: help, completion: completion) {
            command, texts throws(CLIError) in
            command[keyPath: field] = try parse(texts.last!)
        }
    }

    /// An option with a value into an optional field (nil when not given).
    public static func option<Value>(
        _ name: String, _ field: WritableKeyPath<Command, Value?>, value: String, help: String,
        completion: Completion = .none, parse: @escaping (String) throws(CLIError) -> Value
    ) -> Self {
        Self(name: name, kind: .option(valueName: value), help: help, completion: completion) {
            command, texts throws(CLIError) in
            command[keyPath: field] = try parse(texts.last!)
        }
    }

    /// An option that may be given more than once: every value, in order.
    public static func repeatedOption(
        _ name: String, _ field: WritableKeyPath<Command, [String]>, value: String, help: String,
        completion: Completion = .none
    ) -> Self {
        Self(name: name, kind: .option(valueName: value), help: help, completion: completion) { command, texts in
            command[keyPath: field] = texts
        }
    }

    /// A switch: true when given.
    public static func flag(_ name: String, _ field: WritableKeyPath<Command, Bool>, help: String) -> Self {
        Self(name: name, kind: .flag, help: help, completion: .none) { command, _ in command[keyPath: field] = true }
    }

    /// The values (every token that is not an option), as text; the command's validate step
    /// checks how many and parses them.
    public static func values(_ placeholder: String, _ field: WritableKeyPath<Command, [String]>, help: String = "")
        -> Self
    {
        Self(name: placeholder, kind: .values, help: help, completion: .none) { command, texts in
            command[keyPath: field] = texts
        }
    }
}

/// The result of parsing a command line for one command.
public enum ParseOutcome<Command> {
    case command(Command)
    case help
}

extension ParsableCommand {
    /// Parses `arguments` into a new command and validates it.
    ///
    /// - Throws: ``CLIError/usage(_:)`` for an unknown option, a missing value, a value given to a
    ///   flag, or values given to a command that takes none; whatever a field's parser or
    ///   ``validate()`` throws.
    /// - Complexity: O(*a* · *o*), where *a* is the number of arguments and *o* of options.
    public static func parse(_ arguments: [String]) throws(CLIError) -> ParseOutcome<Self> {
        let declared = Self.arguments
        var given: [String: [String]] = [:]
        var order: [String] = []
        var values: [String] = []
        var index = 0
        var optionsEnded = false
        var helpRequested = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if optionsEnded || !argument.hasPrefix("--") {
                if !optionsEnded && argument == "-h" {
                    helpRequested = true
                } else {
                    values.append(argument)  // `-1`, `-i`, `-`: values, checked by the command
                }
                continue
            }
            if argument == "--" {
                optionsEnded = true
                continue
            }
            if argument == "--help" {
                helpRequested = true
                continue
            }
            let body = argument.dropFirst(2)
            var name = String(body)
            var inlineValue: String?
            if let equals = body.firstIndex(of: "=") {
                name = String(body[..<equals])
                inlineValue = String(body[body.index(after: equals)...])
            }
            guard let option = declared.first(where: { $0.name == name && $0.kind != .values }) else {
                throw .usage("unknown option --\(name)")
            }
            var text = ""
            switch option.kind {
            case .flag:
                if inlineValue != nil { throw .usage("--\(name) takes no value") }
            case .option(let valueName):
                if let inlineValue {
                    text = inlineValue
                } else if index < arguments.count {
                    text = arguments[index]
                    index += 1
                } else {
                    throw .usage("--\(name) needs a value (\(valueName))")
                }
            case .values:
                break
            }
            if given[name] == nil { order.append(name) }
            given[name, default: []].append(text)
        }
        if helpRequested { return .help }
        var command = Self()
        for name in order {
            let option = declared.first { $0.name == name }!
            try option.assign(&command, given[name]!)
        }
        if let list = declared.first(where: { $0.kind == .values }) {
            try list.assign(&command, values)
        } else if let first = values.first {
            throw .usage("\(configuration.name) takes no values, got \(InputError.quoted(first.utf8))")
        }
        try command.validate()
        return .command(command)
    }

    /// The full `--help` text.
    public static var helpText: String {
        let configuration = Self.configuration
        var text = "usage: \(configuration.program) \(usageLine)\n\n\(configuration.summary)\n"
        if !configuration.discussion.isEmpty { text += "\n\(configuration.discussion)\n" }
        if !configuration.subcommands.isEmpty {
            text += "\nsubcommands (\(configuration.program) \(configuration.name) <subcommand> --help for each):\n"
            text += table(configuration.subcommands.map { ($0.configuration.leafName, $0.configuration.summary) })
        }
        text += "\noptions:\n"
        let rows =
            arguments.compactMap { argument -> (String, String)? in
                switch argument.kind {
                case .option(let valueName): ("--\(argument.name) \(valueName)", argument.help)
                case .flag: ("--\(argument.name)", argument.help)
                case .values: nil
                }
            } + [("-h, --help", "show this help")]
        return text + table(rows)
    }

    /// `sieve count N [--threads T] …`: the configured usage, or one derived from the arguments.
    public static var usageLine: String {
        let configuration = Self.configuration
        if !configuration.usage.isEmpty { return configuration.usage }
        if !configuration.subcommands.isEmpty {
            return "\(configuration.name) <"
                + configuration.subcommands.map { $0.configuration.leafName }.joined(separator: "|")
                + "> …"
        }
        var words = [configuration.name]
        for argument in arguments {
            switch argument.kind {
            case .values: words.append(argument.name)
            case .option(let valueName): words.append("[--\(argument.name) \(valueName)]")
            case .flag: words.append("[--\(argument.name)]")
            }
        }
        return words.joined(separator: " ")
    }
}

/// Two aligned columns, indented by two spaces.
public func table(_ rows: [(String, String)]) -> String {
    let width = rows.map(\.0.count).max() ?? 0
    return rows.map { left, right in
        "  " + left + String(repeating: " ", count: width - left.count + 2) + right + "\n"
    }.joined()
}
