// swift-tools-version: 6.0
// AlgoSuite: algorithm modules, the `algo` command, and the benchmark harness.
// No remote dependencies: these machines can fetch no package from outside the toolchain.

import PackageDescription

let package = Package(
    name: "AlgoSuite",
    products: [
        // MARK: public modules
        .library(name: "AlgoSupport", targets: ["AlgoSupport"]),
        .library(name: "SolverIO", targets: ["SolverIO"]),
        .library(name: "CommandLineKit", targets: ["CommandLineKit"]),
        .library(name: "Primality", targets: ["Primality"]),
        .library(name: "DSLR", targets: ["DSLR"]),
        .library(name: "Sieve", targets: ["Sieve"]),
        .library(name: "PrimeCount", targets: ["PrimeCount"]),
        .library(name: "Archery", targets: ["Archery"]),
        .library(name: "FermatPoint", targets: ["FermatPoint"]),
        .library(name: "BigNumber", targets: ["BigNumber"]),
        .library(name: "Factorization", targets: ["Factorization"]),
        .library(name: "ComplexPower", targets: ["ComplexPower"]),
        .library(name: "Brachistochrone", targets: ["Brachistochrone"]),
        .library(name: "StarPatterns", targets: ["StarPatterns"]),
        .library(name: "Judge", targets: ["Judge"]),
        .library(name: "BenchKit", targets: ["BenchKit"]),
        // MARK: executables
        .executable(name: "algo", targets: ["algo"]),
        .executable(name: "algo-bench", targets: ["AlgoBench"]),
    ],
    targets: [
        // MARK: public modules
        // What several modules need and no algorithm owns: the platform and libm shim, threads,
        // processor and cache facts, integer roots, SplitMix64.
        .target(name: "AlgoSupport"),
        .target(name: "SolverIO", dependencies: ["AlgoSupport", "CDoubleText"]),
        // The command line of `algo` and `algo-bench`: options declared once, help, usage,
        // completions, errors.
        .target(name: "CommandLineKit", dependencies: ["AlgoSupport", "SolverIO"]),
        // The Swift runtime's shortest Double printer, called without a String (see its header).
        .target(name: "CDoubleText"),
        .target(name: "DSLR", dependencies: ["SolverIO"]),
        .target(name: "Primality", dependencies: ["AlgoSupport"]),
        .target(name: "Sieve", dependencies: ["AlgoSupport", "Primality"]),
        .target(name: "PrimeCount", dependencies: ["AlgoSupport", "Primality", "Sieve"]),
        .target(name: "Archery", dependencies: ["SolverIO"]),
        .target(name: "FermatPoint", dependencies: ["SolverIO"]),
        .target(name: "Brachistochrone", dependencies: ["AlgoSupport", "SolverIO"]),
        .target(name: "StarPatterns", dependencies: ["SolverIO"]),
        .target(
            name: "Judge",
            dependencies: ["AlgoSupport", "SolverIO", "DSLR", "Archery", "FermatPoint", "StarPatterns", "CSandbox"]),
        // The judge's sandbox launcher and signal handlers: system calls between clone and exec,
        // and async-signal-safe handlers, so C; built with `-Xcc -gdwarf-4` like CGMPLimbCache.
        .target(name: "CSandbox"),
        .target(name: "BenchKit", dependencies: ["AlgoSupport"]),

        .target(name: "BigNumber", dependencies: ["AlgoSupport", "CGMP", "CGMPLimbCache", "Primality", "Sieve"]),
        // Built with `-Xcc -gdwarf-4` by the Makefile and the harness (valgrind 3.19 cannot read
        // clang's DWARF 5); not an unsafeFlags setting, which would bar the package as a dependency.
        .target(name: "CGMPLimbCache", dependencies: ["CGMP"]),
        .target(
            name: "Factorization",
            dependencies: ["AlgoSupport", "BigNumber", "Primality", "Sieve", "SolverIO", "CSIQSKernels"]),
        // The quadratic sieve's large-prime pass in AVX2 (a compress Swift's SIMD types cannot say);
        // built with `-Xcc -gdwarf-4` like CGMPLimbCache.
        .target(name: "CSIQSKernels"),
        .target(name: "ComplexPower", dependencies: ["AlgoSupport", "CMPFR", "CMPC"]),

        // MARK: system libraries
        .systemLibrary(name: "CGMP", pkgConfig: "gmp", providers: [.apt(["libgmp-dev"]), .brew(["gmp"])]),
        .systemLibrary(name: "CMPFR", pkgConfig: "mpfr", providers: [.apt(["libmpfr-dev"]), .brew(["mpfr"])]),
        .systemLibrary(name: "CMPC", providers: [.apt(["libmpc-dev"]), .brew(["libmpc"])]),

        // MARK: executables
        .target(
            name: "AlgoCLI",
            dependencies: [
                "AlgoSupport", "CommandLineKit", "SolverIO", "DSLR", "Sieve", "PrimeCount", "Archery", "FermatPoint",
                "BigNumber", "Factorization", "ComplexPower", "Brachistochrone", "StarPatterns", "Judge",
            ]),
        .executableTarget(name: "algo", dependencies: ["AlgoCLI", "AlgoSupport", "CommandLineKit"]),
        .executableTarget(
            name: "AlgoBench",
            dependencies: [
                "AlgoSupport", "BenchKit", "CommandLineKit", "SolverIO", "DSLR", "Sieve", "PrimeCount", "Archery",
                "FermatPoint", "BigNumber",
                "Factorization", "ComplexPower", "Brachistochrone", "StarPatterns", "Judge",
            ],
            path: "Benchmarks/AlgoBench"),

        // MARK: tests
        .target(name: "_TestSupport", dependencies: ["AlgoSupport"], path: "Tests/_TestSupport"),
        .testTarget(name: "AlgoSupportTests", dependencies: ["AlgoSupport", "_TestSupport"]),
        .testTarget(name: "PrimalityTests", dependencies: ["Primality", "Sieve", "BigNumber", "_TestSupport"]),
        .testTarget(name: "SolverIOTests", dependencies: ["SolverIO", "_TestSupport"]),
        .testTarget(name: "DSLRTests", dependencies: ["DSLR", "SolverIO", "_TestSupport"]),
        .testTarget(name: "SieveTests", dependencies: ["Sieve", "BigNumber", "_TestSupport"]),
        .testTarget(name: "PrimeCountTests", dependencies: ["PrimeCount", "Sieve", "BigNumber", "_TestSupport"]),
        .testTarget(name: "ArcheryTests", dependencies: ["Archery", "SolverIO", "_TestSupport"]),
        .testTarget(name: "FermatPointTests", dependencies: ["FermatPoint", "SolverIO", "_TestSupport"]),
        .testTarget(name: "BigNumberTests", dependencies: ["BigNumber", "CGMPLimbCache", "_TestSupport"]),
        .testTarget(
            name: "FactorizationTests",
            dependencies: ["Factorization", "BigNumber", "SolverIO", "CSIQSKernels", "_TestSupport"]),
        .testTarget(name: "ComplexPowerTests", dependencies: ["ComplexPower", "_TestSupport"]),
        .testTarget(name: "BrachistochroneTests", dependencies: ["Brachistochrone", "SolverIO", "_TestSupport"]),
        .testTarget(name: "StarPatternsTests", dependencies: ["StarPatterns", "SolverIO", "_TestSupport"]),
        .testTarget(name: "JudgeTests", dependencies: ["AlgoSupport", "Judge", "SolverIO", "_TestSupport"]),
        .testTarget(name: "BenchKitTests", dependencies: ["BenchKit", "_TestSupport"]),
        .testTarget(name: "AlgoBenchTests", dependencies: ["AlgoBench", "BenchKit", "_TestSupport"]),
        .testTarget(name: "CommandLineKitTests", dependencies: ["CommandLineKit", "SolverIO", "_TestSupport"]),
        .testTarget(
            name: "AlgoCLITests", dependencies: ["AlgoCLI", "CommandLineKit", "Judge", "SolverIO", "_TestSupport"]),
    ],
    swiftLanguageModes: [.v6]
)
