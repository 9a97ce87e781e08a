import Testing
import _TestSupport

/// `algo-bench` installed on PATH and run outside a checkout: the building commands refuse with
/// one line (exit 2) instead of starting `swift build` in whatever folder they were run from.
@Suite(.enabled(if: builtProduct("algo-bench") != nil, "algo-bench is not built beside the tests"))
struct CheckoutTests {
    @Test(
        "matrix and compare outside a checkout: exit 2, one line saying where to run it",
        arguments: ["matrix --quick", "compare --base HEAD"])
    func outside(command: String) {
        let folder = temporaryDirectory("bench-outside")
        let result = shellCommand(
            "cd \(shellQuoted(folder)) && \(shellQuoted(builtProduct("algo-bench")!)) \(command) 2>&1 >/dev/null")
        #expect(result.status == 2)
        #expect(
            result.stdout.hasPrefix("algo-bench \(command.split(separator: " ")[0]): run it in a checkout of AlgoSuite")
        )
        #expect(shellCommand("test -e \(shellQuoted(folder))/.build").status == 1, "a build was started")
    }
}
