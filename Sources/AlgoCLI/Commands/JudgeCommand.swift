import AlgoSupport
import CommandLineKit
import Judge
import SolverIO

/// `algo judge`: runs anyone's solution on a problem's samples, random and worst-case tests, and
/// checks each answer against the suite's reference.
struct JudgeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        name: "judge",
        summary: "check a solution (any program) against the suite's reference solvers",
        discussion: """
            Runs CMD on the problem's samples, on random tests from seeded generators (growing in
            size) and on worst cases built to be slow for naive solutions. Each test gets AC, WA,
            TLE (CPU time over the limit), RE (exit status or signal), MLE (peak resident memory
            over the limit) or OLE (stdout or stderr over twice the reference's output plus 1 MiB).
            On a wrong answer, shrinks the failing input by delta debugging and
            prints the smallest one with the expected and the received output. `algo judge --list`
            lists the problems and their limits.

            CMD runs in a sandbox: its own PID, mount and network namespaces, an unprivileged
            uid, a fresh empty working directory (/box), the system directories read-only, the
            files CMD names shared read-only, cgroup limits on the whole process tree, Landlock
            and seccomp. Time and memory are the whole tree's. `--sandbox-check` prints what this
            machine supports; in auto mode a missing protection is named on stderr, and
            `--sandbox strict` refuses to run without every one.

            PACKAGE is a Kattis / ICPC problem package (a directory with problem.yaml, legacy or
            2023-07-draft format): CMD runs on data/sample then data/secret, under the package's
            limits, each answer checked by its output validator (built once from C, C++, Python
            or Swift, or by its own build script, and cached) or by the default one with the
            package's flags. Judging stops at the
            first rejection, as Kattis does (--all-tests runs them all). --validate runs the
            input validators on the package's data; --all-submissions judges every program in
            submissions/ and names any whose verdict is not its folder's. Scoring problems are
            graded by groups (testdata.yaml's grader_flags, accept_score, range) and print the
            score. Interactive problems run the validator and CMD connected both ways. A
            directory with problem.xml is a Codeforces Polygon package: its tests (files or
            generator lines), testlib checker and validators, its limits, and its solutions' tags
            for --all-submissions.

            Exit status: 0 when every test is accepted (a scoring problem: AC with the full score
            of the root's range), 1 on any other verdict, 2 on usage errors or a package that
            cannot be used (one line naming the file).

            example:
              algo judge dslr -- python3 my_dslr.py
              algo judge archery --tests 50 --seed 7 --jobs 2 --keep failed -- ./archery
              algo judge fermat --share lib -- python3 fermat.py
              algo judge Data/judge/packages/float-sum -- python3 sum.py
              algo judge Data/judge/packages/float-sum --all-submissions
              algo judge --sandbox-check
            """)

    @Values("PROBLEM|PACKAGE -- CMD [ARGS...]", count: 0...Int.max) var values: [String]
    @Flag("list", help: "list the problems with their limits and checkers") var list = false
    @Flag("sandbox-check", help: "print which protections of the sandbox this machine supports")
    var sandboxCheck = false
    @Option("tests", value: "N", help: "random tests, growing in size (default 20)", in: 0...100_000)
    var tests = 20
    @Option("seed", value: "S", help: "the generators' seed (default 1)", in: 0...Int.max) var seed = 1
    @Option(
        "time-limit", value: "SECONDS", help: "CPU seconds per test, at most a day (default: the problem's)",
        parse: Parse.positiveNumber(option: "time-limit", atMost: 86_400))
    var timeLimit: Double?
    @Option(
        "memory-limit", value: "MB", help: "MiB per test (default: the problem's)",
        parse: Parse.integer(in: 1...1_048_576, option: "memory-limit"))
    var memoryLimit: Int?
    @Option("jobs", value: "J", help: "tests run at once (default 1: timings are fairest)", in: 1...256) var jobs = 1
    @Option(
        "keep", value: "DIR", help: "write each failing test (and the shrunk one) to DIR", completion: .file,
        parse: Parse.text)
    var keep: String?
    @Option(
        "only", value: "KIND", help: "samples, random or worst", completion: .choices(Parse.choices(TestKind.self)),
        parse: Parse.choice(TestKind.self, option: "only"))
    var only: TestKind?
    @Flag("no-shrink", help: "do not shrink a wrong answer") var noShrink = false
    @Option(
        "sandbox", value: "MODE", help: "auto (default: every protection here), strict (refuse without all) or off",
        choices: SandboxMode.self)
    var sandbox = SandboxMode.auto
    @OptionList(
        "share", value: "PATH", help: "show PATH (a file or directory) read-only in the sandbox; may repeat",
        completion: .file)
    var shares: [String]
    @Option("processes", value: "N", help: "processes and threads at once (default 64)", in: 1...4096)
    var processes = 64
    @Flag("validate", help: "a package: run its input validators on its own test data") var validateInputs = false
    @Flag("all-submissions", help: "a package: judge every program in submissions/ against its folder's verdict")
    var allSubmissions = false
    @Flag("all-tests", help: "a package: run every test, not stop at the first rejection") var allTests = false
    @Flag("json", help: "a package: print one JSON object") var json = false
    @Option(
        "junit", value: "FILE", help: "also write the verdicts as JUnit XML to FILE (for CI test reports)",
        completion: .file, parse: Parse.text)
    var junit: String?
    @OptionGroup var progress: ProgressOptions
    var options = JudgeOptions()
    var problem: JudgeProblem?
    var package: ProblemPackage?

    mutating func validate() throws(CLIError) {
        if junit != nil && (list || sandboxCheck || validateInputs || allSubmissions) {
            throw .usage(
                "--junit writes the verdicts of one judged command: not with --list, --sandbox-check, --validate or --all-submissions"
            )
        }
        if list || sandboxCheck { return }
        guard let name = values.first else {
            throw .usage("expected a problem (\(JudgeProblem.all.map(\.name).joined(separator: ", "))) and -- CMD")
        }
        if JudgeProblem.named(name) == nil, name.contains("/") || access(name, F_OK) == 0 {
            try validatePackage(name)
            return
        }
        if validateInputs || allSubmissions || allTests || json {
            throw .usage("--validate, --all-submissions, --all-tests and --json are for problem packages")
        }
        guard let found = JudgeProblem.named(name) else {
            let names = JudgeProblem.all.map(\.name)
            throw .usage(
                "unknown problem \(InputError.quoted(name.utf8)): expected one of \(names.joined(separator: ", "))")
        }
        guard values.count >= 2 else { throw .usage("expected the command to judge after --") }
        problem = found
        options.randomTests = tests
        options.seed = UInt64(seed)
        options.timeLimit = timeLimit
        options.memoryLimit = memoryLimit
        options.jobs = jobs
        if let only { options.only = [only] }
        options.shrink = !noShrink
        options.sandbox = sandbox
        options.shares = shares
        options.processes = processes
    }

    mutating func run(context: inout CLIContext) throws(CLIError) {
        if list {
            context.output.write(Self.listing())
            return
        }
        if sandboxCheck {
            context.output.write(SandboxSupport.current.report())
            return
        }
        if let package {
            try runPackage(package, context: &context)
            return
        }
        guard let problem else { return }
        let command = Array(values.dropFirst())
        if sandbox == .auto, let warning = SandboxSupport.current.warning {
            context.errors.write("algo judge: \(warning)\n")
        } else if sandbox == .off {
            context.errors.write("algo judge: --sandbox off: the program runs with your rights\n")
        }
        let bar = ProgressBar.forCommand("algo judge \(problem.name)", progress, context: context)
        JudgeSession.installSignalHandlers()  // a Ctrl-C takes the running programs with it
        let report: JudgeReport
        do {
            report = try JudgeSession.run(problem, command: command, options: options) { done, total in
                bar?.update(Double(done) / Double(total))
            }
        } catch {
            bar?.finish()
            throw .value(error.description)
        }
        bar?.finish()
        context.output.write(JudgeText.report(report, problem: problem, command: command))
        if let junit { try writeFile(junit, JUnitText.report(report, problem: problem)) }
        if let keep { try Self.keep(report, in: keep) }
        if !report.passed {
            let failed = report.results.filter { $0.verdict != .accepted }.count
            throw .failure("\(failed) test\(failed == 1 ? "" : "s") failed")
        }
    }

    /// Reads the package at `path` and checks the options that go with one.
    mutating func validatePackage(_ path: String) throws(CLIError) {
        guard ProblemPackage.isPackage(path) else {
            throw .value(
                "\(path): no problem.yaml or problem.xml: expected a problem package or one of "
                    + JudgeProblem.all.map(\.name).joined(separator: ", "))
        }
        do { package = try ProblemPackage(directory: path) } catch { throw .value(error.description) }
        if validateInputs && allSubmissions { throw .usage("--validate and --all-submissions: choose one") }
        if !validateInputs && !allSubmissions && values.count < 2 {
            throw .usage("expected the command to judge after --")
        }
        if (validateInputs || allSubmissions) && values.count > 1 {
            throw .usage("--validate and --all-submissions take no command")
        }
        if tests != 20 || seed != 1 || only != nil || keep != nil || noShrink || memoryLimit != nil || jobs != 1 {
            throw .usage(
                "--tests, --seed, --only, --keep, --no-shrink, --memory-limit and --jobs are for built-in problems")
        }
    }

    static func listing() -> String {
        var text = "problem  time   memory   limits from / checker\n"
        for problem in JudgeProblem.all {
            let name = JudgeText.pad(problem.name, 8)
            let time = JudgeText.pad("\(Int(problem.timeLimit)) s", 6)
            let memory = JudgeText.pad("\(problem.memoryLimit) MB", 8)
            text += "\(name) \(time) \(memory) \(problem.title)\n"
            text += String(repeating: " ", count: 25) + "limits: \(problem.limitsSource)\n"
            text += String(repeating: " ", count: 25) + "checker: \(problem.checkerRule)\n"
        }
        return text
    }

    /// Writes DIR/NAME.in, NAME.expected, NAME.out for each failing test, and DIR/shrunk.*.
    ///
    /// DIR is made when missing and opened without following a link; each file is unlinked and
    /// made anew inside it with O_EXCL and O_NOFOLLOW, so a link planted in DIR (to /etc/passwd,
    /// say) is replaced, never written through.
    static func keep(_ report: JudgeReport, in directory: String) throws(CLIError) {
        if mkdir(directory, 0o755) != 0 && errno != EEXIST {
            throw .failure("cannot create \(directory): \(String(cString: strerror(errno)))")
        }
        let folder = open(directory, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        guard folder >= 0 else {
            throw .failure(
                "cannot open \(directory) (it must be a directory, not a link): \(String(cString: strerror(errno)))")
        }
        defer { close(folder) }
        var cases = report.results.filter { $0.verdict != .accepted }.map {
            ($0.test.name, $0.test.input, $0.expected, $0.outcome.output)
        }
        if let shrunk = report.shrunk { cases.append(("shrunk", shrunk.input, shrunk.expected, shrunk.received)) }
        for (name, input, expected, received) in cases {
            // Byte for byte: through a String, invalid UTF-8 in a program's output became U+FFFD.
            try writeNew(in: folder, directory, "\(name).in", input)
            try writeNew(in: folder, directory, "\(name).expected", expected)
            try writeNew(in: folder, directory, "\(name).out", received)
        }
    }

    /// Replaces `name` in the open directory `folder` by a new file holding `bytes`.
    static func writeNew(in folder: Int32, _ directory: String, _ name: String, _ bytes: [UInt8]) throws(CLIError) {
        if unlinkat(folder, name, 0) != 0 && errno != ENOENT {
            throw .failure("cannot replace \(directory)/\(name): \(String(cString: strerror(errno)))")
        }
        let file = openat(folder, name, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
        guard file >= 0 else {
            throw .failure("cannot write \(directory)/\(name): \(String(cString: strerror(errno)))")
        }
        defer { close(file) }
        var written = 0
        while written < bytes.count {
            let got = bytes[written...].withUnsafeBytes { write(file, $0.baseAddress, $0.count) }
            if got < 0 && errno == EINTR { continue }
            guard got > 0 else {
                throw .failure("cannot write \(directory)/\(name): \(String(cString: strerror(errno)))")
            }
            written += got
        }
    }
}
