import Testing
import _TestSupport

@testable import Judge

#if canImport(Glibc)
    import Glibc
#endif

/// How a command's paths land inside the sandbox: by hand-worked cases of the rules in
/// SandboxCommand's documentation (relative paths under /box, absolute ones where they are,
/// system files not shared twice, `..` resolved as the kernel would).
@Suite struct SandboxCommandTests {
    @Test(
        "paths are normalised lexically",
        arguments: [
            ("/box/sol.py", "/box/sol.py"), ("/box/./a//b", "/box/a/b"), ("/box/../x", "/x"), ("/../../etc", "/etc"),
            ("/a/b/../../c/", "/c"), ("/", "/"),
        ])
    func normalized(path: String, expected: String) {
        #expect(SandboxCommand.normalized(path) == expected)
    }

    @Test("a relative path lands under /box; the directories before each .. are listed")
    func relative() {
        #expect(SandboxCommand.inside("sol.py") == "/box/sol.py")
        #expect(SandboxCommand.inside("../lib/x.py") == "/lib/x.py")
        #expect(SandboxCommand.traversed("/w/t/hostile/../m.py") == ["/w/t/hostile"])
        #expect(SandboxCommand.traversed("a/../../b") == ["/box/a", "/box"])
        #expect(SandboxCommand.traversed("/plain/path") == [])
    }

    @Test("a file named by absolute path is shared at that path; a system program is found, not shared")
    func absoluteFile() throws {
        let directory = temporaryDirectory("sandbox-command")
        let script = "\(directory)/sol.py"
        #expect(writeTextFile(script, "print(1)\n"))
        let command = try SandboxCommand(["python3", script], shares: [], support: .current)
        #expect(SandboxCommand.searchPath.contains { command.executable == "\($0)/python3" })
        let real = try #require(SandboxCommand.realPath(script))
        #expect(command.shares == [.init(source: real, target: script, isDirectory: false)])
        // A system path is in the sandbox already.
        let system = try SandboxCommand([command.executable, "/etc/hostname"], shares: [], support: .current)
        #expect(system.shares.allSatisfy { $0.target != "/etc/hostname" })
    }

    @Test("a path through .. under /tmp gets the directory it passes through (a clone in /tmp runs its tests so)")
    func dotDotUnderTemporary() throws {
        let directory = temporaryDirectory("sandbox-dotdot")
        #expect(mkdir("\(directory)/Data", 0o755) == 0)
        #expect(writeTextFile("\(directory)/sol.py", "print(1)\n"))
        let command = try SandboxCommand(["python3", "\(directory)/Data/../sol.py"], shares: [], support: .current)
        #expect(command.directories == ["\(directory)/Data"])
        #expect(command.shares.map(\.target) == ["\(directory)/sol.py"])
    }

    @Test("--share of a directory; of the working directory itself, and of /proc, refused")
    func shares() throws {
        let directory = temporaryDirectory("sandbox-share")
        let command = try SandboxCommand(["true"], shares: [directory], support: .current)
        #expect(command.shares.map(\.target) == [directory])
        #expect(command.shares.first?.isDirectory == true)
        #expect(throws: SpawnError.self) { try SandboxCommand(["true"], shares: ["."], support: .current) }
        #expect(throws: SpawnError.self) { try SandboxCommand(["true"], shares: ["/proc/self"], support: .current) }
        #expect(throws: SpawnError.self) {
            try SandboxCommand(["true"], shares: ["\(directory)/missing"], support: .current)
        }
    }

    @Test("a program outside the sandbox's PATH is an error that says where yours is")
    func missingProgram() {
        do {
            _ = try SandboxCommand(["algosuite-no-such-program"], shares: [], support: .current)
            Issue.record("no error")
        } catch {
            #expect(error.description.hasPrefix("cannot run algosuite-no-such-program: not in the sandbox's PATH"))
        }
        #expect(throws: SpawnError.self) { try SandboxCommand(["/nonexistent/solver"], shares: [], support: .current) }
        #expect(throws: SpawnError.self) { try SandboxCommand([], shares: [], support: .current) }
    }

    @Test("without a protection, the support says it is off and names it in the warning")
    func without() {
        let support = SandboxSupport.current.without("seccomp")
        #expect(support.missing.contains { $0.name == "seccomp" })
        #expect(support.warning?.contains("seccomp") == true)
        let noPID = SandboxSupport.current.without("PID namespace")
        #expect(noPID.missing.map(\.name).contains("mount namespace"))
    }
}
