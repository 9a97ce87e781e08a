import AlgoSupport
import CSandbox

/// C strings that live until the owner is released (the launcher's config points into them).
private final class CStrings {
    private var pointers: [UnsafeMutablePointer<CChar>] = []

    func make(_ text: String) -> UnsafeMutablePointer<CChar> {
        let pointer = strdup(text)!
        pointers.append(pointer)
        return pointer
    }

    /// A NULL-terminated array of `texts`, itself freed with the rest.
    func array(_ texts: [String]) -> UnsafeMutablePointer<UnsafeMutablePointer<CChar>?> {
        let array = UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>.allocate(capacity: texts.count + 1)
        for (index, text) in texts.enumerated() { array[index] = make(text) }
        array[texts.count] = nil
        arrays.append(array)
        return array
    }

    private var arrays: [UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>] = []

    deinit {
        pointers.forEach { free($0) }
        arrays.forEach { $0.deallocate() }
    }
}

/// A started init: its pid, when it started, and the pipe its report comes on.
final class Launch {
    let pid: pid_t
    let start: Double
    /// A pidfd of init, readable when it ends (so the watch wakes at once), or -1 before Linux 5.3.
    let processDescriptor: Int32
    private let reportDescriptor: Int32
    /// What has come on the report pipe so far.
    private var received: [UInt8] = []
    private var ended = false

    /// Starts `executable` in the sandbox `layout` describes (see CSandbox's sandbox_spawn).
    ///
    /// - Throws: ``SpawnError`` naming the stage that failed: a cgroup, a mount, the uid map.
    init(
        executable: String, arguments: [String], layout: SandboxLayout, features: Int32,
        identity: (uid: UInt32, gid: UInt32), limits: RunLimits, input: Int32, output: Int32, errors: Int32,
        controlGroups: [Int32], protected: Bool, rootMountPoint: String
    ) throws(SpawnError) {
        let strings = CStrings()
        var config = sandbox_config()
        config.features = features
        config.executable = UnsafePointer(strings.make(executable))
        config.argv = UnsafePointer(strings.array(arguments))
        config.envp = UnsafePointer(strings.array(layout.environment))
        config.stdin_fd = input
        config.stdout_fd = output
        config.stderr_fd = errors
        config.uid = identity.uid
        config.gid = identity.gid
        config.outside_uid = getuid()
        config.outside_gid = getgid()
        config.root = UnsafePointer(strings.make(rootMountPoint))
        config.workdir = UnsafePointer(strings.make(layout.workingDirectory))

        let mounts = UnsafeMutablePointer<sandbox_mount>.allocate(capacity: max(1, layout.mounts.count))
        defer { mounts.deallocate() }
        for (index, entry) in layout.mounts.enumerated() {
            mounts[index] = sandbox_mount(
                source: UnsafePointer(strings.make(entry.source)), target: UnsafePointer(strings.make(entry.target)),
                kind: Int32(entry.kind.rawValue))
        }
        config.mounts = UnsafePointer(mounts)
        config.mount_count = Int32(layout.mounts.count)

        let read = strings.array(layout.landlockRead)
        let write = strings.array(layout.landlockWrite)
        config.landlock_read = UnsafeRawPointer(read).assumingMemoryBound(to: UnsafePointer<CChar>?.self)
        config.landlock_read_count = Int32(layout.landlockRead.count)
        config.landlock_write = UnsafeRawPointer(write).assumingMemoryBound(to: UnsafePointer<CChar>?.self)
        config.landlock_write_count = Int32(layout.landlockWrite.count)

        // RLIMIT_CPU is each process's own floor; the tree's CPU is watched from outside.
        config.cpu_seconds = Int(limits.timeLimit.rounded(.up)) + 1
        if protected {
            config.file_size_bytes = Int64(limits.outputLimit)
            config.open_files = 512
            config.processes = limits.processes
            config.stack_bytes = Int64(limits.memoryKiB) * 1024
            // Without a memory cgroup, an address-space cap keeps one reservation from taking the
            // machine between two polls; generous (8 times the limit plus 4 GiB), because runtimes
            // reserve more than they touch, and a program that touches past the limit is caught by
            // the poll within milliseconds (MLE, where a refused allocation would be an RE).
            if controlGroups.isEmpty { config.address_space_bytes = Int64(limits.memoryKiB) * 8192 + (4 << 30) }
        }

        let procs = UnsafeMutablePointer<Int32>.allocate(capacity: max(1, controlGroups.count))
        defer { procs.deallocate() }
        for (index, descriptor) in controlGroups.enumerated() { procs[index] = descriptor }
        config.cgroup_procs_fds = UnsafePointer(procs)
        config.cgroup_procs_count = Int32(controlGroups.count)

        // The signals that kill the judge wait until init's group is recorded for the handlers
        // (JudgeSession.installSignalHandlers).
        var deadly = sigset_t()
        sigemptyset(&deadly)
        for signal in [SIGINT, SIGTERM, SIGHUP] { sigaddset(&deadly, signal) }
        var previous = sigset_t()
        pthread_sigmask(SIG_BLOCK, &deadly, &previous)
        defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }

        var pid: pid_t = 0
        var report: Int32 = -1
        var stage: Int32 = 0
        start = ProcessRunner.monotonicSeconds()
        let error = withExtendedLifetime(strings) { sandbox_spawn(&config, &pid, &report, &stage) }
        guard error == 0 else {
            throw SpawnError(description: "sandbox: \(Self.stageName(stage)): \(errnoName(error))")
        }
        self.pid = pid
        self.reportDescriptor = report
        _ = fcntl(report, F_SETFL, O_NONBLOCK)
        processDescriptor = sandbox_pidfd(pid)
        slot = judge_groups_add(pid)
    }

    private var slot: Int32 = -1

    /// Reads what init has written so far, without waiting.
    private func receive() {
        var chunk = [UInt8](repeating: 0, count: 256)
        while !ended {
            let got = chunk.withUnsafeMutableBytes { read(reportDescriptor, $0.baseAddress, $0.count) }
            if got > 0 {
                received += chunk[0..<got]
            } else if got == 0 {
                ended = true
            } else if errno != EINTR {
                return
            }
        }
    }

    /// Whether the program has exec'd (init's marker has come, or the launch already ended).
    var programStarted: Bool {
        receive()
        return received.count >= 4 || ended
    }

    /// Init's report, once it has ended (nil when it was killed before writing one); closes the pipe.
    func readReport() -> sandbox_report? {
        defer {
            close(reportDescriptor)
            if processDescriptor >= 0 { close(processDescriptor) }
            judge_groups_remove(slot)
        }
        receive()
        var bytes = received[...]
        if bytes.count >= 4, bytes.prefix(4).elementsEqual(withUnsafeBytes(of: Int32(SANDBOX_EXEC_MARKER), Array.init))
        {
            bytes = bytes.dropFirst(4)
        }
        var report = sandbox_report()
        let size = MemoryLayout<sandbox_report>.size
        guard bytes.count == size else { return nil }
        withUnsafeMutableBytes(of: &report) { target in bytes.withUnsafeBytes { target.copyMemory(from: $0) } }
        return report
    }

    static func stageName(_ stage: Int32) -> String {
        switch UInt32(stage) {
        case SANDBOX_STAGE_CLONE.rawValue: "clone"
        case SANDBOX_STAGE_ID_MAP.rawValue: "writing the user namespace's id maps"
        case SANDBOX_STAGE_CGROUP.rawValue: "joining the cgroup"
        case SANDBOX_STAGE_SYNC.rawValue: "starting init"
        case SANDBOX_STAGE_MOUNT.rawValue: "building the root"
        case SANDBOX_STAGE_PIVOT.rawValue: "pivot_root"
        case SANDBOX_STAGE_IDENTITY.rawValue: "taking the sandbox's uid"
        case SANDBOX_STAGE_DESCRIPTORS.rawValue: "placing stdin, stdout and stderr"
        case SANDBOX_STAGE_FORK.rawValue: "fork"
        case SANDBOX_STAGE_RLIMIT.rawValue: "setting the rlimits"
        case SANDBOX_STAGE_LANDLOCK.rawValue: "Landlock"
        case SANDBOX_STAGE_SECCOMP.rawValue: "seccomp"
        case SANDBOX_STAGE_EXEC.rawValue: "exec"
        case SANDBOX_STAGE_CHDIR.rawValue: "entering the box"
        default: "stage \(stage)"
        }
    }
}
