import DSLR
import SolverIO
import Testing
import _TestSupport

@Suite struct DSLRSolverTests {
    static func run(_ text: String, method: DSLRSolver.Method = .bidirectional) -> (String, InputError?) {
        var input = InputReader(text)
        var output = OutputWriter.memory()
        var failure: InputError?
        do {
            try DSLRSolver.solve(input: &input, output: &output, method: method)
        } catch {
            failure = error
        }
        output.flush()
        return (output.text, failure)
    }

    @Test("golden sample: Data/dslr/sample.in gives programs of the sample's lengths that replay")
    func sample() throws {
        let input = try #require(readData("dslr/sample.in"))
        let expected = try #require(readData("dslr/sample.out"))
        let (text, error) = Self.run(String(decoding: input, as: UTF8.self))
        #expect(error == nil)
        let got = text.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        let want = String(decoding: expected, as: UTF8.self).split(separator: "\n")
        #expect(got.count == want.count)
        for ((program, reference), (start, target)) in zip(zip(got, want), [(1234, 3412), (1000, 1), (1, 16)]) {
            #expect(program.count == reference.count)
            #expect(DSLROracle.replay(String(program), from: start) == target)
        }
    }

    @Test(
        "Data/dslr/random-1000: lengths from the Python BFS oracle, every answer replays",
        arguments: DSLRSolver.Method.allCases)
    func randomFile(method: DSLRSolver.Method) throws {
        let input = String(decoding: try #require(readData("dslr/random-1000.in")), as: UTF8.self)
        let lengths = String(decoding: try #require(readData("dslr/random-1000.lengths")), as: UTF8.self)
            .split(separator: "\n").map { Int($0)! }
        let cases = input.split(separator: "\n").dropFirst().map { $0.split(separator: " ").map { Int($0)! } }
        let (text, error) = Self.run(input, method: method)
        #expect(error == nil)
        let programs = text.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        try #require(programs.count == cases.count)
        for ((program, pair), length) in zip(zip(programs, cases), lengths) {
            #expect(program.count == length, "\(pair)")
            #expect(DSLROracle.replay(String(program), from: pair[0]) == pair[1])
        }
    }

    @Test("A == B prints an empty line")
    func emptyProgram() {
        #expect(Self.run("2\n5 5\n0 0\n").0 == "\n\n")
    }

    @Test("tolerant of CRLF, tabs, extra spaces and no trailing newline")
    func whitespace() {
        let (text, error) = Self.run("3\r\n 1234\t 3412 \r\n1000  1\r\n\t1 16")
        #expect(error == nil)
        #expect(text.split(separator: "\n").map(\.count) == [2, 1, 4])
    }

    @Test("T = 0 and empty input")
    func emptyCases() {
        #expect(Self.run("0\n") == ("", nil))
        let (text, error) = Self.run("")
        #expect(text == "")
        #expect(error == InputError(line: 1, expected: "the case count T, an integer ≥ 0", got: "end of input"))
    }

    struct Malformed: Sendable, CustomStringConvertible {
        var input: String
        var answers: String
        var error: InputError
        var description: String { error.description }
    }

    static let malformed: [Malformed] = [
        Malformed(
            input: "3\n1234 3412\n1000 1\n12a4 16\n", answers: "LL\nL\n",
            error: InputError(line: 4, expected: "an integer in 0...9999", got: "\"12a4\"")),
        Malformed(
            input: "5\n1234 3412\n1000 1\n", answers: "LL\nL\n",
            error: InputError(line: 4, expected: "5 cases", got: "end of input after 2")),
        Malformed(
            input: "2\n1 10000\n", answers: "",
            error: InputError(line: 2, expected: "an integer in 0...9999", got: "\"10000\"")),
        Malformed(
            input: "2\n-1 5\n", answers: "",
            error: InputError(line: 2, expected: "an integer in 0...9999", got: "\"-1\"")),
        Malformed(
            input: "x\n", answers: "",
            error: InputError(line: 1, expected: "the case count T, an integer ≥ 0", got: "\"x\"")),
        Malformed(
            input: "1\n1234\n3412\n", answers: "",
            error: InputError(line: 2, expected: "an integer in 0...9999", got: "end of line")),
        Malformed(
            input: "1\n1 2 3\n", answers: "",
            error: InputError(line: 2, expected: "end of line after A B", got: "\"3\"")),
        Malformed(
            input: "1\n1 2\n3 4\n", answers: "D\n",
            error: InputError(line: 3, expected: "end of input after 1 cases", got: "\"3\"")),
        Malformed(
            input: "99999999999999999999999\n", answers: "",
            error: InputError(
                line: 1, expected: "the case count T, an integer ≥ 0", got: "\"99999999999999999999999\"")),
        Malformed(
            input: "1\n\u{0}\u{FF} 1\n", answers: "",
            error: InputError(line: 2, expected: "an integer in 0...9999", got: "\"\\x00\\xC3\\xBF\"")),
    ]

    @Test("malformed input: the error names the line, and earlier answers are kept", arguments: malformed)
    func malformedInput(_ bad: Malformed) {
        let (text, error) = Self.run(bad.input)
        #expect(error == bad.error)
        #expect(text == bad.answers)
    }

    @Test("a 10 MB token is an error, not a crash or a 10 MB message")
    func hugeToken() {
        let token = String(repeating: "7", count: 10_000_000)
        let (text, error) = Self.run("1\n" + token + " 5\n")
        #expect(text == "")
        #expect(error?.line == 2)
        #expect((error?.got.count ?? .max) < 64)
    }
}
