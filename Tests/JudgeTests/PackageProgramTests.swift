import AlgoSupport
import Dispatch
import Testing
import _TestSupport

@testable import Judge

#if canImport(Glibc)
    import Glibc
#endif

/// The build cache under concurrency. CI found the race this guards: `algo`'s tests run in one
/// process, two of them built one C++ submission at once from an empty cache, and both wrote
/// `<hash>.building-<pid>`; one rename failed and the judge exited 2.
@Suite struct PackageProgramTests {
    static let packages = dataPath("judge/packages")

    /// A new empty folder for a cache of the test's own.
    static func emptyCache() -> String {
        var template = Array("/tmp/algo-cache-test-XXXXXX".utf8CString)
        let made = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }
        return String(cString: made!)
    }

    @Test(
        "four builds of one program at once from an empty cache: each succeeds, one binary, no leftovers",
        arguments: ["bigsum/submissions/partially_accepted/int64.c", "dslr/submissions/accepted/scripted"])
    func concurrentBuilds(program: String) throws {
        let cache = Self.emptyCache()
        defer { SandboxLayout.removeTree(at: cache) }
        let results = ThreadLocked<[Result<PackageProgram, PackageError>]>([])
        DispatchQueue.concurrentPerform(iterations: 4) { _ in
            let built = Result { () throws(PackageError) in
                try PackageProgram.build(Self.packages + "/" + program, cache: cache)
            }
            results.withLock { $0.append(built) }
        }
        let programs = try results.withLock { $0 }.map { try $0.get() }
        #expect(programs.count == 4)
        #expect(Set(programs.map(\.command)).count == 1)
        let entries = PackageFiles.list(cache)
        #expect(entries.count == 1 && !entries[0].hasPrefix("."), "\(entries)")
        let executable = program.hasSuffix(".c") ? cache + "/" + entries[0] : cache + "/" + entries[0] + "/run"
        #expect(access(executable, X_OK) == 0)
    }
}
