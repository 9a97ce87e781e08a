import Testing

@testable import CommandLineKit

/// A program of commands: dispatch, version, help, and "did you mean".
@Suite struct ProgramTests {
    static let program = CommandProgram(
        name: "demo-tool", version: "9.8.7", summary: "a demo tool", commands: [DemoCommand.self])

    static func run(_ arguments: [String]) -> (status: Int32, stdout: String, stderr: String) {
        var context = CLIContext.memory()
        let status = program.run(arguments, context: &context)
        context.flush()
        return (status, context.output.text, context.errors.text)
    }

    @Test("-V and --version print the version")
    func version() {
        for flag in ["-V", "--version"] {
            let result = Self.run([flag])
            #expect(result.status == 0 && result.stdout == "demo-tool 9.8.7\n")
        }
    }

    @Test("a mistyped command gets the nearest one suggested, exit 2")
    func didYouMean() {
        let result = Self.run(["dmeo"])
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("demo-tool: unknown command \"dmeo\"; did you mean demo?\n"))
        let far = Self.run(["zzzzzz"])
        #expect(far.status == 2 && !far.stderr.contains("did you mean"))
    }

    @Test("a command's usage error names the command and prints its usage line")
    func usageError() {
        let result = Self.run(["demo", "--thread", "2"])
        #expect(result.status == 2)
        #expect(
            result.stderr
                == "demo-tool demo: unknown option --thread; did you mean --threads?\nusage: demo-tool demo VALUES "
                + "[--threads T] [--mode M] [--quiet] [--tag TAG]... [--progress] [--no-progress]\n")
    }

    @Test("the suggestion is the unique nearest within a third of the word's length")
    func suggestion() {
        #expect(Suggestion.nearest(to: "sive", among: ["sieve", "pi", "judge"]) == "sieve")
        #expect(Suggestion.nearest(to: "metod", among: ["method", "threads"]) == "method")
        #expect(Suggestion.nearest(to: "x", among: ["sieve"]) == nil)
        // Two equally near: no guess.
        #expect(Suggestion.nearest(to: "ab", among: ["ac", "ad"]) == nil)
        // Transpositions count once (optimal string alignment).
        #expect(Suggestion.distance("thraeds", "threads") == 1)
        #expect(Suggestion.distance("", "abc") == 3)
    }
}
