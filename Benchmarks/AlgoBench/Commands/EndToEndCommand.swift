import BenchKit
import CommandLineKit
import Foundation

/// `algo-bench e2e`: the end-to-end benchmarks, `algo` on input files as a user runs it, beside
/// the C peers, in one run.
struct EndToEndCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        name: "e2e", summary: "end to end: algo on input files beside the C peers, interleaved, with targets",
        discussion: """
            dslr: algo dslr against the plain per-query BFS in C (target: at most 0.1x its time).
            fermat: algo fermat against the C stdio floor, strtod in and printf out (target: 1.0x).
            archery: algo archery on classic instances and on K = 64, n <= 10^9 ones (items/s).
            Inputs are generated once by Data/<problem>/generate.py into --dir; the C peers are
            built there with gcc -O2. Exit 1 when the outputs disagree or a target is missed.

            examples:
              algo-bench e2e dslr --size 10000 --runs 3
              algo-bench e2e all --quick
            """, program: "algo-bench")

    @Values("dslr|fermat|archery|all", count: 1...1) var problems: [String]
    @Option(
        "size", value: "N", help: "queries, triangles or instances (default: 10^5, 10^6, 10^6)", in: 1...100_000_000)
    var size = 0
    @Flag("quick", help: "the CI sizes: 10^4 queries, 10^5 triangles, 10^5 instances") var quick = false
    @Option("runs", value: "R", help: "interleaved rounds (default 3)", in: 1...100) var runs = 3
    @Option(
        "algo", value: "PATH", help: "the algo to time (default .build/bench/swift-O/release/algo)", completion: .file,
        parse: Parse.text)
    var algo = ".build/bench/swift-O/release/algo"
    @Option("dir", value: "DIR", help: "inputs and peers (default .build/bench)", completion: .file, parse: Parse.text)
    var directory = ".build/bench"

    @Option(
        "export-json", value: "FILE",
        help: "also write every command's runs in hyperfine's --export-json format", completion: .file,
        parse: Parse.text)
    var exportJSON: String?

    func run(context: inout CLIContext) throws(CLIError) {
        let names = problems[0] == "all" ? ["dslr", "archery", "fermat"] : [problems[0]]
        let quickSizes = ["dslr": 10_000, "fermat": 100_000, "archery": 100_000]
        var benchmarks: [EndToEndBenchmark] = []
        for name in names {
            let chosen = size > 0 ? size : quick ? quickSizes[name] : nil
            guard let found = EndToEndBenchmark.named(name, size: chosen, algo: algo, directory: directory) else {
                throw .usage("unknown benchmark \"\(name)\": expected dslr, fermat, archery or all")
            }
            benchmarks += found
        }
        guard FileManager.default.isExecutableFile(atPath: algo) else {
            throw .failure("no algo at \(algo): make bench-algo builds it, or give --algo PATH")
        }
        let progress = Progress()
        do throws(BenchError) {
            try prepare(benchmarks, progress: progress)
            var failures: [String] = []
            var exported: [CIFormats.HyperfineResult] = []
            for benchmark in benchmarks {
                let result = try EndToEndRun(benchmark: benchmark, runs: runs).run(progress: progress)
                exported += result.hyperfine
                context.output.write(result.table + "\n")
                context.output.flush()
                if !result.agree { failures.append("\(benchmark.title): the outputs disagree") }
                if result.targetMet == false { failures.append("\(benchmark.title): target missed") }
            }
            if let exportJSON {
                do {
                    try Shell.write(BenchJSON.encode(CIFormats.HyperfineExport(results: exported)), to: exportJSON)
                } catch {
                    throw BenchError.failure("cannot write \(exportJSON): \(error)")
                }
            }
            if !failures.isEmpty { throw BenchError.failure(failures.joined(separator: "; ")) }
        } catch {
            throw error.cliError
        }
    }

    /// Builds the C peers and generates every missing input.
    func prepare(_ benchmarks: [EndToEndBenchmark], progress: Progress) throws(BenchError) {
        try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        for peer in EndToEndBenchmark.peers {
            progress.say("building \(peer)")
            let built = Shell.run(["gcc", "-O2", "-o", "\(directory)/\(peer)", "Benchmarks/Peers/\(peer).c"])
            guard built.status == 0 else { throw .failure("gcc \(peer).c: \(built.stderr.suffix(300))") }
        }
        for benchmark in benchmarks where !Shell.exists(benchmark.input) {
            progress.say("generating \(benchmark.input)")
            let made = Shell.run(benchmark.generate)
            guard made.status == 0 else {
                throw .failure("\(benchmark.generate.joined(separator: " ")): \(made.stderr.suffix(300))")
            }
        }
        progress.done()
    }
}
