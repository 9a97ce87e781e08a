import CommandLineKit
import Testing

@testable import AlgoCLI

@Suite struct SieveCommandTests {
    @Test("count, list, nth and classic answer with known values")
    func answers() {
        #expect(runAlgo(["sieve", "count", "1e6"]).stdout == "78498\n")
        #expect(runAlgo(["sieve", "count", "10^6", "--threads", "1"]).stdout == "78498\n")
        #expect(runAlgo(["sieve", "--threads=2", "count", "100", "200"]).stdout == "21\n")
        #expect(runAlgo(["sieve", "list", "90", "110"]).stdout == "97\n101\n103\n107\n109\n")
        #expect(runAlgo(["sieve", "list", "24", "28"]).stdout == "")
        #expect(runAlgo(["sieve", "nth", "1e6"]).stdout == "15485863\n")
        #expect(runAlgo(["sieve", "classic", "1e6"]).stdout == "78498\n")
        for method in ["odd", "segmented", "classic", "wheel"] {
            #expect(runAlgo(["sieve", "count", "1e6", "--method", method]).stdout == "78498\n")
        }
    }

    @Test(
        "bad values and usage exit 2 with one message",
        arguments: [
            ["sieve", "count", "2^64"], ["sieve", "count", "5", "3"], ["sieve", "count", "abc"],
            ["sieve", "count", "-1"], ["sieve", "nth", "0"], ["sieve", "count"], ["sieve"],
            ["sieve", "frobnicate", "1"],
            ["sieve", "count", "1e6", "--threads", "0"], ["sieve", "count", "1e6", "--method", "fast"],
            ["sieve", "classic", "2^40"], ["sieve", "count", "10", "20", "--method", "odd"],
            // An option that means nothing to a subcommand is an error, never ignored.
            ["sieve", "list", "1", "100", "--method", "odd"], ["sieve", "list", "1", "100", "--threads", "2"],
            ["sieve", "classic", "100", "--progress"],
        ])
    func errors(arguments: [String]) {
        let result = runAlgo(arguments)
        #expect(result.status == 2)
        #expect(result.stdout == "")
        #expect(result.stderr.hasPrefix("algo sieve"))
        #expect(result.stderr.split(separator: "\n").count <= 2)  // the message, and the usage line
    }

    @Test("list: --progress and --no-progress leave the list unchanged; --tuples counts take them too")
    func progressFlags() {
        for flag in ["--progress", "--no-progress"] {
            #expect(runAlgo(["sieve", "list", "90", "110", flag]).stdout == "97\n101\n103\n107\n109\n")
            #expect(
                runAlgo(["sieve", "list", "0", "200", "--tuples", "6", flag]).stdout
                    == "(7, 11, 13, 17, 19, 23)\n(97, 101, 103, 107, 109, 113)\n")
            #expect(runAlgo(["sieve", "count", "1000", "--tuples", "2", flag]).stdout == "35\n")  // OEIS A007508
        }
    }

    @Test("list shows its bar by default only when stderr is a terminal and stdout is not")
    func listBarDefault() {
        func bar(errors: Bool, output: Bool, _ options: ProgressOptions = ProgressOptions()) -> Bool {
            let context = CLIContext.memory(errorsIsTerminal: errors, outputIsTerminal: output)
            return ProgressBar.forCommand("list", options, context: context, streaming: true) != nil
        }
        #expect(bar(errors: true, output: false))
        #expect(!bar(errors: true, output: true))  // it would cut into the list
        #expect(!bar(errors: false, output: false))
        let forced = ProgressOptions()
        forced.progress = true
        #expect(bar(errors: false, output: true, forced))
        let silenced = ProgressOptions()
        silenced.noProgress = true
        #expect(!bar(errors: true, output: false, silenced))
    }

    @Test("help for the command and each subcommand")
    func help() {
        let parent = runAlgo(["sieve", "--help"])
        #expect(parent.status == 0 && parent.stdout.contains("count") && parent.stdout.contains("nth"))
        let count = runAlgo(["sieve", "count", "--help"])
        #expect(count.status == 0 && count.stdout.contains("--method M") && count.stdout.contains("--threads T"))
        #expect(!runAlgo(["sieve", "list", "--help"]).stdout.contains("--method"))
        #expect(runAlgo(["help", "sieve"]).stdout == parent.stdout)
    }
}

@Suite struct SieveTupletCommandTests {
    @Test("--tuples: primesieve's format and counts")
    func tuplets() {
        // primesieve 200 --print=6 prints these two lines.
        #expect(
            runAlgo(["sieve", "list", "0", "200", "--tuples", "6"]).stdout
                == "(7, 11, 13, 17, 19, 23)\n(97, 101, 103, 107, 109, 113)\n")
        #expect(runAlgo(["sieve", "count", "1000", "--tuples", "2"]).stdout == "35\n")  // OEIS A007508
        #expect(runAlgo(["sieve", "count", "7", "22", "--tuples", "6"]).stdout == "0\n")
        #expect(runAlgo(["sieve", "list", "90", "110", "--tuples", "1"]).stdout == "97\n101\n103\n107\n109\n")
    }

    @Test("K outside 1...6, text, or a baseline method: exit 2", arguments: ["0", "7", "x", "-1"])
    func badK(k: String) {
        let result = runAlgo(["sieve", "count", "100", "--tuples", k])
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("algo sieve count: --tuples must be an integer in 1...6"))
    }

    @Test("--tuples with --method odd: exit 2")
    func baseline() {
        #expect(runAlgo(["sieve", "count", "100", "--tuples", "2", "--method", "odd"]).status == 2)
    }
}
