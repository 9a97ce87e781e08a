import SolverIO
import Testing
import _TestSupport

@testable import StarPatterns

@Suite struct StarPatternTests {
    static func lines(_ bytes: [UInt8]) -> [String] {
        var text = bytes.text
        #expect(text.last == "\n")
        text.removeLast()
        return text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    @Test("star10 (2447) matches the base-3 digit rule for every allowed N")
    func carpet() {
        for n in StarPattern.carpet.allowedSizes {
            #expect(Self.lines(StarPattern.carpet.render(n)) == StarOracle.carpet(n), "N = \(n)")
        }
    }

    @Test("star11 (2448) matches Lucas's rule and the stacking drawer for every allowed N")
    func sierpinskiTriangle() {
        for n in StarPattern.sierpinskiTriangle.allowedSizes {
            let drawn = Self.lines(StarPattern.sierpinskiTriangle.render(n))
            #expect(drawn == StarOracle.sierpinskiTriangle(n), "N = \(n)")
            if n <= 768 { #expect(drawn == StarOracle.sierpinskiTriangleByStacking(n), "N = \(n)") }
        }
    }

    @Test("star18 (10993) matches the recursive stacking drawer for every allowed N, no trailing spaces")
    func nestedTriangles() {
        for n in StarPattern.nestedTriangles.allowedSizes {
            let drawn = Self.lines(StarPattern.nestedTriangles.render(n))
            #expect(drawn == StarOracle.nestedTriangles(n), "N = \(n)")
            #expect(drawn.allSatisfy { $0.last == "*" })
            #expect(drawn.count == (1 << n) - 1)
        }
    }

    @Test("star19 (10994) matches the even-distance rule for every allowed N")
    func nestedSquares() {
        for n in StarPattern.nestedSquares.allowedSizes {
            #expect(Self.lines(StarPattern.nestedSquares.render(n)) == StarOracle.nestedSquares(n), "N = \(n)")
        }
    }

    @Test(
        "the official samples, byte for byte",
        arguments: ["star10-27", "star18-1", "star18-3", "star19-1", "star19-2", "star19-3", "star19-4"])
    func samples(name: String) throws {
        let input = try #require(readData("stars/\(name).in"))
        let expected = try #require(readData("stars/\(name).out"))
        let pattern = try #require(StarPattern(rawValue: String(name.prefix(6))))
        var reader = InputReader(bytes: input)
        var output = OutputWriter.memory()
        try StarSolver.solve(pattern, input: &reader, output: &output)
        output.flush()
        #expect(output.captured == expected)
    }

    @Test(
        "bad N: an error naming the line and the rule",
        arguments: [
            ("star10", "1\n"), ("star10", "6561\n"), ("star10", "12\n"), ("star11", "9\n"), ("star11", "6144\n"),
            ("star18", "0\n"), ("star18", "11\n"), ("star19", "101\n"), ("star19", "x\n"), ("star19", ""),
            ("star19", "3 4\n"), ("star19", "3\n4\n"), ("star10", "-3\n"),
        ])
    func badInput(name: String, text: String) throws {
        let pattern = try #require(StarPattern(rawValue: name))
        var reader = InputReader(text)
        var output = OutputWriter.memory()
        #expect(throws: InputError.self) { try StarSolver.solve(pattern, input: &reader, output: &output) }
        output.flush()
        #expect(output.captured.isEmpty)
    }

    @Test("the largest pictures have the sizes the statements give")
    func sizes() {
        #expect(StarPattern.carpet.render(2187).count == 2187 * 2188)
        #expect(StarPattern.sierpinskiTriangle.render(3072).count == 3072 * 6144)
        #expect(StarPattern.nestedSquares.render(100).count == 397 * 398)
    }
}
