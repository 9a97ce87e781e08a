import Testing

@Suite struct PowerCommandTests {
    @Test("branches of i^i, the cube roots of −1, and digits")
    func values() {
        let result = runAlgo(["power", "i", "i", "--branches", "-1...1"])
        #expect(result.status == 0)
        let lines = result.stdout.split(separator: "\n")
        #expect(lines.count == 3 && lines[1] == "0 0.20787957635076193 0.0")
        #expect(runAlgo(["power", "-1", "1/3", "--all"]).stdout.split(separator: "\n").count == 3)
        #expect(runAlgo(["power", "-1", "2/6", "--all"]).stdout.split(separator: "\n").count == 3)
        #expect(runAlgo(["power", "i", "i", "--digits", "20"]).stdout == "0 2.0787957635076190855e-1 0\n")
        #expect(runAlgo(["power", "-i", "-1/3", "--branches", "-2...2"]).status == 0)
    }

    @Test(
        "bad literals, empty ranges and infinite --all exit 2 with one line",
        arguments: [
            ["power", "1+", "2"], ["power", "2", "x"], ["power", "i", "i", "--branches", "2...-2"],
            ["power", "i", "i", "--branches", "1..2"], ["power", "2", "pi", "--all"], ["power", "i", "i", "--all"],
            ["power", "i", "i", "--digits", "0"], ["power", "i"],
        ])
    func errors(arguments: [String]) {
        let result = runAlgo(arguments)
        #expect(result.status == 2)
        #expect(result.stdout == "")
        #expect(result.stderr.hasPrefix("algo power: "))
    }
}
