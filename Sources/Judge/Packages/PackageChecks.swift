import AlgoSupport

/// What `verifyproblem` checks beyond one submission: the package's input validators on its own
/// data (`--validate`), and every submission under `submissions/<verdict>/` against the verdict
/// its folder names (`--all-submissions`).
extension PackageJudge {
    /// One input file an input validator rejected, or a validator that failed.
    public struct InvalidInput: Sendable {
        public var test: String
        public var validator: String
        /// The validator's last line of stderr or stdout, or how it ended.
        public var message: String
        /// The validator ended with neither 42 nor 43: a broken validator, not a bad file.
        public var isJudgeError: Bool
    }

    /// Runs every input validator on every test's input (`validator flags < input`; exit 42 is
    /// valid, 43 invalid).
    ///
    /// - Returns: the rejected inputs (empty when all are valid) and the number of checks run.
    /// - Throws: ``PackageError`` when a validator does not build; ``SpawnError`` when one cannot start.
    public func validateInputs(progress: (Int, Int) -> Void = { _, _ in }) throws -> (
        invalid: [InvalidInput], checks: Int
    ) {
        var programs: [PackageProgram] = []
        for path in package.inputValidators { programs.append(try PackageProgram.build(path)) }
        var invalid: [InvalidInput] = []
        let total = programs.count * package.tests.count
        var done = 0
        for program in programs {
            for test in package.tests {
                guard let input = PackageFiles.readBytes(test.inputPath) else {
                    throw PackageError(file: test.inputPath, message: "cannot read it")
                }
                let command =
                    options.sandbox == .off
                    ? SandboxCommand(unprotected: program.command + test.inputValidatorFlags)
                    : try SandboxCommand(
                        program.command + test.inputValidatorFlags, shares: program.shares, support: support)
                let limits = RunLimits(timeLimit: 60, memoryKiB: 1 << 20, outputLimit: 8 << 20, processes: 64)
                let outcome = try SandboxedRun(
                    command: command, limits: limits, support: support, mode: options.sandbox
                )
                .run(input: input)
                done += 1
                progress(done, total)
                // Kattis validators accept with 42; testlib's (Polygon) with 0.
                if outcome.exitStatus == (package.checkerConvention == .testlib ? 0 : 42) { continue }
                let said = TestResult.lastLine(outcome.errorTail) ?? TestResult.lastLine(outcome.output)
                let how = outcome.exitStatus.map { "exit status \($0)" } ?? "signal \(outcome.signal ?? 0)"
                invalid.append(
                    InvalidInput(
                        test: test.name, validator: program.source, message: said ?? how,
                        isJudgeError: package.checkerConvention == .testlib
                            ? outcome.exitStatus == nil : outcome.exitStatus != 43))
            }
        }
        return (invalid, done)
    }

    /// One submission of the package and how it fared.
    public struct SubmissionCheck: Sendable {
        public var path: String
        /// The folder's verdict: AC, WA, TLE, RTE; nil for a folder that accepts any rejection.
        public var expected: String
        public var report: PackageReport?
        /// Why it was not judged (a language this judge does not run).
        public var skipped: String?

        /// The largest score of the root's `range` (a scoring problem's full score), or nil.
        public var fullScore: Double?

        /// Whether the verdict is the one its folder names (for `partially_accepted`, AC short
        /// of the full score), and every group's score is within its range.
        public var matches: Bool {
            guard let report else { return true }
            guard report.groups.allSatisfy(\.inRange) else { return false }
            let got = report.verdict
            switch expected {
            case "rejected": return got != .accepted
            // Kattis reports a memory overrun as a runtime error.
            case "RTE": return got == .runtimeError || got == .memoryLimitExceeded
            case "PAC": return got == .accepted && !(report.score != nil && report.score == fullScore)
            default: return got.packageName == expected
            }
        }
    }

    /// Judges every submission (C, C++, Python, Swift) under `submissions/`: the accepted ones
    /// first, whose slowest test sets the time limit when the package states none (slowest ×
    /// the time multiplier, rounded up to the time resolution, at least one: verifyproblem's
    /// rule); the ones in `time_limit_exceeded/` at the limit times the safety margin (legacy 2,
    /// draft 1.5), so that a TLE there is not a near miss.
    ///
    /// - Throws: ``PackageError`` when a submission's language is known but it does not build.
    public func checkSubmissions(progress: (Int, Int) -> Void = { _, _ in }) throws -> (
        checks: [SubmissionCheck], timeLimit: Double, source: String
    ) {
        // The accepted ones first: they set the time limit when the package states none.
        let found =
            package.submissions.filter { $0.expected == "AC" } + package.submissions.filter { $0.expected != "AC" }
        var checks: [SubmissionCheck] = []
        var limit = timeLimit()
        let measuring = package.timeLimit == nil && options.timeLimit == nil
        for (index, submission) in found.enumerated() {
            if measuring, submission.expected != "AC", index > 0, found[index - 1].expected == "AC" {
                limit = computedLimit(checks)
            }
            defer { progress(index + 1, found.count) }
            guard PackageProgram.language(of: submission.path) != nil else {
                checks.append(
                    SubmissionCheck(
                        path: submission.path, expected: submission.expected, report: nil,
                        skipped: "not C, C++, Python or Swift: not run here"))
                continue
            }
            let program = try PackageProgram.build(submission.path)
            var runLimit = limit
            if submission.expected == "AC" && measuring {
                runLimit = (60, "a provisional 60 s while the accepted submissions are measured")
            } else if submission.expected == "TLE" {
                let margin = package.format == .draft2023 ? 1.5 : 2.0
                runLimit = (limit.0 * margin, limit.1 + ", × the safety margin \(formatSeconds(margin))")
            }
            let report = try judge(program.command, shares: program.shares, timeLimit: runLimit)
            let top = package.root.settings.range.upperBound
            checks.append(
                SubmissionCheck(
                    path: submission.path, expected: submission.expected, report: report, skipped: nil,
                    fullScore: top.isFinite ? top : nil))
        }
        if measuring, found.last?.expected == "AC" { limit = computedLimit(checks) }
        if measuring {
            // The accepted ones ran under the provisional limit: hold them to the computed one.
            for index in checks.indices where checks[index].expected == "AC" {
                guard var report = checks[index].report else { continue }
                report.timeLimit = limit.0
                report.timeLimitSource = limit.1
                if report.verdict == .accepted && report.seconds > limit.0 { report.verdict = .timeLimitExceeded }
                checks[index].report = report
            }
        }
        return (checks, limit.0, limit.1)
    }

    /// verifyproblem's rule: the slowest accepted run × the time multiplier, rounded up to the
    /// time resolution, at least one resolution step; the default when none was measured.
    func computedLimit(_ checks: [SubmissionCheck]) -> (Double, String) {
        let measured = checks.filter { $0.expected == "AC" }.compactMap { $0.report?.seconds }
        guard let slowest = measured.max() else { return timeLimit() }
        let resolution = package.timeResolution
        let exact = slowest * package.timeMultiplier
        return timeLimit(computed: max(1, (exact / resolution).rounded(.up)) * resolution)
    }
}
