import SolverIO

/// The result of parsing a command line for one command.
public enum ParseOutcome<Command> {
    case command(Command)
    case help
}

extension ParsableCommand {
    /// Parses `arguments` into a new command and validates it.
    ///
    ///     try Greet.parse(["Ada", "--times=2"])   // .command(Greet(names: ["Ada"], times: 2))
    ///
    /// - Throws: ``CLIError/usage(_:)`` for an unknown option (naming the nearest declared one), a
    ///   missing value, a value given to a flag, or the wrong number of values; whatever an
    ///   option's parser or ``validate()`` throws.
    /// - Complexity: O(*a* · *o*), where *a* is the number of arguments and *o* of options.
    public static func parse(_ arguments: [String]) throws(CLIError) -> ParseOutcome<Self> {
        var (command, declared) = makeDeclared()
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
            guard let option = declared.first(where: { $0.name == name && !$0.isValues }) else {
                let names = declared.filter { !$0.isValues }.map(\.name) + ["help"]
                let hint = Suggestion.nearest(to: name, among: names).map { "; did you mean --\($0)?" } ?? ""
                throw .usage("unknown option --\(name)\(hint)")
            }
            var text = ""
            switch option.kind {
            case .flag:
                if inlineValue != nil { throw .usage("--\(name) takes no value") }
            case .option(let valueName), .repeated(let valueName):
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
        for name in order {
            try declared.first { $0.name == name }!.assign(given[name]!)
        }
        if let list = declared.first(where: \.isValues), case .values(let count) = list.kind {
            guard count.contains(values.count) else {
                throw .usage("expected \(list.name), got \(values.count) value\(values.count == 1 ? "" : "s")")
            }
            try list.assign(values)
        } else if let first = values.first {
            throw .usage("\(configuration.name) takes no values, got \(InputError.quoted(first.utf8))")
        }
        try command.validate()
        return .command(command)
    }
}

extension ArgumentDeclaration {
    var isValues: Bool {
        if case .values = kind { return true }
        return false
    }
}
