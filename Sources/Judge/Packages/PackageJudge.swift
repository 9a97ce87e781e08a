import AlgoSupport

/// What `algo judge PACKAGE` was asked to do.
public struct PackageOptions: Sendable {
    /// Overrides the package's time limit (CPU seconds per test).
    public var timeLimit: Double?
    /// The time limit used when the package states none and none can be computed.
    public static let defaultTimeLimit = 2.0
    public var sandbox = SandboxMode.auto
    public var shares: [String] = []
    public var processes = 64
    /// Run every test, whatever `on_reject` says.
    public var allTests = false
    var support: SandboxSupport?

    public init() {}
}

/// One test's result in a package.
public struct PackageTestResult: Sendable {
    public var test: PackageTest
    public var verdict: Verdict
    /// One line on what went wrong: the limit, the exit, or the validator's message.
    public var message: String
    /// The validator's feedback (judgemessage.txt, or the default validator's message).
    public var feedback: String
    public var outcome: ProcessOutcome
    /// The test's score: the validator's (score.txt), else the group's accept or reject score.
    public var score: Double = 0
    /// Run with --all-tests after its group had stopped: shown, not graded.
    public var graded = true
    /// Whether the score came from the validator.
    var hasScore = false
}

/// A group's grade (the default grader's verdict and score of its children).
public struct PackageGroupResult: Sendable {
    /// The path under `data/`, `""` for the root.
    public var name: String
    public var verdict: Verdict
    public var score: Double
    /// Whether the score lies in the group's `range`.
    public var inRange: Bool
}

/// A submission judged on a package.
public struct PackageReport: Sendable {
    public var problem: String
    /// The root group's verdict, graded as Kattis grades it.
    public var verdict: Verdict
    /// The root group's score, for a scoring problem; nil for pass-fail.
    public var score: Double?
    public var results: [PackageTestResult]
    /// Every group's grade, the root's last.
    public var groups: [PackageGroupResult]
    public var timeLimit: Double
    /// Where the time limit came from, in words.
    public var timeLimitSource: String
    public var memoryMiB: Int
    /// The largest CPU time and peak memory of any test.
    public var seconds: Double { results.map(\.outcome.cpuSeconds).max() ?? 0 }
    public var peakKiB: Int { results.map(\.outcome.peakKiB).max() ?? 0 }
}

/// Judges a program on a Kattis problem package, as Kattis and problemtools do: the tests in
/// order (samples first), each run in the sandbox under the package's limits, each output checked
/// by the package's output validator (`validator input answer feedback_dir [flags] < output`,
/// exit 42 accepted, 43 wrong answer, anything else a judge error) or by the default one, and
/// judging stopped at the first rejection unless the group says `on_reject: continue`.
///
///     let package = try ProblemPackage(directory: "Data/judge/packages/float-sum")
///     let report = try PackageJudge(package: package, options: PackageOptions())
///         .judge(["python3", "sum.py"])
///     report.verdict   // .accepted
public struct PackageJudge: Sendable {
    public let package: ProblemPackage
    public let options: PackageOptions
    let support: SandboxSupport
    let validators: [PackageProgram]

    /// Builds the package's output validators (once, cached) and reads the default one's flags.
    ///
    /// - Throws: ``PackageError`` naming a validator that does not build or a flag that is wrong.
    public init(package: ProblemPackage, options: PackageOptions) throws(PackageError) {
        self.package = package
        self.options = options
        support = options.support ?? SandboxSupport.current
        var built: [PackageProgram] = []
        for path in package.outputValidators { built.append(try PackageProgram.build(path)) }
        validators = built
        try Self.materialize(package, support: support, mode: options.sandbox)
        // Bad flags in problem.yaml are the package's error, found before any run.
        if !package.hasCustomOutputValidator {
            do { _ = try DefaultOutputValidator(flags: package.validatorFlags) } catch {
                throw PackageError(
                    file: package.directory + "/problem.yaml", message: "validator_flags: \(error.message)")
            }
        }
    }

    /// The time limit and where it comes from (`--time-limit`, the package, or the default).
    public func timeLimit(computed: Double? = nil) -> (Double, String) {
        if let limit = options.timeLimit { return (limit, "--time-limit") }
        if let limit = package.timeLimit {
            let sources: [ProblemPackage.TimeLimitSource: String] = [
                .timelimitFile: ".timelimit", .problemXML: "problem.xml", .problemYAML: "problem.yaml",
            ]
            return (limit, sources[package.timeLimitSource] ?? "the package")
        }
        if let computed { return (computed, "computed from the accepted submissions, as verifyproblem does") }
        return (PackageOptions.defaultTimeLimit, "the package states none: default, --time-limit overrides")
    }

    /// Judges `command` on every test.
    ///
    /// - Parameters:
    ///   - command: the submission's command (see ``PackageProgram``).
    ///   - shares: more paths shown read-only in the sandbox.
    ///   - timeLimit: the CPU seconds per test (nil: ``timeLimit(computed:)``'s).
    ///   - progress: called after each test with (done, total).
    /// - Throws: ``SpawnError`` when the program cannot be started at all.
    public func judge(
        _ command: [String], shares: [String] = [], timeLimit: (Double, String)? = nil,
        progress: (Int, Int) -> Void = { _, _ in }
    ) throws(SpawnError) -> PackageReport {
        let (limit, source) = timeLimit ?? self.timeLimit()
        let prepared =
            options.sandbox == .off
            ? SandboxCommand(unprotected: command)
            : try SandboxCommand(command, shares: options.shares + shares, support: support)
        let limits = RunLimits(
            timeLimit: limit, memoryKiB: package.memoryMiB * 1024, outputLimit: package.outputMiB << 20,
            processes: options.processes)
        var state = JudgingState(total: package.tests.count)
        let root = try judgeGroup(package.root, prepared, limits, stopped: false, state: &state, progress: progress)
        return PackageReport(
            problem: package.shortName, verdict: root.verdict, score: package.isScoring ? root.score : nil,
            results: state.results, groups: state.groups, timeLimit: limit, timeLimitSource: source,
            memoryMiB: package.memoryMiB)
    }

    struct JudgingState {
        var results: [PackageTestResult] = []
        var groups: [PackageGroupResult] = []
        let total: Int
    }

    /// Judges a group's items in order until a rejection stops it (`on_reject: break`), then
    /// grades it; with --all-tests the rest still run, shown but not graded.
    func judgeGroup(
        _ group: TestGroup, _ command: SandboxCommand, _ limits: RunLimits, stopped: Bool, state: inout JudgingState,
        progress: (Int, Int) -> Void
    ) throws(SpawnError) -> (verdict: Verdict, score: Double) {
        var children: [(verdict: Verdict, score: Double)] = []
        var stop = stopped
        for item in group.items {
            if stop && !options.allTests { break }
            let child: (verdict: Verdict, score: Double)
            switch item {
            case .test(let test):
                var result = try run(command, test, limits)
                if result.verdict != .accepted {
                    result.score = group.settings.rejectScore
                } else if !result.hasScore {
                    result.score = group.settings.acceptScore
                }
                result.graded = !stop
                state.results.append(result)
                progress(state.results.count, state.total)
                child = (result.verdict, result.score)
            case .group(let subgroup):
                child = try judgeGroup(subgroup, command, limits, stopped: stop, state: &state, progress: progress)
            }
            if stop { continue }
            children.append(child)
            if child.verdict != .accepted && !group.settings.continueOnReject { stop = true }
        }
        let graded =
            children.contains { $0.verdict == .judgeError }
            ? (verdict: Verdict.judgeError, score: 0.0)
            : DefaultGrader.grade(children, flags: group.settings.graderFlags)
        if !stopped {
            state.groups.append(
                PackageGroupResult(
                    name: group.name, verdict: graded.verdict, score: graded.score,
                    inRange: group.settings.range.contains(graded.score)))
        }
        return graded
    }

    func run(_ command: SandboxCommand, _ test: PackageTest, _ limits: RunLimits) throws(SpawnError)
        -> PackageTestResult
    {
        if package.isInteractive { return try runInteractive(command, test, limits) }
        guard let input = PackageFiles.readBytes(test.inputPath) else {
            throw SpawnError(description: "cannot read \(test.inputPath)")
        }
        let outcome = try SandboxedRun(command: command, limits: limits, support: support, mode: options.sandbox)
            .run(input: input)
        if let (verdict, message) = TestResult.limitVerdict(
            outcome, timeLimit: limits.timeLimit, memoryLimitKiB: limits.memoryKiB, outputLimit: limits.outputLimit,
            outputLimitRule: "the package's \(package.outputMiB) MiB")
        {
            return PackageTestResult(test: test, verdict: verdict, message: message, feedback: "", outcome: outcome)
        }
        let checked = try validate(test, output: outcome.output)
        var result = PackageTestResult(
            test: test, verdict: checked.verdict, message: checked.message, feedback: checked.feedback, outcome: outcome
        )
        if let score = checked.score {
            result.score = score
            result.hasScore = true
        }
        return result
    }

    /// Checks one output with the package's validator or the default one; the score is the
    /// validator's score.txt, where the package allows one.
    func validate(_ test: PackageTest, output: [UInt8]) throws(SpawnError) -> (
        verdict: Verdict, message: String, feedback: String, score: Double?
    ) {
        guard let validator = validators.first else {
            guard let answer = PackageFiles.readBytes(test.answerPath) else {
                throw SpawnError(description: "cannot read \(test.answerPath)")
            }
            let checker: DefaultOutputValidator
            do { checker = try DefaultOutputValidator(flags: test.outputValidatorFlags) } catch {
                return (.judgeError, "the validator flags of \(test.group): \(error.message)", "", nil)
            }
            switch checker.check(answer: answer, output: output) {
            case .accepted: return (.accepted, "", "", nil)
            case .wrong(let why): return (.wrongAnswer, why, why, nil)
            }
        }
        if package.checkerConvention == .testlib { return try runTestlibChecker(validator, test, output: output) }
        let run = try runValidator(
            validator, arguments: [test.inputPath, test.answerPath], flags: test.outputValidatorFlags, input: output)
        return interpret(run, validator: validator)
    }

    /// A testlib checker: `checker input output answer`; 0 OK, 1 WA, 2 PE (a wrong answer here,
    /// as on Codeforces today), 3 FAIL (the checker's own failure: JE), anything else JE. Its
    /// message is the last line it wrote to stderr.
    func runTestlibChecker(_ checker: PackageProgram, _ test: PackageTest, output: [UInt8]) throws(SpawnError) -> (
        verdict: Verdict, message: String, feedback: String, score: Double?
    ) {
        let folder = try Self.makeFeedbackDirectory()
        defer { SandboxLayout.removeTree(at: folder) }
        let outputPath = folder + "/output"
        guard PackageFiles.writeFile(output, to: outputPath) else {
            throw SpawnError(description: "cannot write \(outputPath)")
        }
        let command = checker.command + [test.inputPath, outputPath, test.answerPath]
        let prepared =
            options.sandbox == .off
            ? SandboxCommand(unprotected: command)
            : try SandboxCommand(command, shares: checker.shares, support: support)
        let limits = RunLimits(timeLimit: 60, memoryKiB: 1 << 20, outputLimit: 8 << 20, processes: 64)
        let outcome = try SandboxedRun(command: prepared, limits: limits, support: support, mode: options.sandbox)
            .run(input: [])
        let said = TestResult.lastLine(outcome.errorTail) ?? TestResult.lastLine(outcome.output) ?? ""
        switch outcome.exitStatus {
        case 0?: return (.accepted, "", said, nil)
        case 1?, 2?: return (.wrongAnswer, said.isEmpty ? "the checker rejected it" : said, said, nil)
        default:
            let how = outcome.exitStatus.map { "exit status \($0)" } ?? "signal \(outcome.signal ?? 0)"
            return (.judgeError, "the checker \(checker.source) ended with \(how): \(said)", said, nil)
        }
    }

    /// Makes the inputs a package's generators write and the answers its main solution writes
    /// (Polygon), each once: a file already in the cache is kept.
    static func materialize(_ package: ProblemPackage, support: SandboxSupport, mode: SandboxMode)
        throws(PackageError)
    {
        let missingInputs = package.pendingInputs.filter { !PackageFiles.exists($0.path) }
        let missingAnswers = package.pendingAnswers.filter { !PackageFiles.exists($0.answer) }
        guard !missingInputs.isEmpty || !missingAnswers.isEmpty else { return }
        var built: [String: PackageProgram] = [:]
        func program(_ source: String) throws(PackageError) -> PackageProgram {
            if let known = built[source] { return known }
            let made = try PackageProgram.build(source)
            built[source] = made
            return made
        }
        func write(_ command: [String], shares: [String], input: [UInt8], to path: String, what: String)
            throws(PackageError)
        {
            let limits = RunLimits(timeLimit: 60, memoryKiB: 4 << 20, outputLimit: 256 << 20, processes: 64)
            do {
                let prepared =
                    mode == .off
                    ? SandboxCommand(unprotected: command)
                    : try SandboxCommand(command, shares: shares, support: support)
                let outcome = try SandboxedRun(command: prepared, limits: limits, support: support, mode: mode)
                    .run(input: input)
                guard outcome.exitStatus == 0, !outcome.killedForOutput, !outcome.killedForTime else {
                    let why = TestResult.lastLine(outcome.errorTail) ?? "exit status \(outcome.exitStatus ?? -1)"
                    throw PackageError(file: path, message: "\(what) failed: \(why)")
                }
                guard PackageFiles.replaceFile(outcome.output, at: path) else {
                    throw PackageError(file: path, message: "cannot write it")
                }
            } catch let error as PackageError {
                throw error
            } catch {
                throw PackageError(file: path, message: "\(what): \(error)")
            }
        }
        for (path, words) in missingInputs {
            let generator = try program(package.generators[words[0]]!)
            try write(
                generator.command + words.dropFirst(), shares: generator.shares, input: [], to: path,
                what: "the generator line \(words.joined(separator: " "))")
        }
        if let main = package.mainSolution, !missingAnswers.isEmpty {
            let solution = try program(main)
            for (input, answer) in missingAnswers {
                guard let bytes = PackageFiles.readBytes(input) else {
                    throw PackageError(file: input, message: "cannot read it")
                }
                try write(
                    solution.command, shares: solution.shares, input: bytes, to: answer, what: "the main solution")
            }
        }
    }

    /// The verdict a validator's run gives: 42 accepted (with score.txt's score where the package
    /// allows one), 43 wrong answer, anything else a judge error.
    func interpret(_ run: (outcome: ProcessOutcome, feedback: String, score: String?), validator: PackageProgram)
        -> (verdict: Verdict, message: String, feedback: String, score: Double?)
    {
        let feedback = run.feedback
        let firstLine = feedback.split(separator: "\n").first.map(String.init) ?? ""
        switch run.outcome.exitStatus {
        case 42?:
            guard let text = run.score else {
                if package.scoreFileRequired {
                    return (
                        .judgeError, "the output validator wrote no score.txt (validation: custom score)", feedback, nil
                    )
                }
                return (.accepted, "", feedback, nil)
            }
            guard package.scoreFileAllowed else {
                return (
                    .judgeError, "the output validator wrote score.txt, which this package does not allow", feedback,
                    nil
                )
            }
            guard let score = Double(text.trimmingCharacters()), score.isFinite else {
                return (.judgeError, "score.txt is not a number: \(text.prefix(40))", feedback, nil)
            }
            return (.accepted, "", feedback, score)
        case 43?:
            if run.score != nil {
                return (.judgeError, "the output validator wrote score.txt on a wrong answer", feedback, nil)
            }
            return (.wrongAnswer, firstLine.isEmpty ? "the output validator rejected it" : firstLine, feedback, nil)
        default:
            let how = run.outcome.exitStatus.map { "exit status \($0)" } ?? "signal \(run.outcome.signal ?? 0)"
            var message = "the output validator \(validator.source) ended with \(how), not 42 or 43"
            if let last = TestResult.lastLine(run.outcome.errorTail) { message += ": \(last)" }
            return (.judgeError, message, feedback, nil)
        }
    }

    /// Runs a validator in the sandbox with a fresh writable feedback directory as its third
    /// argument; returns how it ended and what it wrote to judgemessage.txt.
    func runValidator(_ validator: PackageProgram, arguments: [String], flags: [String], input: [UInt8])
        throws(SpawnError) -> (outcome: ProcessOutcome, feedback: String, score: String?)
    {
        let feedbackDirectory = try Self.makeFeedbackDirectory()
        defer { SandboxLayout.removeTree(at: feedbackDirectory) }
        let command = validator.command + arguments + [feedbackDirectory + "/"] + flags
        let prepared =
            options.sandbox == .off
            ? SandboxCommand(unprotected: command)
            : try SandboxCommand(command, shares: validator.shares, writable: [feedbackDirectory], support: support)
        // problemtools' defaults for validators: 60 s, 1024 MiB, 8 MiB of output.
        let limits = RunLimits(timeLimit: 60, memoryKiB: 1 << 20, outputLimit: 8 << 20, processes: 64)
        let outcome = try SandboxedRun(command: prepared, limits: limits, support: support, mode: options.sandbox)
            .run(input: input)
        let (feedback, score) = Self.feedback(in: feedbackDirectory)
        return (outcome, feedback, score)
    }

    /// What a validator left in its feedback directory: judgemessage.txt (its first 4 KiB) and
    /// score.txt (its first 256 bytes), as text.
    static func feedback(in directory: String) -> (feedback: String, score: String?) {
        let message = PackageFiles.readBytes(directory + "/judgemessage.txt") ?? []
        let score = PackageFiles.readBytes(directory + "/score.txt").map {
            String(decoding: $0.prefix(256), as: UTF8.self)
        }
        return (String(decoding: message.prefix(4096), as: UTF8.self), score)
    }

    /// A new directory in $TMPDIR that the sandbox's uid may write (0777, as mkdtemp names it).
    static func makeFeedbackDirectory() throws(SpawnError) -> String {
        let directory = getenv("TMPDIR").map { String(cString: $0) } ?? "/tmp"
        var template = Array("\(directory)/algo-feedback-XXXXXX".utf8CString)
        guard let made = template.withUnsafeMutableBufferPointer({ mkdtemp($0.baseAddress!) }) else {
            throw SpawnError(description: "cannot make a feedback directory in \(directory): \(errnoName(errno))")
        }
        let path = String(cString: made)
        chmod(path, 0o777)
        guard let real = SandboxCommand.realPath(path) else {
            throw SpawnError(description: "cannot resolve \(path)")
        }
        return real
    }
}
