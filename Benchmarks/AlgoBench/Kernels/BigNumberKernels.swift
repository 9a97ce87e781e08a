import BenchKit
import BigNumber

extension KernelRegistry {
    /// GMP big integers, and the Lucas–Lehmer Mersenne search.
    static let bigNumber: [Kernel] = [
        Kernel(
            name: "bignum.add10k", summary: "n additions of two 10^4-digit BigInts", domain: "bignum.add10k",
            standard: [100_000], quick: [30_000],
            runners: [.swift(.release), .gmp], references: [BenchReference(kernel: "bignum.add10k", variant: "c-gmp")]
        ) { n in
            bignumKernel(n, .add)
        },
        Kernel(
            name: "bignum.mul10k", summary: "n multiplications of two 10^4-digit BigInts", domain: "bignum.mul10k",
            standard: [10_000], quick: [1000],
            runners: [.swift(.release), .gmp], references: [BenchReference(kernel: "bignum.mul10k", variant: "c-gmp")]
        ) { n in
            bignumKernel(n, .multiply)
        },
        Kernel(
            name: "bignum.div10k", summary: "n divisions of a 2·10^4-digit by a 10^4-digit BigInt",
            domain: "bignum.div10k", standard: [10_000], quick: [1000],
            runners: [.swift(.release), .gmp], references: [BenchReference(kernel: "bignum.div10k", variant: "c-gmp")]
        ) { n in
            bignumKernel(n, .divide)
        },
        Kernel(
            name: "bignum.factorial", summary: "n! as a BigInt", domain: "bignum.factorial", standard: [1_000_000],
            quick: [100_000],
            runners: [.swift(.release), .gmp],
            references: [BenchReference(kernel: "bignum.factorial", variant: "c-gmp")]
        ) { n in
            { bignumChecksum(BigInt.factorial(n), sum: 0) }
        },
        Kernel(
            name: "mersenne.ll", summary: "Mersenne exponents ≤ n: trial factoring + Lucas–Lehmer, 1 thread",
            standard: [3000], quick: [1500],
            runners: [.swift(.release), .python("gmpy2")],
            references: [
                BenchReference(kernel: "mersenne.ll", variant: "gmpy2"),
                BenchReference(kernel: "mersenne.ll", variant: "swift-O"),
            ]
        ) { n in
            { String(Mersenne.exponents(upTo: n, threads: 1).reduce(0, +)) }
        },
    ]
}
