import Testing
import _TestSupport

@Suite struct StarCommandTests {
    @Test("stdin N, and N as a value, give the same picture")
    func stdinAndValue() {
        let fromStdin = runAlgo(["star19"], stdin: "2\n")
        #expect(fromStdin.status == 0)
        #expect(fromStdin.stdout == "*****\n*   *\n* * *\n*   *\n*****\n")
        #expect(runAlgo(["star19", "2"]).stdout == fromStdin.stdout)
        #expect(runAlgo(["star10"], stdin: "3\n").stdout == "***\n* *\n***\n")
        #expect(runAlgo(["star18"], stdin: "2\n").stdout == "*****\n ***\n  *\n")
        #expect(runAlgo(["star11", "3"]).stdout == "  *  \n * * \n*****\n")
    }

    @Test("bad N: exit 2, one line naming the line and the rule")
    func badInput() {
        let result = runAlgo(["star10"], stdin: "10\n")
        #expect(result.status == 2)
        #expect(result.stdout == "")
        #expect(result.stderr == "algo star10: line 1: expected N = 3^k with 1 <= k < 8 (3, 9, ..., 2187), got 10\n")
        let value = runAlgo(["star18", "0"])
        #expect(value.status == 2)
        #expect(value.stderr == "algo star18: expected N in 1...10, got 0\n")
        #expect(runAlgo(["star19", "1", "2"]).status == 2)
        #expect(runAlgo(["star11"], stdin: "\u{FF}\u{00}").status == 2)
    }
}
