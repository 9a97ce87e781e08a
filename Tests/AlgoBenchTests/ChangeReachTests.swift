import BenchKit
import Foundation
import Testing
import _TestSupport

@testable import AlgoBench

/// `compare --changed` on a fixture repository made here: three targets, App depending on Lib,
/// Other on nothing. What a change reaches is decided by git's list of changed files and the
/// target graph of `swift package dump-package`, both run for real.
@Suite(.serialized, .enabled(if: onPath("git") && onPath("swift"), "needs git and swift"))
struct ChangeReachTests {
    /// A new git repository with the fixture package committed; its path and the commit.
    static func fixture() throws -> (repository: String, first: String) {
        let repository = temporaryDirectory("reach-fixture")
        let files = [
            "Package.swift": """
            // swift-tools-version: 6.0
            import PackageDescription
            let package = Package(
                name: "Fixture",
                targets: [
                    .target(name: "Lib"), .target(name: "App", dependencies: ["Lib"]), .target(name: "Other"),
                ])
            """,
            "Sources/Lib/Lib.swift": "public let lib = 1\n",
            "Sources/App/App.swift": "import Lib\npublic let app = lib\n",
            "Sources/Other/Other.swift": "public let other = 2\n",
        ]
        for (path, text) in files {
            try FileManager.default.createDirectory(
                atPath: "\(repository)/\((path as NSString).deletingLastPathComponent)",
                withIntermediateDirectories: true)
            try text.write(toFile: "\(repository)/\(path)", atomically: true, encoding: .utf8)
        }
        try git(repository, "init", "-q")
        try git(repository, "add", ".")
        try git(repository, "-c", "user.name=t", "-c", "user.email=t@t", "commit", "-q", "-m", "first")
        return (repository, try git(repository, "rev-parse", "HEAD"))
    }

    @discardableResult
    static func git(_ repository: String, _ arguments: String...) throws -> String {
        let output = Shell.run(["git", "-C", repository] + arguments)
        guard output.status == 0 else { throw FixtureError(message: output.stderr) }
        return output.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    struct FixtureError: Error {
        var message: String
    }

    static func commitChange(_ repository: String, _ path: String, _ text: String) throws -> String {
        try text.write(toFile: "\(repository)/\(path)", atomically: true, encoding: .utf8)
        try git(repository, "-c", "user.name=t", "-c", "user.email=t@t", "commit", "-q", "-am", "change")
        return try git(repository, "rev-parse", "HEAD")
    }

    @Test("a change to Lib reaches Lib and App, which depends on it, and not Other")
    func dependents() throws {
        let (repository, first) = try Self.fixture()
        let second = try Self.commitChange(repository, "Sources/Lib/Lib.swift", "public let lib = 3\n")
        let reach = try CompareCommand.reach(base: first, head: second, repository: repository, progress: Progress())
        guard case .modules(let modules) = reach else {
            Issue.record("expected modules, got \(reach)")
            return
        }
        #expect(modules.contains("Lib") && modules.contains("App"))
        #expect(!modules.contains("Other"))
    }

    @Test("a change to the manifest reaches everything")
    func manifest() throws {
        let (repository, first) = try Self.fixture()
        let text = try String(contentsOfFile: "\(repository)/Package.swift", encoding: .utf8) + "// changed\n"
        let second = try Self.commitChange(repository, "Package.swift", text)
        let reach = try CompareCommand.reach(base: first, head: second, repository: repository, progress: Progress())
        guard case .everything = reach else {
            Issue.record("expected everything, got \(reach)")
            return
        }
    }

    @Test("the target graph is read from dump-package's JSON: targets, products and by-name dependencies")
    func manifestJSON() {
        let json = """
            {"targets": [{"name": "A", "dependencies": [{"byName": ["B", null]}, {"product": ["P", "pkg", null, null]}]},
                         {"name": "B", "dependencies": [{"target": ["C", null]}]}, {"name": "C"}]}
            """
        let graph = CompareCommand.targetDependencies(manifestJSON: json)
        #expect(graph == ["A": ["B", "P"], "B": ["C"], "C": []])
        #expect(CompareCommand.targetDependencies(manifestJSON: "not json") == nil)
    }
}

/// Whether `program` is in this process's PATH.
func onPath(_ program: String) -> Bool {
    Shell.run(["sh", "-c", "command -v \(program)"]).status == 0
}
