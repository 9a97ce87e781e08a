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
}

/// A submission judged on a package.
public struct PackageReport: Sendable {
    public var problem: String
    /// The first rejection's verdict, or AC.
    public var verdict: Verdict
    public var results: [PackageTestResult]
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
    let defaultValidator: DefaultOutputValidator?

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
        if package.hasCustomOutputValidator {
            defaultValidator = nil
        } else {
            do { defaultValidator = try DefaultOutputValidator(flags: package.validatorFlags) } catch {
                throw PackageError(
                    file: package.directory + "/problem.yaml", message: "validator_flags: \(error.message)")
            }
        }
    }

    /// The time limit and where it comes from (`--time-limit`, the package, or the default).
    public func timeLimit(computed: Double? = nil) -> (Double, String) {
        if let limit = options.timeLimit { return (limit, "--time-limit") }
        if let limit = package.timeLimit {
            return (limit, package.timeLimitSource == .timelimitFile ? ".timelimit" : "problem.yaml")
        }
        if let computed { return (computed, "computed from the accepted submissions, as verifyproblem does") }
        return (PackageOptions.defaultTimeLimit, "the package states none: default, --time-limit overrides")
    }

    /// Judges `command` on every test.
    ///
    /// - Parameters:
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
        var results: [PackageTestResult] = []
        for (index, test) in package.tests.enumerated() {
            let result = try run(prepared, test, limits)
            results.append(result)
            progress(index + 1, package.tests.count)
            if result.verdict != .accepted && !test.continueOnReject && !options.allTests { break }
        }
        let verdict = results.first { $0.verdict != .accepted }?.verdict ?? .accepted
        return PackageReport(
            problem: package.shortName, verdict: verdict, results: results, timeLimit: limit, timeLimitSource: source,
            memoryMiB: package.memoryMiB)
    }

    func run(_ command: SandboxCommand, _ test: PackageTest, _ limits: RunLimits) throws(SpawnError)
        -> PackageTestResult
    {
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
        let (verdict, message, feedback) = try validate(test, output: outcome.output)
        return PackageTestResult(test: test, verdict: verdict, message: message, feedback: feedback, outcome: outcome)
    }

    /// Checks one output with the package's validator or the default one.
    func validate(_ test: PackageTest, output: [UInt8]) throws(SpawnError) -> (Verdict, String, String) {
        guard let validator = validators.first else {
            guard let answer = PackageFiles.readBytes(test.answerPath) else {
                throw SpawnError(description: "cannot read \(test.answerPath)")
            }
            var checker = defaultValidator!
            if !test.outputValidatorFlags.isEmpty {
                do {
                    checker = try DefaultOutputValidator(flags: package.validatorFlags + test.outputValidatorFlags)
                } catch {
                    return (.judgeError, "testdata.yaml of \(test.group): \(error.message)", "")
                }
            }
            switch checker.check(answer: answer, output: output) {
            case .accepted: return (.accepted, "", "")
            case .wrong(let why): return (.wrongAnswer, why, why)
            }
        }
        let run = try runValidator(
            validator, arguments: [test.inputPath, test.answerPath],
            flags: package.validatorFlags + test.outputValidatorFlags,
            input: output)
        let feedback = run.feedback
        let firstLine = feedback.split(separator: "\n").first.map(String.init) ?? ""
        switch run.outcome.exitStatus {
        case 42?: return (.accepted, "", feedback)
        case 43?: return (.wrongAnswer, firstLine.isEmpty ? "the output validator rejected it" : firstLine, feedback)
        default:
            let how = run.outcome.exitStatus.map { "exit status \($0)" } ?? "signal \(run.outcome.signal ?? 0)"
            var message = "the output validator \(validator.source) ended with \(how), not 42 or 43"
            if let last = TestResult.lastLine(run.outcome.errorTail) { message += ": \(last)" }
            return (.judgeError, message, feedback)
        }
    }

    /// Runs a validator in the sandbox with a fresh writable feedback directory as its third
    /// argument; returns how it ended and what it wrote to judgemessage.txt.
    func runValidator(_ validator: PackageProgram, arguments: [String], flags: [String], input: [UInt8])
        throws(SpawnError) -> (outcome: ProcessOutcome, feedback: String)
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
        let message = PackageFiles.readBytes(feedbackDirectory + "/judgemessage.txt") ?? []
        return (outcome, String(decoding: message.prefix(4096), as: UTF8.self))
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
