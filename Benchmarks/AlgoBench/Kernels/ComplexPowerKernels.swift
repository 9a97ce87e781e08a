import BenchKit
import ComplexPower

extension KernelRegistry {
    /// Complex powers in Double and to many digits.
    static let complexPower: [Kernel] = [
        Kernel(
            name: "complex.pow", summary: "n principal Double powers z^w, random z and w", domain: "complex.pow",
            standard: [1_000_000], quick: [200_000],
            runners: [.swift(.all)], references: [BenchReference(kernel: "complex.pow", variant: "swift-O")]
        ) { n in
            let points = randomPoints(2 * n, seed: 77)
            let pairs = (0..<n).map {
                (
                    Complex(4 * points[2 * $0].x - 2, 4 * points[2 * $0].y - 2),
                    Complex(4 * points[2 * $0 + 1].x - 2, 2 * points[2 * $0 + 1].y - 1)
                )
            }
            return {
                var sum = 0.0
                for (z, w) in pairs { sum += Complex.pow(z, w).real }
                return roundedChecksum(sum)
            }
        },
        Kernel(
            name: "complex.digits", summary: "i^i to n significant digits through MPFR/MPC", domain: "complex.digits",
            standard: [10_000], quick: [3000],
            runners: [.swift(.release), .python("mpmath"), .python("flint")],
            references: [
                BenchReference(kernel: "complex.digits", variant: "mpmath"),
                BenchReference(kernel: "complex.digits", variant: "flint"),
                BenchReference(kernel: "complex.digits", variant: "swift-O"),
            ]
        ) { n in precisePower("i", "i", digits: n) },
        Kernel(
            name: "complex.general", summary: "(1+2i)^(0.3+0.7i) to n significant digits through MPFR",
            domain: "complex.general", standard: [10_000], quick: [3000],
            runners: [.swift(.release), .python("mpmath"), .python("flint")],
            references: [
                BenchReference(kernel: "complex.general", variant: "mpmath"),
                BenchReference(kernel: "complex.general", variant: "flint"),
                BenchReference(kernel: "complex.general", variant: "swift-O"),
            ]
        ) { n in precisePower("1+2i", "0.3+0.7i", digits: n) },
    ]
}

/// A kernel that prints z^w's real part to `digits` digits; the checksum is its last 12 characters
/// (the peers print the same digits).
private func precisePower(_ base: String, _ exponent: String, digits: Int) -> () -> String {
    let (z, w) = (ComplexLiteral(base)!, ComplexLiteral(exponent)!)
    return { ((try? PrecisePower.power(z, w, branch: 0, digits: digits))?.real ?? "").suffix(12).description }
}
