import BenchKit

/// One variant that runs kernels: a Swift build, a C build, an interpreter or a peer library.
struct Participant {
    var variant: BenchVariant
    /// The command line that times `kernel` at `size`.
    var command: (_ kernel: String, _ size: Int, _ policy: RepetitionPolicy) -> [String]
    /// Kernel → sizes this participant runs.
    var work: [(kernel: String, sizes: [Int])]
    var policy: RepetitionPolicy
}

/// The kernels and sizes of a preset.
struct Preset {
    var name: String
    /// The classic sieve in every language.
    var classicSizes: [Int]
    /// The suite's sieve and primesieve; the debug build runs only the first size.
    var wheelSizes: [Int]
    /// Widths of the range above 10^16 for `sieve.high`.
    var highSizes: [Int]
    /// Ladder steps 2 and 3 (Swift -O only), and the multithreaded sieve.
    var ladderSizes: [Int]
    var threadedSizes: [Int]
    /// DSLR queries.
    var dslrSizes: [Int]
    /// Classic archery instances, and K = 64 instances.
    var archerySizes: [Int]
    var archery64Sizes: [Int]
    /// Triangles, and points for the geometric median.
    var triangleSizes: [Int]
    var medianSizes: [Int]
    /// BigNumber: additions, and other operations, on 10^4-digit operands (additions take 0.2 µs,
    /// so ten times as many make a run of about 20 ms), n for n!, and PMAX for the Lucas–Lehmer search.
    var bignumAddOps: [Int]
    var bignumOps: [Int]
    var factorialSizes: [Int]
    var mersenneSizes: [Int]
    /// Principal Double powers, and digits of i^i.
    var powerSizes: [Int]
    var digitSizes: [Int]
    var policy: RepetitionPolicy
    /// For the slow variants (debug Swift, CPython).
    var slowPolicy: RepetitionPolicy

    static let standard = Preset(
        name: "default", classicSizes: [100_000_000], wheelSizes: [100_000_000, 1_000_000_000, 10_000_000_000],
        highSizes: [1_000_000_000],
        ladderSizes: [100_000_000], threadedSizes: [10_000_000_000], dslrSizes: [1000], archerySizes: [20_000],
        archery64Sizes: [1000], triangleSizes: [1_000_000], medianSizes: [1_000_000], bignumAddOps: [100_000],
        bignumOps: [10_000],
        factorialSizes: [1_000_000], mersenneSizes: [3000], powerSizes: [1_000_000], digitSizes: [10_000],
        policy: RepetitionPolicy(warmups: 1, minimum: 3, maximum: 10, budget: 1.0),
        slowPolicy: RepetitionPolicy(warmups: 0, minimum: 1, maximum: 1, budget: 0))

    static let quick = Preset(
        name: "quick", classicSizes: [10_000_000], wheelSizes: [100_000_000], highSizes: [100_000_000],
        ladderSizes: [10_000_000],
        threadedSizes: [1_000_000_000], dslrSizes: [300], archerySizes: [2000], archery64Sizes: [100],
        triangleSizes: [100_000], medianSizes: [100_000], bignumAddOps: [30_000], bignumOps: [1000],
        factorialSizes: [100_000], mersenneSizes: [1500], powerSizes: [200_000], digitSizes: [3000],
        policy: RepetitionPolicy(warmups: 1, minimum: 5, maximum: 15, budget: 0.3),
        slowPolicy: RepetitionPolicy(warmups: 1, minimum: 3, maximum: 3, budget: 0))

    /// Kernels whose answers differ from the rest of their family (checksum domains).
    static let checksumDomains: [String: String] = [
        "bignum.add10k": "bignum.add10k", "bignum.mul10k": "bignum.mul10k", "bignum.div10k": "bignum.div10k",
        "bignum.factorial": "bignum.factorial", "fermat.triangles": "fermat.triangles",
        "fermat.median": "fermat.median", "fermat.median-plain": "fermat.median", "archery.knapsack64": "archery64",
        "complex.pow": "complex.pow", "complex.digits": "complex.digits",
        "complex.general": "complex.general", "sieve.high": "sieve.high",
        "sieve.primesieve-high": "sieve.high",
    ]

    /// Whose ratio is measured against what, in the same run.
    static let rules =
        [
            ReferenceRule(
                kernels: ["sieve.classic"],
                references: [BenchReference(kernel: "sieve.classic", variant: "c-O2")]),
            ReferenceRule(
                kernels: ["sieve.odd", "sieve.segmented", "sieve.wheel", "sieve.primesieve"],
                references: [
                    BenchReference(kernel: "sieve.primesieve", variant: "primesieve"),
                    BenchReference(kernel: "sieve.classic", variant: "c-O2"),
                ]),
            ReferenceRule(
                kernels: ["sieve.high", "sieve.primesieve-high"],
                references: [BenchReference(kernel: "sieve.primesieve-high", variant: "primesieve")]),
            ReferenceRule(
                kernels: ["sieve.wheel-mt", "sieve.primesieve-mt"],
                references: [
                    BenchReference(kernel: "sieve.primesieve-mt", variant: "primesieve"),
                    BenchReference(kernel: "sieve.wheel", variant: "swift-O"),
                ]),
            ReferenceRule(
                kernels: ["dslr.string", "dslr.record", "dslr.bidirectional", "dslr.bfs"],
                references: [BenchReference(kernel: "dslr.bfs", variant: "c-O2")]),
            ReferenceRule(
                kernels: ["archery.dfs", "archery.knapsack"],
                references: [BenchReference(kernel: "archery.dfs", variant: "swift-O")]),
            ReferenceRule(
                kernels: ["fermat.triangles"],
                references: [BenchReference(kernel: "fermat.triangles", variant: "swift-O")]),
            ReferenceRule(
                kernels: ["fermat.median", "fermat.median-plain"],
                references: [
                    BenchReference(kernel: "fermat.median", variant: "numpy"),
                    BenchReference(kernel: "fermat.median", variant: "swift-O"),
                ]),
        ]
        + ["bignum.add10k", "bignum.mul10k", "bignum.div10k", "bignum.factorial"].map { kernel in
            ReferenceRule(kernels: [kernel], references: [BenchReference(kernel: kernel, variant: "c-gmp")])
        }
        // A Python library peer when it is installed, else Swift -O.
        + [("mersenne.ll", "gmpy2"), ("complex.digits", "mpmath"), ("complex.general", "mpmath")].map { kernel, peer in
            ReferenceRule(
                kernels: [kernel],
                references: [
                    BenchReference(kernel: kernel, variant: peer), BenchReference(kernel: kernel, variant: "swift-O"),
                ])
        } + [
            ReferenceRule(
                kernels: ["complex.pow"], references: [BenchReference(kernel: "complex.pow", variant: "swift-O")]),
            // No peer can do K = 64 (the DFS would take 2^63 steps): the levels are compared with -O.
            ReferenceRule(
                kernels: ["archery.knapsack64"],
                references: [BenchReference(kernel: "archery.knapsack64", variant: "swift-O")]),
        ]
}
