/// The small argument parser that every `algo` subcommand shares.
///
/// Rules (see DESIGN.md, "The command line"):
/// - `--name value` and `--name=value`; options may stand before or after the values;
/// - `--` ends the options: everything after it is a value;
/// - `-h` and `--help` ask for help;
/// - any other token, even one that starts with `-` (`-1`, `-2.5e-3`, `-i`, `-2...2`), is a value,
///   for the command to parse; only `--`-tokens can be unknown options.
///
///     let spec = CommandSpec(name: "sieve count", summary: "…", usage: "…",
///                            options: [OptionSpec("threads", value: "T", help: "…")])
///     try parseArguments(["1e9", "--threads", "1"], spec: spec).values   // ["1e9"]
public struct OptionSpec: Sendable {
    /// The name without its dashes.
    public var name: String
    /// The value's placeholder in help, or nil for a flag that takes no value.
    public var valueName: String?
    /// One line of help.
    public var help: String

    public init(_ name: String, value valueName: String? = nil, help: String) {
        self.name = name
        self.valueName = valueName
        self.help = help
    }
}

/// What a subcommand accepts, and its help text.
public struct CommandSpec: Sendable {
    /// The words after `algo`, such as `dslr` or `sieve count`.
    public var name: String
    /// One line for the command list.
    public var summary: String
    /// The usage line after `usage: algo `.
    public var usage: String
    /// The options besides `--help`.
    public var options: [OptionSpec]
    /// Paragraphs for `--help`: input format, examples.
    public var discussion: String

    public init(name: String, summary: String, usage: String, options: [OptionSpec] = [], discussion: String = "") {
        self.name = name
        self.summary = summary
        self.usage = usage
        self.options = options
        self.discussion = discussion
    }

    /// The full `--help` text.
    public var helpText: String {
        var text = "usage: algo \(usage)\n\n\(summary)\n"
        if !discussion.isEmpty { text += "\n\(discussion)\n" }
        text += "\noptions:\n"
        let rows =
            options.map { option in
                ("--\(option.name)" + (option.valueName.map { " \($0)" } ?? ""), option.help)
            } + [("-h, --help", "show this help")]
        let width = rows.map(\.0.count).max() ?? 0
        for (left, right) in rows {
            text += "  " + left + String(repeating: " ", count: width - left.count + 2) + right + "\n"
        }
        return text
    }
}

/// The values and options found on a command line.
public struct ParsedArguments: Sendable, Equatable {
    /// The values, in order.
    public var values: [String] = []
    /// Each given option's value (flags map to ""); the last one given wins.
    public var options: [String: String] = [:]
    /// Whether `-h` or `--help` was given.
    public var helpRequested = false

    public init() {}

    /// Whether the option was given.
    public func has(_ name: String) -> Bool { options[name] != nil }
}

/// Splits a command line into values and options by the rules of ``OptionSpec``.
///
/// - Throws: ``CLIError/usage(_:)`` for an unknown option, a missing value, or a value given to a flag.
/// - Complexity: O(*a* · *o*), where *a* is the number of arguments and *o* of options.
public func parseArguments(_ arguments: [String], spec: CommandSpec) throws(CLIError) -> ParsedArguments {
    var parsed = ParsedArguments()
    var index = 0
    var optionsEnded = false
    while index < arguments.count {
        let argument = arguments[index]
        index += 1
        if optionsEnded || !argument.hasPrefix("-") || argument == "-" {
            parsed.values.append(argument)
            continue
        }
        if argument == "--" {
            optionsEnded = true
            continue
        }
        if argument == "-h" || argument == "--help" {
            parsed.helpRequested = true
            continue
        }
        guard argument.hasPrefix("--") else {
            parsed.values.append(argument)  // `-1`, `-i`: a value, checked by the command
            continue
        }
        let body = argument.dropFirst(2)
        let name: Substring
        var inlineValue: String?
        if let equals = body.firstIndex(of: "=") {
            name = body[..<equals]
            inlineValue = String(body[body.index(after: equals)...])
        } else {
            name = body
        }
        guard let option = spec.options.first(where: { $0.name == name }) else {
            throw .usage("unknown option --\(name)")
        }
        if option.valueName == nil {
            if inlineValue != nil { throw .usage("--\(name) takes no value") }
            parsed.options[option.name] = ""
        } else if let inlineValue {
            parsed.options[option.name] = inlineValue
        } else if index < arguments.count {
            parsed.options[option.name] = arguments[index]
            index += 1
        } else {
            throw .usage("--\(name) needs a value (\(option.valueName!))")
        }
    }
    return parsed
}
