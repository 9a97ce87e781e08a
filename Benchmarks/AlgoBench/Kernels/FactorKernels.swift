import BenchKit
import BigNumber
import Factorization

extension KernelRegistry {
    /// Factoring by size, beside GNU factor and PARI/GP.
    static let factor: [Kernel] = [
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
    ]
}
