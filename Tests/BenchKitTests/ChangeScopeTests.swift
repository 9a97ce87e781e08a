import BenchKit
import Testing

@Suite struct ChangeScopeTests {
    /// A slice of the package's graph: Factorization → BigNumber → Sieve, PrimeCount → Sieve,
    /// DSLR → SolverIO, the CLI over all of them.
    static let dependencies: [String: [String]] = [
        "Sieve": [], "SolverIO": ["CDoubleText"], "CDoubleText": [], "PrimeCount": ["Sieve"],
        "BigNumber": ["CGMP", "Sieve"], "CGMP": [], "Factorization": ["BigNumber", "Sieve", "SolverIO"],
        "DSLR": ["SolverIO"], "AlgoCLI": ["DSLR", "PrimeCount", "Factorization"], "BenchKit": [],
    ]
    static let harness = ["Package.swift", "Benchmarks/AlgoBench/", "Sources/BenchKit/"]

    static func reach(_ paths: [String]) -> ChangeScope.Reach {
        ChangeScope.reach(changedPaths: paths, dependencies: dependencies, harness: harness)
    }

    @Test("a module's change reaches it and every module that depends on it, directly or not")
    func dependents() {
        #expect(
            Self.reach(["Sources/Sieve/WheelSieve.swift"])
                == .modules(["Sieve", "PrimeCount", "BigNumber", "Factorization", "AlgoCLI"]))
        #expect(
            Self.reach(["Sources/CDoubleText/double_text.c"])
                == .modules(["CDoubleText", "SolverIO", "DSLR", "Factorization", "AlgoCLI"]))
        #expect(
            Self.reach(["Sources/DSLR/Search.swift", "Sources/PrimeCount/LMO.swift"])
                == .modules(["DSLR", "PrimeCount", "AlgoCLI"]))
    }

    @Test("a module's change does not reach what it depends on")
    func notUpstream() {
        let reach = Self.reach(["Sources/AlgoCLI/Commands/PiCommand.swift"])
        #expect(reach == .modules(["AlgoCLI"]))
        #expect(!reach.contains(module: "Sieve"))
        #expect(reach.contains(module: "AlgoCLI"))
    }

    @Test("the harness or the manifest reaches every kernel, and names the path that did")
    func everything() {
        #expect(
            Self.reach(["Guides/Sieve.md", "Benchmarks/AlgoBench/Kernels.swift"])
                == .everything(cause: "Benchmarks/AlgoBench/Kernels.swift"))
        #expect(Self.reach(["Package.swift"]) == .everything(cause: "Package.swift"))
        #expect(Self.reach(["Sources/BenchKit/Statistics.swift"]).contains(module: "DSLR"))
        // A file whose name only starts like a harness file is not it.
        #expect(Self.reach(["Package.swift.orig"]) == .modules([]))
    }

    @Test("tests, guides, data, peers and scripts reach nothing; a kernel of no known module is always reached")
    func nothing() {
        let reach = Self.reach([
            "Tests/SieveTests/WheelSieveTests.swift", "Guides/Sieve.md", "README.md", "Data/dslr/x.in",
            "Benchmarks/Peers/gmp_ops.c", "scripts/fuzz", "Sources/README.md",
        ])
        #expect(reach == .modules([]))
        #expect(!reach.contains(module: "Sieve"))
        #expect(reach.contains(module: nil))
    }

    @Test("a changed module that the graph does not know (a new target) reaches itself")
    func unknownModule() {
        #expect(Self.reach(["Sources/NewModule/A.swift"]) == .modules(["NewModule"]))
    }
}
