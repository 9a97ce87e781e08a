import BenchKit
import FermatPoint

extension KernelRegistry {
    /// Fermat points of triangles.
    static let fermatTriangles: [Kernel] = [
        Kernel(
            name: "fermat.triangles", summary: "n random triangles' Fermat points (closed form)",
            domain: "fermat.triangles", standard: [1_000_000], quick: [100_000],
            runners: [.swift(.all)], references: [BenchReference(kernel: "fermat.triangles", variant: "swift-O")]
        ) { n in
            let points = randomPoints(3 * n, seed: 8)
            return {
                var sum = 0.0
                for i in 0..<n { sum += fermatPoint(points[3 * i], points[3 * i + 1], points[3 * i + 2]).total }
                return roundedChecksum(sum)
            }
        }
    ]

    /// The geometric median, accelerated and plain.
    static let medians: [Kernel] = [
        Kernel(
            name: "fermat.median", summary: "geometric median of n random points to a relative gap of 1e-10",
            domain: "fermat.median", standard: [1_000_000], quick: [100_000],
            runners: [.swift(.all), .python("numpy")],
            references: [
                BenchReference(kernel: "fermat.median", variant: "numpy"),
                BenchReference(kernel: "fermat.median", variant: "swift-O"),
            ]
        ) { n in
            let points = randomPoints(n, seed: 8)
            return { roundedChecksum((try? geometricMedian(of: points, tolerance: 1e-10))?.total ?? .nan) }
        },
        Kernel(
            name: "fermat.median-plain", summary: "the same median by plain Weiszfeld (no Newton steps)",
            domain: "fermat.median", standard: [1_000_000], quick: [100_000],
            runners: [.swift(.O)],
            references: [
                BenchReference(kernel: "fermat.median", variant: "numpy"),
                BenchReference(kernel: "fermat.median", variant: "swift-O"),
            ]
        ) { n in
            let points = randomPoints(n, seed: 8)
            return {
                roundedChecksum((try? geometricMedian(of: points, tolerance: 1e-10, accelerate: false))?.total ?? .nan)
            }
        },
    ]
}
