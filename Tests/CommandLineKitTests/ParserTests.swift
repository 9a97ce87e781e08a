import CommandLineKit
import Testing

/// A command declared the way every `algo` command is: its options are its properties.
struct DemoCommand: ParsableCommand {
    enum Mode: String, CaseIterable {
        case fast, slow
    }

    static let configuration = CommandConfiguration(name: "demo", summary: "a demo")
    @Values("VALUES", count: 0...3) var values: [String]
    @Option("threads", value: "T", help: "threads", in: 1...64) var threads = 1
    @Option("mode", value: "M", help: "fast or slow", parse: Parse.choice(Mode.self, option: "mode")) var mode: Mode?
    @Flag("quiet", help: "be quiet") var quiet = false
    @OptionList("tag", value: "TAG", help: "a tag; may repeat") var tags: [String]
    @OptionGroup var progress: ProgressOptions

    func validate() throws(CLIError) {
        if values.contains("forbidden") { throw .value("forbidden is forbidden") }
    }
}

@Suite struct ParserTests {
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
        let defaults = try Self.parsed([])
        #expect(defaults.mode == nil && defaults.threads == 1 && !defaults.quiet && defaults.tags.isEmpty)
    }

    @Test("each parse starts from the declared defaults (no value leaks from one parse to the next)")
    func freshDefaults() throws {
        _ = try Self.parsed(["--threads", "9", "--tag", "a", "--progress"])
        let second = try Self.parsed([])
        #expect(second.threads == 1 && second.tags.isEmpty && !second.progress.progress)
    }

    @Test("a repeatable option keeps every value in order; a group's options parse into the group")
    func repeatedAndGroups() throws {
        let command = try Self.parsed(["--tag", "a", "--tag=b", "--no-progress", "--tag", "c"])
        #expect(command.tags == ["a", "b", "c"])
        #expect(command.progress.noProgress && !command.progress.progress)
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

    @Test("help flags, and help and usage from the one declaration, groups included")
    func help() throws {
        for arguments in [["x", "-h"], ["--help"], ["--threads", "0", "--help"]] {
            guard case .help = try DemoCommand.parse(arguments) else {
                Issue.record("\(arguments) did not ask for help")
                continue
            }
        }
        #expect(DemoCommand.helpText.contains("--threads T"))
        #expect(DemoCommand.helpText.contains("--no-progress"))
        #expect(
            DemoCommand.usageLine
                == "demo VALUES [--threads T] [--mode M] [--quiet] [--tag TAG]... [--progress] [--no-progress]")
    }

    @Test(
        "usage and value errors, with the nearest option suggested",
        arguments: [
            (["--nope"], CLIError.usage("unknown option --nope")),
            (["--thraeds", "2"], .usage("unknown option --thraeds; did you mean --threads?")),
            (["--mod", "fast"], .usage("unknown option --mod; did you mean --mode?")),
            (["--threads"], .usage("--threads needs a value (T)")),
            (["--quiet=1"], .usage("--quiet takes no value")),
            (["--threads", "0"], .value("--threads must be an integer in 1...64, got \"0\"")),
            (["--threads", "x"], .value("--threads must be an integer in 1...64, got \"x\"")),
            (["--mode", "medium"], .usage("--mode must be fast or slow, got \"medium\"")),
            (["1", "2", "3", "4"], .usage("expected VALUES, got 4 values")),
            (["forbidden"], .value("forbidden is forbidden")),
        ])
    func errors(arguments: [String], error: CLIError) {
        #expect(throws: error) { try DemoCommand.parse(arguments) }
    }
}
