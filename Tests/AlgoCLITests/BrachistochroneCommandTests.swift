import Testing

#if canImport(Glibc)
    import Glibc
#endif

@Suite struct BrachistochroneCommandTests {
    /// The value after `label` on the line that starts with it.
    static func value(_ text: String, _ label: String) -> Double? {
        text.split(separator: "\n").first { $0.hasPrefix(label + " ") }
            .flatMap { Double($0.dropFirst(label.count + 1).split(separator: " ")[0]) }
    }

    @Test("algo brachistochrone X Y --explain: θ_B, r, T; at X/Y = π/2 θ_B = π and T = π·√(Y/(2g)); --g")
    func values() {
        let result = runAlgo(["brachistochrone", "\(Double.pi / 2)", "1", "--explain"])
        #expect(result.status == 0 && result.stderr == "")
        #expect(Self.value(result.stdout, "theta_B").map { abs($0 - Double.pi) < 1e-15 } == true)
        #expect(
            Self.value(result.stdout, "T").map { abs($0 - Double.pi * (1 / (2 * 9.80665)).squareRoot()) < 1e-15 }
                == true)
        let moon = runAlgo(["brachistochrone", "1.5707963267948966", "1", "--g", "1.62", "--explain"])
        #expect(
            Self.value(moon.stdout, "T").map { abs($0 - Double.pi * (1 / (2 * 1.62)).squareRoot()) < 1e-15 } == true)
        #expect(runAlgo(["brachistochrone", "10", "1", "--explain"]).stdout.contains("dips below B"))
        #expect(runAlgo(["brachistochrone", "1", "10", "--explain"]).stdout.contains("descends all the way to B"))
        // --explain is for X Y given, and is not JSON.
        #expect(runAlgo(["brachistochrone", "--explain"], stdin: "1 1\n").status == 2)
        #expect(runAlgo(["brachistochrone", "1", "1", "--explain", "--json"]).status == 2)
    }

    @Test("--compare: the line's closed form and a positive margin for every rival; --optimise N")
    func compareAndOptimise() {
        let result = runAlgo(["brachistochrone", "1", "1", "--compare", "--optimise", "100", "--explain"])
        #expect(result.status == 0)
        #expect(Self.value(result.stdout, "line").map { abs($0 - (4 / 9.80665).squareRoot()) < 1e-15 } == true)
        for rival in ["line", "arc", "parabola"] {
            #expect(Self.value(result.stdout, rival).map { $0 > Self.value(result.stdout, "T")! } == true, "\(rival)")
        }
        #expect(result.stdout.contains("discrete N=100: T 0.58"))
        #expect(
            runAlgo(["brachistochrone", "1", "0", "--compare", "--explain"]).stdout.contains("line inf (never arrives)")
        )
    }

    @Test("stdin: one line per X Y, the same line as the arguments give, and the numbers --explain labels")
    func stdin() {
        let piped = runAlgo(["brachistochrone", "--compare"], stdin: "1 1\n\n2 0.5\n")
        #expect(piped.status == 0)
        let rows = piped.stdout.split(separator: "\n")
        #expect(rows.count == 2)
        #expect(runAlgo(["brachistochrone", "2", "0.5", "--compare"]).stdout == rows[1] + "\n")
        let labelled = runAlgo(["brachistochrone", "2", "0.5", "--explain"]).stdout
        #expect(
            rows[1].split(separator: " ").prefix(3).map { Double($0)! }
                == ["theta_B", "r", "T"].map { Self.value(labelled, $0)! })
    }

    @Test(
        "bad values and lines exit 2 with one line",
        arguments: [
            (["brachistochrone", "0", "1"], "", "algo brachistochrone: X must be a finite number > 0, got \"0\"\n"),
            (["brachistochrone", "1", "-1"], "", "algo brachistochrone: Y must be a finite number >= 0, got \"-1\"\n"),
            (["brachistochrone", "1", "x"], "", "algo brachistochrone: Y must be a finite number >= 0, got \"x\"\n"),
            (
                ["brachistochrone", "1", "1", "--optimise", "0"], "",
                "algo brachistochrone: --optimise must be an integer in 1...10000000, got \"0\"\n"
            ),
            (
                ["brachistochrone"], "1 1\n1 nan\n",
                "algo brachistochrone: line 2: expected Y, a number >= 0, got \"nan\"\n"
            ),
            (
                ["brachistochrone"], "1 1 1\n",
                "algo brachistochrone: line 1: expected end of line after X Y, got \"1\"\n"
            ),
        ])
    func bad(arguments: [String], stdin: String, message: String) {
        let result = runAlgo(arguments, stdin: stdin)
        #expect(result.status == 2)
        #expect(result.stderr == message)
    }

    @Test("--plot writes an SVG with every curve labelled")
    func plot() throws {
        let path = "/tmp/algosuite-brachistochrone-test-\(getpid()).svg"
        defer { unlink(path) }
        let result = runAlgo(["brachistochrone", "2", "1", "--compare", "--optimise", "20", "--plot", path])
        #expect(result.status == 0)
        let file = try #require(fopen(path, "r"))
        var text = ""
        var buffer = [CChar](repeating: 0, count: 1 << 16)
        while fgets(&buffer, Int32(buffer.count), file) != nil {
            text += String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        }
        fclose(file)
        #expect(text.hasPrefix("<svg") && text.hasSuffix("</svg>\n"))
        for label in ["cycloid: T =", "line: T =", "arc: T =", "parabola: T =", "fastest 20-vertex polyline: T ="] {
            #expect(text.contains(label), "\(label)")
        }
    }
}
