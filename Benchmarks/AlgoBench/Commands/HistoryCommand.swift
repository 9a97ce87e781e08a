import BenchKit
import CommandLineKit

/// `algo-bench history`: draws the history of the project's own ratios over commits.
struct HistoryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        name: "history", summary: "draw Reports/history.svg from Reports/history.jsonl",
        discussion: """
            Reads Reports/history.jsonl (one line per `make bench`, `make bench-quick` and
            `make bench-compare`) and draws Reports/history.svg: one line per kernel family (the
            geometric mean of its Swift -O rows' ratios to their references), or with --kernel one
            line per kernel, variant and size whose key starts with K, over the runs in order,
            labelled by commit and date, with the line at ratio 1. Prints one line per
            run: commit, date, kind, machine, and how many rows and instruction counts it holds.
            """, program: "algo-bench")

    @Option("kernel", value: "K", help: "only series whose key starts with K (sieve.wheel|swift-O)", parse: Parse.text)
    var kernel: String?
    @Option(
        "kind", value: "KIND", help: "only runs of this kind: quick (default, what CI runs), default, compare",
        completion: .choices(["quick", "default", "compare"]), parse: Parse.text)
    var kind = "quick"
    @Option(
        "in", value: "FILE", help: "the history (default Reports/history.jsonl)", completion: .file, parse: Parse.text)
    var input = "Reports/history.jsonl"
    @Option("out", value: "FILE", help: "the chart (default Reports/history.svg)", completion: .file, parse: Parse.text)
    var output = "Reports/history.svg"

    func run(context: inout CLIContext) throws(CLIError) {
        guard let text = Shell.read(input) else { throw .failure("no history at \(input): run make bench-quick first") }
        let records = HistoryRecord.records(fromLines: text).filter { $0.kind == kind }
        guard !records.isEmpty else { throw .failure("no \(kind) runs in \(input)") }
        for record in records {
            print(
                "\(record.commit)  \(record.date)  \(record.kind)  \(record.fingerprint)  "
                    + "\(record.ratios.count) ratios, \(record.instructions.count) instruction counts")
        }
        do {
            try Shell.write(HistoryChart.svg(records, filter: kernel), to: output)
        } catch {
            throw .failure("cannot write \(output): \(error)")
        }
        print("chart: \(output)")
    }
}
