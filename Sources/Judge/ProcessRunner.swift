import AlgoSupport

/// What one run of the user's program did.
public struct ProcessOutcome: Sendable {
    /// The exit status, when the program exited.
    public var exitStatus: Int32?
    /// The signal that ended it, when one did (including the judge's own SIGKILL).
    public var signal: Int32?
    /// User plus system CPU time of every process of the run, in seconds.
    public var cpuSeconds: Double
    /// Wall-clock time, in seconds.
    public var wallSeconds: Double
    /// Peak memory of the whole process tree, in KiB: the cgroup's peak where there is one, else
    /// the largest sum of the tree's proportional set sizes the judge read while polling every
    /// 2 ms (a program that lives less than that shows 0).
    public var peakKiB: Int
    /// The judge killed it: over the wall-clock cap (twice the time limit plus a second).
    public var killedForTime = false
    /// The judge killed it, or the kernel did (an OOM kill in its cgroup): its memory passed the limit.
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

/// Helpers for running programs: the input file, the clock. The runs themselves are
/// ``SandboxedRun``'s.
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
}
