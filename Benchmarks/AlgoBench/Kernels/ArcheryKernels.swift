import Archery
import BenchKit

extension KernelRegistry {
    /// The archery optimiser: the classic DFS and the knapsack.
    static let archery: [Kernel] = [
        Kernel(
            name: "archery.dfs", summary: "n classic archery instances (K = 11, n ≤ 10), baseline DFS",
            standard: [20_000], quick: [2000],
            runners: [.swift(.all)], references: [BenchReference(kernel: "archery.dfs", variant: "swift-O")]
        ) { n in
            let instances = archeryInstances(n, rings: 11, maxArrows: nil)
            return { archeryChecksum(instances) { try? ArcheryOptimizer.classicDFS(arrows: $0, opponent: $1) } }
        },
        Kernel(
            name: "archery.knapsack", summary: "n classic archery instances, the suite's knapsack", standard: [20_000],
            quick: [2000],
            runners: [.swift(.all)], references: [BenchReference(kernel: "archery.dfs", variant: "swift-O")]
        ) { n in
            let instances = archeryInstances(n, rings: 11, maxArrows: nil)
            return { archeryChecksum(instances) { try? ArcheryOptimizer.best(arrows: $0, opponent: $1) } }
        },
        Kernel(
            name: "archery.knapsack64", summary: "n archery instances with K = 64 and n ≤ 10^9, knapsack",
            domain: "archery64", standard: [1000], quick: [100],
            runners: [.swift(.all)], references: [BenchReference(kernel: "archery.knapsack64", variant: "swift-O")]
        ) { n in
            let instances = archeryInstances(n, rings: 64, maxArrows: 1_000_000_000)
            return { archeryChecksum(instances) { try? ArcheryOptimizer.best(arrows: $0, opponent: $1) } }
        },
    ]
}
