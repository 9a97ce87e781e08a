import BenchKit
import PrimeCount
import Sieve

extension KernelRegistry {
    /// π(x) by every method, and primecount beside them.
    static let primeCount: [Kernel] = [
        Kernel(
            name: "primecount.legendre", summary: "π(n) by Legendre's formula (ladder step 1)",
            standard: [10_000_000_000], quick: [1_000_000_000],
            runners: [.swift(.O)], references: againstPrimecount, countSize: 100_000_000
        ) { n in
            { String(try! PrimeCount.pi(UInt128(n), method: .legendre, threads: 1)) }
        },
        Kernel(
            name: "primecount.meissel", summary: "π(n) by Meissel's formula (step 2)",
            standard: [10_000_000_000], quick: [1_000_000_000],
            runners: [.swift(.O)], references: againstPrimecount
        ) { n in
            { String(try! PrimeCount.pi(UInt128(n), method: .meissel, threads: 1)) }
        },
        Kernel(
            name: "primecount.lmo", summary: "π(n) by Lagarias–Miller–Odlyzko, 1 thread (step 3)",
            standard: [10_000_000_000, 10_000_000_000_000], quick: [1_000_000_000],
            runners: [.swift(.O)], references: againstPrimecount
        ) { n in
            { String(try! PrimeCount.pi(UInt128(n), method: .lmo, threads: 1)) }
        },
        Kernel(
            name: "primecount.deleglise-rivat", summary: "π(n) by Deléglise–Rivat, 1 thread (step 4)",
            standard: [10_000_000_000, 1_000_000_000_000_000], quick: [1_000_000_000],
            runners: [.swift(.O)], references: againstPrimecount
        ) { n in
            { String(try! PrimeCount.pi(UInt128(n), method: .delegliseRivat, threads: 1)) }
        },
        Kernel(
            name: "primecount.gourdon", summary: "π(n) by Gourdon, 1 thread (step 5, the default)",
            standard: [10_000_000_000, 100_000_000_000_000, 1_000_000_000_000_000, 10_000_000_000_000_000],
            quick: [1_000_000_000],
            runners: [.swift(.O)], references: againstPrimecount
        ) { n in
            { String(try! PrimeCount.pi(UInt128(n), method: .gourdon, threads: 1)) }
        },
        Kernel(
            name: "primecount.primecount", summary: "π(n), primecount (Gourdon), 1 thread (peer)",
            standard: [10_000_000_000, 100_000_000_000_000, 1_000_000_000_000_000, 10_000_000_000_000_000],
            quick: [1_000_000_000],
            runners: [.primecount], references: againstPrimecount),
        Kernel(
            name: "primecount.deleglise-rivat-mt", summary: "π(n) by Deléglise–Rivat on all cores",
            standard: [1_000_000_000_000_000], quick: [1_000_000_000_000],
            runners: [.swift(.O)],
            references: [BenchReference(kernel: "primecount.primecount-mt", variant: "primecount")], counted: false
        ) { n in
            { String(try! PrimeCount.pi(UInt128(n), method: .delegliseRivat, threads: PrimeSieve.defaultThreads)) }
        },
        Kernel(
            name: "primecount.gourdon-mt", summary: "π(n) by Gourdon on all cores (the default)",
            standard: [1_000_000_000_000_000, 1_000_000_000_000_000_000], quick: [1_000_000_000_000],
            runners: [.swift(.O)],
            references: [BenchReference(kernel: "primecount.primecount-mt", variant: "primecount")], counted: false
        ) { n in
            { String(try! PrimeCount.pi(UInt128(n), method: .gourdon, threads: PrimeSieve.defaultThreads)) }
        },
        Kernel(
            name: "primecount.primecount-mt", summary: "π(n), primecount on all cores (peer)",
            standard: [1_000_000_000_000_000, 1_000_000_000_000_000_000], quick: [1_000_000_000_000],
            runners: [.primecount],
            references: [BenchReference(kernel: "primecount.primecount-mt", variant: "primecount")], counted: false),
    ]
}
