import BenchKit

/// The issues' speed targets for the matrix's rows, each in the issue's own words and at the
/// issue's own sizes. Every report checks them against its run (`TargetCheck`); none is gated,
/// since a ratio on a noisy machine needs its interval read, and a time speaks of one CPU only.
///
/// Targets that are not one row's ratio or time live where they are measured: the end-to-end
/// ones in `algo-bench e2e` (``EndToEndBenchmark``), the two-thread scaling ones (a ratio of two
/// ratios) in Guides/Sieve.md and Guides/PrimeCount.md.
extension KernelRegistry {
    static let targets: [SpeedTarget] = sieveTargets + countingTargets + numberTargets + geometryTargets

    static func ratio(
        _ kernel: String, _ bound: Double, against reference: BenchReference, sizes: [Int] = [], _ source: String
    ) -> SpeedTarget {
        SpeedTarget(
            kernel: kernel, variant: "swift-O", sizes: sizes, bound: .ratio(atMost: bound, against: reference),
            source: source)
    }

    static func seconds(_ kernel: String, _ bound: Double, at size: Int, _ source: String) -> SpeedTarget {
        SpeedTarget(kernel: kernel, variant: "swift-O", sizes: [size], bound: .seconds(atMost: bound), source: source)
    }

    static let sieveTargets = [
        ratio(
            "sieve.classic", 1.1, against: BenchReference(kernel: "sieve.classic", variant: "c-O2"),
            "#4: the classic sieve in Swift -O within 1.1× the same algorithm in C -O2"),
        ratio(
            "sieve.wheel", 1.2, against: againstPrimesieve[0], sizes: [1_000_000_000, 10_000_000_000],
            "#4: counting to 10^9 and 10^10 on one thread within 1.2× primesieve"),
        ratio(
            "sieve.high", 1.1, against: BenchReference(kernel: "sieve.primesieve-high", variant: "primesieve"),
            "#13: high ranges (10^12 to 2^64) within 1.1× primesieve"),
        ratio(
            "sieve.heights", 1.1, against: BenchReference(kernel: "sieve.primesieve-heights", variant: "primesieve"),
            "#13: high ranges (10^12 to 2^64) within 1.1× primesieve"),
    ]

    static let countingTargets = [
        ratio(
            "primecount.gourdon", 1.5, against: againstPrimecount[0],
            sizes: [100_000_000_000_000, 10_000_000_000_000_000],
            "#13: π(10^14) and π(10^16) on one thread within 1.5× primecount"),
        ratio(
            "primecount.gourdon-mt", 1.5,
            against: BenchReference(kernel: "primecount.primecount-mt", variant: "primecount"),
            sizes: [1_000_000_000_000_000_000], "#13: π(10^18) within 1.5× primecount on 2 threads"),
    ]

    static let numberTargets =
        ["bignum.add10k", "bignum.mul10k", "bignum.div10k"].map {
            ratio(
                $0, 1.2, against: BenchReference(kernel: $0, variant: "c-gmp"),
                "#6: operators on 10^4-digit operands within 1.2× C calling GMP")
        } + [
            ratio(
                "bignum.factorial", 1.1, against: BenchReference(kernel: "bignum.factorial", variant: "c-gmp"),
                sizes: [1_000_000], "#6: factorial(10^6) within 1.1× C calling GMP"),
            ratio(
                "factor.semiprime64", 0.1, against: againstGNUFactor[0],
                "#14: random 64-bit semiprimes in at most 0.1× GNU factor's time"),
            ratio(
                "factor.semiprime128", 0.5, against: againstPARI[0], "#14: balanced 128-bit semiprimes within 0.5× PARI"
            ),
            ratio(
                "factor.semiprime160", 0.5, against: againstPARI160[0],
                "#14: balanced 160-bit semiprimes within 0.5× PARI"),
            ratio(
                "factor.semiprime200", 0.5, against: againstPARI200[0],
                "#14: balanced 200-bit semiprimes within 0.5× PARI"),
            ratio(
                "factor.semiprime260", 0.5, against: againstPARI260[0],
                "#14, moonshot: balanced 260-bit semiprimes within 0.5× PARI"),
            seconds("complex.pow", 0.1, at: 1_000_000, "#7: 10^7 principal Double powers a second on one core"),
            ratio(
                "complex.digits", 0.1, against: BenchReference(kernel: "complex.digits", variant: "mpmath"),
                sizes: [10_000], "#7 (blocked): at 10^4 digits 10× faster than mpmath"),
        ]

    static let geometryTargets = [
        seconds("fermat.triangles", 0.1, at: 1_000_000, "#8: 10^7 triangles a second on one core"),
        seconds("fermat.median", 0.2, at: 1_000_000, "#8: the median of 10^6 points to a gap of 1e-10 in 0.2 s"),
        ratio(
            "fermat.median", 0.2, against: BenchReference(kernel: "fermat.median", variant: "numpy"),
            sizes: [1_000_000], "#8: 5× faster than a vectorised numpy Weiszfeld on the same 10^6 points"),
        seconds("archery.knapsack64", 1.0, at: 1000, "#5: K = 64, n = 10^9: each instance in at most 1 ms"),
        seconds("brachistochrone.cycloid", 0.1, at: 1_000_000, "#17: 10^7 cycloid solves a second"),
        seconds("brachistochrone.discrete", 0.01, at: 1000, "#17: the discrete optimiser at N = 1000 within 10 ms"),
        ratio(
            "brachistochrone.discrete", 0.1,
            against: BenchReference(kernel: "brachistochrone.discrete", variant: "scipy"),
            "#17: 10× faster than a numpy/scipy peer"),
    ]

    /// What is wrong with the declared targets: a kernel that is not declared, a reference the
    /// kernel is not measured against, a size no preset runs. Empty when all is well; `matrix`
    /// refuses to run otherwise, so a renamed kernel cannot silently drop its target.
    static func targetProblems() -> [String] {
        targets.flatMap { target -> [String] in
            guard let kernel = named(target.kernel) else { return ["target for unknown kernel \(target.kernel)"] }
            var problems: [String] = []
            if case .ratio(_, let reference) = target.bound, !kernel.references.contains(reference) {
                problems.append(
                    "\(target.kernel)'s target names \(reference.kernel)@\(reference.variant), not a reference")
            }
            let sizes = Set(kernel.standard + kernel.quick + kernel.long + (kernel.main ?? []))
            for size in target.sizes where !sizes.contains(size) {
                problems.append("\(target.kernel)'s target names size \(size), which no preset runs")
            }
            return problems
        }
    }
}
