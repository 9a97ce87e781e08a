import CommandLineKit
import Testing

@testable import AlgoBench

/// The harness's option values, in the integer grammar every command shares.
@Suite struct BenchParseTests {
    @Test("sizes: 1e6, 10^6, 2^20, lists of them; zero and junk refused")
    func sizes() throws {
        #expect(try BenchParse.size("1e6") == 1_000_000)
        #expect(try BenchParse.size("2^20") == 1 << 20)
        #expect(try BenchParse.sizes("10^3,1e4") == [1000, 10_000])
        #expect(throws: CLIError.self) { try BenchParse.size("0") }
        #expect(throws: CLIError.self) { try BenchParse.size("x") }
        #expect(BenchParse.list("sieve,dslr.record") == ["sieve", "dslr.record"])
    }

    @Test("a preset takes its declared sizes, or --sizes for every kernel")
    func presetSizes() throws {
        let kernel = try #require(KernelRegistry.named("sieve.wheel"))
        #expect(kernel.sizes(.quick) == kernel.quick)
        #expect(kernel.sizes(.full) == kernel.standard)
        #expect(kernel.sizes(.standard) == [kernel.standard[0]])
        var custom = Preset.quick
        custom.sizesOverride = [5]
        #expect(kernel.sizes(custom) == [5])
    }
}
