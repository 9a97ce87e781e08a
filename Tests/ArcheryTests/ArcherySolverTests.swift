import Archery
import SolverIO
import Testing

@Suite struct ArcherySolverTests {
    static func run(_ text: String, method: ArcherySolver.Method = .knapsack) -> (String, InputError?) {
        var input = InputReader(text)
        var output = OutputWriter.memory()
        var failure: InputError?
        do { try ArcherySolver.solve(input: &input, output: &output, method: method) } catch { failure = error }
        output.flush()
        return (output.text, failure)
    }

    @Test("the official examples on stdin, blank lines and CRLF skipped", arguments: ArcherySolver.Method.allCases)
    func examples(method: ArcherySolver.Method) {
        let input =
            "5 2 1 1 1 0 0 0 0 0 0 0\r\n\n1 1 0 0 0 0 0 0 0 0 0 0\n  9 0 0 1 2 0 1 1 1 1 1 1\n10 0 0 0 0 0 0 0 0 3 4 3"
        let expected = "0 2 2 0 1 0 0 0 0 0 0\n-1\n1 1 2 0 1 2 2 0 0 0 0\n1 1 1 1 1 1 1 1 0 0 2\n"
        #expect(Self.run(input, method: method) == (expected, nil))
    }

    @Test(
        "bad lines: exit-2 errors naming the line, earlier answers kept",
        arguments: [
            ("1 0 0\n-1 0 0\n", 2, "n, the player's arrows, in 1...1000000000"),
            ("1 0 0\n0 0 0\n", 2, "n, the player's arrows, in 1...1000000000"),
            ("1 0 0\n3 1\n", 2, "at least 2 ring counts after n"),
            ("1 0 0\n3 1 -2\n", 2, "an arrow count in 0...1000000000"),
            ("1 0 0\n3 1 x\n", 2, "an arrow count in 0...1000000000"),
            ("1 0 0\n1000000001 0 0\n", 2, "n, the player's arrows, in 1...1000000000"),
            ("1 0 0\n1" + String(repeating: " 0", count: 65) + "\n", 2, "at most 64 ring counts after n"),
        ])
    func badLines(input: String, line: Int, expected: String) {
        let (text, error) = Self.run(input)
        #expect(text == "1 0\n")
        #expect(error?.line == line)
        #expect(error?.expected == expected)
    }
}
