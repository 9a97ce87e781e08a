import SolverIO
import Testing

@Suite struct PowerCommandTests {
    @Test("branches of i^i, the cube roots of −1, and digits")
    func values() {
        let result = runAlgo(["power", "i", "i", "--branches", "-1...1"])
        #expect(result.status == 0)
        let lines = result.stdout.split(separator: "\n")
        // e^(−π/2) = 0.20787957635076190854…, whose nearest Double prints 0.2078795763507619 (mpmath).
        #expect(lines.count == 3 && lines[1] == "0 0.2078795763507619 0.0")
        #expect(runAlgo(["power", "-1", "1/3", "--all"]).stdout.split(separator: "\n").count == 3)
        #expect(runAlgo(["power", "-1", "2/6", "--all"]).stdout.split(separator: "\n").count == 3)
        #expect(runAlgo(["power", "i", "i", "--digits", "20"]).stdout == "0 2.0787957635076190855e-1 0\n")
        #expect(runAlgo(["power", "-i", "-1/3", "--branches", "-2...2"]).status == 0)
    }

    @Test("square and cube roots are the correctly rounded Doubles (mpmath), 0^w for Re w <= 0 is undefined")
    func rootsAndUndefined() {
        // √2 = 1.41421356237309504880…, √3 = 1.73205080756887729352…, ∛2 = 1.25992104989487316476…
        // (mpmath at 30 digits); e^(ln 2/2) gave 1.414213562373095, an ulp low.
        #expect(runAlgo(["power", "2", "0.5"]).stdout == "0 1.4142135623730951 0.0\n")
        #expect(runAlgo(["power", "3", "1/2"]).stdout == "0 1.7320508075688772 0.0\n")
        #expect(runAlgo(["power", "2", "1/3", "--all"]).stdout.hasPrefix("0 1.2599210498948732 0.0\n"))
        #expect(
            runAlgo(["power", "-2", "1/2", "--all"]).stdout == "0 0.0 1.4142135623730951\n1 0.0 -1.4142135623730951\n")
        for arguments in [["power", "0", "-1"], ["power", "0", "i"], ["power", "0", "-1", "--digits", "5"]] {
            let result = runAlgo(arguments)
            #expect(result.status == 0 && result.stdout == "0 undefined\n", "\(arguments): \(result.stdout)")
        }
        #expect(
            runAlgo(["power", "0", "-2", "--branches", "-1...1"]).stdout == "-1 undefined\n0 undefined\n1 undefined\n")
        #expect(runAlgo(["power", "0", "0"]).stdout == "0 1.0 0.0\n")
        let plot = runAlgo(["power", "0", "-1", "--plot", "/dev/null"])
        #expect(plot.status == 2 && plot.stderr.hasPrefix("algo power: --plot: no value"))
    }

    @Test("results past MPFR's default exponent range print, not abort (10^(10^9) did)")
    func hugeDigits() {
        // 10^(10^9) = 1e1000000000 exactly; 10^(10^20) is past any exponent MPFR prints: inf.
        #expect(runAlgo(["power", "10", "1e9", "--digits", "12"]).stdout == "0 1.00000000000e1000000000 0\n")
        let overflow = runAlgo(["power", "10", "1e20", "--digits", "12"])
        #expect(overflow.status == 0 && overflow.stdout == "0 inf 0\n")
        // mpmath at 40 digits: (1+2i)^(0.3+0.7i) = 0.366659671935440050817… + 0.457754237086200761614…i.
        let general = runAlgo(["power", "1+2i", "0.3+0.7i", "--digits", "20"])
        #expect(general.stdout == "0 3.6665967193544005082e-1 4.5775423708620076161e-1\n")
        let branch = runAlgo(["power", "2", "1e308", "--branches", "1000000000...1000000000", "--digits", "5"])
        #expect(branch.status == 0 && branch.stderr == "")
    }

    @Test("overflowed real values print +inf and 0 on both paths, never -nan")
    func overflowedRealValues() {
        // 2^(10^300) and i^i on branch −200 (e^(399.5π)) are real and overflow: inf + 0i. They
        // printed `inf -nan` (+∞·sin 0); (−2)^(10^300) printed `-inf -inf` in Double and `inf inf`
        // with --digits (10^300 is even).
        #expect(runAlgo(["power", "2", "1e300"]).stdout == "0 inf 0.0\n")
        #expect(runAlgo(["power", "i", "i", "--branches", "-200...-200"]).stdout == "-200 inf 0.0\n")
        #expect(runAlgo(["power", "-2", "1e300"]).stdout == "0 inf 0.0\n")
        #expect(runAlgo(["power", "-2", "1e300", "--digits", "6"]).stdout == "0 inf 0\n")
        // (−1)^(10^20) = 1: θ = π exactly, not atan2's rounded π (it printed 0.919 − 0.394i).
        #expect(runAlgo(["power", "-1", "1e20"]).stdout == "0 1.0 0.0\n")
        // The Double parts go through OutputWriter, which prints a NaN with its sign bit set as `nan`.
        var output = OutputWriter.memory()
        output.write(-Double.nan)
        output.write(-0.5)
        output.flush()
        #expect(output.text == "nan-0.5")
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
