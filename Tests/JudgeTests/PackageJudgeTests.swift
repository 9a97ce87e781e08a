import AlgoSupport
import Testing
import _TestSupport

@testable import Judge

/// Judging on the fixture packages, whose submissions' verdicts are known by construction (each
/// says in its first comment why it gets its folder's verdict) and were confirmed by
/// problemtools' verifyproblem (Guides/Judge.md, "Problem packages").
@Suite(.serialized) struct PackageJudgeTests {
    @Test(
        "every submission of each fixture package gets its folder's verdict", arguments: ["floatsum", "dslr", "bigsum"])
    func allSubmissions(name: String) throws {
        let package = try ProblemPackage(directory: dataPath("judge/packages/\(name)"))
        let judge = try PackageJudge(package: package, options: PackageOptions())
        let found = try judge.checkSubmissions()
        #expect(found.checks.count >= 4)
        for check in found.checks {
            #expect(check.report != nil, "\(check.path) was not judged")
            #expect(
                check.matches, "\(check.path): \(check.report?.verdict.packageName ?? "-"), expected \(check.expected)")
        }
        #expect(Set(found.checks.map(\.expected)).isSuperset(of: ["AC", "WA", "TLE", "RTE"]))
    }

    @Test("a scoring problem: each group's grade, and the scores the groups' settings give")
    func scoring() throws {
        let package = try ProblemPackage(directory: dataPath("judge/packages/bigsum"))
        let judge = try PackageJudge(package: package, options: PackageOptions())
        let folder = dataPath("judge/packages/bigsum/submissions")
        let full = try judge.judge(["python3", folder + "/accepted/exact.py"])
        #expect(full.verdict == .accepted && full.score == 100)
        let program = try PackageProgram.build(folder + "/partially_accepted/int64.c")
        let partial = try judge.judge(program.command)
        #expect(partial.verdict == .accepted && partial.score == 30)
        let grades = Dictionary(uniqueKeysWithValues: partial.groups.map { ($0.name, ($0.verdict, $0.score)) })
        #expect(grades["secret/group1"]! == (.accepted, 30) && grades["secret/group2"]! == (.wrongAnswer, 0))
        #expect(grades["secret"]! == (.accepted, 30) && grades[""]! == (.accepted, 30))
        // group2 inherits on_reject: continue from secret/testdata.yaml: both its tests ran.
        #expect(partial.results.filter { $0.test.group == "secret/group2" }.count == 2)
        #expect(partial.groups.allSatisfy { $0.inRange })
    }

    @Test("judging stops at the first rejection, and --all-tests runs the rest")
    func onReject() throws {
        let package = try ProblemPackage(directory: dataPath("judge/packages/floatsum"))
        let wrong = ["python3", dataPath("judge/packages/floatsum/submissions/wrong_answer/rounded.py")]
        let report = try PackageJudge(package: package, options: PackageOptions()).judge(wrong)
        #expect(report.verdict == .wrongAnswer)
        #expect(report.results.map(\.verdict) == [.accepted, .accepted, .wrongAnswer])
        #expect(report.results.last?.message.contains("14.949463") == true, "\(report.results.last?.message ?? "")")
        var options = PackageOptions()
        options.allTests = true
        let all = try PackageJudge(package: package, options: options).judge(wrong)
        #expect(all.results.count == package.tests.count && all.verdict == .wrongAnswer)
    }

    @Test("the custom validator's judgemessage.txt comes back as the feedback")
    func feedback() throws {
        let package = try ProblemPackage(directory: dataPath("judge/packages/dslr"))
        let judge = try PackageJudge(package: package, options: PackageOptions())
        let report = try judge.judge([
            "python3", dataPath("judge/packages/dslr/submissions/wrong_answer/only_subtract.py"),
        ])
        #expect(report.verdict == .wrongAnswer)
        // Baekjoon's sample 1234 → 3412 is LL: subtracting one 7822 times is valid but not shortest.
        #expect(report.results.first?.feedback == "case 1: 7822 commands; the shortest has 2\n")
    }

    @Test("interactive: the validator's reply drives the submission; who ends first decides WA or RTE")
    func interactive() throws {
        let package = try ProblemPackage(directory: dataPath("judge/packages/guess"))
        let judge = try PackageJudge(package: package, options: PackageOptions())
        let folder = dataPath("judge/packages/guess/submissions")
        let accepted = try judge.judge(["python3", folder + "/accepted/bisect.py"])
        #expect(accepted.verdict == .accepted && accepted.results.count == package.tests.count)
        // Binary search over 1..10^9 takes at most 30 guesses; the validator says how many.
        #expect(accepted.results.allSatisfy { $0.feedback.hasPrefix("found in ") })
        // The validator rejects the 31st guess and exits first: WA, though the submission then
        // dies of the closed pipe.
        let counting = try judge.judge(["python3", folder + "/wrong_answer/count_up.py"])
        #expect(counting.verdict == .wrongAnswer && counting.results.last?.message == "30 guesses and not found")
        // The submission exits 1 after one reply, then the validator reads the end: RTE.
        let quitting = try judge.judge(["python3", folder + "/run_time_error/gives_up.py"])
        #expect(quitting.verdict == .runtimeError, "\(quitting.results.map(\.message))")
    }

    @Test("--all-submissions builds a Swift submission and skips, with a note, one it cannot run")
    func swiftAndUnknown() throws {
        let folder = ProblemPackageTests.broken {
            _ = writeTextFile(
                $0 + "/submissions/accepted/sum.swift",
                "var lines = [String]()\nwhile let line = readLine() { lines.append(line) }\n"
                    + "let values = lines[1].split(separator: \" \").map { Double($0)! }\n"
                    + "print(values.reduce(0, +))\n")
            _ = writeTextFile($0 + "/submissions/accepted/sum.rb", "puts STDIN.read.split.drop(1).map(&:to_f).sum\n")
        }
        let package = try ProblemPackage(directory: folder)
        let checks = try PackageJudge(package: package, options: PackageOptions()).checkSubmissions().checks
        let swift = try #require(checks.first { $0.path.hasSuffix("sum.swift") })
        // A plain double sum is within float_tolerance 1e-6 of fsum's on this data.
        #expect(swift.report?.verdict == .accepted && swift.matches, "\(swift.report?.results.map(\.message) ?? [])")
        let ruby = try #require(checks.first { $0.path.hasSuffix("sum.rb") })
        #expect(ruby.report == nil && ruby.skipped?.contains("not run here") == true && ruby.matches)
    }

    @Test("a validator that exits with neither 42 nor 43 is a judge error, not a wrong answer")
    func judgeError() throws {
        let folder = ProblemPackageTests.broken {
            _ = writeTextFile($0 + "/problem.yaml", "name: Float Sum\nvalidation: custom\n")
            mkdir($0 + "/output_validators", 0o755)
            _ = writeTextFile($0 + "/output_validators/crash.py", "import sys\nsys.exit(3)\n")
        }
        let package = try ProblemPackage(directory: folder)
        let report = try PackageJudge(package: package, options: PackageOptions())
            .judge(["python3", dataPath("judge/packages/floatsum/submissions/accepted/fsum.py")])
        #expect(report.verdict == .judgeError)
        #expect(report.results.first?.message.contains("exit status 3") == true)
    }

    @Test("the input validators accept the fixtures' data and reject a bad input file")
    func inputValidation() throws {
        for name in ["floatsum", "dslr", "bigsum", "guess", "archery"] {
            let package = try ProblemPackage(directory: dataPath("judge/packages/\(name)"))
            let found = try PackageJudge(package: package, options: PackageOptions()).validateInputs()
            #expect(
                found.invalid.isEmpty && found.checks == package.tests.count, "\(name): \(found.invalid.map(\.message))"
            )
        }
        let folder = ProblemPackageTests.broken { _ = writeTextFile($0 + "/data/sample/2.in", "2\n1 2 3\n") }
        let package = try ProblemPackage(directory: folder)
        let found = try PackageJudge(package: package, options: PackageOptions()).validateInputs()
        #expect(found.invalid.map(\.test) == ["sample/2"])
        #expect(found.invalid.first?.isJudgeError == false)
        #expect(found.invalid.first?.message.contains("expected 2 numbers") == true)
    }
}

/// The fixture packages judged by problemtools' verifyproblem (the format's reference
/// implementation), when `make deps` has installed it in .build/problemtools: each submission's
/// verdict there must be the one this judge gives.
@Suite(.serialized) struct VerifyproblemTests {
    static let verifyproblem: String? = {
        let path = dataPath("../.build/problemtools/bin/verifyproblem")
        if access(path, X_OK) == 0 { return path }
        print(
            "note: problemtools is not installed (make deps puts it in .build/problemtools); "
                + "the fixture packages are checked against their folders' verdicts only")
        return nil
    }()

    @Test(
        "verifyproblem gives each fixture submission the verdict this judge gives", .enabled(if: verifyproblem != nil),
        arguments: ["floatsum", "dslr", "bigsum", "guess", "archery"])
    func sameVerdicts(name: String) throws {
        let tool = try #require(Self.verifyproblem)
        let source = dataPath("judge/packages/\(name)")
        let output = shellCommand(
            "cd \(shellQuoted(source + "/..")) && \(shellQuoted(tool)) \(name) -p submissions 2>&1")
        // Lines such as "   wrong_answer/rounded.py (Python 3 (w/PyPy3)) OK: WA [CPU: …]", with the
        // score after the verdict for a scoring problem: "OK: AC (30) [CPU: …]".
        var theirs: [String: String] = [:]
        var theirScores: [String: Double] = [:]
        for line in output.stdout.split(separator: "\n") {
            let words = line.split(separator: " ")
            guard let first = words.first, first.contains("/"),
                let ok = words.firstIndex(of: "OK:") ?? words.firstIndex(of: "got"),
                ok + 1 < words.count
            else { continue }
            theirs[String(first)] = String(words[ok + 1])
            if ok + 2 < words.count, words[ok + 2].hasPrefix("("), words[ok + 2].hasSuffix(")") {
                theirScores[String(first)] = Double(words[ok + 2].dropFirst().dropLast())
            }
        }
        let package = try ProblemPackage(directory: source)
        let ours = try PackageJudge(package: package, options: PackageOptions()).checkSubmissions().checks
        #expect(theirs.count == ours.count, "verifyproblem printed:\n\(output.stdout)")
        for check in ours {
            let key = check.path.split(separator: "/").suffix(2).joined(separator: "/")
            #expect(theirs[key] == check.report?.verdict.packageName, "\(key): verifyproblem \(theirs[key] ?? "-")")
            if let score = theirScores[key] {
                #expect(check.report?.score == score, "\(key): verifyproblem's score \(score)")
            }
        }
    }
}
