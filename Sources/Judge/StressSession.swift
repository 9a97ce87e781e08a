import AlgoSupport

/// What `algo stress` was asked to do.
public struct StressOptions: Sendable {
    /// Seeds 1…tests (from `firstSeed`).
    public var tests = 100
    public var firstSeed: UInt64 = 1
    /// The generator's size argument: each test passes `seed size`, and a difference is shrunk
    /// to the smallest size that still shows one. Nil: the generator gets the seed alone.
    public var size: Int?
    /// CPU seconds per run of each program.
    public var timeLimit = 2.0
    public var memoryMiB = 1024
    /// Compares outputs as the default validator does with these flags (without a checker).
    public var validatorFlags: [String] = ["case_sensitive"]
    public var sandbox = SandboxMode.auto
    public var shares: [String] = []
    var support: SandboxSupport?

    public init() {}
}

/// The first difference `algo stress` found, after shrinking.
public struct StressFailure: Sendable {
    public var seed: UInt64
    public var size: Int?
    public var input: [UInt8]
    /// The brute force's output.
    public var expected: [UInt8]
    /// The solution's output.
    public var received: [UInt8]
    /// The solution's verdict (WA, TLE, RE, …) and why.
    public var verdict: Verdict
    public var message: String
    /// The seed and size it was first found at, before shrinking.
    public var foundSeed: UInt64
    public var foundSize: Int?
}

/// A stress session's outcome.
public struct StressReport: Sendable {
    /// Tests run before the first difference (or all of them).
    public var tests: Int
    public var failure: StressFailure?
    /// Runs spent shrinking.
    public var shrinkRuns: Int
    /// The slowest CPU time of the solution and of the brute force.
    public var slowestSolution: Double
    public var slowestBrute: Double
}

/// A program the stress session cannot use: the generator or the brute force failed, or the
/// checker ended with neither 0 nor 1.
public struct StressToolError: Error, Sendable, CustomStringConvertible {
    public var description: String
}

/// Stress testing, the everyday workflow of competitive programmers (oj's `--hack`, countless
/// `stress.sh`): a generator makes an input from a seed (and a size), a brute force answers it,
/// the solution answers it, and the two answers are compared, by the default validator's token
/// rules or by the user's checker (`checker input output answer`, exit 0 accepted, as testlib and
/// oj's judge commands do); the first difference stops the session. With a size, the difference
/// is then shrunk: sizes 1, 2, 3, 4, 6, 8, 12, … up to the failing one, 20 seeds each, and the
/// first size at which any seed fails is reported. Every program runs in the sandbox.
///
///     var options = StressOptions()
///     options.size = 50
///     let report = try StressSession(
///         generator: ["python3", "gen.py"], brute: ["python3", "brute.py"], checker: nil,
///         solution: ["./sol"], options: options).run()
///     report.failure?.input   // the smallest failing input found
public struct StressSession: Sendable {
    let generator: SandboxCommand
    let brute: SandboxCommand
    let checker: SandboxCommand?
    let solution: SandboxCommand
    let options: StressOptions
    let support: SandboxSupport
    let comparison: DefaultOutputValidator

    /// Seeds tried at each size while shrinking.
    static let shrinkSeeds: UInt64 = 20

    public init(
        generator: [String], brute: [String], checker: [String]?, solution: [String], options: StressOptions
    ) throws(SpawnError) {
        let support = options.support ?? SandboxSupport.current
        func prepare(_ command: [String]) throws(SpawnError) -> SandboxCommand {
            options.sandbox == .off
                ? SandboxCommand(unprotected: command)
                : try SandboxCommand(command, shares: options.shares, support: support)
        }
        self.generator = try prepare(generator)
        self.brute = try prepare(brute)
        self.checker = try checker.map { (command: [String]) throws(SpawnError) in try prepare(command) }
        self.solution = try prepare(solution)
        self.options = options
        self.support = support
        do { comparison = try DefaultOutputValidator(flags: options.validatorFlags) } catch {
            throw SpawnError(description: error.message)
        }
    }

    /// Runs the tests, then shrinks the first difference.
    ///
    /// - Parameter progress: called after each test with (done, total).
    public func run(progress: (Int, Int) -> Void = { _, _ in }) throws -> StressReport {
        var report = StressReport(tests: 0, failure: nil, shrinkRuns: 0, slowestSolution: 0, slowestBrute: 0)
        for index in 0..<options.tests {
            let seed = options.firstSeed + UInt64(index)
            report.tests += 1
            let found = try test(seed: seed, size: options.size, report: &report)
            progress(index + 1, options.tests)
            guard var failure = found else { continue }
            if let size = options.size, size > 1 {
                failure = try shrink(failure, below: size, report: &report)
            }
            report.failure = failure
            break
        }
        return report
    }

    /// The sizes tried while shrinking: 1, 2, 3, 4, 6, 8, 12, 16, … below `limit`.
    static func ladder(below limit: Int) -> [Int] {
        var sizes: [Int] = []
        var power = 1
        while power < limit {
            sizes.append(power)
            if power >= 2 && power + power / 2 < limit { sizes.append(power + power / 2) }
            power *= 2
        }
        return sizes.filter { $0 < limit }
    }

    func shrink(_ failure: StressFailure, below limit: Int, report: inout StressReport) throws -> StressFailure {
        for size in Self.ladder(below: limit) {
            for seed in options.firstSeed..<(options.firstSeed + Self.shrinkSeeds) {
                report.shrinkRuns += 1
                if var smaller = try test(seed: seed, size: size, report: &report) {
                    smaller.foundSeed = failure.seed
                    smaller.foundSize = failure.size
                    return smaller
                }
            }
        }
        return failure
    }

    /// One test: nil when the solution agrees with the brute force.
    func test(seed: UInt64, size: Int?, report: inout StressReport) throws -> StressFailure? {
        let arguments = [String(seed)] + (size.map { [String($0)] } ?? [])
        let made = try run(generator.appending(arguments), input: [], outputLimit: 64 << 20)
        guard made.exitStatus == 0, made.signal == nil, !made.killedForTime, !made.killedForOutput else {
            throw StressToolError(
                description: "the generator failed on seed \(arguments.joined(separator: " ")): \(how(made))")
        }
        let input = made.output
        let expected = try run(brute, input: input, outputLimit: 64 << 20)
        report.slowestBrute = max(report.slowestBrute, expected.cpuSeconds)
        if let (verdict, message) = limitVerdict(expected, outputLimit: 64 << 20) {
            throw StressToolError(
                description: "the brute force failed on seed \(arguments.joined(separator: " ")): "
                    + "\(verdict.rawValue), \(message)")
        }
        let outputLimit = TestResult.outputLimit(expected: expected.output)
        let received = try run(solution, input: input, outputLimit: outputLimit)
        report.slowestSolution = max(report.slowestSolution, received.cpuSeconds)
        var failure = StressFailure(
            seed: seed, size: size, input: input, expected: expected.output, received: received.output,
            verdict: .accepted, message: "", foundSeed: seed, foundSize: size)
        if let (verdict, message) = limitVerdict(received, outputLimit: outputLimit) {
            failure.verdict = verdict
            failure.message = message
            return failure
        }
        if let why = try compare(input: input, expected: expected.output, received: received.output) {
            failure.verdict = .wrongAnswer
            failure.message = why
            return failure
        }
        return nil
    }

    func limitVerdict(_ outcome: ProcessOutcome, outputLimit: Int) -> (Verdict, String)? {
        TestResult.limitVerdict(
            outcome, timeLimit: options.timeLimit, memoryLimitKiB: options.memoryMiB * 1024, outputLimit: outputLimit,
            outputLimitRule: "twice the brute force's output + 1 MiB")
    }

    /// Nil when the outputs agree; else why not.
    func compare(input: [UInt8], expected: [UInt8], received: [UInt8]) throws -> String? {
        guard let checker else {
            if case .wrong(let why) = comparison.check(answer: expected, output: received) { return why }
            return nil
        }
        let folder = try PackageJudge.makeFeedbackDirectory()
        defer { SandboxLayout.removeTree(at: folder) }
        let files = ["input", "output", "answer"].map { folder + "/" + $0 }
        for (path, bytes) in zip(files, [input, received, expected]) {
            guard PackageFiles.writeFile(bytes, to: path) else {
                throw StressToolError(description: "cannot write \(path)")
            }
        }
        let command =
            options.sandbox == .off
            ? SandboxCommand(unprotected: checker.arguments + files)
            : try SandboxCommand(checker.arguments + files, shares: options.shares, support: support)
        let outcome = try run(command, input: [], outputLimit: 8 << 20)
        switch outcome.exitStatus {
        case 0?: return nil
        case 1?, 2?:
            let said = TestResult.lastLine(outcome.errorTail) ?? TestResult.lastLine(outcome.output)
            return "the checker rejected it" + (said.map { ": \($0)" } ?? "")
        default:
            throw StressToolError(description: "the checker ended with \(how(outcome)), not 0, 1 or 2")
        }
    }

    func run(_ command: SandboxCommand, input: [UInt8], outputLimit: Int) throws(SpawnError) -> ProcessOutcome {
        let limits = RunLimits(
            timeLimit: options.timeLimit, memoryKiB: options.memoryMiB * 1024, outputLimit: outputLimit)
        return try SandboxedRun(command: command, limits: limits, support: support, mode: options.sandbox)
            .run(input: input)
    }

    func how(_ outcome: ProcessOutcome) -> String {
        var text =
            outcome.killedForTime
            ? "killed at the wall-clock cap"
            : outcome.killedForOutput
                ? "output over the limit"
                : outcome.signal.map { "signal \($0)\(TestResult.signalName($0))" }
                    ?? "exit status \(outcome.exitStatus ?? -1)"
        if let last = TestResult.lastLine(outcome.errorTail) { text += ": \(last)" }
        return text
    }
}

extension SandboxCommand {
    /// The same command with more arguments (words, not files to share).
    func appending(_ extra: [String]) -> SandboxCommand {
        var copy = self
        copy.arguments += extra
        copy.hostArguments += extra
        return copy
    }
}
