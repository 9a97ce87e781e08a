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
        .target(name: "AlgoSupport", exclude: ["README.md"]),
        .target(name: "SolverIO", dependencies: ["AlgoSupport", "CDoubleText"], exclude: ["README.md"]),
        // The command line of `algo` and `algo-bench`: options declared once, help, usage,
        // completions, errors.
        .target(name: "CommandLineKit", dependencies: ["AlgoSupport", "SolverIO"], exclude: ["README.md"]),
        // The Swift runtime's shortest Double printer, called without a String (see its header).
        .target(name: "CDoubleText", exclude: ["README.md"]),
        .target(name: "DSLR", dependencies: ["SolverIO"], exclude: ["README.md"]),
        .target(name: "Primality", dependencies: ["AlgoSupport"], exclude: ["README.md"]),
        .target(name: "Sieve", dependencies: ["AlgoSupport", "Primality"], exclude: ["README.md"]),
        .target(name: "PrimeCount", dependencies: ["AlgoSupport", "Primality", "Sieve"], exclude: ["README.md"]),
        .target(name: "Archery", dependencies: ["SolverIO"], exclude: ["README.md"]),
        .target(name: "FermatPoint", dependencies: ["AlgoSupport", "SolverIO"], exclude: ["README.md"]),
        .target(name: "Brachistochrone", dependencies: ["AlgoSupport", "SolverIO"], exclude: ["README.md"]),
        .target(name: "StarPatterns", dependencies: ["SolverIO"], exclude: ["README.md"]),
        .target(
            name: "Judge",
            dependencies: ["AlgoSupport", "SolverIO", "DSLR", "Archery", "FermatPoint", "StarPatterns", "CSandbox"],
            exclude: ["README.md"]),
        // The judge's sandbox launcher and signal handlers: system calls between clone and exec,
        // and async-signal-safe handlers, so C; built with `-Xcc -gdwarf-4` like CGMPLimbCache.
        .target(name: "CSandbox", exclude: ["README.md"]),
        .target(name: "BenchKit", dependencies: ["AlgoSupport"], exclude: ["README.md"]),

        .target(
            name: "BigNumber", dependencies: ["AlgoSupport", "CGMP", "CGMPLimbCache", "Primality", "Sieve"],
            exclude: ["README.md"]),
        // Built with `-Xcc -gdwarf-4` by the Makefile and the harness (valgrind 3.19 cannot read
        // clang's DWARF 5); not an unsafeFlags setting, which would bar the package as a dependency.
        .target(name: "CGMPLimbCache", dependencies: ["CGMP"], exclude: ["README.md"]),
        .target(
            name: "Factorization",
            dependencies: ["AlgoSupport", "BigNumber", "Primality", "Sieve", "SolverIO", "CSIQSKernels"],
            exclude: ["README.md"]),
        // The quadratic sieve's large-prime pass in AVX2 (a compress Swift's SIMD types cannot say);
        // built with `-Xcc -gdwarf-4` like CGMPLimbCache.
        .target(name: "CSIQSKernels", exclude: ["README.md"]),
        .target(name: "ComplexPower", dependencies: ["AlgoSupport", "CMPFR", "CMPC"], exclude: ["README.md"]),

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
            ], exclude: ["README.md"]),
        .executableTarget(
            name: "algo", dependencies: ["AlgoCLI", "AlgoSupport", "CommandLineKit"], exclude: ["README.md"]),
        .executableTarget(
            name: "AlgoBench",
            dependencies: [
                "AlgoSupport", "BenchKit", "CommandLineKit", "SolverIO", "DSLR", "Sieve", "PrimeCount", "Archery",
                "FermatPoint", "BigNumber",
                "Factorization", "ComplexPower", "Brachistochrone", "StarPatterns", "Judge",
            ],
            path: "Benchmarks/AlgoBench", exclude: ["README.md"]),

        // MARK: tests
        .target(name: "_TestSupport", dependencies: ["AlgoSupport"], path: "Tests/_TestSupport"),
        .testTarget(name: "AlgoSupportTests", dependencies: ["AlgoSupport", "_TestSupport"]),
        .testTarget(
            name: "PrimalityTests", dependencies: ["Primality", "AlgoSupport", "Sieve", "BigNumber", "_TestSupport"]),
        .testTarget(name: "SolverIOTests", dependencies: ["SolverIO", "AlgoSupport", "_TestSupport"]),
        .testTarget(name: "DSLRTests", dependencies: ["DSLR", "AlgoSupport", "SolverIO", "_TestSupport"]),
        .testTarget(
            name: "SieveTests", dependencies: ["Sieve", "AlgoSupport", "Primality", "BigNumber", "_TestSupport"]),
        .testTarget(
            name: "PrimeCountTests", dependencies: ["PrimeCount", "AlgoSupport", "Sieve", "BigNumber", "_TestSupport"]),
        .testTarget(name: "ArcheryTests", dependencies: ["Archery", "AlgoSupport", "SolverIO", "_TestSupport"]),
        .testTarget(name: "FermatPointTests", dependencies: ["FermatPoint", "AlgoSupport", "_TestSupport"]),
        .testTarget(
            name: "BigNumberTests", dependencies: ["BigNumber", "AlgoSupport", "CGMPLimbCache", "_TestSupport"]),
        .testTarget(
            name: "FactorizationTests",
            dependencies: [
                "Factorization", "AlgoSupport", "Primality", "SolverIO", "Sieve", "BigNumber", "CSIQSKernels",
                "_TestSupport",
            ]),
        .testTarget(name: "ComplexPowerTests", dependencies: ["ComplexPower", "AlgoSupport", "_TestSupport"]),
        .testTarget(
            name: "BrachistochroneTests", dependencies: ["Brachistochrone", "AlgoSupport", "SolverIO", "_TestSupport"]),
        .testTarget(name: "StarPatternsTests", dependencies: ["StarPatterns", "SolverIO", "_TestSupport"]),
        .testTarget(name: "JudgeTests", dependencies: ["Judge", "AlgoSupport", "_TestSupport"]),
        .testTarget(name: "BenchKitTests", dependencies: ["BenchKit", "_TestSupport"]),
        .testTarget(name: "AlgoBenchTests", dependencies: ["AlgoBench", "CommandLineKit", "BenchKit", "_TestSupport"]),
        .testTarget(name: "CommandLineKitTests", dependencies: ["CommandLineKit"]),
        .testTarget(
            name: "AlgoCLITests",
            dependencies: ["AlgoCLI", "AlgoSupport", "SolverIO", "CommandLineKit", "Judge", "_TestSupport"]),
    ],
    swiftLanguageModes: [.v6]
)
