import BenchKit
import Brachistochrone

extension KernelRegistry {
    /// The cycloid and the discrete descent.
    static let brachistochrone: [Kernel] = [
        Kernel(
            name: "brachistochrone.cycloid", summary: "n cycloids through random B: tabled start, one Newton step",
            domain: "brachistochrone.cycloid", standard: [1_000_000], quick: [1_000_000],
            runners: [.swift(.all), .c("brachistochrone_cycloid")],
            references: [BenchReference(kernel: "brachistochrone.cycloid", variant: "c-O2")]
        ) { n in
            let ends = cycloidEnds(n)
            return { cycloidChecksum(ends, solver: .tabled) }
        },
        Kernel(
            name: "brachistochrone.cycloid-newton", summary: "the same by safeguarded Newton (baseline, as the C peer)",
            domain: "brachistochrone.cycloid", standard: [1_000_000], quick: [1_000_000],
            runners: [.swift(.release)],
            references: [BenchReference(kernel: "brachistochrone.cycloid", variant: "c-O2")], countSize: 100_000
        ) { n in
            let ends = cycloidEnds(n)
            return { cycloidChecksum(ends, solver: .newton) }
        },
        Kernel(
            name: "brachistochrone.discrete", summary: "fastest N-vertex polyline to B = (2, −1), tridiagonal Newton",
            domain: "brachistochrone.discrete", standard: [1000], quick: [1000],
            runners: [.swift(.all), .python("scipy")],
            references: [
                BenchReference(kernel: "brachistochrone.discrete", variant: "scipy"),
                BenchReference(kernel: "brachistochrone.discrete", variant: "swift-O"),
            ]
        ) { n in
            {
                roundedChecksum((try? DiscreteBrachistochrone(x: 2, depth: 1, interiorPoints: n))?.time ?? .nan)
            }
        },
    ]
}
