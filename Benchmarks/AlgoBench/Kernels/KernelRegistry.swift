import BenchKit

/// Every kernel of every module, in table order: the classic baselines beside the suite's versions,
/// and the peers' kernels, each family in its own file of Kernels/. A kernel is declared once, in
/// its family's list (see "Adding a kernel" in Guides/Benchmarks.md).
enum KernelRegistry {
    /// The suite's single-threaded sieves are measured against primesieve, or the C classic sieve
    /// when primesieve is not installed.
    static let againstPrimesieve = preferring("sieve.primesieve", "primesieve", else: "sieve.classic", "c-O2")

    /// π(x) by counting is measured against primecount, or the sieve's π when it is not installed.
    static let againstPrimecount = preferring("primecount.primecount", "primecount", else: "sieve.wheel", "swift-O")

    /// Factoring is measured against GNU factor (64-bit work) and PARI/GP (128-bit and up).
    static let againstGNUFactor = preferring("factor.gnu-factor64", "gnu-factor", else: "factor.semiprime64", "swift-O")
    static let againstPARI = preferring("factor.pari128", "pari", else: "factor.semiprime128", "swift-O")
    static let againstPARI160 = preferring("factor.pari160", "pari", else: "factor.semiprime160", "swift-O")
    static let againstPARI200 = preferring("factor.pari200", "pari", else: "factor.semiprime200", "swift-O")
    static let againstPARI230 = preferring("factor.pari230", "pari", else: "factor.semiprime230", "swift-O")
    static let againstPARI260 = preferring("factor.pari260", "pari", else: "factor.semiprime260", "swift-O")

    /// A peer's row as the reference, or one of the suite's own when that peer is not installed.
    static func preferring(_ kernel: String, _ variant: String, else fallback: String, _ fallbackVariant: String)
        -> [BenchReference]
    {
        [BenchReference(kernel: kernel, variant: variant), BenchReference(kernel: fallback, variant: fallbackVariant)]
    }

    /// Every kernel, in table order.
    static let all: [Kernel] =
        sieve + primeCount + dslr + archery + fermatTriangles + solverIO + stars + brachistochrone + medians
        + bigNumber + factor + complexPower + judge
}
