import BenchKit

/// Every kernel of every module, in table order: the classic baselines beside the suite's versions,
/// and the peers' kernels, each family in its own file of Kernels/. A kernel is declared once, in
/// its family's list (see "Adding a kernel" in Guides/Benchmarks.md).
enum KernelRegistry {
    /// The suite's single-threaded sieves are measured against primesieve, or the C classic sieve
    /// when primesieve is not installed.
    static let againstPrimesieve = [
        BenchReference(kernel: "sieve.primesieve", variant: "primesieve"),
        BenchReference(kernel: "sieve.classic", variant: "c-O2"),
    ]

    /// π(x) by counting is measured against primecount, or the sieve's π when it is not installed.
    static let againstPrimecount = [
        BenchReference(kernel: "primecount.primecount", variant: "primecount"),
        BenchReference(kernel: "sieve.wheel", variant: "swift-O"),
    ]

    /// Factoring is measured against GNU factor (64-bit work) and PARI/GP (128-bit and up).
    static let againstGNUFactor = [
        BenchReference(kernel: "factor.gnu-factor64", variant: "gnu-factor"),
        BenchReference(kernel: "factor.semiprime64", variant: "swift-O"),
    ]
    static let againstPARI = [
        BenchReference(kernel: "factor.pari128", variant: "pari"),
        BenchReference(kernel: "factor.semiprime128", variant: "swift-O"),
    ]
    static let againstPARI160 = [
        BenchReference(kernel: "factor.pari160", variant: "pari"),
        BenchReference(kernel: "factor.semiprime160", variant: "swift-O"),
    ]

    static let againstPARI200 = [
        BenchReference(kernel: "factor.pari200", variant: "pari"),
        BenchReference(kernel: "factor.semiprime200", variant: "swift-O"),
    ]

    static let againstPARI230 = [
        BenchReference(kernel: "factor.pari230", variant: "pari"),
        BenchReference(kernel: "factor.semiprime230", variant: "swift-O"),
    ]
    static let againstPARI260 = [
        BenchReference(kernel: "factor.pari260", variant: "pari"),
        BenchReference(kernel: "factor.semiprime260", variant: "swift-O"),
    ]

    /// Every kernel, in table order.
    static let all: [Kernel] =
        sieve + primeCount + dslr + archery + fermatTriangles + solverIO + stars + brachistochrone + medians
        + bigNumber + factor + complexPower + judge
}
