import AlgoSupport
import CommandLineKit
import Judge

/// `algo stress`: a generator, a brute force and a solution, until they disagree.
struct StressCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        name: "stress",
        summary: "find an input where a solution and a brute force disagree, from your own generator",
        discussion: """
            Runs GEN with seeds S, S+1, … (as `GEN SEED`, or `GEN SEED SIZE` with --size), feeds
            each input to the brute force and to CMD, and compares their outputs token by token
            (case and spacing as the Kattis default validator: --float-tolerance for reals), or
            with --checker, run as `CHECKER input output answer` (exit 0 accepted, 1 or 2 wrong:
            testlib's and oj's convention). The first difference stops it: it prints the seed,
            the input and both outputs. With --size the difference is then shrunk: sizes 1, 2, 3,
            4, 6, 8, … up to the failing one, 20 seeds each, and the smallest size that fails is
            shown. A TLE, runtime error or memory overrun of CMD counts as a difference; one of
            the generator, the brute force or the checker stops the session (exit 2).

            GEN, BRUTE and CHECKER are command lines in one word each (quote them); a lone source
            file (C, C++, Python, Swift) is built once and cached, as CMD may be too. Every
            program runs in the judge's sandbox (algo judge --help).

            --json prints the report as one object: {"tests", "first_seed", "difference": null or
            {"seed", "size", "found_seed", "found_size", "shrink_runs", "input", "expected",
            "received", "verdict", "why"}, "slowest_solution", "slowest_brute"} (seconds of CPU).

            Exit status: 0 when no test differs, 1 on a difference, 2 on usage errors or a
            generator, brute force or checker that fails.

            example:
              algo stress --gen gen.py --brute brute.py --size 100 -- ./sol
              algo stress --gen "python3 gen.py" --brute brute.cc --tests 1000 --seed 7 -- python3 sol.py
              algo stress --gen gen.py --brute brute.py --checker check.py --float-tolerance 1e-6 -- ./sol
            """)

    @Values("-- CMD [ARGS...]", count: 0...Int.max) var values: [String]
    @Option(
        "gen", value: "GEN", help: "the generator: prints one input for the seed (and size) it is given",
        parse: Parse.text)
    var gen: String?
    @Option("brute", value: "BRUTE", help: "the brute force: a slow solution you trust", parse: Parse.text)
    var brute: String?
    @Option(
        "checker", value: "CHECKER", help: "compares instead: CHECKER input output answer, exit 0 accepted",
        parse: Parse.text)
    var checker: String?
    @Option("tests", value: "N", help: "seeds to try (default 100)", in: 1...10_000_000) var tests = 100
    @Option("seed", value: "S", help: "the first seed (default 1)", in: 0...Int.max) var seed = 1
    @Option(
        "size", value: "N", help: "pass N to the generator after the seed, and shrink a difference",
        parse: Parse.integer(in: 1...1_000_000_000, option: "size"))
    var size: Int?
    @Option(
        "time-limit", value: "SECONDS", help: "CPU seconds per run of each program (default 2)",
        parse: Parse.positiveNumber(option: "time-limit", atMost: 86_400))
    var timeLimit: Double?
    @Option(
        "memory-limit", value: "MB", help: "MiB per run (default 1024)",
        parse: Parse.integer(in: 1...1_048_576, option: "memory-limit"))
    var memoryLimit: Int?
    @Option(
        "float-tolerance", value: "E", help: "reals equal within E, absolute or relative",
        parse: Parse.positiveNumber(option: "float-tolerance"))
    var floatTolerance: Double?
    @Option(
        "sandbox", value: "MODE", help: "auto (default), strict (refuse without every protection) or off",
        choices: SandboxMode.self)
    var sandbox = SandboxMode.auto
    @OptionList("share", value: "PATH", help: "show PATH read-only in the sandbox; may repeat", completion: .file)
    var shares: [String]
    @OptionGroup var format: JSONOutput
    @OptionGroup var progress: ProgressOptions

    mutating func validate() throws(CLIError) {
        guard gen != nil else { throw .usage("expected --gen GEN") }
        guard brute != nil else { throw .usage("expected --brute BRUTE") }
        guard !values.isEmpty else { throw .usage("expected the solution to test after --") }
    }

    mutating func run(context: inout CLIContext) throws(CLIError) {
        var options = StressOptions()
        options.tests = tests
        options.firstSeed = UInt64(seed)
        options.size = size
        if let timeLimit { options.timeLimit = timeLimit }
        if let memoryLimit { options.memoryMiB = memoryLimit }
        if let floatTolerance { options.validatorFlags += ["float_tolerance", "\(floatTolerance)"] }
        options.sandbox = sandbox
        if sandbox == .auto, let warning = SandboxSupport.current.warning {
            context.errors.write("algo stress: \(warning)\n")
        }
        let generator = try Self.command(gen ?? "", option: "gen")
        let bruteForce = try Self.command(brute ?? "", option: "brute")
        let check = try checker.map { (text: String) throws(CLIError) in try Self.command(text, option: "checker") }
        let solution = try Self.command(values, option: "solution")
        options.shares = shares + generator.shares + bruteForce.shares + (check?.shares ?? []) + solution.shares
        let session: StressSession
        do {
            session = try StressSession(
                generator: generator.words, brute: bruteForce.words, checker: check?.words, solution: solution.words,
                options: options)
        } catch { throw .value(error.description) }
        JudgeSession.installSignalHandlers()
        let report = try ProgressBar.running("algo stress", progress, context: context) {
            try session.run(progress: $0)
        }
        context.output.write(format.json ? Self.json(report, options: options) : Self.text(report, options: options))
        if report.failure != nil { throw .failure("the solution and the brute force differ") }
    }

    /// A program's words: a lone source file is built; anything else is split as a shell would.
    static func command(_ text: String, option: String) throws(CLIError) -> (words: [String], shares: [String]) {
        let words = shellWords(text)
        guard !words.isEmpty else { throw .usage("--\(option): expected a command") }
        return try command(words, option: option)
    }

    static func command(_ words: [String], option: String) throws(CLIError) -> (words: [String], shares: [String]) {
        guard words.count == 1, access(words[0], X_OK) != 0, PackageProgram.language(of: words[0]) != nil else {
            return (words, [])
        }
        do {
            let program = try PackageProgram.build(words[0])
            return (program.command, program.shares)
        } catch { throw .value(error.description) }
    }

    /// Words split at spaces outside single or double quotes, the quotes removed.
    static func shellWords(_ text: String) -> [String] {
        var words: [String] = []
        var word = ""
        var quote: Character?
        var started = false
        for character in text {
            if let open = quote {
                if character == open { quote = nil } else { word.append(character) }
            } else if character == "'" || character == "\"" {
                quote = character
                started = true
            } else if character == " " || character == "\t" {
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

    /// The report as one JSON object (Data/json/stress.schema.json).
    static func json(_ report: StressReport, options: StressOptions) -> String {
        func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self).jsonQuoted }
        func optional(_ value: Int?) -> String { value.map(String.init) ?? "null" }
        var difference = "null"
        if let failure = report.failure {
            difference =
                "{\"seed\": \(failure.seed), \"size\": \(optional(failure.size)), \"found_seed\": \(failure.foundSeed), "
                + "\"found_size\": \(optional(failure.foundSize)), \"shrink_runs\": \(report.shrinkRuns), "
                + "\"input\": \(text(failure.input)), \"expected\": \(text(failure.expected)), "
                + "\"received\": \(text(failure.received)), \"verdict\": \(failure.verdict.rawValue.jsonQuoted), "
                + "\"why\": \(failure.message.jsonQuoted)}"
        }
        return "{\"tests\": \(report.tests), \"first_seed\": \(options.firstSeed), \"difference\": \(difference), "
            + "\"slowest_solution\": \(report.slowestSolution), \"slowest_brute\": \(report.slowestBrute)}\n"
    }

    static func text(_ report: StressReport, options: StressOptions) -> String {
        let slowest =
            "slowest: solution \(JudgeText.seconds(report.slowestSolution)) s, brute force "
            + "\(JudgeText.seconds(report.slowestBrute)) s CPU\n"
        guard let failure = report.failure else {
            let last = options.firstSeed + UInt64(report.tests) - 1
            return "stress: \(report.tests) tests (seeds \(options.firstSeed)–\(last)), no difference\n" + slowest
        }
        var text = "stress: a difference at seed \(failure.foundSeed)"
        if let size = failure.foundSize { text += ", size \(size)" }
        text += " (test \(report.tests))"
        if failure.foundSeed != failure.seed || failure.foundSize != failure.size {
            text += "; shrunk in \(report.shrinkRuns) tests to seed \(failure.seed)"
            if let size = failure.size { text += ", size \(size)" }
        }
        text += "\n" + slowest
        text += "input:\n" + JudgeText.indented(failure.input)
        text += "brute force:\n" + JudgeText.indented(failure.expected)
        text += "solution (\(failure.verdict.rawValue)):\n" + JudgeText.indented(failure.received)
        text += "why: \(failure.message)\n"
        return text
    }
}
