/// A set of options that can stand alone or be reused by commands through ``OptionGroup``
/// (`--progress`/`--no-progress`, `--threads`): its options are its ``Option``, ``Flag``,
/// ``Values`` and ``OptionList`` properties, which declare themselves as the type is initialised,
/// so each is declared once.
public protocol ParsableArguments {
    init()
}

/// One command of a program such as `algo` or `algo-bench`, declared once: a struct whose
/// properties are its options, with a validate step and run. Help, usage, completion scripts and
/// usage errors all come from that one declaration, in the shape of swift-argument-parser
/// (without the dependency).
///
///     struct Greet: ParsableCommand {
///         static let configuration = CommandConfiguration(name: "greet", summary: "says hello")
///         @Values("NAME", count: 1...1) var names: [String]
///         @Option("times", value: "N", help: "how often", in: 1...9) var times = 1
///         func run(context: inout CLIContext) throws(CLIError) { … }
///     }
///
/// Rules: `--name value` and `--name=value`, before or after the values; `--` ends the options;
/// `-h`/`--help` asks for help; any other token, even one starting with `-` (`-1`, `-2.5e-3`, `-i`,
/// `-2...2`), is a value. An option the command does not declare is a usage error (exit 2), with
/// the nearest declared name suggested, so an option that means nothing to a command is never
/// ignored.
///
/// The property wrappers keep their values in shared boxes (that is how the parser, which holds
/// each wrapper's declaration, can fill them in): a copy of a parsed command shares its options.
public protocol ParsableCommand: ParsableArguments {
    static var configuration: CommandConfiguration { get }
    /// Checks what the options cannot say alone (combinations, parsed values); runs after parsing.
    mutating func validate() throws(CLIError)
    /// Runs with the parsed options; writes answers to `context.output`.
    mutating func run(context: inout CLIContext) throws(CLIError)
}

extension ParsableCommand {
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
    /// The words after the program's name, such as `dslr` or `sieve count`.
    public var name: String
    /// One line for the command list.
    public var summary: String
    /// Paragraphs for `--help`: input format, examples.
    public var discussion: String
    /// For a command such as `sieve`, whose work is done by `sieve count`, `sieve list`, ….
    public var subcommands: [any ParsableCommand.Type]
    /// The executable the command belongs to, which its messages name: `algo` or `algo-bench`.
    public var program: String

    public init(
        name: String, summary: String, discussion: String = "", subcommands: [any ParsableCommand.Type] = [],
        program: String = "algo"
    ) {
        self.program = program
        self.name = name
        self.summary = summary
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
