import BenchKit

/// `algo-bench history`: draws the history of the project's own ratios over commits.
enum HistoryCommand {
    static let usage = """
        usage: algo-bench history [--kernel K] [--kind quick|default|compare] [--in FILE] [--out FILE]

        Reads Reports/history.jsonl (one line per `make bench`, `make bench-quick` and
        `make bench-compare`) and draws Reports/history.svg: one line per kernel, variant and size,
        its ratio to its reference over the runs in order, labelled by commit. Prints one line per
        run: commit, date, kind, machine, and how many rows and instruction counts it holds.

          --kernel K   only series whose key starts with K (sieve.wheel, sieve.wheel|swift-O)
          --kind K     only runs of this kind (default: quick, the one CI runs)
        """

    static func run(_ arguments: [String]) throws(BenchError) {
        let options = try Options(
            arguments, options: ["kernel", "kind", "in", "out"])
        guard options.values.isEmpty else { throw .usage(usage) }
        let input = options.string("in") ?? "Reports/history.jsonl"
        guard let text = Shell.read(input) else { throw .failure("no history at \(input): run make bench-quick first") }
        let kind = options.string("kind") ?? "quick"
        let records = HistoryRecord.records(fromLines: text).filter { $0.kind == kind }
        guard !records.isEmpty else { throw .failure("no \(kind) runs in \(input)") }
        for record in records {
            print(
                "\(record.commit)  \(record.date)  \(record.kind)  \(record.fingerprint)  "
                    + "\(record.ratios.count) ratios, \(record.instructions.count) instruction counts")
        }
        let output = options.string("out") ?? "Reports/history.svg"
        do {
            try Shell.write(HistoryChart.svg(records, filter: options.string("kernel")), to: output)
        } catch {
            throw .failure("cannot write \(output): \(error)")
        }
        print("chart: \(output)")
    }
}
