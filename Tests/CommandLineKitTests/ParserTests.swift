import AlgoCLI
import Testing

/// A command declared the way every `algo` command is: typed fields bound to options.
struct DemoCommand: ParsableCommand {
    enum Mode: String, CaseIterable {
        case fast, slow
    }

    static let configuration = CommandConfiguration(name: "demo", summary: "a demo")
    static var arguments: [CommandArgument<Self>] {
        [
            .values("VALUES", \.values),
            .option(
                "threads", \.threads, value: "T", help: "threads", parse: Parse.integer(in: 1...64, option: "threads")),
            .option("mode", \.mode, value: "M", help: "fast or slow", parse: Parse.choice(Mode.self, option: "mode")),
            .flag("quiet", \.quiet, help: "be quiet"),
        ]
    }

    var values: [String] = []
    var threads = 1
    var mode: Mode?
    var quiet = false

    mutating func validate() throws(CLIError) {
        if values.count > 3 { throw .usage("at most three values") }
    }
}

@Suite struct ArgumentParserTests {
    static func parsed(_ arguments: [String]) throws -> DemoCommand {
        guard case .command(let command) = try DemoCommand.parse(arguments) else {
            Issue.record("help instead of a command")
            return DemoCommand()
        }
        return command
    }

    @Test("options before and after values, both spellings, typed; the last one wins")
    func placement() throws {
        let command = try Self.parsed(["1e9", "--threads", "2^3", "--quiet", "2", "--threads=3", "--mode=slow"])
        #expect(command.values == ["1e9", "2"])
        #expect(command.threads == 3)
        #expect(command.quiet && command.mode == .slow)
        #expect(try Self.parsed([]).mode == nil)
    }

    @Test("values that start with '-' stay values")
    func negativeValues() throws {
        let command = try Self.parsed(["-i", "-1/3", "-2.5e-3"])
        #expect(command.values == ["-i", "-1/3", "-2.5e-3"])
    }

    @Test("-- ends the options")
    func doubleDash() throws {
        #expect(try Self.parsed(["--", "--threads", "-h"]).values == ["--threads", "-h"])
    }

    @Test("help flags, and help text from the declaration")
    func help() throws {
        for arguments in [["x", "-h"], ["--help"], ["--threads", "0", "--help"]] {
            guard case .help = try DemoCommand.parse(arguments) else {
                Issue.record("\(arguments) did not ask for help")
                continue
            }
        }
        #expect(DemoCommand.helpText.contains("--threads T"))
        #expect(DemoCommand.helpText.contains("--quiet"))
        #expect(DemoCommand.usageLine == "demo VALUES [--threads T] [--mode M] [--quiet]")
    }

    @Test(
        "usage and value errors",
        arguments: [
            (["--nope"], CLIError.usage("unknown option --nope")),
            (["--threads"], .usage("--threads needs a value (T)")),
            (["--quiet=1"], .usage("--quiet takes no value")),
            (["--threads", "0"], .value("--threads must be an integer in 1...64, got \"0\"")),
            (["--threads", "x"], .value("--threads must be an integer in 1...64, got \"x\"")),
            (["--mode", "medium"], .usage("--mode must be fast or slow, got \"medium\"")),
            (["1", "2", "3", "4"], .usage("at most three values")),
        ])
    func errors(arguments: [String], error: CLIError) {
        #expect(throws: error) { try DemoCommand.parse(arguments) }
    }
}
