import Archery
import BenchKit
import BigNumber
import Brachistochrone
import ComplexPower
import DSLR
import Factorization
import FermatPoint
import Judge
import PrimeCount
import Sieve
import SolverIO

/// Every kernel of every module, in table order: the classic baselines beside the suite's versions,
/// and the peers' kernels. This is the one place a kernel is declared (see "Adding a kernel" in
/// Guides/Benchmarks.md).
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

    static let all: [Kernel] = [
        Kernel(
            name: "sieve.classic", summary: "π(n), classic Int flag array (ladder step 1)", standard: [100_000_000],
            quick: [10_000_000],
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
        Kernel(
            name: "dslr.bfs", summary: "n DSLR queries, plain per-query BFS (C peer)", standard: [1000], quick: [300],
            runners: [.c("dslr_bfs")], references: [BenchReference(kernel: "dslr.bfs", variant: "c-O2")]),
        Kernel(
            name: "dslr.string", summary: "n DSLR queries, baseline (a): String paths, Set visited", standard: [1000],
            quick: [300],
            runners: [.swift(.all)], references: [BenchReference(kernel: "dslr.bfs", variant: "c-O2")], countSize: 30
        ) { n in
            let queries = dslrQueries(n)
            return { String(queries.reduce(0) { $0 + classicStringDSLR(from: $1.0, to: $1.1).utf8.count }) }
        },
        Kernel(
            name: "dslr.record", summary: "n DSLR queries, baseline (b): digit records, [Bool] visited",
            standard: [1000], quick: [300],
            runners: [.swift(.all)], references: [BenchReference(kernel: "dslr.bfs", variant: "c-O2")]
        ) { n in
            let queries = dslrQueries(n)
            return { String(queries.reduce(0) { $0 + classicRecordDSLR(from: $1.0, to: $1.1).utf8.count }) }
        },
        Kernel(
            name: "dslr.bidirectional", summary: "n DSLR queries, the suite's bidirectional BFS", standard: [1000],
            quick: [300],
            runners: [.swift(.all)], references: [BenchReference(kernel: "dslr.bfs", variant: "c-O2")]
        ) { n in
            let queries = dslrQueries(n)
            let solver = BidirectionalDSLR()
            var program: [DSLROperation] = []
            return {
                var total = 0
                for (start, target) in queries {
                    solver.program(from: start, to: target, into: &program)
                    total += program.count
                }
                return String(total)
            }
        },
        Kernel(
            name: "archery.dfs", summary: "n classic archery instances (K = 11, n ≤ 10), baseline DFS",
            standard: [20_000], quick: [2000],
            runners: [.swift(.all)], references: [BenchReference(kernel: "archery.dfs", variant: "swift-O")]
        ) { n in
            let instances = archeryInstances(n, rings: 11, maxArrows: nil)
            return { archeryChecksum(instances) { try? ArcheryOptimizer.classicDFS(arrows: $0, opponent: $1) } }
        },
        Kernel(
            name: "archery.knapsack", summary: "n classic archery instances, the suite's knapsack", standard: [20_000],
            quick: [2000],
            runners: [.swift(.all)], references: [BenchReference(kernel: "archery.dfs", variant: "swift-O")]
        ) { n in
            let instances = archeryInstances(n, rings: 11, maxArrows: nil)
            return { archeryChecksum(instances) { try? ArcheryOptimizer.best(arrows: $0, opponent: $1) } }
        },
        Kernel(
            name: "archery.knapsack64", summary: "n archery instances with K = 64 and n ≤ 10^9, knapsack",
            domain: "archery64", standard: [1000], quick: [100],
            runners: [.swift(.all)], references: [BenchReference(kernel: "archery.knapsack64", variant: "swift-O")]
        ) { n in
            let instances = archeryInstances(n, rings: 64, maxArrows: 1_000_000_000)
            return { archeryChecksum(instances) { try? ArcheryOptimizer.best(arrows: $0, opponent: $1) } }
        },
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
        },
        Kernel(
            name: "io.decimal-parse", summary: "n shortest decimal texts to Double: Clinger, Eisel-Lemire",
            domain: "io.decimal", standard: [1_000_000], quick: [100_000],
            runners: [.swift(.all), .c("decimal_strtod")],
            references: [BenchReference(kernel: "io.decimal-parse", variant: "c-O2")]
        ) { n in
            let text = decimalText(n)
            return { decimalChecksum(text) { DecimalParser.parse($0) } }
        },
        Kernel(
            name: "io.decimal-parse-string", summary: "the same by Double(String) per token (the baseline)",
            domain: "io.decimal", standard: [1_000_000], quick: [100_000],
            runners: [.swift(.release)],
            references: [BenchReference(kernel: "io.decimal-parse", variant: "c-O2")]
        ) { n in
            let text = decimalText(n)
            return { decimalChecksum(text) { Double(String(decoding: $0, as: UTF8.self)) } }
        },
        Kernel(
            name: "io.double-print", summary: "n Doubles as shortest text into the output buffer, no String",
            domain: "io.double-print", standard: [1_000_000], quick: [100_000],
            runners: [.swift(.all)],
            references: [BenchReference(kernel: "io.double-print", variant: "swift-O")]
        ) { n in
            let values = decimalValues(n)
            return { doublePrintChecksum(values) { $0.write($1) } }
        },
        Kernel(
            name: "io.double-print-string", summary: "the same through description (the baseline)",
            domain: "io.double-print", standard: [1_000_000], quick: [100_000],
            runners: [.swift(.release)],
            references: [BenchReference(kernel: "io.double-print", variant: "swift-O")]
        ) { n in
            let values = decimalValues(n)
            return { doublePrintChecksum(values) { $0.write($1.description) } }
        },
        Kernel(
            name: "stars.render", summary: "the four star pictures at their largest N, n rounds (26 MB each)",
            domain: "stars", standard: [50], quick: [10],
            runners: [.swift(.all)], references: [BenchReference(kernel: "stars.render", variant: "swift-O")]
        ) { n in
            { starChecksum(n) }
        },
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
        Kernel(
            name: "factor.semiprime64", summary: "n products of two random 32-bit primes, the ladder (ECM), 1 thread",
            domain: "factor.semiprime64", standard: [2000], quick: [200],
            runners: [.swift(.release)], references: againstGNUFactor
        ) { n in
            let numbers = semiprimes(n, bits: 64)
            return { factorChecksum(numbers, Factorizer(threads: 1)) }
        },
        Kernel(
            name: "factor.rho64", summary: "n products of two random 32-bit primes, Pollard–Brent ρ (baseline)",
            domain: "factor.semiprime64", standard: [2000], quick: [200],
            runners: [.swift(.O)], references: againstGNUFactor
        ) { n in
            let numbers = semiprimes(n, bits: 64)
            return { factorChecksum(numbers, Factorizer(method: .rho, threads: 1)) }
        },
        Kernel(
            name: "factor.squfof64",
            summary: "n products of two random 32-bit primes, Shanks's square forms (SQUFOF, baseline)",
            domain: "factor.semiprime64", standard: [2000], quick: [200],
            runners: [.swift(.O)], references: againstGNUFactor
        ) { n in
            let numbers = semiprimes(n, bits: 64)
            return { factorChecksum(numbers, Factorizer(method: .squfof, threads: 1)) }
        },
        Kernel(
            name: "factor.gnu-factor64", summary: "n products of two random 32-bit primes, GNU factor (peer)",
            domain: "factor.semiprime64", standard: [2000], quick: [200],
            runners: [.program("gnu-factor")], references: againstGNUFactor),
        Kernel(
            name: "factor.semiprime128",
            summary: "n balanced 128-bit semiprimes, the ladder (short ρ, the quadratic sieve), 1 thread",
            domain: "factor.semiprime128", standard: [20], quick: [4],
            runners: [.swift(.release)], references: againstPARI
        ) { n in
            let numbers = semiprimes(n, bits: 128)
            return { factorChecksum(numbers, Factorizer(threads: 1)) }
        },
        Kernel(
            name: "factor.ecm128", summary: "n balanced 128-bit semiprimes, ECM alone (the method before the sieve)",
            domain: "factor.semiprime128", standard: [20], quick: [4],
            runners: [.swift(.O)], references: againstPARI, countSize: 1
        ) { n in
            let numbers = semiprimes(n, bits: 128)
            return { factorChecksum(numbers, Factorizer(method: .ecm, threads: 1)) }
        },
        Kernel(
            name: "factor.pari128", summary: "n balanced 128-bit semiprimes, PARI/GP factorint (peer)",
            domain: "factor.semiprime128", standard: [20], quick: [4],
            runners: [.program("pari")], references: againstPARI),
        Kernel(
            name: "factor.semiprime160",
            summary: "n balanced 160-bit semiprimes, the ladder (short ρ, ECM pretest, the quadratic sieve), 1 thread",
            domain: "factor.semiprime160", standard: [6], quick: [2],
            runners: [.swift(.O)], references: againstPARI160, countSize: 1
        ) { n in
            let numbers = semiprimes(n, bits: 160)
            return { factorChecksum(numbers, Factorizer(threads: 1)) }
        },
        Kernel(
            name: "factor.pari160", summary: "n balanced 160-bit semiprimes, PARI/GP factorint (peer)",
            domain: "factor.semiprime160", standard: [6], quick: [2],
            runners: [.program("pari")], references: againstPARI160),
        // 200 bits (60 digits): seconds a number on either side, so in `make bench` alone.
        Kernel(
            name: "factor.semiprime200",
            summary: "n balanced 200-bit semiprimes, the ladder (short ρ, ECM pretest, the quadratic sieve), 1 thread",
            domain: "factor.semiprime200", standard: [2], quick: [],
            runners: [.swift(.O)], references: againstPARI200
        ) { n in
            let numbers = semiprimes(n, bits: 200)
            return { factorChecksum(numbers, Factorizer(threads: 1)) }
        },
        Kernel(
            name: "factor.pari200", summary: "n balanced 200-bit semiprimes, PARI/GP factorint (peer)",
            domain: "factor.semiprime200", standard: [2], quick: [],
            runners: [.program("pari")], references: againstPARI200),
        Kernel(
            name: "factor.semiprime230",
            summary: "n balanced 230-bit (69-digit) semiprimes, the ladder (the quadratic sieve), 1 thread",
            domain: "factor.semiprime230", standard: [], quick: [], long: [1],
            runners: [.swift(.O)], references: againstPARI230
        ) { n in
            let numbers = semiprimes(n, bits: 230)
            return { factorChecksum(numbers, Factorizer(threads: 1)) }
        },
        Kernel(
            name: "factor.dlp230",
            summary:
                "n balanced 230-bit semiprimes, the ladder with the double large-prime variation forced on (off by default: it does not pay), 1 thread",
            domain: "factor.semiprime230", standard: [], quick: [], long: [1],
            runners: [.swift(.O)], references: againstPARI230
        ) { n in
            let numbers = semiprimes(n, bits: 230)
            return { factorChecksum(numbers, Factorizer(threads: 1, largePrimes: .double)) }
        },
        Kernel(
            name: "factor.pari230", summary: "n balanced 230-bit semiprimes, PARI/GP factorint (peer)",
            domain: "factor.semiprime230", standard: [], quick: [], long: [1],
            runners: [.program("pari")], references: againstPARI230),
        Kernel(
            name: "factor.semiprime260",
            summary: "n balanced 260-bit (78-digit) semiprimes, the ladder (the quadratic sieve), 1 thread",
            domain: "factor.semiprime260", standard: [], quick: [], long: [1],
            runners: [.swift(.O)], references: againstPARI260
        ) { n in
            let numbers = semiprimes(n, bits: 260)
            return { factorChecksum(numbers, Factorizer(threads: 1)) }
        },
        Kernel(
            name: "factor.pari260", summary: "n balanced 260-bit semiprimes, PARI/GP factorint (peer)",
            domain: "factor.semiprime260", standard: [], quick: [], long: [1],
            runners: [.program("pari")], references: againstPARI260),
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
        Kernel(
            name: "judge.spawn", summary: "n runs of `true`: posix_spawn and wait, no sandbox (the floor)",
            standard: [200], quick: [50], runners: [.swift(.O)],
            references: [BenchReference(kernel: "judge.spawn", variant: "swift-O")], counted: false
        ) { n in bareRuns(n) },
        Kernel(
            name: "judge.sandboxed", summary: "n runs of `true` in the judge's sandbox (its set-up cost)",
            standard: [200], quick: [50], runners: [.swift(.O)],
            references: [BenchReference(kernel: "judge.spawn", variant: "swift-O")], counted: false
        ) { n in sandboxedRuns(n) },
    ]

}

/// A kernel that prints z^w's real part to `digits` digits; the checksum is its last 12 characters
/// (the peers print the same digits).
private func precisePower(_ base: String, _ exponent: String, digits: Int) -> () -> String {
    let (z, w) = (ComplexLiteral(base)!, ComplexLiteral(exponent)!)
    return { ((try? PrecisePower.power(z, w, branch: 0, digits: digits))?.real ?? "").suffix(12).description }
}
