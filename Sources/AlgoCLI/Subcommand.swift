/// One `algo` subcommand: its spec, and a thin call into its module.
public protocol Subcommand: Sendable {
    /// The command's name, options and help.
    static var spec: CommandSpec { get }
    /// Runs with parsed arguments; writes answers to `context.output`.
    static func run(_ arguments: ParsedArguments, context: inout CLIContext) throws(CLIError)
}
