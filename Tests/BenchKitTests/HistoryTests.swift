import BenchKit
import Testing

#if canImport(Glibc)
    import Glibc
#endif

@Suite struct HistoryTests {
    @Test("each run appends one line; the reader gets every record back and skips other lines")
    func writeAndRead() throws {
        let path = "/tmp/algosuite-history-\(getpid())-\(UInt64.random(in: 0...UInt64.max)).jsonl"
        defer { unlink(path) }
        let first = HistoryRecord(
            commit: "bb0d5d3", date: "2026-11-30T10:00:00Z", fingerprint: "amd-epyc-2c-00000001", kind: "quick",
            ratios: ["sieve.wheel|swift-O|100000000": 0.84], instructions: ["sieve.wheel|swift-O|100000000": 89_633_059]
        )
        var second = first
        second.commit = "d79cb48"
        second.ratios["sieve.wheel|swift-O|100000000"] = 1.2
        try first.append(to: path)
        try second.append(to: path)
        let text = String(decoding: try readFile(path), as: UTF8.self)
        #expect(text.split(separator: "\n").count == 2)
        #expect(HistoryRecord.records(fromLines: text + "not json\n") == [first, second])
    }

    @Test("the history's folders are made when they are missing (a clean clone has no Reports/)")
    func missingFolders() throws {
        let root = "/tmp/algosuite-history-\(getpid())-\(UInt64.random(in: 0...UInt64.max))"
        let path = "\(root)/Reports/deeper/history.jsonl"
        defer {
            unlink(path)
            rmdir("\(root)/Reports/deeper")
            rmdir("\(root)/Reports")
            rmdir(root)
        }
        let record = HistoryRecord(
            commit: "c", date: "d", fingerprint: "f", kind: "compare", ratios: ["k|swift-O|1": 1], instructions: [:])
        try record.append(to: path)
        let text = String(decoding: try readFile(path), as: UTF8.self)
        #expect(HistoryRecord.records(fromLines: text) == [record])
    }

    @Test("the folders leading to a history file, relative and absolute")
    func folders() {
        #expect(HistoryRecord.folders(of: "Reports/history.jsonl") == ["Reports"])
        #expect(HistoryRecord.folders(of: "Reports/a/history.jsonl") == ["Reports", "Reports/a"])
        #expect(HistoryRecord.folders(of: "/tmp/x/history.jsonl") == ["/tmp", "/tmp/x"])
        #expect(HistoryRecord.folders(of: "history.jsonl") == [])
    }

    @Test("a matrix run's record keeps the project's own rows, not references or peers")
    func ownRowsOnly() {
        let table = BenchTable(sampleRun(), resamples: 20)
        let record = HistoryRecord(
            table, counts: [InstructionCount(kernel: "sieve.wheel", size: 100, variant: "swift-O", instructions: 42)],
            commit: "c", date: "d", fingerprint: "f", kind: "quick")
        #expect(record.ratios.keys.sorted() == ["sieve.classic|swift-O|100", "sieve.wheel|swift-O|100"])
        #expect(record.ratios["sieve.classic|swift-O|100"] == 2)  // 0.022 / 0.011
        #expect(record.instructions == ["sieve.wheel|swift-O|100": 42])
    }

    @Test("the chart draws one line per series over the runs, filtered by kernel")
    func chart() {
        let runs = (0..<3).map { index in
            HistoryRecord(
                commit: "c\(index)", date: "", fingerprint: "", kind: "quick",
                ratios: ["a.x|swift-O|1": 1 + Double(index), "b.y|swift-O|1": 0.5], instructions: [:])
        }
        let all = HistoryChart.svg(runs)
        #expect(all.components("<polyline") == 2)
        #expect(all.components("<circle") == 6)
        let one = HistoryChart.svg(runs, filter: "a.")
        #expect(one.components("<polyline") == 1 && one.contains("a.x|swift-O|1") && !one.contains("b.y"))
        #expect(one.contains(">c0<") && one.contains(">c2<"))
        #expect(all.contains("class=\"reference-line\"") && all.contains(">a</text>") && all.contains(">b</text>"))
    }

    @Test("a family's line is the geometric mean of its -O rows in each run, other builds left out")
    func familyMean() throws {
        let runs = [
            HistoryRecord(
                commit: "c0", date: "2026-12-08T00:00:00Z", fingerprint: "", kind: "quick",
                ratios: ["a.x|swift-O|1": 2, "a.y|swift-O|1": 8, "a.x|swift-Onone|1": 100], instructions: [:]),
            HistoryRecord(
                commit: "c1", date: "", fingerprint: "", kind: "quick", ratios: ["b.z|swift-O|1": 3], instructions: [:]),
        ]
        let lines = HistoryChart.series(runs)
        #expect(lines.map(\.name) == ["a", "b"])
        // √(2 · 8) = 4; family a was not run in c1.
        let a = try #require(lines[0].ratios[0])
        let b = try #require(lines[1].ratios[1])
        #expect(abs(a - 4) < 1e-12 && lines[0].ratios[1] == nil)
        #expect(lines[1].ratios[0] == nil && abs(b - 3) < 1e-12)
        #expect(HistoryChart.svg(runs).contains(">c0 2026-12-08<"))
    }

    func readFile(_ path: String) throws -> [UInt8] {
        let file = try #require(fopen(path, "r"))
        defer { fclose(file) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            let got = fread(&chunk, 1, chunk.count, file)
            if got == 0 { break }
            bytes += chunk[0..<got]
        }
        return bytes
    }
}

extension String {
    fileprivate func components(_ needle: String) -> Int { ranges(of: needle).count }
}
