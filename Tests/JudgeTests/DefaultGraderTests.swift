import AlgoSupport
import Foundation
import Testing
import _TestSupport

@testable import Judge

/// The default grader: cases from the format's text, and random verdict and score lists against
/// problemtools' `support/default_grader` (the reference implementation) when problemtools is
/// installed (`make deps`).
@Suite struct DefaultGraderTests {
    @Test("the defaults: the worst verdict, the sum of the scores; no children is AC with 0")
    func defaults() {
        let graded = DefaultGrader.grade([(.accepted, 30), (.wrongAnswer, 0), (.timeLimitExceeded, 0)], flags: [])
        #expect(graded.verdict == .timeLimitExceeded && graded.score == 30)
        #expect(DefaultGrader.grade([], flags: ["min"]) == (.accepted, 0))
    }

    @Test("flags: first_error, always_accept, accept_if_any_accepted, avg/min/max, ignore_sample")
    func flags() {
        let children: [(verdict: Verdict, score: Double)] = [(.wrongAnswer, 0), (.runtimeError, 0), (.accepted, 70)]
        #expect(DefaultGrader.grade(children, flags: ["first_error"]).verdict == .wrongAnswer)
        #expect(DefaultGrader.grade(children, flags: []).verdict == .runtimeError)
        #expect(DefaultGrader.grade(children, flags: ["always_accept"]).verdict == .accepted)
        #expect(DefaultGrader.grade(children, flags: ["accept_if_any_accepted"]).verdict == .accepted)
        #expect(DefaultGrader.grade(children, flags: ["avg"]).score == 70.0 / 3)
        #expect(DefaultGrader.grade(children, flags: ["min", "max"]).score == 70)  // the later flag wins
        #expect(
            DefaultGrader.grade([(.wrongAnswer, 1), (.accepted, 100)], flags: ["ignore_sample"]) == (.accepted, 100))
        #expect(DefaultGrader.grade(children, flags: ["ignore_sample"]).verdict == .judgeError)
    }

    /// problemtools' default grader and the python3 to run it, when installed.
    static let reference: (python: String, grader: String)? = {
        let python = dataPath("../.build/problemtools/bin/python3")
        let found = shellCommand(
            "\(shellQuoted(python)) -c 'import os, problemtools; print(os.path.dirname(problemtools.__file__))' 2>/dev/null"
        )
        let folder = found.stdout.split(separator: "\n").first.map(String.init) ?? ""
        guard found.status == 0, access(folder + "/support/default_grader", R_OK) == 0 else {
            print(
                "note: problemtools is not installed (make deps); the default grader is checked against the format's text only"
            )
            return nil
        }
        return (python, folder + "/support/default_grader")
    }()

    @Test(
        "random children and flags: the same verdict and score as problemtools' grader", .enabled(if: reference != nil))
    func againstProblemtools() throws {
        let (python, grader) = try #require(Self.reference)
        var rng = SplitMix64(seed: 5454)
        let verdicts: [Verdict] = [.accepted, .accepted, .wrongAnswer, .timeLimitExceeded, .runtimeError, .judgeError]
        let flagWords = [
            "worst_error", "first_error", "always_accept", "accept_if_any_accepted", "sum", "avg", "min", "max",
            "ignore_sample",
        ]
        let file = temporaryDirectory("grader") + "/in"
        var disagreements: [String] = []
        for _ in 0..<200 {
            let count = 1 + Int(rng.next() % 4)
            let children = (0..<count).map { _ in
                (verdict: verdicts[Int(rng.next() % UInt64(verdicts.count))], score: Double(rng.next() % 50))
            }
            let flags = (0..<Int(rng.next() % 3)).map { _ in flagWords[Int(rng.next() % UInt64(flagWords.count))] }
            _ = writeTextFile(file, children.map { "\($0.verdict.packageName) \($0.score)\n" }.joined())
            let run = shellCommand(
                "\(shellQuoted(python)) \(shellQuoted(grader)) \(flags.joined(separator: " ")) < \(file)")
            let words = run.stdout.split(separator: " ").map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
            let ours = DefaultGrader.grade(children, flags: flags)
            // The reference answers "JE 0" where it fails (ignore_sample with more than two).
            let theirsScore = words.count == 2 ? Double(words[1]) : nil
            let same =
                words.first == ours.verdict.packageName
                && (ours.verdict == .judgeError || theirsScore.map { abs($0 - ours.score) < 1e-6 } == true)
            if !same { disagreements.append("\(children) \(flags): theirs \(run.stdout), ours \(ours)") }
        }
        #expect(disagreements.isEmpty, "\(disagreements.count) disagreements, first: \(disagreements.first ?? "")")
    }
}
