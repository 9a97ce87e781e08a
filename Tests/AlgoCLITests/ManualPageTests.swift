import Testing
import _TestSupport

@testable import AlgoCLI
@testable import CommandLineKit

/// `algo --generate-manual`, read back by groff, the renderer `man` uses: no warning, and every
/// command and option of the declarations on the rendered page.
@Suite struct ManualPageTests {
    static let groff = commandOutput("command -v groff")?.isEmpty == false

    /// The page written to a file, and groff's exit status and output for `arguments`.
    static func render(_ arguments: String) -> (status: Int32, stdout: String) {
        let page = ManualPage.page(for: AlgoMain.program, date: "2026-12-07")
        let path = temporaryDirectory("manual") + "/algo.1"
        #expect(writeTextFile(path, page))
        // `arguments` ends with the redirections: which of stdout and stderr comes back.
        return shellCommand("groff \(shellQuoted(path)) \(arguments)")
    }

    @Test(
        "groff renders the page for a UTF-8 terminal and for an ASCII one (man in the C locale) without a warning",
        .enabled(if: groff, "groff is not installed"), arguments: ["-Tutf8", "-Tascii"])
    func noWarnings(device: String) {
        let result = Self.render("-man -ww \(device) 2>&1 >/dev/null")
        #expect(result.status == 0 && result.stdout.isEmpty, "\(result.stdout)")
    }

    @Test(
        "the rendered page names every command and each of its options", .enabled(if: groff, "groff is not installed"))
    func everyOption() {
        let result = Self.render("-man -Tascii -P-cbou 2>/dev/null")
        #expect(result.status == 0)
        let text = result.stdout
        #expect(text.contains("ALGO(1)") && text.contains("EXIT STATUS"))
        for command in AlgoMain.program.commands {
            for declared in [command] + command.configuration.subcommands {
                #expect(text.contains("algo " + declared.configuration.name + "\n"), "\(declared.configuration.name)")
                for option in declared.declarations where !option.isValues {
                    #expect(text.contains("--" + option.name), "\(declared.configuration.name): --\(option.name)")
                }
            }
        }
    }

    @Test("roff's control characters and backslashes are made literal; other text passes")
    func escaping() {
        #expect(ManualPage.escape(".TH x\n'a\\b") == "\\&.TH x\n\\&'a\\eb")
        #expect(ManualPage.escape("a.b 'c'") == "a.b 'c'")
        #expect(ManualPage.escape("--x ≤ 2") == "\\-\\-x \\[u2264] 2")
    }

    @Test("--generate-manual takes at most a date")
    func usage() {
        let result = runAlgo(["--generate-manual", "2026-12-07", "extra"])
        #expect(result.status == 2 && result.stderr == "algo: --generate-manual takes at most a date (YYYY-MM-DD)\n")
        let page = runAlgo(["--generate-manual", "2026-12-07"])
        #expect(page.status == 0 && page.stdout.contains(".TH ALGO 1 \"2026-12-07\" \"algo 0.1.0\""))
    }
}
