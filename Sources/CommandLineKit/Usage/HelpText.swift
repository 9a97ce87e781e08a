extension ParsableCommand {
    /// Every argument this command declares.
    public static var declarations: [ArgumentDeclaration] { makeDeclared().1 }

    /// The full `--help` text: usage, summary, discussion, subcommands, options.
    public static var helpText: String { helpText(program: configuration.program) }

    /// The `--help` text, naming `program`.
    public static func helpText(program: String) -> String {
        let configuration = Self.configuration
        var text = "usage: \(program) \(usageLine)\n\n\(configuration.summary)\n"
        if !configuration.discussion.isEmpty { text += "\n\(configuration.discussion)\n" }
        if !configuration.subcommands.isEmpty {
            text += "\nsubcommands (\(program) \(configuration.name) <subcommand> --help for each):\n"
            text += table(configuration.subcommands.map { ($0.configuration.leafName, $0.configuration.summary) })
        }
        text += "\noptions:\n"
        let rows =
            declarations.filter { !$0.isValues }.map { ($0.usageWord, $0.help) } + [("-h, --help", "show this help")]
        return text + table(rows)
    }

    /// `sieve count N | LO HI [--threads T] …`: every value and option the command declares (for a
    /// command with subcommands, their names).
    public static var usageLine: String {
        let configuration = Self.configuration
        if !configuration.subcommands.isEmpty {
            return "\(configuration.name) <"
                + configuration.subcommands.map { $0.configuration.leafName }.joined(separator: "|") + "> …"
        }
        var words = [configuration.name]
        let declared = declarations
        let values = declared.first(where: \.isValues)
        // A command line after `--` (the judge's CMD) goes last; other values first, as typed.
        let valuesLast = values?.name.contains("--") ?? false
        if let values, !valuesLast { words.append(values.name) }
        for argument in declared where !argument.isValues {
            if case .repeated = argument.kind {
                words.append("[\(argument.usageWord)]...")
            } else {
                words.append("[\(argument.usageWord)]")
            }
        }
        if let values, valuesLast { words.append(values.name) }
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
