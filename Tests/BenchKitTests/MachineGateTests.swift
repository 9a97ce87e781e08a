import Testing

@testable import BenchKit

/// The gate must hold on any machine: a baseline only counts on the machine that recorded it, and
/// only the project's own rows are gated.
@Suite struct MachineGateTests {
    static let epyc = MachineFingerprint(
        cpu: "AMD EPYC", cores: 2, caches: ["L1d": "32K", "L2": "512K", "L3": "32768K"],
        compilers: ["gcc": "gcc (Debian 12.2.0-14) 12.2.0", "swift": "Swift version 6.3.1"])
    static let xeon = MachineFingerprint(
        cpu: "Intel(R) Xeon(R) Processor", cores: 2, caches: ["L1d": "48K", "L2": "2048K", "L3": "107520K"],
        compilers: epyc.compilers)

    /// A run with a C reference, a Swift row and a peer (C -O0) row, each `ratio` × the reference.
    static func table(swift: Double, peer: Double) -> BenchTable {
        let t = 0.05
        let results = [
            BenchResult(kernel: "sieve.classic", size: 1, variant: "c-O2", samples: [t, t, t], checksum: "4"),
            BenchResult(
                kernel: "sieve.classic", size: 1, variant: "c-O0", samples: Array(repeating: t * peer, count: 3),
                checksum: "4"),
            BenchResult(
                kernel: "sieve.classic", size: 1, variant: "swift-O", samples: Array(repeating: t * swift, count: 3),
                checksum: "4"),
        ]
        let variants = [
            BenchVariant(id: "c-O2", language: "C", label: "C -O2", flags: "", tool: ""),
            BenchVariant(id: "c-O0", language: "C", label: "C -O0", flags: "", tool: ""),
            BenchVariant(id: "swift-O", language: "Swift", label: "Swift -O", flags: "", tool: ""),
        ]
        let rule = ReferenceRule(
            kernels: ["sieve.classic"], references: [BenchReference(kernel: "sieve.classic", variant: "c-O2")])
        return BenchTable(
            BenchRun(environment: [:], variants: variants, results: results, rules: [rule]), resamples: 50)
    }

    @Test("a fingerprint matches itself and nothing that differs in CPU, cores, a cache or a compiler")
    func matching() {
        let a = Self.epyc
        #expect(a.matches(a))
        #expect(!a.matches(Self.xeon))
        var b = a
        b.cores = 4
        #expect(!a.matches(b))
        b = a
        b.caches["L2"] = "1024K"
        #expect(!a.matches(b))
        b = a
        b.compilers["swift"] = "Swift version 6.4"
        #expect(!a.matches(b))
        // The id is a file name: the CPU slug, the cores, 8 hex digits; equal fingerprints, equal ids.
        #expect(a.id.hasPrefix("amd-epyc-2c-") && a.id.count == "amd-epyc-2c-".count + 8)
        #expect(Self.xeon.id.hasPrefix("intel-r-xeon-r-processor-2c-"))
        #expect(
            a.id != b.id
                && a.id == MachineFingerprint(cpu: a.cpu, cores: 2, caches: a.caches, compilers: a.compilers).id)
    }

    @Test("FNV-1a: the published test vectors")
    func fnv() {
        // Fowler–Noll–Vo test vectors (64-bit FNV-1a): "" and "a".
        #expect(MachineFingerprint.fnv1a("") == 0xcbf2_9ce4_8422_2325)
        #expect(MachineFingerprint.fnv1a("a") == 0xaf63_dc4c_8601_ec8c)
    }

    @Test("a baseline from another machine, or without a fingerprint, is never selected")
    func selection() {
        let foreign = Baseline(ratios: ["sieve.classic|swift-O|1": 0.5], recorded: "xeon", fingerprint: Self.xeon)
        let legacy = Baseline(ratios: ["sieve.classic|swift-O|1": 0.5], recorded: "before fingerprints")
        let own = Baseline(ratios: ["sieve.classic|swift-O|1": 1.0], recorded: "epyc", fingerprint: Self.epyc)
        #expect(
            BaselineSelection(fingerprint: Self.epyc, candidates: [("x.json", foreign), ("l.json", legacy)])
                == .noBaseline(Self.epyc))
        #expect(
            BaselineSelection(fingerprint: Self.epyc, candidates: [("x.json", foreign), ("e.json", own)])
                == .matched(path: "e.json", baseline: own))
    }

    @Test("a doctored baseline with another machine's fingerprint does not fail the gate")
    func doctoredForeignBaseline() {
        // Recorded "on a Xeon" with ratios a third of today's: on that machine it would regress.
        let doctored = Baseline(
            ratios: ["sieve.classic|swift-O|1": 0.3, "sieve.classic|c-O0|1": 0.3], recorded: "xeon",
            fingerprint: Self.xeon)
        let now = Self.table(swift: 1.0, peer: 1.2)
        #expect(!BaselineComparison(table: now, baseline: doctored).regressions.isEmpty)  // what it would say
        switch BaselineSelection(fingerprint: Self.epyc, candidates: [("xeon.json", doctored)]) {
        case .matched: Issue.record("a Xeon baseline was selected on an EPYC")
        case .noBaseline(let fingerprint): #expect(fingerprint == Self.epyc)
        }
    }

    @Test("only the project's own rows are gated: a peer's regression is reported, not failed")
    func ownRowsOnly() {
        let baseline = Baseline(
            ratios: ["sieve.classic|swift-O|1": 1.0, "sieve.classic|c-O0|1": 1.0], recorded: "", fingerprint: Self.epyc)
        let peerSlower = BaselineComparison(table: Self.table(swift: 1.0, peer: 2.0), baseline: baseline)
        let peer = peerSlower.entries.first { $0.key == "sieve.classic|c-O0|1" }
        #expect(peer?.verdict == .regression && peer?.gated == false)
        #expect(peerSlower.regressions.isEmpty)
        let ownSlower = BaselineComparison(table: Self.table(swift: 2.0, peer: 1.0), baseline: baseline)
        #expect(ownSlower.regressions.map(\.key) == ["sieve.classic|swift-O|1"])
    }

    @Test("a build that differs from run to run (PGO) is reported, not gated")
    func unreproducibleBuild() {
        let pgo = BenchVariant(
            id: "swift-O-PGO", language: "Swift", label: "", flags: "", tool: "", reproducible: false)
        let plain = BenchVariant(id: "swift-O", language: "Swift", label: "", flags: "", tool: "")
        let peer = BenchVariant(id: "c-O2", language: "C", label: "", flags: "", tool: "")
        #expect(!pgo.isGated && pgo.isOwnCode)
        #expect(plain.isGated && !peer.isGated)
    }
}
