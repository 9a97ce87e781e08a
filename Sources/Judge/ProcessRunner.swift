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
    /// Everything it wrote to stdout.
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
/// 2 ms: the wall clock against the cap and, on Linux, the peak resident set (`VmHWM` in
/// `/proc/PID/status`) against the memory limit, and every 8 ms the CPU time against the limit.
enum ProcessRunner {
    static func monotonicSeconds() -> Double {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return Double(now.tv_sec) + Double(now.tv_nsec) * 1e-9
    }

    /// A temporary file holding `bytes`; its path (the caller removes it).
    static func temporaryFile(_ bytes: [UInt8], suffix: String) throws(SpawnError) -> String {
        let directory = getenv("TMPDIR").map { String(cString: $0) } ?? "/tmp"
        var template = Array("\(directory)/algo-judge-XXXXXX\(suffix)".utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer {
            mkstemps($0.baseAddress!, Int32(suffix.utf8.count))
        }
        guard descriptor >= 0 else { throw SpawnError(description: "cannot create a file in \(directory)") }
        defer { close(descriptor) }
        var written = 0
        while written < bytes.count {
            let got = bytes[written...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            guard got > 0 else { throw SpawnError(description: "cannot write a file in \(directory)") }
            written += got
        }
        return String(cString: template.withUnsafeBufferPointer { $0.baseAddress! })
    }

    static func readFile(_ path: String, tail: Int? = nil) -> [UInt8] {
        guard let file = fopen(path, "rb") else { return [] }
        defer { fclose(file) }
        if let tail {
            fseek(file, 0, SEEK_END)
            let size = ftell(file)
            fseek(file, max(0, size - tail), SEEK_SET)
        }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let got = chunk.withUnsafeMutableBytes { fread($0.baseAddress, 1, $0.count, file) }
            if got == 0 { break }
            bytes.append(contentsOf: chunk[0..<got])
        }
        return bytes
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

    /// Runs `command` (looked up in PATH) with `inputPath` as stdin.
    ///
    /// - Parameters:
    ///   - timeLimit: CPU seconds; the wall-clock cap is twice this plus one second.
    ///   - memoryLimitKiB: the program is killed when its resident set passes this.
    /// - Throws: ``SpawnError`` when the program cannot be started.
    static func run(_ command: [String], inputPath: String, timeLimit: Double, memoryLimitKiB: Int)
        throws(SpawnError) -> ProcessOutcome
    {
        let outputPath = try temporaryFile([], suffix: ".out")
        let errorPath = try temporaryFile([], suffix: ".err")
        defer {
            unlink(outputPath)
            unlink(errorPath)
        }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, inputPath, O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, outputPath, O_WRONLY | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, errorPath, O_WRONLY | O_TRUNC, 0o600)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP))
        posix_spawnattr_setpgroup(&attributes, 0)

        let arguments = command.map { strdup($0) } + [nil]
        defer { arguments.forEach { free($0) } }
        var pid: pid_t = 0
        let start = monotonicSeconds()
        let spawned = posix_spawnp(&pid, command[0], &actions, &attributes, arguments, environ)
        guard spawned == 0 else {
            throw SpawnError(description: "cannot run \(command[0]): \(String(cString: strerror(spawned)))")
        }
        let wallCap = 2 * timeLimit + 1
        var status: Int32 = 0
        var usage = rusage()
        var killedForTime = false
        var killedForMemory = false
        var lastResident = 0
        var polls = 0
        while true {
            let done = wait4(pid, &status, WNOHANG, &usage)
            if done == pid { break }
            if done < 0 && errno != EINTR { break }
            usleep(2_000)
            polls += 1
            if !killedForTime && !killedForMemory {
                if monotonicSeconds() - start > wallCap {
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
            killedForTime: killedForTime, killedForMemory: killedForMemory,
            output: readFile(outputPath), errorTail: readFile(errorPath, tail: 2048))
    }
}
