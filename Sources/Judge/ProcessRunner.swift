import CSandbox

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What one run of the user's program did.
public struct ProcessOutcome: Sendable {
    /// The exit status, when the program exited.
    public var exitStatus: Int32?
    /// The signal that ended it, when one did (including the judge's own SIGKILL).
    public var signal: Int32?
    /// User plus system CPU time, in seconds (from `wait4`).
    public var cpuSeconds: Double
    /// Wall-clock time, in seconds.
    public var wallSeconds: Double
    /// Peak resident memory, in KiB: the highest `VmHWM` (the kernel's high-water mark of the
    /// program's own address space) the judge read while polling every 2 ms. Not `ru_maxrss`:
    /// Linux carries the spawning process's high-water mark into the child at exec, so a judge
    /// inside a large process (a test runner) would see its own peak there.
    public var peakKiB: Int
    /// The judge killed it: over the wall-clock cap (twice the time limit plus a second).
    public var killedForTime = false
    /// The judge killed it: its resident memory passed the memory limit.
    public var killedForMemory = false
    /// The judge killed it: what it wrote to stdout or stderr passed the output limit.
    public var killedForOutput = false
    /// What it wrote to stdout, up to the output limit.
    public var output: [UInt8]
    /// The end of what it wrote to stderr (at most 2 KiB).
    public var errorTail: [UInt8]
}

/// Why the judge could not run the program at all.
public struct SpawnError: Error, CustomStringConvertible, Sendable {
    public var description: String
}

/// Runs a command on an input with CPU-time, wall-time and memory watch, as a judge does.
///
/// The program's stdin is a file holding the input, its stdout and stderr are files, and it runs
/// in its own process group, so that a kill reaches its children too. The judge polls every
/// 2 ms: the sizes of the two files against the output limit, the wall clock against the cap
/// and, on Linux, the peak resident set (`VmHWM` in `/proc/PID/status`) against the memory limit,
/// and every 8 ms the CPU time against the limit. (Without the output limit, `yes` as a solution
/// wrote 77 GB into /tmp before its CPU time ran out, and the judge would then have read it all.)
enum ProcessRunner {
    static func monotonicSeconds() -> Double {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return Double(now.tv_sec) + Double(now.tv_nsec) * 1e-9
    }

    /// An open descriptor of a new temporary file holding `bytes`, read from its start. The file
    /// has no name by the time this returns (it is unlinked at once), so that nothing is left in
    /// the directory whatever happens to the judge, a Ctrl-C or a full disk included; and the
    /// descriptor is close-on-exec, so that no other test's program inherits it. The caller
    /// closes it.
    static func temporaryFile(_ bytes: [UInt8]) throws(SpawnError) -> Int32 {
        let directory = getenv("TMPDIR").map { String(cString: $0) } ?? "/tmp"
        var template = Array("\(directory)/algo-judge-XXXXXX".utf8CString)
        // mkostemp(O_CLOEXEC) is not in Swift's Glibc module. Between mkstemp and fcntl another
        // worker's program may inherit the descriptor; it only holds the nameless file open until
        // it is killed with its group.
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else { throw SpawnError(description: "cannot create a file in \(directory)") }
        _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
        template.withUnsafeBufferPointer { _ = unlink($0.baseAddress!) }
        var written = 0
        while written < bytes.count {
            let got = bytes[written...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            guard got > 0 else {
                close(descriptor)
                throw SpawnError(description: "cannot write a file in \(directory)")
            }
            written += got
        }
        lseek(descriptor, 0, SEEK_SET)
        return descriptor
    }

    /// The file's bytes: its first `limit`, or with `tail`, its last `tail`.
    static func readFile(_ descriptor: Int32, tail: Int? = nil, limit: Int = .max) -> [UInt8] {
        let size = fileSize(descriptor)
        var offset = tail.map { max(0, size - $0) } ?? 0
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while bytes.count < limit {
            let wanted = min(chunk.count, limit - bytes.count)
            let got = chunk.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, wanted, off_t(offset)) }
            if got <= 0 { break }
            bytes.append(contentsOf: chunk[0..<got])
            offset += got
        }
        return bytes
    }

    /// The size of the open file in bytes, or 0 when it cannot be read.
    static func fileSize(_ descriptor: Int32) -> Int {
        var information = stat()
        return fstat(descriptor, &information) == 0 ? Int(information.st_size) : 0
    }

    /// The peak resident set of `pid` so far in KiB (`VmHWM` in `/proc/PID/status`); nil where
    /// there is no /proc or the process is gone.
    static func peakResidentKiB(_ pid: pid_t) -> Int? {
        guard let file = fopen("/proc/\(pid)/status", "r") else { return nil }
        defer { fclose(file) }
        var line = [CChar](repeating: 0, count: 256)
        while fgets(&line, 256, file) != nil {
            let text = line.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
            guard text.hasPrefix("VmHWM:") else { continue }
            // "VmHWM:\t    1972 kB": the number between the tab, spaces and the unit.
            return Int(text.dropFirst(6).split(whereSeparator: { $0 == " " || $0 == "\t" }).first ?? "")
        }
        return nil
    }

    /// The CPU time (user + system) `pid` has used so far, from `/proc/PID/stat`; nil where
    /// there is no /proc.
    static func cpuSeconds(_ pid: pid_t) -> Double? {
        guard let file = fopen("/proc/\(pid)/stat", "r") else { return nil }
        defer { fclose(file) }
        var line = [CChar](repeating: 0, count: 1024)
        guard fgets(&line, 1024, file) != nil else { return nil }
        let text = line.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
        // Fields after the command name, which is in parentheses and may hold spaces.
        guard let close = text.lastIndex(of: ")") else { return nil }
        let fields = text[text.index(after: close)...].split(separator: " ")
        // utime and stime are fields 14 and 15 of the line, 12 and 13 after the name.
        guard fields.count > 12, let user = Double(fields[11]), let system = Double(fields[12]) else { return nil }
        return (user + system) / Double(sysconf(Int32(_SC_CLK_TCK)))
    }

    /// Runs `command` (looked up in PATH) with `input` (a descriptor from ``temporaryFile(_:)``,
    /// read from its start) as stdin.
    ///
    /// - Parameters:
    ///   - timeLimit: CPU seconds; the wall-clock cap is twice this plus one second.
    ///   - memoryLimitKiB: the program is killed when its resident set passes this.
    ///   - outputLimit: the program is killed when its stdout or its stderr passes this many bytes
    ///     (seen within 2 ms: the files may hold a little more, of which the outcome keeps this many).
    /// - Throws: ``SpawnError`` when the program cannot be started.
    static func run(
        _ command: [String], input: Int32, timeLimit: Double, memoryLimitKiB: Int, outputLimit: Int
    ) throws(SpawnError) -> ProcessOutcome {
        let output = try temporaryFile([])
        defer { close(output) }
        let errors = try temporaryFile([])
        defer { close(errors) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        // dup2 onto 0, 1 and 2 clears close-on-exec there; the child shares the files' offsets,
        // and the judge reads them with pread.
        posix_spawn_file_actions_adddup2(&actions, input, 0)
        posix_spawn_file_actions_adddup2(&actions, output, 1)
        posix_spawn_file_actions_adddup2(&actions, errors, 2)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGMASK))
        posix_spawnattr_setpgroup(&attributes, 0)
        // The signals that kill the judge are blocked from the spawn until the program's group is
        // recorded for the handlers (JudgeSession.installSignalHandlers); the program starts with
        // none blocked.
        var none = sigset_t()
        sigemptyset(&none)
        posix_spawnattr_setsigmask(&attributes, &none)
        var deadly = sigset_t()
        sigemptyset(&deadly)
        for signal in [SIGINT, SIGTERM, SIGHUP] { sigaddset(&deadly, signal) }
        var previousMask = sigset_t()
        pthread_sigmask(SIG_BLOCK, &deadly, &previousMask)

        let arguments = command.map { strdup($0) } + [nil]
        defer { arguments.forEach { free($0) } }
        var pid: pid_t = 0
        let start = monotonicSeconds()
        let spawned = posix_spawnp(&pid, command[0], &actions, &attributes, arguments, environ)
        let slot = spawned == 0 ? judge_groups_add(pid) : -1
        pthread_sigmask(SIG_SETMASK, &previousMask, nil)
        defer { judge_groups_remove(slot) }
        guard spawned == 0 else {
            throw SpawnError(description: "cannot run \(command[0]): \(String(cString: strerror(spawned)))")
        }
        let wallCap = 2 * timeLimit + 1
        var status: Int32 = 0
        var usage = rusage()
        var killedForTime = false
        var killedForMemory = false
        var killedForOutput = false
        var lastResident = 0
        var polls = 0
        while true {
            let done = wait4(pid, &status, WNOHANG, &usage)
            if done == pid { break }
            if done < 0 && errno != EINTR { break }
            usleep(2_000)
            polls += 1
            if !killedForTime && !killedForMemory && !killedForOutput {
                if fileSize(output) > outputLimit || fileSize(errors) > outputLimit {
                    killedForOutput = true
                    kill(-pid, SIGKILL)
                } else if monotonicSeconds() - start > wallCap {
                    killedForTime = true
                    kill(-pid, SIGKILL)
                } else if let resident = peakResidentKiB(pid) {
                    lastResident = max(lastResident, resident)
                    if resident > memoryLimitKiB {
                        killedForMemory = true
                        kill(-pid, SIGKILL)
                    } else if polls % 4 == 0, let cpu = cpuSeconds(pid), cpu > timeLimit + 0.25 {
                        // Past the limit: the verdict is TLE whatever happens next.
                        kill(-pid, SIGKILL)
                    }
                }
            }
        }
        let wall = monotonicSeconds() - start
        // Whatever the program left running in its group goes too.
        kill(-pid, SIGKILL)
        let cpu =
            Double(usage.ru_utime.tv_sec) + Double(usage.ru_utime.tv_usec) * 1e-6 + Double(usage.ru_stime.tv_sec)
            + Double(usage.ru_stime.tv_usec) * 1e-6
        let exited = status & 0x7F == 0
        return ProcessOutcome(
            exitStatus: exited ? (status >> 8) & 0xFF : nil,
            signal: exited ? nil : status & 0x7F,
            cpuSeconds: cpu, wallSeconds: wall,
            peakKiB: lastResident,
            killedForTime: killedForTime, killedForMemory: killedForMemory, killedForOutput: killedForOutput,
            output: readFile(output, limit: outputLimit), errorTail: readFile(errors, tail: 2048))
    }
}
