import BenchKit
import StarPatterns

extension KernelRegistry {
    /// The star pictures.
    static let stars: [Kernel] = [
        Kernel(
            name: "stars.render", summary: "the four star pictures at their largest N, n rounds (26 MB each)",
            domain: "stars", standard: [50], quick: [10],
            runners: [.swift(.all)], references: [BenchReference(kernel: "stars.render", variant: "swift-O")]
        ) { n in
            { starChecksum(n) }
        }
    ]
}
