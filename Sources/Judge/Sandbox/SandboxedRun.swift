import AlgoSupport
import CSandbox
import Synchronization

/// The limits of one run.
public struct RunLimits: Sendable {
    /// CPU seconds of the whole process tree.
    public var timeLimit: Double
    /// Peak memory of the whole tree, in KiB.
    public var memoryKiB: Int
    /// The most the program may write to stdout, and to stderr, in bytes.
    public var outputLimit: Int
    /// Processes and threads at once.
    public var processes: Int
    /// The wall-clock cap: twice the time limit plus a second (a program that sleeps or blocks).
    public var wallLimit: Double { 2 * timeLimit + 1 }

    public init(timeLimit: Double, memoryKiB: Int, outputLimit: Int, processes: Int = 64) {
        self.timeLimit = timeLimit
        self.memoryKiB = memoryKiB
        self.outputLimit = outputLimit
        self.processes = processes
    }
}

/// One program run in the sandbox, from launch to a ``ProcessOutcome``.
///
/// The judge's thread starts init (CSandbox) with the program's stdout and stderr on pipes, then
/// every 2 ms drains the pipes and checks the tree against the limits: output sizes, the wall
/// clock, memory (the cgroup's peak, or the sum of the tree's resident sets from /proc) and, every
/// 8 ms, CPU (the cgroup's, or the tree's from /proc). Past a limit it kills init, and with it the
/// whole PID namespace. When init has reaped the run it reports the program's status and the CPU
/// of every process the program started; the cgroup's totals are preferred where there is one.
struct SandboxedRun {
    let command: SandboxCommand
    let limits: RunLimits
    let support: SandboxSupport
    let mode: SandboxMode

    /// Runs so far, for distinct uids when the judge is root.
    private static let runs = Atomic(0)

    /// Runs the command on `input` (bytes in memory).
    func run(input: [UInt8]) throws(SpawnError) -> ProcessOutcome {
        let descriptor = try ProcessRunner.temporaryFile(input)
        defer { close(descriptor) }
        return try run(inputDescriptor: descriptor)
    }

    /// Runs the command with stdin read from `inputDescriptor`, from its start.
    func run(inputDescriptor: Int32) throws(SpawnError) -> ProcessOutcome {
        try run(inputDescriptor: inputDescriptor, connected: nil)
    }

    /// Runs the command with stdin and stdout on the caller's descriptors (two pipes to another
    /// program: an interactive problem's validator), not captured; `launched` is called as soon
    /// as the program runs, for the caller to close its copies.
    func run(stdin: Int32, stdout: Int32, launched: @escaping () -> Void) throws(SpawnError) -> ProcessOutcome {
        try run(inputDescriptor: stdin, connected: (stdout, launched))
    }

    private func run(inputDescriptor: Int32, connected: (stdout: Int32, launched: () -> Void)?) throws(SpawnError)
        -> ProcessOutcome
    {
        if mode == .strict, !support.missing.isEmpty {
            throw SpawnError(
                description: "--sandbox strict: off here: " + support.missing.map(\.name).joined(separator: ", "))
        }
        let protected = mode != .off
        let features = protected ? support.features : Int32(SANDBOX_SUBREAPER.rawValue)
        let privateRoot = features & Int32(SANDBOX_MOUNT_NAMESPACE.rawValue) != 0
        let slot = UInt32(Self.runs.add(1, ordering: .relaxed).oldValue % 1000)
        let uid = support.isRoot ? SandboxSupport.firstUID + slot : getuid()
        let gid = support.isRoot ? SandboxSupport.firstUID + slot : getgid()

        let layout: SandboxLayout
        let executable: String
        var arguments = command.arguments
        if !protected {
            layout = .unprotected()
            guard let found = Self.executableInUserPath(command.arguments[0]) else {
                throw SpawnError(description: "cannot run \(command.arguments[0]): not found")
            }
            executable = found
        } else if privateRoot {
            layout = .privateRoot(command, uid: uid, gid: gid, boxKiB: limits.memoryKiB)
            executable = command.executable
        } else {
            layout = try .sharedRoot(command, uid: uid, gid: gid)
            executable = command.hostExecutable
            arguments = command.hostArguments
        }
        defer { layout.removeTemporaryBox() }

        var group: ControlGroup?
        if protected, let hierarchy = support.controlGroups {
            group = try hierarchy.makeGroup(memoryLimitBytes: limits.memoryKiB * 1024, processes: limits.processes)
        }
        defer { group?.remove() }
        let procs = try group?.procsDescriptors() ?? []
        defer { procs.forEach { close($0) } }

        let input = connected == nil ? Self.readOnly(inputDescriptor) : inputDescriptor
        defer { if input != inputDescriptor { close(input) } }
        let output = try OutputPipe(keepingFirst: limits.outputLimit)
        defer { output.close() }
        let errors = try OutputPipe(keepingLast: 2048)
        defer { errors.close() }

        let launch = try Launch(
            executable: executable, arguments: arguments, layout: layout, features: features,
            identity: (uid, gid), limits: limits, input: input, output: connected?.stdout ?? output.writeEnd,
            errors: errors.writeEnd,
            controlGroups: procs, protected: protected,
            rootMountPoint: privateRoot ? try SandboxLayout.rootMountPoint() : "")
        output.closeWriteEnd()
        errors.closeWriteEnd()
        connected?.launched()
        let pidNamespace = features & Int32(SANDBOX_PID_NAMESPACE.rawValue) != 0
        let (outcome, report) = watch(launch, group: group, output: output, errors: errors, pidNamespace: pidNamespace)
        if let report, report.stage != 0 {
            throw failure(report, layout: layout, executable: executable)
        }
        return outcome
    }

    /// The error for a launch that failed inside init (a mount, the uid, exec).
    private func failure(_ report: sandbox_report, layout: SandboxLayout, executable: String) -> SpawnError {
        let why = errnoName(report.error)
        switch UInt32(report.stage) {
        case SANDBOX_STAGE_EXEC.rawValue:
            let name = command.arguments[0] == executable ? executable : "\(command.arguments[0]) (\(executable))"
            var message = "cannot run \(name) in the sandbox: \(why)"
            if report.error == EACCES && support.isRoot && mode != .off {
                message +=
                    "; the sandbox runs it as uid \(SandboxSupport.firstUID)+: make it readable and executable by others"
            }
            return SpawnError(description: message)
        case SANDBOX_STAGE_MOUNT.rawValue
        where report.mount_index >= 0 && Int(report.mount_index) < layout.mounts.count:
            let entry = layout.mounts[Int(report.mount_index)]
            return SpawnError(description: "sandbox: building the root: \(entry.target) (from \(entry.source)): \(why)")
        default:
            return SpawnError(description: "sandbox: \(Launch.stageName(report.stage)): \(why)")
        }
    }

    /// Polls the run until init has ended, killing it past a limit.
    private func watch(
        _ launch: Launch, group: ControlGroup?, output: OutputPipe, errors: OutputPipe, pidNamespace: Bool
    ) -> (ProcessOutcome, sandbox_report?) {
        let initPid = launch.pid
        let stop = {
            if pidNamespace { ProcessTree.signal(initPid, SIGKILL) } else { ProcessTree.killAll(below: initPid) }
        }
        var killedForTime = false
        var killedForMemory = false
        var killedForOutput = false
        var killedForCPU = false
        var polledPeakKiB = 0
        var polledCPU = 0.0
        var checks = 0
        var lastCheck = 0.0
        while true {
            OutputPipe.drain([output, errors], orEndOf: launch.processDescriptor, waitingAtMost: 2)
            var status: Int32 = 0
            let done = wait4(initPid, &status, WNOHANG, nil)
            if done == initPid || (done < 0 && errno == ECHILD) { break }
            let now = ProcessRunner.monotonicSeconds()
            guard now - lastCheck >= 0.002, !(killedForTime || killedForMemory || killedForOutput || killedForCPU)
            else { continue }
            lastCheck = now
            checks += 1
            if output.total > limits.outputLimit || errors.total > limits.outputLimit {
                killedForOutput = true
            } else if now - launch.start > limits.wallLimit {
                killedForTime = true
            } else if let group {
                polledPeakKiB = max(polledPeakKiB, (group.peakBytes() ?? 0) / 1024)
                if group.oomKills() > 0 { killedForMemory = true }
            } else {
                // Without a cgroup, the tree's resident sets (init's own is the judge's copy, not counted).
                let usage = ProcessTree.usage(of: initPid, programStarted: launch.programStarted)
                polledPeakKiB = max(polledPeakKiB, usage.residentKiB)
                polledCPU = max(polledCPU, usage.cpuSeconds)
                if usage.residentKiB > limits.memoryKiB { killedForMemory = true }
            }
            if checks % 4 == 0 && !killedForMemory {
                let cpu = group?.cpuSeconds() ?? ProcessTree.usage(of: initPid, programStarted: false).cpuSeconds
                polledCPU = max(polledCPU, cpu)
                // Past the limit the verdict is TLE whatever happens next.
                if cpu > limits.timeLimit + 0.25 { killedForCPU = true }
            }
            if killedForTime || killedForMemory || killedForOutput || killedForCPU { stop() }
        }
        let wall = ProcessRunner.monotonicSeconds() - launch.start
        OutputPipe.drainToEnd([output, errors])
        let report = launch.readReport()

        var cpu = polledCPU
        if let reported = report {
            cpu = max(cpu, Double(reported.user_microseconds + reported.system_microseconds) * 1e-6)
        }
        if let total = group?.cpuSeconds() { cpu = total }
        // Not init's RUSAGE_CHILDREN ru_maxrss: Linux carries a process's high-water mark across
        // exec, so every program would show the judge's own peak (a test runner's: MLE).
        var peakKiB = polledPeakKiB
        if let group {
            peakKiB = (group.peakBytes() ?? 0) / 1024
            if group.oomKills() > 0 { killedForMemory = true }
        }
        let status = report?.status
        let exited = status.map { $0 & 0x7F == 0 } ?? false
        let outcome = ProcessOutcome(
            exitStatus: exited ? (status! >> 8) & 0xFF : nil,
            signal: status.map { exited ? nil : $0 & 0x7F } ?? SIGKILL,
            cpuSeconds: cpu, wallSeconds: wall, peakKiB: peakKiB,
            killedForTime: killedForTime, killedForMemory: killedForMemory, killedForOutput: killedForOutput,
            output: output.kept, errorTail: errors.kept)
        return (outcome, report)
    }

    /// A read-only descriptor of the same file, so that the program cannot change its input for
    /// the judge's later use (the original where /proc is missing).
    static func readOnly(_ descriptor: Int32) -> Int32 {
        let reopened = open("/proc/self/fd/\(descriptor)", O_RDONLY | O_CLOEXEC)
        return reopened >= 0 ? reopened : descriptor
    }

    /// `program` as execvp would find it in the judge's own PATH (for `--sandbox off`).
    static func executableInUserPath(_ program: String) -> String? {
        if program.contains("/") { return access(program, X_OK) == 0 ? program : nil }
        return SandboxCommand.lookUpInUserPath(program)
    }
}
