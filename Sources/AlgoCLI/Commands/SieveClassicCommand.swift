import CommandLineKit
import Sieve
import SolverIO

/// `algo sieve classic`: π(N) by the classic flag array, the baseline.
struct SieveClassic: ParsableCommand {
    static let configuration = CommandConfiguration(
        name: "sieve classic", summary: "pi(N) by the classic flag-array sieve, the baseline (N <= 2^36)")
    @Values("N", count: 1...1) var values: [String]
    var n: UInt64 = 0

    mutating func validate() throws(CLIError) {
        n = try Parse.unsigned(values[0])
    }

    func run(context: inout CLIContext) throws(CLIError) {
        context.output.write(try baselineCount("classic", upTo: n))
        context.output.newline()
    }
}
