import BenchKit
import SolverIO

/// `algo-bench run`: times kernels in this process and prints one JSON line per kernel and size.
enum RunCommand {
    static let usage = """
        usage: algo-bench run KERNEL SIZE [SIZE…] [--min N] [--max N] [--budget S] [--warmups N] [--variant ID]

        Times KERNEL at each SIZE and prints one JSON result line each (BenchKit.BenchResult).
        Runs: --warmups untimed (default 1), then at least --min (3) and at most --max (10) timed
        runs, adding runs while under --budget seconds (1.0). `algo-bench list` names the kernels.
        """

    static func run(_ arguments: [String]) throws(BenchError) {
        let options = try Options(
            arguments, options: ["min", "max", "budget", "warmups", "variant"])
        guard options.values.count >= 2, let kernel = KernelRegistry.named(options.values[0]),
            let prepare = kernel.prepare
        else {
            throw .usage(usage)
        }
        let sizes = try options.values.dropFirst().map { text throws(BenchError) in try parseSize(text) }
        let policy = RepetitionPolicy(
            warmups: try options.int("warmups", default: 1), minimum: try options.int("min", default: 3),
            maximum: try options.int("max", default: 10), budget: try options.double("budget", default: 1.0))
        let variant = options.string("variant") ?? "local"
        for size in sizes {
            let body = prepare(size)
            let (samples, checksum) = measure(policy, body)
            let result = BenchResult(
                kernel: kernel.name, size: size, variant: variant, samples: samples, checksum: checksum,
                peakRSSKiB: peakResidentKiB())
            print((try? BenchJSON.line(result)) ?? "{}")
        }
    }

    /// Sizes by the command lines' one integer grammar (``IntegerExpression``): 1000000, 1e6,
    /// 10^6, 2^20, 1e9+7.
    static func parseSize(_ text: String) throws(BenchError) -> Int {
        if case .value(let value) = IntegerExpression.parse(text), value > 0, value <= UInt64(Int.max) {
            return Int(value)
        }
        throw .usage("expected a size such as 1000000, 1e6, 10^6 or 2^20, got \"\(text)\"")
    }
}

/// Errors of `algo-bench`: usage (exit 2) or failure (exit 1).
enum BenchError: Error {
    case usage(String)
    case failure(String)
}

/// `--name value` and `--name=value` options, the rest values.
struct Options {
    var values: [String] = []
    var options: [String: String] = [:]
    /// The flags given: options without a value.
    var flags: Set<String> = []

    init(_ arguments: [String], options valueOptions: Set<String>, flags allowed: Set<String> = []) throws(BenchError) {
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            guard argument.hasPrefix("--") else {
                values.append(argument)
                continue
            }
            var name = String(argument.dropFirst(2))
            var value: String?
            if let equals = name.firstIndex(of: "=") {
                value = String(name[name.index(after: equals)...])
                name = String(name[..<equals])
            }
            if allowed.contains(name) {
                flags.insert(name)
                continue
            }
            guard valueOptions.contains(name) else { throw .usage("unknown option --\(name)") }
            if value == nil {
                guard index < arguments.count else { throw .usage("--\(name) needs a value") }
                value = arguments[index]
                index += 1
            }
            options[name] = value
        }
    }

    func string(_ name: String) -> String? { options[name] }

    func int(_ name: String, default fallback: Int) throws(BenchError) -> Int {
        guard let text = options[name] else { return fallback }
        guard case .value(let value) = IntegerExpression.parse(text), value <= UInt64(Int.max) else {
            throw .usage("--\(name) expects a whole number, got \"\(text)\"")
        }
        return Int(value)
    }

    func double(_ name: String, default fallback: Double) throws(BenchError) -> Double {
        guard let text = options[name] else { return fallback }
        guard let value = Double(text), value >= 0 else { throw .usage("--\(name) expects a number, got \"\(text)\"") }
        return value
    }
}
