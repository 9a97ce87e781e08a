import Testing

@testable import AlgoBench

/// Which Swift builds a run plans, and with what work: no build happens here.
@Suite struct MatrixPlanTests {
    func plan(_ preset: Preset, variants: [String]? = nil, kernels: [String]? = nil) -> (
        ids: [String], work: [String: [(String, [Int])]], notes: [String]
    ) {
        let builder = Builder(
            preset: preset, arch: "", progress: Progress(), skipBuild: true, variants: variants,
            kernelPrefixes: kernels)
        var notes: [String] = []
        let planned = builder.plannedSwiftLevels(notes: &notes)
        return (
            planned.map(\.level.id), Dictionary(uniqueKeysWithValues: planned.map { ($0.level.id, $0.work) }), notes
        )
    }

    @Test(
        "the quick matrix and the main job plan the four optimisation levels and say that PGO and LTO are left out",
        arguments: [Preset.quick, Preset.standard])
    func fourLevels(preset: Preset) {
        let (ids, _, notes) = plan(preset)
        #expect(ids == ["swift-Onone", "swift-O", "swift-Osize", "swift-Ounchecked"])
        #expect(notes.count == 2)
        #expect(notes.allSatisfy { $0.contains("only in the full matrix") })
    }

    @Test("the main job runs each kernel at the first of the sizes that the full matrix runs, or its own")
    func mainJobSizes() throws {
        let main = Dictionary(uniqueKeysWithValues: try #require(plan(.standard).work["swift-O"]).map { ($0.0, $0.1) })
        let full = Dictionary(uniqueKeysWithValues: try #require(plan(.full).work["swift-O"]).map { ($0.0, $0.1) })
        #expect(Set(main.keys) == Set(full.keys))
        #expect(full.values.contains { $0.count > 1 })
        for (kernel, sizes) in main {
            let declared = try #require(KernelRegistry.named(kernel))
            #expect(sizes == declared.main ?? Array((full[kernel] ?? []).prefix(1)), "\(kernel)")
        }
        #expect(main["sieve.classic"] == [10_000_000])
    }

    @Test("the full matrix plans all six builds; --variants names PGO into the quick one")
    func fullAndNamed() {
        #expect(plan(.full).ids == Builder.swiftLevels.map(\.id))
        let named = plan(.quick, variants: ["swift-O", "swift-O-PGO"])
        #expect(named.ids == ["swift-O", "swift-O-PGO"])
        #expect(named.notes.isEmpty)
    }

    @Test("--kernels keeps only matching work, and a level left with none is not planned")
    func kernelFilter() {
        let (ids, work, _) = plan(.quick, kernels: ["sieve."])
        #expect(!ids.isEmpty)
        for id in ids {
            let names = work[id]?.map(\.0) ?? []
            #expect(!names.isEmpty)
            #expect(names.allSatisfy { $0.hasPrefix("sieve.") })
        }
        #expect(plan(.quick, kernels: ["no-such-family."]).ids.isEmpty)
    }

    @Test("the debug build runs a prefix of the release build's sizes")
    func debugSizes() throws {
        let (_, work, _) = plan(.quick)
        let debug = Dictionary(uniqueKeysWithValues: try #require(work["swift-Onone"]).map { ($0.0, $0.1) })
        let release = Dictionary(uniqueKeysWithValues: try #require(work["swift-O"]).map { ($0.0, $0.1) })
        for (kernel, sizes) in debug {
            let full = try #require(release[kernel], "\(kernel) runs in debug but not in -O")
            #expect(Array(full.prefix(sizes.count)) == sizes, "\(kernel)")
        }
    }

    @Test("--long plans -O alone, with the long rows only")
    func long() throws {
        let (ids, work, _) = plan(.long)
        #expect(ids == ["swift-O"])
        for (kernel, _) in try #require(work["swift-O"]) {
            let declared = try #require(KernelRegistry.named(kernel))
            #expect(!declared.long.isEmpty, "\(kernel) has no long size")
        }
    }
}

/// The heap settings every compared process gets.
@Suite struct SteadyHeapTests {
    @Test("glibc's trim and mmap thresholds are set, after any tunables already given")
    func tunables() {
        let steady = "glibc.malloc.trim_threshold=268435456:glibc.malloc.mmap_threshold=33554432"
        #expect(CompareCommand.steadyHeap([:]) == ["GLIBC_TUNABLES": steady])
        #expect(CompareCommand.steadyHeap(["GLIBC_TUNABLES": ""]) == ["GLIBC_TUNABLES": steady])
        #expect(
            CompareCommand.steadyHeap(["GLIBC_TUNABLES": "glibc.cpu.x86_non_temporal_threshold=1"])
                == ["GLIBC_TUNABLES": "glibc.cpu.x86_non_temporal_threshold=1:" + steady])
    }
}
