import AlgoSupport
import Testing
import _TestSupport

@testable import Judge

/// The Polygon fixture (Data/judge/packages/pairsum): problem.xml read, generator lines run, the
/// main solution's answers made, the testlib checker and validator built with the package's
/// testlib.h (which `make deps` puts in files/; the tests that compile it skip without it), and
/// each solution given the verdict of its tag.
@Suite(.serialized) struct PolygonPackageTests {
    static let folder = dataPath("judge/packages/pairsum")
    static let hasTestlib: Bool = {
        if access(folder + "/files/testlib.h", R_OK) == 0 { return true }
        print("note: files/testlib.h is missing (make deps fetches it); the Polygon package's judging is not checked")
        return false
    }()

    @Test("problem.xml: names, limits, tests from files and from generator lines, checker, solutions")
    func reading() throws {
        let package = try ProblemPackage(directory: Self.folder)
        #expect(package.format == .polygon && package.shortName == "pairsum" && package.title == "Pair Sum")
        #expect(package.timeLimit == 1 && package.memoryMiB == 256 && package.checkerConvention == .testlib)
        #expect(package.tests.map(\.name) == (1...6).map { "tests/0\($0)" })
        #expect(package.tests[0].inputPath == Self.folder + "/tests/01")
        #expect(
            package.pendingInputs.map(\.command) == [
                ["gen", "10", "1", "7"], ["gen", "1000", "2", "8"],
                ["gen", "200000", "1", "9"], ["gen", "200000", "3", "10"],
            ])
        #expect(package.pendingAnswers.count == 6)  // no .a file in the package: the main solution's
        #expect(package.outputValidators == [Self.folder + "/files/check.cpp"])
        #expect(package.submissions.map(\.expected) == ["AC", "AC", "WA", "TLE", "MLE"])
        #expect(ProblemPackage.formatted("tests/%02d.a", 7) == "tests/07.a")
        #expect(ProblemPackage.formatted("t%d", 12) == "t12")
    }

    @Test("every solution gets its tag's verdict; the validator accepts every input", .enabled(if: hasTestlib))
    func solutions() throws {
        let package = try ProblemPackage(directory: Self.folder)
        let judge = try PackageJudge(package: package, options: PackageOptions())
        for check in try judge.checkSubmissions().checks {
            #expect(
                check.matches, "\(check.path): \(check.report?.verdict.packageName ?? "-"), expected \(check.expected)")
        }
        let validated = try judge.validateInputs()
        #expect(validated.invalid.isEmpty && validated.checks == 6, "\(validated.invalid.map(\.message))")
    }

    @Test("the checker accepts any right pair and says why it rejects", .enabled(if: hasTestlib))
    func checker() throws {
        let package = try ProblemPackage(directory: Self.folder)
        let judge = try PackageJudge(package: package, options: PackageOptions())
        // Sample 1 is 2 7 11 15 -2 with t = 9: (1, 2) and (3, 5) are both right; (2, 1) is not
        // ordered; (1, 3) sums to 13.
        let sample = package.tests[0]
        let program = judge.validators[0]
        for (output, verdict) in [
            ("1 2\n", Verdict.accepted), ("3 5\n", .accepted), ("2 1\n", .wrongAnswer),
            ("1 3\n", .wrongAnswer), ("-1\n", .wrongAnswer),
        ] {
            let checked = try judge.runTestlibChecker(program, sample, output: Array(output.utf8))
            #expect(checked.verdict == verdict, "\(output): \(checked.message)")
        }
        let why = try judge.runTestlibChecker(program, sample, output: Array("1 3\n".utf8)).message
        #expect(why.contains("a[1] + a[3] = 13, not 9"), "\(why)")
    }

    @Test("a generator line naming no executable is refused with problem.xml named")
    func unknownGenerator() throws {
        let copy = temporaryDirectory("polygon") + "/pairsum"
        _ = shellCommand("cp -r \(shellQuoted(Self.folder)) \(shellQuoted(copy))")
        let xml = try #require(readTextFile(copy + "/problem.xml"))
        _ = writeTextFile(
            copy + "/problem.xml", xml.replacingOccurrences("cmd=\"gen 10 1 7\"", with: "cmd=\"nosuch 1\""))
        do {
            _ = try ProblemPackage(directory: copy)
            Issue.record("accepted a generator line with no executable")
        } catch {
            #expect("\(error)".contains("problem.xml: test 3: no executable for nosuch 1"), "\(error)")
        }
    }
}

extension String {
    fileprivate func replacingOccurrences(_ target: String, with replacement: String) -> String {
        split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
    }
}
