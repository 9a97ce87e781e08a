import CommandLineKit
import SolverIO

/// The option parsers the harness's commands share.
enum BenchParse {
    /// A count of runs, 0...10^6.
    static func count(_ option: String) -> (String) throws(CLIError) -> Int {
        Parse.integer(in: 0...1_000_000, option: option)
    }

    /// Sizes by the command lines' one integer grammar (``IntegerExpression``): 1000000, 1e6,
    /// 10^6, 2^20, 1e9+7.
    static func size(_ text: String) throws(CLIError) -> Int {
        if case .value(let value) = IntegerExpression.parse(text), value > 0, value <= UInt64(Int.max) {
            return Int(value)
        }
        throw .value("expected a size such as 1000000, 1e6, 10^6 or 2^20, got \(InputError.quoted(text.utf8))")
    }

    /// `--sizes N,…`.
    static func sizes(_ text: String) throws(CLIError) -> [Int] {
        try text.split(separator: ",").map { part throws(CLIError) in try size(String(part)) }
    }

    /// A comma-separated list (`--kernels sieve,dslr`).
    static func list(_ text: String) -> [String] { text.split(separator: ",").map(String.init) }
}
