import Testing
import _TestSupport

@testable import Judge

#if canImport(Glibc)
    import Glibc
#endif

/// Honest solutions in C, C++ and Swift get AC inside the sandbox as they did outside it: a
/// compiled binary runs from a private directory under an unprivileged uid, and a Swift one finds
/// its runtime in the read-only /opt or /usr. (The Python fixtures are JudgeFixtureTests'.)
@Suite(.serialized, .enabled(if: sandboxAvailable, "the sandbox needs Linux with PID namespaces"))
struct CompiledSolutionTests {
    /// Compiles with `command` (a shell line whose last word is the output path) and returns the
    /// binary, or records why not.
    static func compile(_ compiler: String, _ arguments: [String], output: String) -> String? {
        let line = ([compiler] + arguments + ["-o", output]).map(shellQuoted).joined(separator: " ")
        let result = shellCommand(line + " 2>&1")
        guard result.status == 0, access(output, X_OK) == 0 else {
            Issue.record("\(compiler) failed: \(result.stdout)")
            return nil
        }
        return output
    }

    static func options() -> JudgeOptions {
        var options = JudgeOptions()
        options.randomTests = 4
        options.jobs = 2
        return options
    }

    static func expectAccepted(_ report: JudgeReport) {
        #expect(!report.results.isEmpty)
        for result in report.results {
            #expect(result.verdict == .accepted, "\(result.test.name): \(result.verdict.rawValue) \(result.message)")
        }
    }

    @Test("C: the plain BFS (Benchmarks/Peers/dslr_bfs.c) gets AC on DSLR", .enabled(if: onPath("gcc"), "no gcc"))
    func c() throws {
        let source = dataPath("../Benchmarks/Peers/dslr_bfs.c")
        let directory = temporaryDirectory("judge-c")
        let binary = try #require(Self.compile("gcc", ["-O2", source], output: "\(directory)/dslr"))
        Self.expectAccepted(try JudgeSession.run(.dslr, command: [binary], options: Self.options()))
    }

    @Test("C++: star10.cpp gets AC on Baekjoon 2447", .enabled(if: onPath("g++"), "no g++"))
    func cpp() throws {
        let source = dataPath("../Tests/JudgeFixtures/star10.cpp")
        let directory = temporaryDirectory("judge-cpp")
        let binary = try #require(Self.compile("g++", ["-O2", source], output: "\(directory)/star10"))
        Self.expectAccepted(try JudgeSession.run(.star(.carpet), command: [binary], options: Self.options()))
    }

    @Test("Swift: star19.swift gets AC on Baekjoon 10994", .enabled(if: onPath("swiftc"), "no swiftc"))
    func swift() throws {
        let source = dataPath("../Tests/JudgeFixtures/star19.swift")
        let directory = temporaryDirectory("judge-swift")
        let binary = try #require(Self.compile("swiftc", ["-O", source], output: "\(directory)/star19"))
        Self.expectAccepted(
            try JudgeSession.run(.star(.nestedSquares), command: [binary], options: Self.options()))
    }
}

/// Whether `program` is in this process's PATH.
func onPath(_ program: String) -> Bool { SandboxCommand.lookUpInUserPath(program) != nil }
