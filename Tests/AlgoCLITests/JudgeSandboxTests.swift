import Testing
import _TestSupport

@testable import AlgoCLI
@testable import Judge

#if canImport(Glibc)
    import Glibc
#endif

/// `algo judge` as a process of its own, as a user runs it: the escapes that aim at the judge's
/// process (its binary, its report, its life) need a judge that is not the test runner. Each
/// test runs its fixture with `--sandbox off` too, where the escape works: the control that
/// shows the fixture does what it says. The last test runs the escapes again as an
/// unprivileged user (uid 65534), where the sandbox uses a user namespace and no cgroups.
@Suite(
    .serialized,
    .enabled(if: builtProduct("algo") != nil, "algo is not built beside the tests (swift build first)"),
    .enabled(if: cliSandboxAvailable, "the sandbox needs Linux with PID namespaces"))
struct JudgeSandboxTests {
    static let hostile = dataPath("../Tests/JudgeFixtures/hostile")
    static var algo: String { builtProduct("algo") ?? "algo" }

    /// `algo judge dslr --only samples --no-shrink [extra] -- python3 hostile/FIXTURE [arguments]`,
    /// run by a shell; its status and stdout (stderr appended after a marker line).
    static func judge(_ fixture: String, _ arguments: [String] = [], extra: [String] = [], prefix: String = "")
        -> (status: Int32, stdout: String, stderr: String)
    {
        let errors = temporaryDirectory("judge-stderr") + "/stderr"
        let words =
            [algo, "judge", "dslr", "--only", "samples", "--no-shrink"] + extra
            + ["--", "python3", "\(hostile)/\(fixture)"] + arguments
        let result = shellCommand(prefix + words.map(shellQuoted).joined(separator: " ") + " 2>" + errors)
        return (result.status, result.stdout, readTextFile(errors) ?? "")
    }

    @Test("the program cannot run the judge's binary as its reference (with the sandbox off it can: AC)")
    func judgeBinary() {
        let sandboxed = Self.judge("run_the_judge.py")
        #expect(sandboxed.status == 1)
        #expect(sandboxed.stdout.contains("sample-1     WA"), "\(sandboxed.stdout)")
        let control = Self.judge("run_the_judge.py", extra: ["--sandbox", "off"])
        #expect(control.stdout.contains("sample-1     AC"), "the control: \(control.stdout)")
    }

    @Test("the program cannot write into the judge's report (with the sandbox off it can)")
    func forgedReport() {
        let sandboxed = Self.judge("forge_report.py")
        #expect(sandboxed.status == 1)
        #expect(!sandboxed.stdout.contains("(forged)") && !sandboxed.stderr.contains("(forged)"))
        #expect(sandboxed.stdout.contains("summary: 1 WA of 1 test"))
        let control = Self.judge("forge_report.py", extra: ["--sandbox", "off"])
        #expect(control.stdout.contains("(forged)") || control.stderr.contains("(forged)"), "the control")
    }

    @Test("the judge survives its program's SIGKILLs and reports (with the sandbox off it is killed)")
    func judgeSurvives() {
        let sandboxed = Self.judge("fork_and_kill.py")
        #expect(sandboxed.status == 1)
        #expect(sandboxed.stdout.contains("summary: 1 WA of 1 test"))
        let control = Self.judge("fork_and_kill.py", extra: ["--sandbox", "off"])
        #expect(control.status == 128 + SIGKILL, "the control: \(control.status)")
    }

    @Test("--sandbox-check names every protection, on or off")
    func sandboxCheck() {
        let result = runAlgo(["judge", "--sandbox-check"])
        #expect(result.status == 0)
        for name in [
            "PID namespace", "network namespace", "mount namespace", "Landlock", "seccomp", "cgroup memory", "rlimits",
        ] {
            #expect(result.stdout.contains(" \(name) "), "\(name)")
        }
        let off = SandboxSupport.current.missing.count
        if off == 0 {
            #expect(result.stdout.hasSuffix("every protection is on\n"))
        } else {
            #expect(result.stdout.contains("\n\(off) off: "))
        }
    }

    @Test("--sandbox strict runs when every protection is on and refuses (exit 2, one line) when one is off")
    func strict() {
        let result = runAlgo([
            "judge", "dslr", "--only", "samples", "--sandbox", "strict", "--", "python3",
            dataPath("../Tests/JudgeFixtures/dslr.py"),
        ])
        if SandboxSupport.current.missing.isEmpty {
            #expect(result.status == 0, "\(result.stderr)")
        } else {
            #expect(result.status == 2)
            #expect(result.stderr.hasPrefix("algo judge: --sandbox strict: off here: "))
        }
    }

    @Test("--sandbox off says so on stderr; auto names what is off, or nothing")
    func warnings() {
        let command = ["--", "python3", dataPath("../Tests/JudgeFixtures/dslr.py")]
        let off = runAlgo(["judge", "dslr", "--only", "samples", "--sandbox", "off"] + command)
        #expect(off.status == 0)
        #expect(off.stderr == "algo judge: --sandbox off: the program runs with your rights\n")
        let auto = runAlgo(["judge", "dslr", "--only", "samples"] + command)
        #expect(auto.status == 0)
        #expect(auto.stderr == (SandboxSupport.current.warning.map { "algo judge: \($0)\n" } ?? ""))
    }

    @Test(
        "as an unprivileged user too: writes, reads, the network, orphans, memory, CPU and kills stay inside",
        .enabled(
            if: getuid() == 0 && access("/usr/bin/setpriv", X_OK) == 0, "needs root and setpriv to become uid 65534"))
    func unprivileged() throws {
        let nobody = "/usr/bin/setpriv --reuid=65534 --regid=65534 --clear-groups "
        let check = shellCommand(nobody + shellQuoted(Self.algo) + " judge --sandbox-check")
        #expect(check.stdout.contains("run as uid 65534"), "\(check.stdout)")
        guard check.stdout.contains("on  user namespace") else {
            Issue.record("unprivileged user namespaces are off here, so an unprivileged judge has no sandbox")
            return
        }
        let outside = temporaryDirectory("escape-nobody")
        #expect(chmod(outside, 0o777) == 0)
        let written = Self.judge("write_anywhere.py", ["\(outside)/planted"], prefix: nobody)
        #expect(written.stdout.contains("sample-1     WA"))
        #expect(access("\(outside)/planted", F_OK) != 0)

        let keep = temporaryDirectory("escape-nobody-keep")
        #expect(chmod(keep, 0o777) == 0)
        let secrets = Self.judge("read_secrets.py", extra: ["--keep", keep], prefix: nobody)
        #expect(secrets.stdout.contains("sample-1     WA"))
        let read = readTextFile("\(keep)/sample-1.out") ?? ""
        #expect(read.hasPrefix("shadow FAIL") && read.contains("\nfds 0 1 2\n"), "\(read)")
        #expect(!read.contains(Self.algo), "the judge's command line leaked")

        let memory = Self.judge("child_memory.py", ["600"], prefix: nobody)
        #expect(memory.stdout.contains("sample-1     MLE"), "\(memory.stdout)")
        let cpu = Self.judge("child_cpu.py", ["1.5"], extra: ["--time-limit", "1"], prefix: nobody)
        #expect(cpu.stdout.contains("sample-1     TLE"), "\(cpu.stdout)")
        let marker = "algosuite-orphan-nobody-\(getpid())"
        let orphan = Self.judge("orphan.py", [marker], prefix: nobody)
        #expect(orphan.stdout.contains("sample-1     WA"))
        #expect(processes(containing: marker).isEmpty, "the orphan survived")
        let killer = Self.judge("fork_and_kill.py", prefix: nobody)
        #expect(killer.status == 1 && killer.stdout.contains("summary: 1 WA of 1 test"), "\(killer)")
        let listener = try #require(Listener())
        defer { listener.stop() }
        let network = Self.judge("connect.py", [String(listener.port)], prefix: nobody)
        #expect(network.stdout.contains("sample-1     WA"))
        #expect(!listener.acceptedAny(), "the listener accepted a connection")
        let binary = Self.judge("run_the_judge.py", prefix: nobody)
        #expect(binary.stdout.contains("sample-1     WA"), "\(binary.stdout)")
    }
}

/// Whether this machine can run the sandbox at all (Linux with a PID namespace).
let cliSandboxAvailable: Bool = SandboxSupport.current.protections.contains { $0.name == "PID namespace" && $0.isOn }
