import Foundation

/// One end-to-end benchmark: an input file, commands run on it as a user runs them (`algo dslr <
/// in`), interleaved, with their answers compared and a speed target checked in the same run.
/// `make bench-dslr`, `bench-fermat` and `bench-archery` call it (`algo-bench e2e`).
struct EndToEndBenchmark {
    /// One command timed.
    struct Command {
        var label: String
        var arguments: [String]
        /// A command that only reads and writes (an I/O floor): its output is not compared.
        var isFloor = false
    }

    /// How outputs are compared: byte for byte, or by the length of each line (DSLR accepts any
    /// shortest program).
    enum Check: String {
        case exact, lengths
    }

    var title: String
    /// The generator's command line, with OUT where the input file goes.
    var generate: [String]
    var input: String
    var commands: [Command]
    var check: Check = .exact
    /// Items a run (adds an items-per-second column).
    var items: Int?
    /// `label` must take at most `ratio` times the first command's median.
    var target: (label: String, ratio: Double)?

    /// The benchmarks of `problem` at `size` (nil: the default), run by `algo` at `algo`; the C
    /// peers are built into `directory`.
    static func named(_ problem: String, size: Int?, algo: String, directory: String) -> [EndToEndBenchmark]? {
        switch problem {
        case "dslr":
            // Target (#2): at least 10x the C BFS's throughput, that is at most 0.1x its time.
            let queries = size ?? 100_000
            let input = "\(directory)/dslr-\(queries).in"
            return [
                EndToEndBenchmark(
                    title: "DSLR: \(queries) random queries with A != B, end to end",
                    generate: ["python3", "Data/dslr/generate.py", "\(queries)", "9019", input, "--distinct"],
                    input: input,
                    commands: [
                        Command(label: "C plain BFS (gcc -O2)", arguments: ["\(directory)/dslr_bfs"]),
                        Command(label: "algo dslr (bidirectional)", arguments: [algo, "dslr"]),
                    ],
                    check: .lengths, target: ("algo dslr (bidirectional)", 0.1))
            ]
        case "fermat":
            // Target: at most 1.0x the C stdio floor's time (strtod in, printf("%.17g") out).
            let triangles = size ?? 1_000_000
            let input = "\(directory)/fermat-\(triangles).in"
            return [
                EndToEndBenchmark(
                    title: "Fermat: \(triangles) random triangles, end to end",
                    generate: ["python3", "Data/fermat/generate.py", "\(triangles)", "2015", input], input: input,
                    commands: [
                        Command(
                            label: "C stdio floor (gcc -O2)", arguments: ["\(directory)/fermat_io_floor"],
                            isFloor: true),
                        Command(label: "algo fermat", arguments: [algo, "fermat"]),
                    ],
                    items: triangles, target: ("algo fermat", 1.0))
            ]
        case "archery":
            let instances = size ?? 1_000_000
            let classic = "\(directory)/archery-\(instances).in"
            let wide = "\(directory)/archery64-1000.in"
            return [
                EndToEndBenchmark(
                    title: "Archery: \(instances) classic instances, end to end",
                    generate: ["python3", "Data/archery/generate.py", "\(instances)", "2022", classic], input: classic,
                    commands: [Command(label: "algo archery (knapsack)", arguments: [algo, "archery"])],
                    items: instances),
                EndToEndBenchmark(
                    title: "Archery: 1000 instances with K = 64 and n <= 10^9, end to end",
                    generate: [
                        "python3", "Data/archery/generate.py", "1000", "64", wide, "--rings", "64", "--max-n",
                        "1000000000",
                    ],
                    input: wide, commands: [Command(label: "algo archery (knapsack)", arguments: [algo, "archery"])],
                    items: 1000),
            ]
        default:
            return nil
        }
    }

    /// The C peers the benchmarks run, built once into `directory` with gcc -O2.
    static let peers = ["dslr_bfs", "fermat_io_floor"]
}
