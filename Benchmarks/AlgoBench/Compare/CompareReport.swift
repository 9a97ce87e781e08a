import BenchKit
import Foundation

extension CompareCommand {
    func report(_ comparison: RevisionComparison, preset: Preset, history writesHistory: Bool = true)
        throws(BenchError)
    {
        let directory = out
        let markdown = comparison.markdown()
        do {
            try Shell.write(markdown, to: "\(directory)/compare.md")
            try Shell.write(BenchJSON.encode(comparison), to: "\(directory)/compare.json")
            // The formats CI tools read: JUnit (a failure per regression) and github-action-benchmark.
            let timestamp = ISO8601DateFormatter().string(from: Date())
            try Shell.write(CIFormats.junit(comparison, timestamp: timestamp), to: "\(directory)/compare.junit.xml")
            try Shell.write(
                BenchJSON.encode(CIFormats.githubBenchmark(comparison)),
                to: "\(directory)/compare.github-benchmark.json")
            var ratios: [String: Double] = [:]
            var instructions: [String: Int] = [:]
            for row in comparison.rows {
                ratios["\(row.kernel)|swift-O|\(row.size)"] = row.ratio?.ratio
                if let count = row.headInstructions, let size = row.countedSize {
                    instructions["\(row.kernel)|swift-O|\(size)"] = count
                }
            }
            if writesHistory {
                try HistoryRecord(
                    commit: Environment.commit(), date: ISO8601DateFormatter().string(from: Date()),
                    fingerprint: Environment.fingerprint().id, kind: "compare", ratios: ratios,
                    instructions: instructions
                ).append(to: history)
            }
        } catch {
            throw .failure("cannot write the reports: \(error)")
        }
        print(markdown, terminator: "")
        print("\nreports: \(directory)/compare.md, .json, .junit.xml, .github-benchmark.json")
        let regressions = comparison.regressions
        if !regressions.isEmpty {
            throw .failure(
                "head regressed against base: "
                    + regressions.map { "\($0.kernel) n=\($0.size)" }.joined(separator: ", "))
        }
    }
}
