import AlgoCLI
import Testing

@Suite struct ArgumentParserTests {
    static let spec = CommandSpec(
        name: "demo", summary: "a demo", usage: "demo [--threads T] [--quiet] VALUES",
        options: [OptionSpec("threads", value: "T", help: "threads"), OptionSpec("quiet", help: "be quiet")])

    @Test("options before and after values, both spellings")
    func placement() throws {
        let parsed = try parseArguments(["1e9", "--threads", "1", "--quiet", "2", "--threads=3"], spec: Self.spec)
        #expect(parsed.values == ["1e9", "2"])
        #expect(parsed.options["threads"] == "3")
        #expect(parsed.has("quiet"))
    }

    @Test("values that start with '-' stay values")
    func negativeValues() throws {
        let parsed = try parseArguments(["-i", "-1/3", "--threads", "-2...2", "-2.5e-3", "-"], spec: Self.spec)
        #expect(parsed.values == ["-i", "-1/3", "-2.5e-3", "-"])
        #expect(parsed.options["threads"] == "-2...2")
    }

    @Test("-- ends the options")
    func doubleDash() throws {
        let parsed = try parseArguments(["--", "--threads", "-h"], spec: Self.spec)
        #expect(parsed.values == ["--threads", "-h"])
        #expect(!parsed.helpRequested)
    }

    @Test("help flags")
    func help() throws {
        #expect(try parseArguments(["x", "-h"], spec: Self.spec).helpRequested)
        #expect(try parseArguments(["--help"], spec: Self.spec).helpRequested)
        #expect(Self.spec.helpText.contains("--threads T"))
    }

    @Test(
        "usage errors",
        arguments: [
            (["--nope"], "unknown option --nope"),
            (["--threads"], "--threads needs a value (T)"),
            (["--quiet=1"], "--quiet takes no value"),
        ])
    func errors(arguments: [String], message: String) {
        #expect(throws: CLIError.usage(message)) { try parseArguments(arguments, spec: Self.spec) }
    }
}
