import AlgoSupport
import Testing
import _TestSupport

@testable import Judge

/// Reading packages: the two fixtures (Data/judge/packages), and broken packages built in a
/// temporary folder, each of which must be refused with the file at fault named.
@Suite struct ProblemPackageTests {
    static let floatsum = dataPath("judge/packages/floatsum")
    static let dslr = dataPath("judge/packages/dslr")

    @Test("the legacy fixture: its limits, flags, tests in order and input validator")
    func legacy() throws {
        let package = try ProblemPackage(directory: Self.floatsum)
        #expect(package.format == .legacy)
        #expect(package.shortName == "floatsum" && package.title == "Float Sum")
        #expect(package.validatorFlags == ["float_tolerance", "1e-6"])
        #expect(!package.hasCustomOutputValidator && !package.isScoring && !package.isInteractive)
        #expect(package.timeLimit == 2 && package.timeLimitSource == .timelimitFile)
        #expect(package.memoryMiB == 256 && package.outputMiB == 8)
        #expect(
            package.tests.map(\.name) == [
                "sample/1", "sample/2", "secret/01-small", "secret/02-cancel", "secret/03-max",
            ])
        #expect(package.inputValidators.map { $0.split(separator: "/").last! } == ["validate.py"])
    }

    @Test("the 2023-07-draft fixture: its name map, time limit and singular output_validator")
    func draft() throws {
        let package = try ProblemPackage(directory: Self.dslr)
        #expect(package.format == .draft2023)
        #expect(package.title == "DSLR")
        #expect(package.timeLimit == 2 && package.timeLimitSource == .problemYAML)
        #expect(package.hasCustomOutputValidator)
        #expect(package.outputValidators.count == 1 && package.outputValidators[0].hasSuffix("/output_validator"))
        #expect(package.tests.first?.group == "sample")
    }

    /// The error `body` throws, or nil.
    static func refusal(_ body: () throws(PackageError) -> Void) -> PackageError? {
        do {
            try body()
            return nil
        } catch {
            return error
        }
    }

    /// A copy of the legacy fixture in a temporary folder, changed by `damage`.
    static func broken(_ damage: (String) -> Void) -> String {
        let folder = temporaryDirectory("package") + "/floatsum"
        _ = shellCommand("cp -r \(shellQuoted(floatsum)) \(shellQuoted(folder))")
        damage(folder)
        return folder
    }

    @Test("a malformed problem.yaml is refused with its line")
    func malformedYAML() {
        let folder = Self.broken {
            _ = writeTextFile($0 + "/problem.yaml", "name: x\nlimits:\n  memory: 1\n    time: 2\n")
        }
        let error = Self.refusal { () throws(PackageError) in _ = try ProblemPackage(directory: folder) }
        #expect(
            error?.file.hasSuffix("/problem.yaml") == true && error?.message.hasPrefix("line 4:") == true,
            "\(String(describing: error))")
    }

    @Test(
        "wrong values in problem.yaml are refused, naming the key",
        arguments: [
            ("type: scoring-ish\n", "type"), ("validation: custom interactive score extra\n", "validation"),
            ("limits:\n  memory: lots\n", "limits.memory"),
            ("problem_format_version: 2031\n", "problem_format_version"),
        ])
    func wrongValues(yaml: String, key: String) {
        let folder = Self.broken { _ = writeTextFile($0 + "/problem.yaml", yaml) }
        let error = Self.refusal { () throws(PackageError) in _ = try ProblemPackage(directory: folder) }
        #expect(
            error?.file.hasSuffix("/problem.yaml") == true && error?.message.hasPrefix(key) == true,
            "\(String(describing: error))")
    }

    @Test("the scoring fixture: the group tree and each group's settings, inherited and overridden")
    func scoringTree() throws {
        let package = try ProblemPackage(directory: dataPath("judge/packages/bigsum"))
        #expect(package.isScoring && !package.scoreFileAllowed)
        #expect(
            package.root.settings.graderFlags == ["ignore_sample", "sum"] && package.root.settings.range == 0...100)
        let groups = package.root.items.compactMap { item -> TestGroup? in
            if case .group(let group) = item { return group } else { return nil }
        }
        #expect(groups.map(\.name) == ["sample", "secret"])
        let secret = groups[1]
        #expect(secret.settings.continueOnReject && secret.settings.graderFlags == ["sum", "accept_if_any_accepted"])
        guard case .group(let group1) = secret.items[0] else {
            Issue.record("secret's first item is not group1")
            return
        }
        #expect(group1.settings.acceptScore == 30 && group1.settings.range == 0...30)
        #expect(group1.settings.continueOnReject)  // inherited from secret
        #expect(groups[0].settings.acceptScore == 1)  // the default
    }

    @Test(
        "wrong grading settings in testdata.yaml are refused, naming the key",
        arguments: [
            ("range: 5\n", "range"), ("range: 10 0\n", "range"), ("grader_flags: median\n", "grader_flags"),
            ("accept_score: lots\n", "accept_score"), ("grading: custom\n", "grading"),
        ])
    func wrongGrading(yaml: String, key: String) {
        let folder = Self.broken { _ = writeTextFile($0 + "/data/secret/testdata.yaml", yaml) }
        let error = Self.refusal { () throws(PackageError) in _ = try ProblemPackage(directory: folder) }
        #expect(
            error?.file.hasSuffix("/data/secret/testdata.yaml") == true && error?.message.hasPrefix(key) == true,
            "\(String(describing: error))")
    }

    @Test("a test without its .ans names the missing file")
    func missingAnswer() {
        let folder = Self.broken { unlink($0 + "/data/secret/02-cancel.ans") }
        let error = Self.refusal { () throws(PackageError) in _ = try ProblemPackage(directory: folder) }
        #expect(error?.file == folder + "/data/secret/02-cancel.ans", "\(String(describing: error))")
    }

    @Test("no data, or no secret data, is refused")
    func noData() {
        let none = Self.broken { _ = shellCommand("rm -rf \(shellQuoted($0 + "/data"))") }
        #expect(throws: PackageError.self) { try ProblemPackage(directory: none) }
        let samplesOnly = Self.broken { _ = shellCommand("rm -rf \(shellQuoted($0 + "/data/secret"))/*") }
        let error = Self.refusal { () throws(PackageError) in _ = try ProblemPackage(directory: samplesOnly) }
        #expect(error?.file.hasSuffix("/data/secret") == true, "\(String(describing: error))")
    }

    @Test("an output validator that does not compile is named, with the compiler's error")
    func validatorDoesNotCompile() throws {
        let folder = Self.broken {
            _ = writeTextFile($0 + "/problem.yaml", "name: Float Sum\nvalidation: custom\n")
            mkdir($0 + "/output_validators", 0o755)
            _ = writeTextFile($0 + "/output_validators/broken.cc", "int main() { return undeclared; }\n")
        }
        let package = try ProblemPackage(directory: folder)
        let error = Self.refusal { () throws(PackageError) in
            _ = try PackageJudge(package: package, options: PackageOptions())
        }
        #expect(error?.file.hasSuffix("/output_validators/broken.cc") == true, "\(String(describing: error))")
        #expect(error?.message.contains("undeclared") == true, "\(String(describing: error))")
    }

    @Test("a validator folder whose build script fails is named, with the script's last line")
    func buildScriptFails() throws {
        let folder = Self.broken {
            _ = writeTextFile($0 + "/problem.yaml", "name: Float Sum\nvalidation: custom\n")
            mkdir($0 + "/output_validators", 0o755)
            mkdir($0 + "/output_validators/scripted", 0o755)
            _ = writeTextFile(
                $0 + "/output_validators/scripted/build", "#!/bin/sh\necho 'no compiler here' >&2\nexit 3\n")
            chmod($0 + "/output_validators/scripted/build", 0o755)
        }
        let package = try ProblemPackage(directory: folder)
        let error = Self.refusal { () throws(PackageError) in
            _ = try PackageJudge(package: package, options: PackageOptions())
        }
        #expect(error?.file.hasSuffix("/output_validators/scripted/build") == true, "\(String(describing: error))")
        #expect(error?.message == "failed (exit status 3): no compiler here", "\(String(describing: error))")
    }

    @Test("testdata.yaml: flags and on_reject inherited by subgroups, overridden below")
    func testdataInheritance() throws {
        let folder = Self.broken {
            _ = writeTextFile(
                $0 + "/data/secret/testdata.yaml", "on_reject: continue\noutput_validator_flags: case_sensitive\n")
            mkdir($0 + "/data/secret/g1", 0o755)
            _ = writeTextFile($0 + "/data/secret/g1/a.in", "1\n5\n")
            _ = writeTextFile($0 + "/data/secret/g1/a.ans", "5\n")
            mkdir($0 + "/data/secret/g2", 0o755)
            _ = writeTextFile($0 + "/data/secret/g2/testdata.yaml", "on_reject: break\n")
            _ = writeTextFile($0 + "/data/secret/g2/b.in", "1\n6\n")
            _ = writeTextFile($0 + "/data/secret/g2/b.ans", "6\n")
        }
        let tests = try ProblemPackage(directory: folder).tests
        // Name order, files and groups interleaved: 01-small, 02-cancel, 03-max, g1, g2. The
        // output validator gets problem.yaml's validator_flags, then the group's, as problemtools passes them.
        #expect(tests.map(\.name).suffix(2) == ["secret/g1/a", "secret/g2/b"])
        let g1 = try #require(tests.first { $0.group == "secret/g1" })
        let g2 = try #require(tests.first { $0.group == "secret/g2" })
        #expect(g1.continueOnReject && g1.outputValidatorFlags == ["float_tolerance", "1e-6", "case_sensitive"])
        #expect(!g2.continueOnReject && g2.outputValidatorFlags == ["float_tolerance", "1e-6", "case_sensitive"])
        #expect(tests.first { $0.group == "sample" }?.continueOnReject == false)
    }
}
