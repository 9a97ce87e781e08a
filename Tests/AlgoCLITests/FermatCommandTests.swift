import Testing

#if canImport(Glibc)
    import Glibc
#endif

@Suite struct FermatCommandTests {
    static func numbers(_ line: Substring) -> [Double] { line.split(separator: " ").map { Double($0)! } }

    @Test("algo fermat: one line x y total per triangle, shortest round-trip Doubles")
    func triangles() {
        let result = runAlgo(["fermat"], stdin: "0 0 4 0 1 3\n\n0 0 1 0 3 0\r\n0 0 0 0 1 1")
        #expect(result.status == 0 && result.stderr == "")
        let lines = result.stdout.split(separator: "\n")
        #expect(lines.count == 3)
        #expect(abs(Self.numbers(lines[0])[2] - (22 + 12 * 3.0.squareRoot()).squareRoot()) < 1e-14)
        #expect(lines[1] == "1.0 0.0 3.0")
        #expect(lines[2] == "0.0 0.0 \(2.0.squareRoot())")
    }

    @Test("algo median: the square, the plus, weights, --verbose")
    func median() {
        #expect(runAlgo(["median"], stdin: "0 0\n1 0\n1 1\n0 1\n").stdout == "0.5 0.5 \(2 * 2.0.squareRoot())\n")
        #expect(runAlgo(["median"], stdin: "0 0\n1 0\n-1 0\n0 1\n0 -1\n").stdout == "0.0 0.0 4.0\n")
        let verbose = runAlgo(["median", "--verbose"], stdin: "0 0 3\n1 0\n0 1\n")
        let fields = verbose.stdout.split(separator: " ")
        #expect(fields.count == 5 && fields[2] == "2.0")
    }

    @Test(
        "bad lines exit 2 with one line naming it",
        arguments: [
            (["fermat"], "0 0 1 0 1\n", "algo fermat: line 1: expected y3, a finite number, got end of line\n"),
            (["fermat"], "0 0 1 0 1 1 7\n", "algo fermat: line 1: expected end of line after six numbers, got \"7\"\n"),
            (["fermat"], "0 0 1 0 1 inf\n", "algo fermat: line 1: expected y3, a finite number, got \"inf\"\n"),
            (["median"], "0 0\n1 0 -2\n", "algo median: line 2: expected a weight > 0, got \"-2.0\"\n"),
            (["median"], "0 0\n1\n", "algo median: line 2: expected y, a finite number, got end of line\n"),
            (["median"], "", "algo median: line 1: expected at least one point (x y [w] per line), got end of input\n"),
            (["median"], "1 2 3 4\n", "algo median: line 1: expected end of line after x y [w], got \"4\"\n"),
        ])
    func badInput(arguments: [String], stdin: String, message: String) {
        let result = runAlgo(arguments, stdin: stdin)
        #expect(result.status == 2)
        #expect(result.stderr == message)
    }

    @Test("--plot writes an SVG with the point; an unwritable path is a failure (exit 1)")
    func plot() throws {
        let path = "/tmp/algosuite-fermat-test-\(getpid()).svg"
        defer { unlink(path) }
        #expect(runAlgo(["fermat", "--plot", path], stdin: "0 0 4 0 1 3\n").status == 0)
        let file = try #require(fopen(path, "r"))
        var buffer = [CChar](repeating: 0, count: 200)
        fgets(&buffer, 200, file)
        fclose(file)
        #expect(
            String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self).hasPrefix("<svg"))
        let bad = runAlgo(["median", "--plot", "/nonexistent/dir/x.svg"], stdin: "0 0\n")
        #expect(bad.status == 1 && bad.stderr.hasPrefix("algo median: cannot write /nonexistent/dir/x.svg"))
        #expect(runAlgo(["median", "--tolerance", "-1"], stdin: "0 0\n").status == 2)
    }
}
