import Foundation
import Testing
import _TestSupport

@testable import AlgoCLI

/// `algo stress` as a user runs it: exit statuses, the report, and source files built.
@Suite struct StressCommandTests {
    static let fixtures = dataPath("../Tests/JudgeFixtures/stress")

    @Test("a difference: exit 1, the seed, the shrunk input and both outputs")
    func difference() {
        let f = Self.fixtures
        let result = runAlgo([
            "stress", "--gen", "python3 \(f)/gen.py", "--brute", "\(f)/brute.py", "--size", "30", "--",
            "\(f)/kadane_bug.py",
        ])
        #expect(result.status == 1)
        #expect(result.stdout.hasPrefix("stress: a difference at seed "))
        #expect(result.stdout.contains(", size 1\n"))
        #expect(result.stdout.contains("solution (WA):\n  0\n"))
    }

    @Test("--json: the report as one object that its schema accepts, the difference shrunk to size 1")
    func json() throws {
        let f = Self.fixtures
        let result = runAlgo([
            "stress", "--gen", "python3 \(f)/gen.py", "--brute", "\(f)/brute.py", "--size", "30", "--json", "--",
            "\(f)/kadane_bug.py",
        ])
        #expect(result.status == 1)
        let report = try #require(
            try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let difference = try #require(report["difference"] as? [String: Any])
        #expect(difference["size"] as? Int == 1 && difference["verdict"] as? String == "WA")
        #expect(difference["received"] as? String == "0\n")
        if let python = JSONOutputTests.python {
            let file = temporaryDirectory("stress-json") + "/report.json"
            #expect(writeTextFile(file, result.stdout))
            let check = shellCommand(
                "\(python) -c 'import json, sys, jsonschema; jsonschema.validate(json.load(open(sys.argv[2])), "
                    + "json.load(open(sys.argv[1]))); print(\"ok\")' \(shellQuoted(dataPath("json/stress.schema.json"))) "
                    + "\(shellQuoted(file)) 2>&1")
            #expect(check.stdout == "ok\n", "\(check.stdout)")
        }
    }

    @Test("usage: no generator, no brute force or no solution is exit 2; so is a failing generator")
    func usage() {
        let f = Self.fixtures
        #expect(runAlgo(["stress", "--brute", "\(f)/brute.py", "--", "true"]).status == 2)
        #expect(runAlgo(["stress", "--gen", "\(f)/gen.py", "--", "true"]).status == 2)
        #expect(runAlgo(["stress", "--gen", "\(f)/gen.py", "--brute", "\(f)/brute.py"]).status == 2)
        let broken = runAlgo(["stress", "--gen", "false", "--brute", "\(f)/brute.py", "--", "\(f)/kadane.py"])
        #expect(broken.status == 2 && broken.stderr.contains("the generator failed on seed 1"), "\(broken.stderr)")
    }

    @Test("shell words: quotes group, and are removed")
    func words() {
        #expect(StressCommand.shellWords("python3 -c 'print(1 + 1)'  x") == ["python3", "-c", "print(1 + 1)", "x"])
        #expect(StressCommand.shellWords("\"a b\" c") == ["a b", "c"])
        #expect(StressCommand.shellWords("  ") == [])
    }
}
