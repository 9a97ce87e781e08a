import BenchKit
import Foundation

/// Baselines on disk: a folder per preset (`Data/baselines/quick/`), one file per machine
/// fingerprint (`<fingerprint id>.json`).
enum BaselineStore {
    /// The baseline in `path` (a folder of them, or one file) recorded on this machine, if any.
    static func select(_ path: String, fingerprint: MachineFingerprint) -> BaselineSelection {
        var candidates: [(path: String, baseline: Baseline)] = []
        for file in files(path) {
            if let text = Shell.read(file), let baseline = try? BenchJSON.decode(Baseline.self, from: text) {
                candidates.append((file, baseline))
            }
        }
        return BaselineSelection(fingerprint: fingerprint, candidates: candidates)
    }

    /// Where this machine's baseline goes: `<folder>/<id>.json` (for a file `X.json`, `X/<id>.json`).
    static func path(in path: String, for fingerprint: MachineFingerprint) -> String {
        let folder = path.hasSuffix(".json") ? String(path.dropLast(5)) : path
        return "\(folder)/\(fingerprint.id).json"
    }

    private static func files(_ path: String) -> [String] {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { return [] }
        guard isFolder.boolValue else { return [path] }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
        return names.filter { $0.hasSuffix(".json") }.sorted().map { "\(path)/\($0)" }
    }
}

extension Environment {
    /// This machine's fingerprint: CPU model, cores, cache sizes, and the Swift and gcc versions.
    static func fingerprint() -> MachineFingerprint {
        let environment = describe()
        var caches: [String: String] = [:]
        for (key, value) in environment where key.hasPrefix("cache ") { caches[String(key.dropFirst(6))] = value }
        var compilers: [String: String] = [:]
        for program in ["swift", "gcc"] {
            if let version = Shell.firstLine([program, "--version"]) { compilers[program] = version }
        }
        return MachineFingerprint(
            cpu: environment["cpu"] ?? "unknown CPU", cores: ProcessInfo.processInfo.activeProcessorCount,
            caches: caches, compilers: compilers)
    }

    /// The short hash of HEAD, with `+dirty` when tracked files differ from it.
    static func commit() -> String {
        guard let hash = Shell.firstLine(["git", "rev-parse", "--short", "HEAD"]), !hash.contains(" ") else {
            return "unknown"
        }
        let dirty = !Shell.run(["git", "status", "--porcelain", "--untracked-files=no"]).stdout.isEmpty
        return hash + (dirty ? "+dirty" : "")
    }
}
