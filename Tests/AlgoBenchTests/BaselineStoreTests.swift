import BenchKit
import Foundation
import Testing
import _TestSupport

@testable import AlgoBench

/// Baselines are chosen by machine fingerprint only: a stored file from another CPU never gates.
@Suite struct BaselineStoreTests {
    /// A stored quick baseline of the repository, and its fingerprint.
    static func stored() throws -> (path: String, fingerprint: MachineFingerprint) {
        let folder = dataPath("baselines/quick")
        let name = try #require(
            (try FileManager.default.contentsOfDirectory(atPath: folder)).filter { $0.hasSuffix(".json") }.sorted()
                .first)
        let text = try String(contentsOfFile: "\(folder)/\(name)", encoding: .utf8)
        let baseline = try BenchJSON.decode(Baseline.self, from: text)
        return ("\(folder)/\(name)", try #require(baseline.fingerprint))
    }

    @Test("the folder's file recorded on this fingerprint is chosen; its path is the fingerprint's id")
    func matched() throws {
        let (path, fingerprint) = try Self.stored()
        guard case .matched(let chosen, _) = BaselineStore.select(dataPath("baselines/quick"), fingerprint: fingerprint)
        else {
            Issue.record("no baseline matched its own fingerprint")
            return
        }
        #expect(chosen == path)
        #expect(BaselineStore.path(in: dataPath("baselines/quick"), for: fingerprint) == path)
    }

    @Test("another CPU, or the same CPU with another compiler, matches nothing")
    func otherMachines() throws {
        let (_, fingerprint) = try Self.stored()
        var otherCPU = fingerprint
        otherCPU.cpu += " (another)"
        var otherCompiler = fingerprint
        otherCompiler.compilers["swift"] = "Swift version 0.0"
        for other in [otherCPU, otherCompiler] {
            guard case .noBaseline = BaselineStore.select(dataPath("baselines/quick"), fingerprint: other) else {
                Issue.record("\(other.cpu) matched a baseline of another machine")
                continue
            }
        }
        #expect(BaselineStore.path(in: "x/baselines.json", for: fingerprint) == "x/baselines/\(fingerprint.id).json")
    }
}
