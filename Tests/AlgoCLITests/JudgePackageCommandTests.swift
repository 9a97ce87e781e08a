import Foundation
import Testing
import _TestSupport

@testable import AlgoCLI

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// `algo judge PACKAGE` as a user runs it: the verdict and exit status, `--json` read back by
/// Foundation's JSON parser, `--validate`, `--all-submissions`, and one line naming the file for
/// every package that cannot be used.
@Suite struct JudgePackageCommandTests {
    static let floatsum = dataPath("judge/packages/floatsum")
    static let dslr = dataPath("judge/packages/dslr")

    @Test("an accepted submission: exit 0, a row per test, the verdict and where the time limit came from")
    func accepted() {
        let result = runAlgo(["judge", Self.floatsum, "--", "python3", Self.floatsum + "/submissions/accepted/fsum.py"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("limits 2.000 s CPU (.timelimit) and 256 MiB"))
        #expect(result.stdout.contains("\nsecret/03-max            AC"))
        #expect(result.stdout.contains("\nverdict: AC, "))
        #expect(result.stderr.isEmpty || result.stderr.hasPrefix("algo judge: "))
    }

    @Test("--json: one object with the problem, the verdict, null score, and each test")
    func json() throws {
        let result = runAlgo([
            "judge", Self.dslr, "--json", "--", Self.dslr + "/submissions/wrong_answer/no_wraparound.cc",
        ])
        #expect(result.status == 1, "\(result.stderr)")
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any], "\(result.stdout)")
        #expect(object["problem"] as? String == "dslr")
        #expect(object["verdict"] as? String == "WA")
        #expect(object["score"] is NSNull)
        let tests = try #require(object["tests"] as? [[String: Any]])
        #expect(tests.map { $0["name"] as? String } == ["sample/1", "secret/01-random", "secret/02-far"])
        #expect(tests.map { $0["verdict"] as? String } == ["AC", "AC", "WA"])
        #expect(
            (tests.last?["feedback"] as? String)?.hasPrefix("case 1: DDLDDDLDSRDDR turns 0 into 6999, not 2") == true)
        #expect(tests.allSatisfy { $0["time_s"] is NSNumber && $0["memory_mb"] is NSNumber && $0["group"] is String })
    }

    @Test("--junit: one test case per test, a failure typed by its verdict, read back by XMLParser")
    func junit() throws {
        let path = temporaryDirectory("junit") + "/report.xml"
        let result = runAlgo([
            "judge", Self.dslr, "--junit", path, "--", Self.dslr + "/submissions/wrong_answer/no_wraparound.cc",
        ])
        #expect(result.status == 1, "\(result.stderr)")
        let xml = try #require(readTextFile(path))
        let reader = JUnitCounter()
        let parser = XMLParser(data: Data(xml.utf8))
        parser.delegate = reader
        #expect(parser.parse())
        #expect(reader.cases == ["sample/1", "secret/01-random", "secret/02-far"])
        #expect(reader.failures == ["WA"] && reader.suiteTests == "3" && reader.suiteFailures == "1")
        let usage = runAlgo(["judge", Self.dslr, "--validate", "--junit", path])
        #expect(usage.status == 2 && usage.stderr.hasPrefix("algo judge: --junit writes the verdicts"))
    }

    /// What an XML reader of JUnit sees: the test cases' names and the failures' types.
    final class JUnitCounter: NSObject, XMLParserDelegate {
        var cases: [String] = []
        var failures: [String] = []
        var suiteTests = ""
        var suiteFailures = ""
        func parser(
            _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
            attributes: [String: String] = [:]
        ) {
            if name == "testsuite" {
                suiteTests = attributes["tests"] ?? ""
                suiteFailures = attributes["failures"] ?? ""
            }
            if name == "testcase" { cases.append(attributes["name"] ?? "?") }
            if name == "failure" { failures.append(attributes["type"] ?? "?") }
        }
    }

    @Test("a scoring problem: the groups and the score; short of the full score is exit 1")
    func scoring() throws {
        let bigsum = dataPath("judge/packages/bigsum")
        let partial = runAlgo(["judge", bigsum, "--json", "--", bigsum + "/submissions/partially_accepted/int64.c"])
        #expect(partial.status == 1 && partial.stderr.contains("score 30.0 of 100.0"), "\(partial.stderr)")
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(partial.stdout.utf8)) as? [String: Any], "\(partial.stdout)")
        #expect(object["verdict"] as? String == "AC" && object["score"] as? Double == 30)
        let groups = try #require(object["groups"] as? [[String: Any]])
        #expect(groups.map { $0["name"] as? String } == ["sample", "secret/group1", "secret/group2", "secret", ""])
        let full = runAlgo(["judge", bigsum, "--", "python3", bigsum + "/submissions/accepted/exact.py"])
        #expect(full.status == 0 && full.stdout.contains("verdict: AC, score 100.0"), "\(full.stdout)")
        #expect(full.stdout.contains("group secret/group2: AC, score 70.0"))
    }

    @Test("--validate and --all-submissions on the fixtures: exit 0 and the counts")
    func verify() {
        let validated = runAlgo(["judge", Self.floatsum, "--validate"])
        #expect(validated.status == 0 && validated.stdout.contains("every input is valid (5 checks)"), "\(validated)")
        let all = runAlgo(["judge", Self.dslr, "--all-submissions"])
        #expect(all.status == 0 && all.stdout.contains("every judged submission (7 of 7) got its folder's verdict"))
    }

    /// A copy of the legacy fixture changed by `damage`.
    static func broken(_ damage: (String) -> Void) -> String {
        let folder = temporaryDirectory("package-cli") + "/floatsum"
        _ = shellCommand("cp -r \(shellQuoted(floatsum)) \(shellQuoted(folder))")
        damage(folder)
        return folder
    }

    @Test("a package that cannot be used: exit 2, one line on stderr naming the file")
    func badPackages() {
        let cases: [(String, String)] = [
            (Self.broken { _ = writeTextFile($0 + "/problem.yaml", "limits: [1, 2\n") }, "/problem.yaml: line 1:"),
            (Self.broken { _ = shellCommand("rm -rf \(shellQuoted($0 + "/data"))") }, "/data: no test data"),
            (Self.broken { unlink($0 + "/data/sample/1.ans") }, "/data/sample/1.ans: missing"),
            (
                Self.broken {
                    _ = writeTextFile($0 + "/problem.yaml", "validation: custom\n")
                    mkdir($0 + "/output_validators", 0o755)
                    _ = writeTextFile($0 + "/output_validators/v.c", "int main(void) { return x; }\n")
                }, "/output_validators/v.c: does not compile"
            ),
            (temporaryDirectory("not-a-package"), ": no problem.yaml or problem.xml"),
        ]
        for (folder, expected) in cases {
            let result = runAlgo(["judge", folder, "--", "true"])
            #expect(result.status == 2, "\(folder): \(result.stderr)")
            #expect(result.stderr.contains(expected), "\(result.stderr)")
            #expect(result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
            #expect(result.stdout.isEmpty)
        }
    }

    @Test("options of the built-in problems are refused with a package, and the reverse")
    func misplacedOptions() {
        #expect(runAlgo(["judge", Self.floatsum, "--seed", "3", "--", "true"]).status == 2)
        #expect(runAlgo(["judge", "dslr", "--json", "--", "true"]).status == 2)
        #expect(runAlgo(["judge", Self.floatsum, "--validate", "--", "true"]).status == 2)
        #expect(runAlgo(["judge", Self.floatsum]).status == 2)
    }
}
