import Testing
import _TestSupport

@testable import AlgoCLI

/// `pi`, `nthprime` and `sieve count` read their queries from stdin when given no values (or
/// `-`), one per line, and print the same lines as for the same values on the command line.
/// Expected values: π(10^k) from OEIS A006880, p(10^6) = 15485863 (A006988), 8169 twin pairs below
/// 10^6 (A007508), π(100) − π(9) = 21, π(2^10) = 172 (A007053).
@Suite struct StdinQueriesTests {
    @Test(
        "stdin and arguments give the same lines",
        arguments: [
            (["pi"], "1e9\n", "50847534\n"),
            (["pi", "-"], "1e9\n10^10\n", "50847534\n455052511\n"),
            (["nthprime"], "1e6\n", "15485863\n"),
            (["sieve", "count"], "1e9\n\n  10 100  \n", "50847534\n21\n"),
            (["sieve", "count", "--tuples", "2"], "1e6\n", "8169\n"),
        ])
    func sameLines(arguments: [String], stdin: String, expected: String) {
        let piped = runAlgo(arguments, stdin: stdin)
        #expect(piped.status == 0 && piped.stdout == expected, "\(piped.stderr)")
        // The same queries as values, one run each (sieve count takes one N or LO HI).
        var joined = ""
        for line in stdin.split(separator: "\n") where !line.allSatisfy(\.isWhitespace) {
            let values = line.split(separator: " ").map(String.init)
            let direct = runAlgo(arguments.filter { $0 != "-" } + values)
            joined += direct.stdout
        }
        #expect(joined == expected)
    }

    @Test("@FILE: a file's lines are queries, beside values; its errors name the file and line")
    func files() throws {
        let folder = temporaryDirectory("queries")
        let good = folder + "/good.txt"
        #expect(writeTextFile(good, "1e9\n\n10^10\n"))
        let both = runAlgo(["pi", "@" + good, "1e3"])
        #expect(both.status == 0 && both.stdout == "50847534\n455052511\n168\n", "\(both.stderr)")
        let ranges = folder + "/ranges.txt"
        #expect(writeTextFile(ranges, "10 100\n1e6\n"))
        #expect(runAlgo(["sieve", "count", "@" + ranges]).stdout == "21\n78498\n")
        let bad = folder + "/bad.txt"
        #expect(writeTextFile(bad, "1e6\nx\n"))
        let failed = runAlgo(["nthprime", "@" + bad])
        #expect(failed.status == 2 && failed.stdout == "15485863\n")
        #expect(failed.stderr.hasPrefix("algo nthprime: \(bad): line 2: "), "\(failed.stderr)")
        let missing = runAlgo(["pi", "@" + folder + "/none.txt"])
        #expect(missing.status == 2 && missing.stderr.contains("cannot read \(folder)/none.txt"))
        let empty = folder + "/empty.txt"
        #expect(writeTextFile(empty, "\n"))
        #expect(runAlgo(["pi", "@" + empty]).status == 2)
    }

    @Test("sieve list, mersenne and power: one query a line, their lines one after the other")
    func listsOnStdin() {
        // The primes in [90, 110] and [1, 10]; the Mersenne exponents to 10 and 20 (A000043).
        #expect(runAlgo(["sieve", "list"], stdin: "90 110\n1 10\n").stdout == "97\n101\n103\n107\n109\n2\n3\n5\n7\n")
        #expect(runAlgo(["mersenne", "-"], stdin: "10\n20\n").stdout == "2\n3\n5\n7\n2\n3\n5\n7\n13\n17\n19\n")
        // The same pairs as values, one run each; √2's correctly rounded Double (A002193).
        let piped = runAlgo(["power"], stdin: "-8 1/3\n2 0.5\n")
        let direct = runAlgo(["power", "-8", "1/3"]).stdout + runAlgo(["power", "2", "0.5"]).stdout
        #expect(piped.status == 0 && piped.stdout == direct && direct.hasSuffix("0 1.4142135623730951 0.0\n"))
        let bad = runAlgo(["power"], stdin: "2 0.5\n2 x\n")
        #expect(bad.status == 2 && bad.stdout == "0 1.4142135623730951 0.0\n")
        #expect(bad.stderr.hasPrefix("algo power: line 2: expected a complex literal"), "\(bad.stderr)")
    }

    @Test("factor and isprime: - is stdin, @FILE a file; factor reports a file's bad word and goes on")
    func factorAndIsPrime() {
        // 12 = 2^2 · 3, 35 = 5 · 7; 13 is prime, 15 = 3 · 5.
        let folder = temporaryDirectory("numbers")
        let words = folder + "/words.txt"
        #expect(writeTextFile(words, "12 35\nx 7\n"))
        let factored = runAlgo(["factor", "@" + words])
        #expect(factored.status == 1 && factored.stdout == "12: 2 2 3\n35: 5 7\n7: 7\n")
        #expect(factored.stderr.hasPrefix("algo factor: \(words): line 2: "), "\(factored.stderr)")
        #expect(runAlgo(["factor", "-"], stdin: "12\n").stdout == "12: 2 2 3\n")
        let numbers = folder + "/numbers.txt"
        #expect(writeTextFile(numbers, "13\n\n15\n"))
        #expect(runAlgo(["isprime", "@" + numbers]).stdout == "13 prime\n15 composite\n")
        #expect(runAlgo(["isprime", "-"], stdin: "13\n").stdout == "13 prime\n")
        let bad = runAlgo(["isprime", "@" + words])
        #expect(bad.status == 2 && bad.stderr.hasPrefix("algo isprime: \(words): line 1: "), "\(bad.stderr)")
        #expect(runAlgo(["isprime", "@" + folder + "/none"]).status == 2)
    }

    @Test("pi takes several values, a line each")
    func severalValues() {
        let result = runAlgo(["pi", "100", "1e3", "2^10"])
        #expect(result.status == 0 && result.stdout == "25\n168\n172\n")
    }

    @Test(
        "a bad line: exit 2, one line naming it, the answers before it kept",
        arguments: [
            (
                ["pi"], "1e9\nx\n", "50847534\n",
                "algo pi: line 2: expected a number such as 1e18, 10^20, 2^64 or 2^100+1, got \"x\"\n"
            ),
            (["pi"], "", "", "algo pi: line 1: expected X (as values or on stdin), got end of input\n"),
            (["nthprime"], "0\n", "", "algo nthprime: line 1: the primes are counted from 1 (the 1st prime is 2)\n"),
            (
                ["sieve", "count"], "1 2 3\n", "",
                "algo sieve count: line 1: expected end of line after N or LO HI, got \"3\"\n"
            ),
            (
                ["sieve", "count"], "100\n5 3\n", "25\n",
                "algo sieve count: line 2: empty range: LO 5 is greater than HI 3\n"
            ),
            (["sieve", "count"], "2^64\n", "", "algo sieve count: line 1: \"2^64\" is beyond 2^64-1\n"),
        ])
    func badLine(arguments: [String], stdin: String, stdout: String, message: String) {
        let result = runAlgo(arguments, stdin: stdin)
        #expect(result.status == 2 && result.stdout == stdout && result.stderr == message, "\(result.stderr)")
    }
}
