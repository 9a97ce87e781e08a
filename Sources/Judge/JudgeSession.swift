import AlgoSupport
import CSandbox
import Dispatch
import Synchronization

/// What `algo judge` was asked to do.
public struct JudgeOptions: Sendable {
    /// How many random tests, growing from the smallest size to the largest.
    public var randomTests = 20
    public var seed: UInt64 = 1
    /// Overrides the problem's limits.
    public var timeLimit: Double?
    public var memoryLimit: Int?
    /// Tests run at once.
    public var jobs = 1
    /// Only these kinds of tests (all when empty).
    public var only: Set<TestKind> = []
    /// Shrink the first wrong answer.
    public var shrink = true
    /// How strictly the programs are sandboxed.
    public var sandbox = SandboxMode.auto
    /// More paths (files or directories) shown read-only inside the sandbox.
    public var shares: [String] = []
    /// Processes and threads a run may have at once.
    public var processes = 64
    /// The machine's sandbox support, for tests that take protections away (nil: what it has).
    var support: SandboxSupport?

    public init() {}
}

/// The smallest failing input found from a wrong answer.
public struct ShrunkCase: Sendable {
    /// The test it came from.
    public var from: String
    public var input: [UInt8]
    public var expected: [UInt8]
    public var received: [UInt8]
    public var message: String
    /// Programs run while shrinking.
    public var runs: Int
}

/// Everything one judging session found.
public struct JudgeReport: Sendable {
    public var problem: String
    public var results: [TestResult]
    public var shrunk: ShrunkCase?
    public var timeLimit: Double
    public var memoryLimit: Int

    /// Whether every test was accepted.
    public var passed: Bool { results.allSatisfy { $0.verdict == .accepted } }
}

/// Runs a user's program on a problem's tests and checks each output against the reference.
///
///     var options = JudgeOptions()
///     options.only = [.samples]
///     let report = try JudgeSession.run(.named("dslr")!, command: ["python3", "dslr.py"], options: options)
///     report.passed
public enum JudgeSession {
    /// The tests for `problem`: samples, then random tests growing in size, then the worst cases.
    ///
    /// - Complexity: dominated by the generators; the DSLR worst case runs 200 BFS of 10⁴ states.
    public static func tests(for problem: JudgeProblem, options: JudgeOptions) -> [JudgeTest] {
        let wanted = { (kind: TestKind) in options.only.isEmpty || options.only.contains(kind) }
        var tests: [JudgeTest] = []
        if wanted(.samples) {
            for (index, input) in problem.samples.enumerated() {
                tests.append(JudgeTest(name: "sample-\(index + 1)", kind: .samples, input: input))
            }
        }
        if wanted(.random) {
            var rng = SplitMix64(seed: options.seed)
            let count = options.randomTests
            let width = String(count).count
            for index in 0..<count {
                let size = count == 1 ? 1 : Double(index) / Double(count - 1)
                let number = String(index + 1)
                let name = "random-" + String(repeating: "0", count: width - number.count) + number
                tests.append(JudgeTest(name: name, kind: .random, input: problem.generate(&rng, size)))
            }
        }
        if wanted(.worst) {
            var rng = SplitMix64(seed: options.seed ^ 0x5EED)
            for (index, input) in problem.worst(&rng).enumerated() {
                tests.append(JudgeTest(name: "worst-\(index + 1)", kind: .worst, input: input))
            }
        }
        return tests
    }

    /// Makes SIGINT, SIGTERM and SIGHUP kill the programs running under the judge before the
    /// process dies of them (a signal ignored at start stays ignored). Each program runs in a
    /// process group of its own, which a Ctrl-C at the terminal does not reach: without this, a
    /// solution stuck in a loop spun on after the judge was gone. `algo judge` calls it; a library
    /// caller may.
    public static func installSignalHandlers() { judge_groups_install() }

    /// Runs every test (`options.jobs` at once), then shrinks the first wrong answer.
    ///
    /// - Parameters:
    ///   - problem: the tests and how answers are checked.
    ///   - command: the program and its arguments.
    ///   - options: limits, jobs, sandbox, shrinking.
    ///   - progress: called after each test with (done, total), from any thread.
    /// - Throws: ``SpawnError`` when the program cannot be started at all.
    public static func run(
        _ problem: JudgeProblem, command: [String], options: JudgeOptions,
        progress: @Sendable (Int, Int) -> Void = { _, _ in }
    ) throws(SpawnError) -> JudgeReport {
        let timeLimit = options.timeLimit ?? problem.timeLimit
        let memoryLimit = options.memoryLimit ?? problem.memoryLimit
        let support = options.support ?? SandboxSupport.current
        if options.sandbox == .strict, !support.missing.isEmpty {
            throw SpawnError(
                description: "--sandbox strict: off here: " + support.missing.map(\.name).joined(separator: ", ")
                    + " (algo judge --sandbox-check says why)")
        }
        let prepared =
            options.sandbox == .off
            ? SandboxCommand(unprotected: command)
            : try SandboxCommand(command, shares: options.shares, support: support)
        let runner = Runner(
            command: prepared, timeLimit: timeLimit, memoryKiB: memoryLimit * 1024, processes: options.processes,
            mode: options.sandbox, support: support)
        let tests = tests(for: problem, options: options)
        // One slot per test, written by the one worker that ran it: no lock. (Under a
        // Synchronization.Mutex, ThreadSanitizer reported the guarded writes as races on the CI
        // machine: a contended Mutex is handed over by the kernel's PI futex, which it cannot see.)
        let outcomes = UnsafeMutablePointer<Result<TestResult, SpawnError>?>.allocate(capacity: tests.count)
        outcomes.initialize(repeating: nil, count: tests.count)
        defer {
            outcomes.deinitialize(count: tests.count)
            outcomes.deallocate()
        }
        nonisolated(unsafe) let slots = outcomes
        let next = Atomic(0)
        let done = Atomic(0)
        let failed = Atomic(false)
        let workers = max(1, min(options.jobs, tests.count))
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            while true {
                let index = next.add(1, ordering: .relaxed).oldValue
                guard index < tests.count, !failed.load(ordering: .relaxed) else { return }
                let test = tests[index]
                do {
                    let expected = try problem.reference(test.input)
                    let result = try runner.runOne(problem, test: test, expected: expected)
                    slots[index] = .success(result)
                } catch let error as SpawnError {
                    slots[index] = .failure(error)
                    failed.store(true, ordering: .relaxed)
                } catch {
                    // A generator produced an input its own reference rejects: a bug in the suite.
                    slots[index] = .failure(SpawnError(description: "internal error: \(test.name): \(error)"))
                    failed.store(true, ordering: .relaxed)
                }
                progress(done.add(1, ordering: .relaxed).newValue, tests.count)
            }
        }
        var finished: [TestResult] = []
        for index in 0..<tests.count {
            switch outcomes[index] {
            case .success(let result)?: finished.append(result)
            case .failure(let error)?: throw error
            case nil: continue  // not run: a worker had already failed
            }
        }
        var report = JudgeReport(
            problem: problem.name, results: finished, shrunk: nil, timeLimit: timeLimit, memoryLimit: memoryLimit)
        if options.shrink, let first = finished.first(where: { $0.verdict == .wrongAnswer }) {
            report.shrunk = try shrink(first, problem, runner)
        }
        return report
    }

    /// Runs one program on tests, in the sandbox, with the session's limits.
    struct Runner: Sendable {
        let command: SandboxCommand
        let timeLimit: Double
        let memoryKiB: Int
        let processes: Int
        let mode: SandboxMode
        let support: SandboxSupport

        func runOne(_ problem: JudgeProblem, test: JudgeTest, expected: [UInt8]) throws(SpawnError) -> TestResult {
            let limits = RunLimits(
                timeLimit: timeLimit, memoryKiB: memoryKiB, outputLimit: TestResult.outputLimit(expected: expected),
                processes: processes)
            let run = SandboxedRun(command: command, limits: limits, support: support, mode: mode)
            let outcome = try run.run(input: test.input)
            return TestResult.classify(
                outcome, test: test, expected: expected, problem: problem, timeLimit: timeLimit,
                memoryLimitKiB: memoryKiB)
        }
    }

    static func shrink(_ failing: TestResult, _ problem: JudgeProblem, _ runner: Runner) throws(SpawnError)
        -> ShrunkCase
    {
        var last = failing
        var spawnFailure: SpawnError?
        var shrinker = Shrinker(
            layout: problem.layout,
            isValid: { input in (try? problem.reference(input)) != nil },
            fails: { input in
                do {
                    let test = JudgeTest(name: failing.test.name, kind: failing.test.kind, input: input)
                    let expected = try problem.reference(input)
                    let result = try runner.runOne(problem, test: test, expected: expected)
                    guard result.verdict == .wrongAnswer else { return false }
                    last = result
                    return true
                } catch let error as SpawnError {
                    spawnFailure = error
                    return false
                } catch {
                    return false
                }
            })
        let input = shrinker.shrink(failing.test.input)
        if let spawnFailure { throw spawnFailure }
        // `last` is the run of the smallest failing candidate (or the original test).
        if !last.test.input.elementsEqual(input) { last = failing }
        return ShrunkCase(
            from: failing.test.name, input: last.test.input, expected: last.expected, received: last.outcome.output,
            message: last.message, runs: shrinker.tries)
    }
}
