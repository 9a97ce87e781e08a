import BenchKit
import Foundation

extension CompareCommand {
    /// The full hash of a revision, or nil when git does not know it.
    static func resolve(_ revision: String) -> String? {
        let output = Shell.run(["git", "rev-parse", "--verify", "--quiet", "\(revision)^{commit}"])
        let hash = output.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        return output.status == 0 && hash.count == 40 ? hash : nil
    }

    /// Checks out `revision` in `.build/compare/src-<hash>` (nil: the working tree itself) and
    /// builds its algo-bench with the same command every side gets.
    static func build(revision: String?, builder: Builder, progress: Progress) throws(BenchError) -> Build {
        let source = try checkout(revision, progress: progress)
        // The working tree's scratch is what `make bench-tool` builds, with the same flags.
        let scratch = revision.map { ".build/compare/build-\($0.prefix(12))" } ?? ".build/bench/swift-O"
        let command =
            builder.swiftBuildCommand(configuration: "release", flags: [], scratch: scratch)
            + ["--package-path", source]
        progress.say(
            "building \(revision.map { String($0.prefix(9)) } ?? "the working tree"): \(command.joined(separator: " "))"
        )
        let output = Shell.run(command)
        guard output.status == 0 else {
            throw .failure(
                "\(revision.map { String($0.prefix(9)) } ?? "the working tree") did not build: \(output.stderr.suffix(600))"
            )
        }
        let binary = "\(scratch)/release/algo-bench"
        let list = Shell.run([binary, "list"])
        let kernels = Set(
            list.stdout.split(separator: "\n").compactMap { $0.split(separator: " ").first.map(String.init) })
        let pins = Shell.run(["grep", "-rqs", "ALGOSUITE_CACHE_SIZES", "\(source)/Sources"]).status == 0
        return Build(binary: binary, kernels: kernels, pinsCaches: pins)
    }

    /// The source tree of `revision` in the repository at `repository`:
    /// `.build/compare/src-<hash>` inside it, checked out there unless it already is; nil is the
    /// working tree itself.
    static func checkout(_ revision: String?, repository: String = ".", progress: Progress) throws(BenchError)
        -> String
    {
        guard let revision else { return repository }
        let inside = ".build/compare/src-\(revision.prefix(12))"
        let source = repository == "." ? inside : "\(repository)/\(inside)"
        guard !Shell.run(["git", "-C", source, "rev-parse", "HEAD"]).stdout.hasPrefix(revision) else { return source }
        let git = ["git", "-C", repository]
        _ = Shell.run(git + ["worktree", "remove", "--force", inside])
        _ = Shell.run(["rm", "-rf", source])
        _ = Shell.run(git + ["worktree", "prune"])
        progress.say("checking out \(revision.prefix(9)) in \(source)")
        let added = Shell.run(git + ["worktree", "add", "--detach", "--force", inside, revision])
        guard added.status == 0 else {
            throw .failure("cannot check out \(revision.prefix(9)): \(added.stderr.suffix(300))")
        }
        return source
    }
}
