import BenchKit

/// A benchmark kernel, declared once: its name, sizes, who runs it, what its ratio is measured
/// against, and (for the project's own kernels) its body. Everything else — the work lists of the
/// builds, the reference rules, the checksum domains, the table order — is derived from
/// ``KernelRegistry/all``.
struct Kernel: Sendable {
    /// `family.algorithm`; the family is the checksum domain unless `domain` says otherwise.
    var name: String
    var summary: String
    /// Kernels whose answers differ from the rest of their family name their own domain.
    var domain: String?
    /// Sizes in the full matrix (`make bench-full`; the main job, `make bench`, runs the first) and
    /// in the quick one (`make bench-quick`, CI, `bench-compare --quick`). Instructions are counted
    /// at ``countSize``, else the first quick size.
    var standard: [Int]
    var quick: [Int]
    /// Sizes in the long matrix only (`make bench-long`): minutes of work a run, timed once.
    var long: [Int] = []
    /// The main job's sizes when not the first standard one: for a kernel whose first standard
    /// size costs minutes across its many variants (the classic sieve at 10^8 under CPython,
    /// PyPy, -Onone and eight C builds: Guides/Measurements/Benchmarks.md, "make bench: the main
    /// job in 15 minutes").
    var main: [Int]? = nil
    /// Who runs it.
    var runners: [Runner]
    /// What its ratio is measured against, in order of preference (the first one measured wins).
    var references: [BenchReference]
    /// Whether callgrind counts it: not for kernels whose work depends on the core count.
    var counted = true
    /// The debug build runs only this many of the sizes (nil: all).
    var debugSizes: Int? = nil
    /// A smaller size for callgrind than the first quick one, for kernels whose quick size costs
    /// billions of instructions (callgrind runs some 50 times slower than the kernel, twice in
    /// `compare`): the count gates the same code path at a tenth of the work or less.
    var countSize: Int? = nil
    /// Prepares inputs outside the timed region and returns the timed body; nil for a kernel that
    /// only a peer runs (`sieve.primesieve`, `dslr.bfs`).
    var prepare: (@Sendable (Int) -> () -> String)?

    /// The checksum domain: every variant of it must give the same answer at a size.
    var checksumDomain: String { domain ?? String(name.prefix { $0 != "." }) }

    func sizes(_ preset: Preset) -> [Int] {
        if let sizes = preset.sizesOverride { return sizes }
        switch preset.name {
        case "quick": return quick
        case "long": return long
        case "full": return standard
        default: return main ?? Array(standard.prefix(1))
        }
    }

    /// Whether the project's own code runs it (a Swift build).
    var isOwn: Bool { prepare != nil }

    /// The module whose code its body runs (with that module's dependencies), by its family; nil
    /// for a family not listed here, which `compare --changed` then always measures.
    var module: String? {
        switch name.prefix(while: { $0 != "." }) {
        case "sieve": return "Sieve"
        case "primecount": return "PrimeCount"
        case "bignum", "mersenne": return "BigNumber"
        case "factor": return "Factorization"
        case "dslr": return "DSLR"
        case "archery": return "Archery"
        case "fermat": return "FermatPoint"
        case "complex": return "ComplexPower"
        case "brachistochrone": return "Brachistochrone"
        case "stars": return "StarPatterns"
        case "io": return "SolverIO"
        case "judge": return "Judge"
        default: return nil
        }
    }
}

/// Who runs a kernel.
enum Runner: Equatable, Sendable {
    /// Swift builds of algo-bench: `.all` levels, `.release` (all but -Onone), or `.O` (-O only:
    /// the ladder steps and the threaded and high-range sieves, measured where they are compared).
    case swift(SwiftBuilds)
    /// `Benchmarks/Peers/<program>.c` at every gcc and clang level.
    case c(String)
    /// `Benchmarks/Peers/gmp_ops.c` with libgmp.
    case gmp
    /// `Benchmarks/Peers/primesieve_count.c` with libprimesieve.
    case primesieve
    /// `Benchmarks/Peers/primecount_pi.c` with libprimecount.
    case primecount
    /// A Python library peer by its variant id: `numpy`, `mpmath`, `gmpy2`.
    case python(String)
    /// `Benchmarks/Peers/sieve_classic.py` under CPython and PyPy.
    case interpreters
    /// An installed program, timed by `Benchmarks/Peers/factor_tools.py`: `gnu-factor`
    /// (coreutils' `factor`) or `pari` (PARI/GP's `gp`).
    case program(String)
}

enum SwiftBuilds: Sendable {
    case all, release, O
}

extension KernelRegistry {
    static func named(_ name: String) -> Kernel? { all.first { $0.name == name } }

    /// The kernels a Swift build runs.
    static func swiftWork(_ variant: String, debug: Bool, preset: Preset) -> [(String, [Int])] {
        all.compactMap { kernel in
            guard
                kernel.runners.contains(where: { runner in
                    guard case .swift(let builds) = runner else { return false }
                    switch builds {
                    case .all: return true
                    case .release: return !debug
                    case .O: return variant == "swift-O"
                    }
                })
            else { return nil }
            let sizes = kernel.sizes(preset)
            // A kernel with no size in this preset is no work (the long rows outside --long).
            guard !sizes.isEmpty else { return nil }
            return (kernel.name, debug ? Array(sizes.prefix(kernel.debugSizes ?? sizes.count)) : sizes)
        }
    }

    /// The kernels a peer runner runs (those with a size in this preset).
    static func work(_ runner: Runner, preset: Preset) -> [(String, [Int])] {
        all.filter { $0.runners.contains(runner) && !$0.sizes(preset).isEmpty }.map { ($0.name, $0.sizes(preset)) }
    }

    /// The C programs that run at every gcc level.
    static var cPrograms: [String] {
        var programs: [String] = []
        for kernel in all {
            for case .c(let program) in kernel.runners where !programs.contains(program) { programs.append(program) }
        }
        return programs
    }

    static func cProgram(of kernel: String) -> String? {
        for case .c(let program) in named(kernel)?.runners ?? [] { return program }
        return nil
    }

    /// Reference rules, checksum domains and table order, derived from the declarations.
    static var rules: [ReferenceRule] {
        all.filter { !$0.references.isEmpty }.map { ReferenceRule(kernels: [$0.name], references: $0.references) }
    }

    static var checksumDomains: [String: String] {
        Dictionary(
            all.compactMap { kernel in kernel.domain.map { (kernel.name, $0) } }, uniquingKeysWith: { a, _ in a })
    }

    static func rank(_ kernel: String) -> Int { all.firstIndex { $0.name == kernel } ?? all.count }
}
