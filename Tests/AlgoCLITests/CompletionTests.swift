import Testing

@testable import AlgoCLI
@testable import CommandLineKit

@Suite struct CompletionTests {
    @Test("completion scripts come from the declarations: commands, subcommands, options and choices")
    func scripts() throws {
        let bash = runAlgo(["--generate-completion-script", "bash"])
        #expect(bash.status == 0)
        #expect(bash.stdout.contains("complete -F _algo algo"))
        #expect(bash.stdout.contains("\"sieve count\")"))
        #expect(bash.stdout.contains("--method) COMPREPLY=($(compgen -W \"wheel segmented odd classic\""))
        #expect(bash.stdout.contains("--plot) COMPREPLY=($(compgen -f"))
        let zsh = runAlgo(["--generate-completion-script", "zsh"])
        #expect(zsh.stdout.hasPrefix("#compdef algo\n") && zsh.stdout.contains("bashcompinit"))
        let fish = runAlgo(["--generate-completion-script", "fish"])
        #expect(fish.stdout.contains("complete -c algo -n __fish_use_subcommand -a sieve"))
        #expect(fish.stdout.contains("-l method"))
        #expect(runAlgo(["--generate-completion-script", "tcsh"]).status == 2)
    }

    @Test("every option of every command is in the bash script, and no subcommand's option leaks to another")
    func coverage() {
        let entries = CompletionScript.entries(AlgoMain.program.commands)
        #expect(entries.contains { $0.path == "sieve count" && $0.options.contains { $0.name == "--method" } })
        #expect(entries.contains { $0.path == "sieve list" && !$0.options.contains { $0.name == "--method" } })
        #expect(entries.contains { $0.path == "sieve" && $0.subcommands == ["count", "list", "nth", "classic"] })
    }
}
