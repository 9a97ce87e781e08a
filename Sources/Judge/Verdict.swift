import AlgoSupport

/// A judge's verdict on one test.
public enum Verdict: String, Sendable, CaseIterable {
    /// Accepted.
    case accepted = "AC"
    /// Wrong answer.
    case wrongAnswer = "WA"
    /// Over the time limit (CPU), or killed at the wall-clock cap.
    case timeLimitExceeded = "TLE"
    /// Runtime error: a non-zero exit status or a signal.
    case runtimeError = "RE"
    /// Over the memory limit (peak resident memory).
    case memoryLimitExceeded = "MLE"
    /// Over the output limit: more on stdout or stderr than ``TestResult/outputLimit(expected:)``.
    case outputLimitExceeded = "OLE"
    /// Judge error: a problem package's validator crashed or gave an exit status the format
    /// does not define. Never given to a solution of the built-in problems.
    case judgeError = "JE"

    /// The name the Kattis format and `--json` use: RTE for a runtime error, else the same.
    public var packageName: String { self == .runtimeError ? "RTE" : rawValue }
}

/// Where a test comes from.
public enum TestKind: String, Sendable, CaseIterable {
    case samples, random, worst
}

/// One input the judge runs.
public struct JudgeTest: Sendable {
    /// `sample-1`, `random-07`, `worst-2`.
    public var name: String
    public var kind: TestKind
    public var input: [UInt8]
}

/// One test's result.
public struct TestResult: Sendable {
    public var test: JudgeTest
    public var verdict: Verdict
    /// One line on what went wrong (the checker's message, the exit status or signal), or "".
    public var message: String
    public var outcome: ProcessOutcome
    /// The reference's output.
    public var expected: [UInt8]

    /// The most a program may write to stdout, and to stderr, on a test whose reference output is
    /// `expected`: twice that plus 1 MiB. A right answer needs no more, padding spaces included (the
    /// largest reference output is 18.9 MB, Baekjoon 2448's triangle at N = 3072), and a program
    /// that prints without end is stopped within milliseconds, not when its CPU time runs out.
    ///
    /// - Complexity: O(1).
    public static func outputLimit(expected: [UInt8]) -> Int { 2 * expected.count + (1 << 20) }

    /// Classifies a run: memory first, then output, then time, then the exit, then the checker.
    static func classify(
        _ outcome: ProcessOutcome, test: JudgeTest, expected: [UInt8], problem: JudgeProblem,
        timeLimit: Double, memoryLimitKiB: Int
    ) -> TestResult {
        var (verdict, message) =
            limitVerdict(
                outcome, timeLimit: timeLimit, memoryLimitKiB: memoryLimitKiB,
                outputLimit: outputLimit(expected: expected), outputLimitRule: "twice the reference's output + 1 MiB")
            ?? (.accepted, "")
        if verdict == .accepted, case .wrong(let why) = problem.check(test.input, expected, outcome.output) {
            verdict = .wrongAnswer
            message = why
        }
        return TestResult(test: test, verdict: verdict, message: message, outcome: outcome, expected: expected)
    }

    /// The verdict of a run's limits and exit, before any checker: memory first, then output,
    /// then time, then the exit; nil when the run ended well within its limits.
    static func limitVerdict(
        _ outcome: ProcessOutcome, timeLimit: Double, memoryLimitKiB: Int, outputLimit limit: Int,
        outputLimitRule: String
    ) -> (Verdict, String)? {
        var verdict = Verdict.accepted
        var message = ""
        if outcome.killedForMemory || outcome.peakKiB > memoryLimitKiB {
            verdict = .memoryLimitExceeded
            message = "peak resident memory over \(memoryLimitKiB / 1024) MiB"
        } else if outcome.killedForOutput || outcome.signal == SIGXFSZ {
            verdict = .outputLimitExceeded
            message =
                outcome.killedForOutput
                ? "stdout or stderr over \(limit) bytes (\(outputLimitRule))"
                : "a file in the box over \(limit) bytes (SIGXFSZ)"
        } else if outcome.killedForTime || outcome.cpuSeconds > timeLimit || outcome.signal == SIGXCPU {
            verdict = .timeLimitExceeded
            message =
                outcome.killedForTime
                ? "killed at the wall-clock cap, \(formatSeconds(2 * timeLimit + 1)) s"
                : "CPU time over \(formatSeconds(timeLimit)) s"
        } else if let signal = outcome.signal {
            verdict = .runtimeError
            message = "killed by signal \(signal)\(signalName(signal))"
        } else if let status = outcome.exitStatus, status != 0 {
            verdict = .runtimeError
            message = "exit status \(status)"
        }
        if verdict == .runtimeError, let last = lastLine(outcome.errorTail) { message += ": \(last)" }
        return verdict == .accepted ? nil : (verdict, message)
    }

    static func signalName(_ signal: Int32) -> String {
        switch signal {
        case 6: " (SIGABRT)"
        case 8: " (SIGFPE)"
        case 9: " (SIGKILL)"
        case 11: " (SIGSEGV)"
        case 24: " (SIGXCPU)"
        case 25: " (SIGXFSZ)"
        case 31: " (SIGSYS)"
        default: ""
        }
    }

    static func lastLine(_ bytes: [UInt8]) -> String? {
        let lines = OutputLines.split(bytes)
        guard let last = lines.last(where: { !OutputLines.trimmed($0).isEmpty }) else { return nil }
        return String(decoding: last.prefix(120), as: UTF8.self)
    }
}

/// Seconds with three decimals ("6.000"), as the judge's messages and reports print them; a
/// negative number, or one whose milliseconds are past Int's range (a library caller's time limit
/// of 1e18), as Swift prints it, where the conversion or the zero padding trapped.
public func formatSeconds(_ seconds: Double) -> String {
    guard let milliseconds = Int(exactly: (seconds * 1000).rounded()), milliseconds >= 0 else { return "\(seconds)" }
    let fraction = String(milliseconds % 1000)
    return "\(milliseconds / 1000).\(String(repeating: "0", count: 3 - fraction.count))\(fraction)"
}
