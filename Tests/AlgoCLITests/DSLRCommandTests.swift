import AlgoSupport
import Testing
import _TestSupport

@Suite struct DSLRCommandTests {
    @Test("stdin sample: exit 0, programs that replay at the sample's lengths")
    func sample() {
        let result = runAlgo(["dslr"], stdin: "3\n1234 3412\n1000 1\n1 16\n")
        #expect(result.status == 0)
        #expect(result.stderr == "")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.map(\.count) == [2, 1, 4])
        #expect(
            zip(lines, [(1234, 3412), (1000, 1), (1, 16)]).allSatisfy { DSLROracle.replay($0, from: $1.0) == $1.1 })
    }

    @Test("every method gives the oracle's length", arguments: ["bidirectional", "record", "string"])
    func methods(method: String) {
        let result = runAlgo(["dslr", "--method", method], stdin: "2\n1 0\n4321 1234\n")
        #expect(result.status == 0)
        #expect(result.stdout.split(separator: "\n").map(\.count) == [1, DSLROracle.distances(from: 4321)[1234]])
    }

    @Test("one query from the command line")
    func oneQuery() {
        #expect(runAlgo(["dslr", "0", "9999"]).stdout == "S\n")
        #expect(runAlgo(["dslr", "7", "7"]).stdout == "\n")
    }

    @Test("bad stdin: exit 2, one line naming the line, earlier answers kept")
    func badInput() {
        let result = runAlgo(["dslr"], stdin: "3\n1234 3412\n1000 1\n12a4 16\n")
        #expect(result.status == 2)
        #expect(result.stdout == "LL\nL\n")
        #expect(result.stderr == "algo dslr: line 4: expected an integer in 0...9999, got \"12a4\"\n")
    }

    @Test(
        "usage errors exit 2 with the usage line",
        arguments: [
            ["dslr", "--bogus"], ["dslr", "--method", "fast"], ["dslr", "1"], ["dslr", "1", "2", "3"],
            ["dslr", "--method"],
        ])
    func usageErrors(arguments: [String]) {
        let result = runAlgo(arguments)
        #expect(result.status == 2)
        #expect(result.stdout == "")
        #expect(result.stderr.hasPrefix("algo dslr: "))
        #expect(result.stderr.contains("usage: algo dslr"))
    }

    @Test("bad values exit 2 with one line")
    func badValues() {
        let result = runAlgo(["dslr", "-1", "5"])
        #expect(result.status == 2)
        #expect(result.stderr == "algo dslr: expected A and B in 0...9999, got \"-1\"\n")
    }

    @Test("top level: help, version, unknown command, no command")
    func topLevel() {
        #expect(runAlgo(["--help"]).stdout.contains("dslr"))
        #expect(runAlgo(["dslr", "--help"]).stdout.hasPrefix("usage: algo dslr"))
        #expect(runAlgo(["help", "dslr"]).stdout.hasPrefix("usage: algo dslr"))
        #expect(runAlgo(["--version"]).stdout.hasPrefix("algo "))
        let unknown = runAlgo(["dlsr"])
        #expect(unknown.status == 2)
        #expect(unknown.stderr.hasPrefix("algo: unknown command \"dlsr\""))
        #expect(runAlgo([]).status == 2)
    }

    @Test("random bytes never crash: exit 0 or 2, and 2 always has one message line")
    func fuzz() {
        var generator = SplitMix64(seed: 0xF0F0)
        let alphabet = Array("0123456789 \n\r\t-+x".utf8) + [0, 0xFF, 0xC3]
        for round in 0..<3000 {
            let length = Int.random(in: 0..<40, using: &generator)
            var bytes = (0..<length).map { _ in alphabet.randomElement(using: &generator)! }
            if round % 2 == 0 { bytes.insert(contentsOf: Array("3\n".utf8), at: 0) }
            let result = runAlgo(["dslr"], stdin: String(decoding: bytes, as: UTF8.self))
            let ok = result.status == 0 || (result.status == 2 && result.stderr.split(separator: "\n").count == 1)
            if !ok {
                Issue.record("seed \(generator.seed), round \(round): status \(result.status), stderr \(result.stderr)")
                return
            }
        }
    }
}
