import Foundation
import Testing
import _TestSupport

@testable import AlgoCLI

/// `--json` on the numeric commands: every line is one object that the command's schema in
/// Data/json/ accepts (checked by the Python jsonschema package, an independent validator), and
/// its values are the known ones: π(10^k) from OEIS A006880, p(10^6) from A006988, twin pairs
/// below 10^6 from A007508, 2^64 + 1 = 274177 · 67280421310721 (Landry 1880; GNU factor), the
/// Mersenne exponents from A000043, 30! from A000142, prime sextuplets from A022008, i^i from
/// A049006 and √2 from A002193.
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
            ("sieve-nth", ["sieve", "nth", "1e6", "--json"]), ("sieve-list", ["sieve", "list", "90", "110", "--json"]),
            ("sieve-list", ["sieve", "list", "0", "200", "--tuples", "6", "--json"]),
            ("mersenne", ["mersenne", "130", "--json"]), ("factorial", ["factorial", "30", "--json"]),
            ("factorial", ["factorial", "1000", "--digits", "--json"]),
            ("power", ["power", "-8", "1/3", "--all", "--json"]), ("power", ["power", "0", "-1", "--json"]),
            ("power", ["power", "i", "i", "--digits", "40", "--branches", "-1...1", "--json"]),
            ("power", ["power", "10", "400", "--json"]),
        ])
    func schemas(schema: String, arguments: [String]) {
        validate(schema: schema, runAlgo(arguments))
    }

    @Test(
        "the solvers' lines validate against their schemas",
        .enabled(if: python != nil, "jsonschema is not installed (make deps installs it)"),
        arguments: [
            ("dslr", ["dslr", "--json"], "3\n1234 3412\n1000 1\n1 16\n"), ("dslr", ["dslr", "7", "7", "--json"], ""),
            ("archery", ["archery", "--json"], "5 2 1 1 1 0 0 0 0 0 0 0\n1 1 0 0 0 0 0 0 0 0 0 0\n"),
            ("fermat", ["fermat", "--json"], "0 0 4 0 1 3\n0 0 1 0 2 0\n"),
            ("median", ["median", "--json"], "0 0\n1 0\n1 1\n0 1\n"),
            ("brachistochrone", ["brachistochrone", "--json", "--compare", "--optimise", "50"], "1 1\n2 0\n"),
            ("brachistochrone", ["brachistochrone", "2", "1", "--json"], ""),
            ("stars", ["star10", "9", "--json"], ""), ("stars", ["star19", "--json"], "2\n"),
        ])
    func solverSchemas(schema: String, arguments: [String], stdin: String) {
        validate(schema: schema, runAlgo(arguments, stdin: stdin))
    }

    func validate(schema: String, _ result: (status: Int32, stdout: String, stderr: String)) {
        #expect(result.status == 0 && !result.stdout.isEmpty, "\(result.stderr)")
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

    @Test("the values: sieve nth and list, mersenne, factorial")
    func moreValues() throws {
        let nth = try Self.objects(runAlgo(["sieve", "nth", "1e6", "--json"]).stdout)
        #expect(nth.count == 1 && nth[0]["k"] as? Int == 1_000_000 && nth[0]["prime"] as? Int == 15_485_863)
        let primes = try Self.objects(runAlgo(["sieve", "list", "90", "110", "--json"]).stdout)
        #expect(primes.map { $0["prime"] as? Int } == [97, 101, 103, 107, 109])
        let sextuplets = try Self.objects(runAlgo(["sieve", "list", "0", "200", "--tuples", "6", "--json"]).stdout)
        #expect(sextuplets.map { $0["tuple"] as? [Int] } == [[7, 11, 13, 17, 19, 23], [97, 101, 103, 107, 109, 113]])
        let mersenne = try Self.objects(runAlgo(["mersenne", "130", "--json"]).stdout)
        #expect(mersenne.map { $0["exponent"] as? Int } == [2, 3, 5, 7, 13, 17, 19, 31, 61, 89, 107, 127])
        // 30! exceeds every machine integer: read the number's text, not a parsed value.
        let factorial = runAlgo(["factorial", "30", "--json"]).stdout
        #expect(factorial == "{\"n\": 30, \"digits\": 33, \"value\": 265252859812191058636308480000000}\n")
        let digits = try Self.objects(runAlgo(["factorial", "1000", "--digits", "--json"]).stdout)
        #expect(digits.first?["digits"] as? Int == 2568 && digits.first?["value"] == nil)
    }

    @Test("the solvers' values: Baekjoon 9019's and KAKAO's samples, 2√2, θ = π, Baekjoon 2447's N = 3")
    func solverValues() throws {
        // Baekjoon 9019's samples: shortest programs of lengths 2, 1 and 4 (LL, L, DDDD; any shortest
        // program is accepted), each taking A to B by the problem's four operations.
        let dslr = try Self.objects(runAlgo(["dslr", "--json"], stdin: "3\n1234 3412\n1000 1\n1 16\n").stdout)
        func run(_ program: String, from start: Int) -> Int {
            program.reduce(start) { n, op in
                switch op {
                case "D": return 2 * n % 10_000
                case "S": return n == 0 ? 9_999 : n - 1
                case "L": return n % 1_000 * 10 + n / 1_000
                default: return n % 10 * 1_000 + n / 10
                }
            }
        }
        let programs = dslr.compactMap { $0["program"] as? String }
        #expect(programs.map(\.count) == [2, 1, 4])
        #expect(zip(programs, [(1234, 3412), (1000, 1), (1, 16)]).allSatisfy { run($0, from: $1.0) == $1.1 })
        #expect(try Self.objects(runAlgo(["dslr", "7", "7", "--json"]).stdout).first?["program"] as? String == "")
        // KAKAO 2022's samples 1 and 2: [0,2,2,0,1,0,0,0,0,0,0] and -1.
        let archery = try Self.objects(
            runAlgo(["archery", "--json"], stdin: "5 2 1 1 1 0 0 0 0 0 0 0\n1 1 0 0 0 0 0 0 0 0 0 0\n").stdout)
        #expect(archery.first?["arrows"] as? [Int] == [0, 2, 2, 0, 1, 0, 0, 0, 0, 0, 0])
        #expect(archery.count == 2 && archery[1]["arrows"] is NSNull)
        // The unit square's median is its centre, at total distance 4 · √2/2 = 2√2.
        let median = try Self.objects(runAlgo(["median", "--json"], stdin: "0 0\n1 0\n1 1\n0 1\n").stdout)
        #expect(median.first?["x"] as? Double == 0.5 && median.first?["y"] as? Double == 0.5)
        #expect(abs((median.first?["total"] as? Double ?? 0) - 2 * 2.0.squareRoot()) < 1e-15)
        // Collinear points: the middle one, at total distance 2.
        let fermat = try Self.objects(runAlgo(["fermat", "--json"], stdin: "0 0 1 0 2 0\n").stdout)
        #expect(fermat.first?["x"] as? Double == 1 && fermat.first?["total"] as? Double == 2)
        // B = (π/2, −1) is reached at θ = π, with r = 1/2 (the bottom of the cycloid).
        let cycloid = try Self.objects(runAlgo(["brachistochrone", "1.5707963267948966", "1", "--json"]).stdout)
        #expect(cycloid.first?["theta"] as? Double == Double.pi && cycloid.first?["r"] as? Double == 0.5)
        // Y = 0: the line never arrives (null), the cycloid does.
        let flat = try Self.objects(runAlgo(["brachistochrone", "--json", "--compare"], stdin: "2 0\n").stdout)
        #expect(flat.first?["line"] is NSNull && (flat.first?["time"] as? Double ?? 0) > 0)
        // Baekjoon 2447 at N = 3.
        let stars = try Self.objects(runAlgo(["star10", "3", "--json"]).stdout)
        #expect(stars.first?["rows"] as? [String] == ["***", "* *", "***"])
    }

    @Test("the values: power's branches, its correctly rounded digits, undefined and overflow")
    func powerValues() throws {
        let root = try Self.objects(runAlgo(["power", "2", "0.5", "--json"]).stdout)
        #expect(root.first?["re"] as? Double == 1.4142135623730951 && root.first?["im"] as? Double == 0)
        let cubeRoots = try Self.objects(runAlgo(["power", "-8", "1/3", "--all", "--json"]).stdout)
        #expect(cubeRoots.map { $0["k"] as? Int } == [0, 1, 2])
        // The branch k = 1 of (-8)^(1/3) is exp(iπ)·2 = -2.
        #expect(cubeRoots.count == 3 && cubeRoots[1]["re"] as? Double == -2)
        let undefined = try Self.objects(runAlgo(["power", "0", "-1", "--json"]).stdout)
        #expect(undefined.first?["undefined"] as? Bool == true)
        // 10^400 is beyond Double: null, not a number JSON cannot hold.
        let huge = try Self.objects(runAlgo(["power", "10", "400", "--json"]).stdout)
        #expect(huge.first?["re"] is NSNull)
        // i^i = e^(−π/2) = 0.2078795763507619085469556198349787700338… (A049006), to 40 digits.
        let digits = runAlgo(["power", "i", "i", "--digits", "40", "--json"]).stdout
        let re = try #require(digits.split(separator: "\"re\": ").last?.split(separator: ",").first)
        let expected = "0.2078795763507619085469556198349787700339"
        #expect(
            shellCommand(
                "python3 -c 'from decimal import Decimal as D; import sys; sys.exit(D(sys.argv[1]) != D(sys.argv[2]))' \(re) \(expected)"
            ).status == 0, "\(re)")
    }
}
