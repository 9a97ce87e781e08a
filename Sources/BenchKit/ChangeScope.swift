/// Which modules a change between two revisions can make faster or slower, so that a same-run A/B
/// (`algo-bench compare --changed`) measures only the kernels that run changed code.
///
/// A kernel runs the code of its module and of every module that module depends on, directly or
/// not. A change to a module therefore reaches the kernels of that module and of every module
/// that depends on it. A change to the harness itself (the benchmark executable, its measuring
/// library) or to the package manifest (flags, dependencies) reaches every kernel. Anything else
/// (tests, guides, data, the C and Python peers, scripts) reaches none.
///
/// Timing kernels whose code did not change can only find noise, and costs CI minutes whatever
/// the change (Guides/Measurements/Benchmarks.md, "ChangeScope: why reach").
public enum ChangeScope {
    /// What a set of changed paths reaches.
    public enum Reach: Equatable, Sendable {
        /// Every kernel: the harness or the manifest changed. `cause` is the first such path.
        case everything(cause: String)
        /// The kernels of these modules (possibly none).
        case modules(Set<String>)

        /// Whether a kernel of `module` is reached (a kernel with no known module always is).
        public func contains(module: String?) -> Bool {
            switch self {
            case .everything: return true
            case .modules(let modules): return module.map(modules.contains) ?? true
            }
        }
    }

    /// The modules that `changedPaths` (relative to the package root, as `git diff --name-only`
    /// prints them) reach.
    ///
    /// - Parameters:
    ///   - changedPaths: the changed files.
    ///   - dependencies: each target's direct dependencies, by name (from the manifest).
    ///   - harness: paths (a file, or a folder ending in `/`) whose change reaches every kernel.
    /// - Complexity: O(*p* · *h* + *t* + *e*) for *p* paths, *h* harness paths, *t* targets and *e*
    ///   dependency edges.
    public static func reach(changedPaths: [String], dependencies: [String: [String]], harness: [String]) -> Reach {
        var changed: [String] = []
        for path in changedPaths {
            if harness.contains(where: { $0.hasSuffix("/") ? path.hasPrefix($0) : path == $0 }) {
                return .everything(cause: path)
            }
            let parts = path.split(separator: "/", omittingEmptySubsequences: false)
            if parts.count >= 3, parts[0] == "Sources" { changed.append(String(parts[1])) }
        }
        // The reverse graph, walked from every changed module.
        var dependents: [String: [String]] = [:]
        for (target, needs) in dependencies {
            for need in needs { dependents[need, default: []].append(target) }
        }
        var reached = Set<String>()
        var stack = changed
        while let module = stack.popLast() {
            guard reached.insert(module).inserted else { continue }
            stack.append(contentsOf: dependents[module] ?? [])
        }
        return .modules(reached)
    }
}
