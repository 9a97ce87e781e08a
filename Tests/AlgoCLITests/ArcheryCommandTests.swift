import Testing

@Suite struct ArcheryCommandTests {
    @Test("stdin examples through algo archery, both methods", arguments: ["knapsack", "dfs"])
    func examples(method: String) {
        let result = runAlgo(
            ["archery", "--method", method], stdin: "5 2 1 1 1 0 0 0 0 0 0 0\n1 1 0 0 0 0 0 0 0 0 0 0\n")
        #expect(result.status == 0)
        #expect(result.stdout == "0 2 2 0 1 0 0 0 0 0 0\n-1\n")
    }

    @Test("bad input: exit 2 and one line naming the line")
    func badInput() {
        let result = runAlgo(["archery"], stdin: "5 2 1 1 1 0 0 0 0 0 0 0\n5 x\n")
        #expect(result.status == 2)
        #expect(result.stdout == "0 2 2 0 1 0 0 0 0 0 0\n")
        #expect(result.stderr == "algo archery: line 2: expected an arrow count in 0...1000000000, got \"x\"\n")
    }

    @Test("usage errors", arguments: [["archery", "5"], ["archery", "--method", "greedy"], ["archery", "--x"]])
    func usage(arguments: [String]) {
        #expect(runAlgo(arguments).status == 2)
    }
}
