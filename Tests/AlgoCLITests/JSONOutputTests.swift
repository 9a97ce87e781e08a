import Foundation
import Testing
import _TestSupport

@testable import AlgoCLI

/// `--json` on the numeric commands: every line is one object that the command's schema in
/// Data/json/ accepts (checked by the Python jsonschema package, an independent validator), and
/// its values are the known ones: π(10^k) from OEIS A006880, p(10^6) from A006988, twin pairs
/// below 10^6 from A007508, 2^64 + 1 = 274177 · 67280421310721 (Landry 1880; GNU factor).
@Suite struct JSONOutputTests {
    /// The Python that has jsonschema: the test oracles' venv (`make deps`), else python3.
    static let python: String? = {
        for candidate in [dataPath("../.build/problemtools/bin/python"), "python3"] {
            if shellCommand("\(candidate) -c 'import jsonschema' 2>/dev/null").status == 0 { return candidate }
        }
        return nil
    }()

    /// Each line of `stdout` as an object.
    static func objects(_ stdout: String) throws -> [[String: Any]] {
        try stdout.split(separator: "\n").map {
            try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
        }
    }

    @Test(
        "each line validates against the command's schema",
        .enabled(if: python != nil, "jsonschema is not installed (make deps installs it)"),
        arguments: [
            ("pi", ["pi", "1e9", "10", "--json"]), ("pi", ["pi", "1e18", "--approx", "--json"]),
            ("nthprime", ["nthprime", "1e6", "--json"]), ("sieve-count", ["sieve", "count", "10", "100", "--json"]),
            ("isprime", ["isprime", "2^89-1", "561", "0", "--json"]),
            ("factor", ["factor", "360", "2^64+1", "1", "--json"]),
        ])
    func schemas(schema: String, arguments: [String]) {
        let result = runAlgo(arguments)
        #expect(result.status == 0, "\(result.stderr)")
        let lines = temporaryDirectory("json") + "/lines.jsonl"
        #expect(writeTextFile(lines, result.stdout))
        let script =
            "import json, sys, jsonschema; s = json.load(open(sys.argv[1])); "
            + "[jsonschema.validate(json.loads(l), s) for l in open(sys.argv[2])]; print('ok')"
        let check = shellCommand(
            "\(Self.python!) -c \(shellQuoted(script)) \(shellQuoted(dataPath("json/\(schema).schema.json"))) "
                + "\(shellQuoted(lines)) 2>&1")
        #expect(check.status == 0 && check.stdout == "ok\n", "\(check.stdout)")
    }

    @Test("the values: pi, nthprime, sieve count, isprime and factor")
    func values() throws {
        let pi = try Self.objects(runAlgo(["pi", "1e9", "--json"]).stdout)
        #expect(pi.count == 1 && pi[0]["x"] as? Int == 1_000_000_000 && pi[0]["pi"] as? Int == 50_847_534)
        let nth = try Self.objects(runAlgo(["nthprime", "--json"], stdin: "1e6\n").stdout)
        #expect(nth.first?["prime"] as? Int == 15_485_863)
        let twins = try Self.objects(runAlgo(["sieve", "count", "1e6", "--tuples", "2", "--json"]).stdout)
        #expect(twins.first?["count"] as? Int == 8169 && twins.first?["lo"] as? Int == 0)
        let verdicts = try Self.objects(runAlgo(["isprime", "561", "2", "--json"]).stdout)
        #expect(verdicts.map { $0["verdict"] as? String } == ["composite", "prime"])
        let factors = try Self.objects(runAlgo(["factor", "2^64+1", "--json"]).stdout)
        let pairs = (factors.first?["factors"] as? [[String: Any]])?.map { "\($0["prime"]!)^\($0["exponent"]!)" }
        #expect(pairs == ["274177^1", "67280421310721^1"])
    }
}
