import Testing

@testable import AlgoCLI

/// The examples in every `--help` must do what their comments say: `algo sieve list 0 100
/// --tuples 6 # (7, 11, 13, 17, 19, 23) and (97, …, 113)` printed only the first, since 113 > 100.
@Suite struct HelpExampleTests {
    /// An example line of a help text: its arguments, its stdin (from `echo '…' |`) and its comment.
    struct Example: CustomStringConvertible {
        var arguments: [String]
        var stdin: String
        var comment: String
        var description: String { "algo \(arguments.joined(separator: " "))" }
    }

    /// Examples that write files, run other programs, or take minutes (π near 2^64), left out.
    static let skipped = [">", "--plot", " -- ", "425656284035217744", "--verbose", "--method siqs"]

    /// Every `algo …  # comment` line of every command's and subcommand's help.
    static func examples() -> [Example] {
        var helps: [String] = []
        for command in AlgoMain.program.commands {
            let name = command.configuration.name
            helps.append(runAlgo([name, "--help"]).stdout)
            for subcommand in command.configuration.subcommands {
                let words = subcommand.configuration.name.split(separator: " ").map(String.init)
                helps.append(runAlgo(words + ["--help"]).stdout)
            }
        }
        var examples: [Example] = []
        for line in helps.joined(separator: "\n").split(separator: "\n") {
            let text = line.trimmingPrefix(while: { $0 == " " })
            guard let hash = text.firstIndex(of: "#"), !skipped.contains(where: { text.contains($0) }) else { continue }
            var command = String(text[..<hash])
            var stdin = ""
            if command.hasPrefix("echo '"), let close = command.dropFirst(6).firstIndex(of: "'") {
                stdin = String(command[command.index(command.startIndex, offsetBy: 6)..<close]) + "\n"
                command = String(command[close...].drop(while: { $0 != "|" }).dropFirst())
            }
            let words = Self.shellWords(command)
            guard words.first == "algo" else { continue }
            examples.append(
                Example(arguments: Array(words.dropFirst()), stdin: stdin, comment: String(text[hash...].dropFirst())))
        }
        return examples
    }

    /// The words of a command line as a shell splits them: at spaces, except inside double quotes,
    /// which are removed (`algo pi "2^40 + 1"` is two words after algo).
    static func shellWords(_ line: String) -> [String] {
        var words: [String] = []
        var word = ""
        var quoted = false
        var started = false
        for character in line {
            if character == "\"" {
                quoted.toggle()
                started = true
            } else if character == " " && !quoted {
                if started { words.append(word) }
                word = ""
                started = false
            } else {
                word.append(character)
                started = true
            }
        }
        if started { words.append(word) }
        return words
    }

    @Test("shell words: quotes keep blanks in one word")
    func shellWordSplitting() {
        #expect(Self.shellWords(#"algo pi "2^40 + 1"  --threads 2"#) == ["algo", "pi", "2^40 + 1", "--threads", "2"])
        #expect(Self.shellWords(#"algo x """#) == ["algo", "x", ""])
    }

    @Test("every commented example runs and prints every number of two or more digits its comment names")
    func commentedExamples() {
        let examples = Self.examples()
        #expect(examples.count >= 15)  // the parse found them
        for example in examples {
            let result = runAlgo(example.arguments, stdin: example.stdin)
            #expect(result.status == 0, "\(example)")
            let numbers = example.comment.split(whereSeparator: { !$0.isNumber }).filter { $0.count >= 2 }
            for number in numbers {
                #expect(result.stdout.contains(number), "\(example): \(number) is not in its output")
            }
        }
    }
}
