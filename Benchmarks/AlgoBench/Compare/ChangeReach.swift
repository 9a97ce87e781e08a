import BenchKit
import Foundation

extension CompareCommand {
    /// What the change from `base` to `head` (nil: the working tree, untracked files included) in
    /// the git repository at `repository` reaches, by ``ChangeScope``, with the target graph of
    /// head's manifest.
    static func reach(base: String, head: String?, repository: String = ".", progress: Progress) throws(BenchError)
        -> ChangeScope.Reach
    {
        var paths: [String] = []
        // Both sides of a rename: a file moved out of a module changes that module too.
        let diff = ["git", "-C", repository, "diff", "--no-renames", "--name-only", base]
        let untracked = ["git", "-C", repository, "ls-files", "--others", "--exclude-standard"]
        let commands = head.map { [diff + [$0]] } ?? [diff, untracked]
        for command in commands {
            let output = Shell.run(command)
            guard output.status == 0 else {
                throw .failure("\(command.joined(separator: " ")) failed: \(output.stderr.suffix(300))")
            }
            paths += output.stdout.split(separator: "\n").map(String.init)
        }
        let harness = ["Package.swift", "Benchmarks/AlgoBench/", "Sources/BenchKit/"]
        let scope = ChangeScope.reach(changedPaths: paths, dependencies: [:], harness: harness)
        if case .everything = scope { return scope }
        let source = try checkout(head, repository: repository, progress: progress)
        let dump = Shell.run(["swift", "package", "dump-package", "--package-path", source])
        guard dump.status == 0, let graph = targetDependencies(manifestJSON: dump.stdout) else {
            throw .failure("cannot read the targets of \(source)/Package.swift: \(dump.stderr.suffix(300))")
        }
        return ChangeScope.reach(changedPaths: paths, dependencies: graph, harness: harness)
    }

    /// Each target's direct dependencies (targets and products by name) from the JSON of
    /// `swift package dump-package`; nil when it is not that JSON.
    static func targetDependencies(manifestJSON: String) -> [String: [String]]? {
        guard let data = manifestJSON.data(using: .utf8),
            let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let targets = root["targets"] as? [[String: Any]]
        else { return nil }
        var graph: [String: [String]] = [:]
        for target in targets {
            guard let name = target["name"] as? String else { return nil }
            graph[name] = (target["dependencies"] as? [[String: Any]] ?? []).compactMap { dependency in
                ["byName", "target", "product"].lazy.compactMap { (dependency[$0] as? [Any])?.first as? String }.first
            }
        }
        return graph
    }

    /// The note that says what `--changed` compares and why.
    static func describe(_ reach: ChangeScope.Reach) -> String {
        switch reach {
        case .everything(let cause):
            return "--changed: every kernel, as the harness or the manifest changed (\(cause))"
        case .modules(let modules):
            let measured = modules.intersection(KernelRegistry.all.compactMap(\.module)).sorted()
            guard measured.isEmpty else {
                return "--changed: the kernels of \(measured.joined(separator: ", ")), which run changed code"
            }
            let reached = modules.filter { !$0.hasSuffix("Tests") }.sorted()
            return "--changed: no kernel runs changed code"
                + (reached.isEmpty ? "" : " (it reaches \(reached.joined(separator: ", ")) only)")
        }
    }
}
