import AlgoSupport
import Dispatch

/// Interactive problems: the output validator and the submission run at once, each in its own
/// sandbox, connected both ways by two pipes (the validator's stdout is the submission's stdin,
/// and the reverse); the validator also gets `input answer feedback_dir [flags]` as for any test.
///
/// The verdict follows problemtools (`judge/execute.py`, `support/interactive`): a validator that
/// crashes or exits with neither 42 nor 43 is JE; one that exits 43 before the submission ends is
/// WA whatever the submission then does (it usually dies of the closed pipe); otherwise the
/// submission's limits and exit decide (TLE, MLE, RTE; a SIGPIPE counts as a normal exit, the
/// validator having hung up), and then the validator's verdict and score.
extension PackageJudge {
    func runInteractive(_ command: SandboxCommand, _ test: PackageTest, _ limits: RunLimits) throws(SpawnError)
        -> PackageTestResult
    {
        let validator = validators[0]
        let feedbackDirectory = try Self.makeFeedbackDirectory()
        defer { SandboxLayout.removeTree(at: feedbackDirectory) }
        let validatorCommand =
            validator.command + [test.inputPath, test.answerPath, feedbackDirectory + "/"] + test.outputValidatorFlags
        let preparedValidator =
            options.sandbox == .off
            ? SandboxCommand(unprotected: validatorCommand)
            : try SandboxCommand(
                validatorCommand, shares: validator.shares, writable: [feedbackDirectory], support: support)
        var toSubmission: [Int32] = [-1, -1]
        var toValidator: [Int32] = [-1, -1]
        guard pipe(&toSubmission) == 0, pipe(&toValidator) == 0 else {
            throw SpawnError(description: "cannot make the pipes of an interactive run: \(errnoName(errno))")
        }
        // Close-on-exec (the launcher closes every descriptor above 2 in the sandbox anyway), and
        // 1 MiB of buffer each (F_SETPIPE_SZ, 1031 on Linux; not in Swift's Glibc), as problemtools.
        for end in toSubmission + toValidator { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        for end in [toSubmission[0], toValidator[0]] { _ = fcntl(end, 1031, 1 << 20) }
        // problemtools' validator defaults: 60 s, 1024 MiB; its output goes to the submission.
        let validatorLimits = RunLimits(timeLimit: 60, memoryKiB: 1 << 20, outputLimit: 1 << 20, processes: 64)
        let runs = [
            (preparedValidator, validatorLimits, toValidator[0], toSubmission[1]),
            (command, limits, toSubmission[0], toValidator[1]),
        ]
        let slots = UnsafeMutablePointer<(Result<ProcessOutcome, SpawnError>, Double)?>.allocate(capacity: 2)
        slots.initialize(repeating: nil, count: 2)
        defer {
            slots.deinitialize(count: 2)
            slots.deallocate()
        }
        nonisolated(unsafe) let results = slots
        let support = self.support
        let mode = options.sandbox
        // Each side's stdin (a read end) is closed here once it runs; its stdout (a write end) is
        // kept open here until its run is over and its end time taken, as problemtools'
        // interactive runner does: the other side sees the end of its input only after that, so
        // "who ended first" cannot be inverted by the other side racing to exit on that EOF.
        DispatchQueue.concurrentPerform(iterations: 2) { index in
            let (prepared, runLimits, input, output) = runs[index]
            var inputClosed = false
            let closeInput = {
                if !inputClosed {
                    close(input)
                    inputClosed = true
                }
            }
            do throws(SpawnError) {
                let outcome = try SandboxedRun(command: prepared, limits: runLimits, support: support, mode: mode)
                    .run(stdin: input, stdout: output, launched: closeInput)
                results[index] = (.success(outcome), ProcessRunner.monotonicSeconds())
            } catch {
                closeInput()
                results[index] = (.failure(error), ProcessRunner.monotonicSeconds())
            }
            close(output)
        }
        guard let (validatorResult, validatorEnd) = slots[0], let (submissionResult, submissionEnd) = slots[1] else {
            throw SpawnError(description: "an interactive run did not finish")
        }
        let validatorOutcome = try validatorResult.get()
        var outcome = try submissionResult.get()
        if outcome.signal == SIGPIPE {  // the validator hung up: let the validator decide
            outcome.signal = nil
            outcome.exitStatus = 0
        }
        let (feedback, score) = Self.feedback(in: feedbackDirectory)
        let judged = interpret((validatorOutcome, feedback, score), validator: validator)
        var result = PackageTestResult(
            test: test, verdict: judged.verdict, message: judged.message, feedback: feedback, outcome: outcome)
        if let score = judged.score {
            result.score = score
            result.hasScore = true
        }
        let validatorFirst = validatorEnd < submissionEnd
        if judged.verdict == .judgeError || (judged.verdict == .wrongAnswer && validatorFirst) { return result }
        if let (verdict, why) = TestResult.limitVerdict(
            outcome, timeLimit: limits.timeLimit, memoryLimitKiB: limits.memoryKiB, outputLimit: limits.outputLimit,
            outputLimitRule: "the package's \(package.outputMiB) MiB")
        {
            result.verdict = verdict
            result.message = why
            result.hasScore = false
        }
        return result
    }
}
