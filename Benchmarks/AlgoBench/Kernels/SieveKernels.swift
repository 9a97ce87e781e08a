import BenchKit
import Sieve

extension KernelRegistry {
    /// The sieve ladder, the threaded and high-range sieves, and primesieve beside them.
    static let sieve: [Kernel] = [
        Kernel(
            name: "sieve.classic", summary: "π(n), classic Int flag array (ladder step 1)", standard: [100_000_000],
            quick: [10_000_000], main: [10_000_000],
            runners: [.swift(.all), .c("sieve_classic"), .interpreters],
            references: [BenchReference(kernel: "sieve.classic", variant: "c-O2")]
        ) { n in
            { String(classicSieveCount(upTo: n)) }
        },
        Kernel(
            name: "sieve.odd", summary: "π(n), odd-only bytes over an unsafe buffer (step 2)", standard: [100_000_000],
            quick: [10_000_000],
            runners: [.swift(.O)],
            references: againstPrimesieve
        ) { n in
            { String(oddSieveCount(upTo: n)) }
        },
        Kernel(
            name: "sieve.segmented", summary: "π(n), odd-only segmented at L1 (step 3)", standard: [100_000_000],
            quick: [10_000_000],
            runners: [.swift(.O)],
            references: againstPrimesieve
        ) { n in
            { String(segmentedSieveCount(upTo: UInt64(n))) }
        },
        Kernel(
            name: "sieve.wheel", summary: "π(n), the suite's mod-30 wheel sieve, 1 thread (step 4)",
            standard: [100_000_000, 1_000_000_000, 10_000_000_000], quick: [100_000_000],
            runners: [.swift(.all)],
            references: againstPrimesieve, debugSizes: 1
        ) { n in
            { String(PrimeSieve.count(upTo: UInt64(n), threads: 1)) }
        },
        Kernel(
            name: "sieve.primesieve", summary: "π(n), primesieve, 1 thread (peer)",
            standard: [100_000_000, 1_000_000_000, 10_000_000_000], quick: [100_000_000],
            runners: [.primesieve], references: [BenchReference(kernel: "sieve.primesieve", variant: "primesieve")]),
        Kernel(
            name: "sieve.high", summary: "primes in [10^16, 10^16 + n], 1 thread: the bucket sieve's range",
            domain: "sieve.high", standard: [1_000_000_000], quick: [100_000_000],
            runners: [.swift(.O)], references: [BenchReference(kernel: "sieve.primesieve-high", variant: "primesieve")],
            countSize: 10_000_000
        ) { n in
            { String(PrimeSieve.count(in: highSieveStart...(highSieveStart + UInt64(n)), threads: 1)) }
        },
        Kernel(
            name: "sieve.heights",
            summary: "primes in [2^n − 10^9, 2^n − 1], 1 thread: the high-range target, 2^40 ≈ 1.1·10^12 to 2^64",
            domain: "sieve.heights", standard: heightsSizes, quick: [],
            runners: [.swift(.O)],
            references: [BenchReference(kernel: "sieve.primesieve-heights", variant: "primesieve")]
        ) { n in
            let range = heightsRange(n)
            return { String(PrimeSieve.count(in: range, threads: 1)) }
        },
        Kernel(
            name: "sieve.wheel-mt", summary: "π(n), the suite's sieve on all cores", standard: [10_000_000_000],
            quick: [1_000_000_000],
            runners: [.swift(.O)],
            references: [
                BenchReference(kernel: "sieve.primesieve-mt", variant: "primesieve"),
                BenchReference(kernel: "sieve.wheel", variant: "swift-O"),
            ], counted: false
        ) { n in
            { String(PrimeSieve.count(upTo: UInt64(n))) }
        },
        Kernel(
            name: "sieve.primesieve-mt", summary: "π(n), primesieve on all cores (peer)", standard: [10_000_000_000],
            quick: [1_000_000_000],
            runners: [.primesieve], references: [BenchReference(kernel: "sieve.primesieve-mt", variant: "primesieve")],
            counted: false),
        Kernel(
            name: "sieve.primesieve-high", summary: "primes in [10^16, 10^16 + n], primesieve, 1 thread (peer)",
            domain: "sieve.high", standard: [1_000_000_000], quick: [100_000_000],
            runners: [.primesieve], references: [BenchReference(kernel: "sieve.primesieve-high", variant: "primesieve")]
        ),
        Kernel(
            name: "sieve.primesieve-heights",
            summary: "primes in [2^n − 10^9, 2^n − 1], primesieve, 1 thread (peer)",
            domain: "sieve.heights", standard: heightsSizes, quick: [],
            runners: [.primesieve],
            references: [BenchReference(kernel: "sieve.primesieve-heights", variant: "primesieve")]),
        Kernel(
            name: "sieve.window",
            summary: "primes in [10^18, 10^18 + n], 1 thread: a narrow window, sieved to a bound and tested",
            domain: "sieve.window", standard: [1_000_000], quick: [100_000],
            runners: [.swift(.O)],
            references: [BenchReference(kernel: "sieve.primesieve-window", variant: "primesieve")]
        ) { n in
            { String(PrimeSieve.count(in: windowSieveStart...(windowSieveStart + UInt64(n)), threads: 1)) }
        },
        Kernel(
            name: "sieve.primesieve-window", summary: "primes in [10^18, 10^18 + n], primesieve, 1 thread (peer)",
            domain: "sieve.window", standard: [1_000_000], quick: [100_000],
            runners: [.primesieve],
            references: [BenchReference(kernel: "sieve.primesieve-window", variant: "primesieve")]),
        Kernel(
            name: "sieve.twins", summary: "twin prime pairs <= n, 1 thread: a table lookup per wheel byte",
            domain: "sieve.twins", standard: [10_000_000_000], quick: [100_000_000],
            runners: [.swift(.O)], references: [BenchReference(kernel: "sieve.primesieve-twins", variant: "primesieve")]
        ) { n in
            { String(PrimeTuplets.count(2, in: 0...UInt64(n), threads: 1)) }
        },
        Kernel(
            name: "sieve.primesieve-twins", summary: "twin prime pairs <= n, primesieve, 1 thread (peer)",
            domain: "sieve.twins", standard: [10_000_000_000], quick: [100_000_000],
            runners: [.primesieve],
            references: [BenchReference(kernel: "sieve.primesieve-twins", variant: "primesieve")]),
    ]
}
