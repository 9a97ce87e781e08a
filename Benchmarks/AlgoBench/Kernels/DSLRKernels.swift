import BenchKit
import DSLR

extension KernelRegistry {
    /// DSLR (Baekjoon 9019): the baselines, the bidirectional BFS, and the C BFS.
    static let dslr: [Kernel] = [
        Kernel(
            name: "dslr.bfs", summary: "n DSLR queries, plain per-query BFS (C peer)", standard: [1000], quick: [300],
            runners: [.c("dslr_bfs")], references: [BenchReference(kernel: "dslr.bfs", variant: "c-O2")]),
        Kernel(
            name: "dslr.string", summary: "n DSLR queries, baseline (a): String paths, Set visited", standard: [1000],
            quick: [300],
            runners: [.swift(.all)], references: [BenchReference(kernel: "dslr.bfs", variant: "c-O2")], countSize: 30
        ) { n in
            let queries = dslrQueries(n)
            return { String(queries.reduce(0) { $0 + classicStringDSLR(from: $1.0, to: $1.1).utf8.count }) }
        },
        Kernel(
            name: "dslr.record", summary: "n DSLR queries, baseline (b): digit records, [Bool] visited",
            standard: [1000], quick: [300],
            runners: [.swift(.all)], references: [BenchReference(kernel: "dslr.bfs", variant: "c-O2")]
        ) { n in
            let queries = dslrQueries(n)
            return { String(queries.reduce(0) { $0 + classicRecordDSLR(from: $1.0, to: $1.1).utf8.count }) }
        },
        Kernel(
            name: "dslr.bidirectional", summary: "n DSLR queries, the suite's bidirectional BFS", standard: [1000],
            quick: [300],
            runners: [.swift(.all)], references: [BenchReference(kernel: "dslr.bfs", variant: "c-O2")]
        ) { n in
            let queries = dslrQueries(n)
            let solver = BidirectionalDSLR()
            var program: [DSLROperation] = []
            return {
                var total = 0
                for (start, target) in queries {
                    solver.program(from: start, to: target, into: &program)
                    total += program.count
                }
                return String(total)
            }
        },
    ]
}
