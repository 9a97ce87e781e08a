/// The one door through which the suite runs a program someone else wrote: a solution, a
/// checker, a validator, a generator.
///
///     let sandbox = Sandbox()
///     let command = try SandboxCommand(["python3", "sol.py"], shares: [], support: sandbox.support)
///     let limits = RunLimits(timeLimit: 2, memoryKiB: 256 << 10, outputLimit: 1 << 20)
///     let outcome = try sandbox.run(command, input: Array("3\n".utf8), limits: limits)
///     outcome.exitStatus   // 0
///
/// Each run gets new PID, mount, network, IPC and UTS namespaces, an unprivileged uid, a fresh
/// empty `/box`, the system directories read-only, the command's files read-only, a cgroup for
/// the whole process tree, rlimits, Landlock and seccomp: whatever of that the machine supports
/// (``SandboxSupport``). See Guides/Judge.md, "Sandbox", for the threat model.
public struct Sandbox: Sendable {
    /// How strictly.
    public var mode: SandboxMode
    /// What the machine supports.
    public var support: SandboxSupport

    public init(mode: SandboxMode = .auto, support: SandboxSupport = .current) {
        self.mode = mode
        self.support = support
    }

    /// Runs `command` on `input` under `limits`.
    ///
    /// - Returns: how it ended, with the CPU time and peak memory of its whole process tree.
    /// - Throws: ``SpawnError`` when it cannot be started (a missing program, a sandbox this
    ///   machine refuses, `strict` mode without every protection).
    /// - Complexity: a few milliseconds of set-up beyond the program's own run.
    public func run(_ command: SandboxCommand, input: [UInt8], limits: RunLimits) throws(SpawnError) -> ProcessOutcome {
        try SandboxedRun(command: command, limits: limits, support: support, mode: mode).run(input: input)
    }
}
