import Brachistochrone
import SolverIO
import Testing

@Suite struct BrachistochroneSolverTests {
    static func run(_ text: String, _ options: BrachistochroneSolver.Options = .init()) -> (String, InputError?) {
        var input = InputReader(text)
        var output = OutputWriter.memory()
        var failure: InputError?
        do {
            try BrachistochroneSolver.solve(input: &input, output: &output, options: options)
        } catch {
            failure = error
        }
        output.flush()
        return (output.text, failure)
    }

    @Test("one line theta_B r T per X Y; --compare adds line arc parabola; Y = 0 prints inf")
    func lines() throws {
        let (text, error) = Self.run("1 1\n\n1 0\r\n", .init(compare: true))
        #expect(error == nil)
        let rows = text.split(separator: "\n").map { $0.split(separator: " ").map(String.init) }
        #expect(rows.count == 2 && rows[0].count == 6 && rows[1].count == 6)
        let cycloid = try Cycloid(x: 1, depth: 1)
        #expect(rows[0][0] == "\(cycloid.theta)" && rows[0][2] == "\(cycloid.descentTime())")
        #expect(rows[1][3] == "inf" && rows[1][5] == "inf" && rows[1][0] == "\(2 * Double.pi)")
    }

    @Test(
        "bad lines: the line number and what was expected, answers before it kept",
        arguments: [
            ("1 1\n0 1\n", 2, "X, a number > 0"), ("1 -1\n", 1, "Y, a number >= 0"), ("1\n", 1, "Y, a number >= 0"),
            ("1 1 1\n", 1, "end of line after X Y"), ("x 1\n", 1, "X, a number > 0"),
            ("1 1\n2 2\nnan 1\n", 3, "X, a number > 0"),
        ])
    func badLines(text: String, line: Int, expected: String) {
        let (output, error) = Self.run(text)
        #expect(error?.line == line && error?.expected == expected)
        #expect(output.split(separator: "\n").count == line - 1)
    }
}
