import AlgoSupport
import CSandbox

/// close(2), by a name the class's own `close()` does not hide.
private func closeDescriptor(_ descriptor: Int32) { _ = close(descriptor) }

/// A pipe the program writes its stdout or stderr to, drained by the judge as it runs: the first
/// `limit` bytes (stdout) or the last ones (stderr's tail) are kept, and every byte is counted
/// for the output limit.
///
/// Pipes, not files: a file's pages would be charged to the run's cgroup as page cache, so an
/// honest program's memory would grow with its output (19 MB for Baekjoon 2448's largest answer).
final class OutputPipe {
    private(set) var readEnd: Int32
    private(set) var writeEnd: Int32
    /// Bytes written so far.
    private(set) var total = 0
    /// What is kept.
    private(set) var kept: [UInt8] = []
    private var open = true
    private let keepFirst: Int?
    private let keepLast: Int?

    init(keepingFirst limit: Int) throws(SpawnError) {
        keepFirst = limit
        keepLast = nil
        (readEnd, writeEnd) = try Self.make()
    }

    init(keepingLast count: Int) throws(SpawnError) {
        keepFirst = nil
        keepLast = count
        (readEnd, writeEnd) = try Self.make()
    }

    private static func make() throws(SpawnError) -> (Int32, Int32) {
        var ends: [Int32] = [-1, -1]
        guard sandbox_pipe(&ends) == 0 else {
            throw SpawnError(description: "cannot make a pipe: \(errnoName(errno))")
        }
        // The read end does not block; the write end does (a program may not get EAGAIN on stdout).
        _ = fcntl(ends[0], F_SETFL, O_NONBLOCK)
        // A larger pipe lets a fast writer run between two drains (1 MiB is Linux's default cap).
        _ = fcntl(ends[1], 1031 /* F_SETPIPE_SZ */, 1 << 20)
        return (ends[0], ends[1])
    }

    func closeWriteEnd() {
        if writeEnd >= 0 { closeDescriptor(writeEnd) }
        writeEnd = -1
    }

    func close() {
        closeWriteEnd()
        if readEnd >= 0 { closeDescriptor(readEnd) }
        readEnd = -1
    }

    /// Reads what is there; false at end of file.
    @discardableResult
    func drain() -> Bool {
        guard open else { return false }
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let got = chunk.withUnsafeMutableBytes { read(readEnd, $0.baseAddress, $0.count) }
            if got > 0 {
                total += got
                if let keepFirst, kept.count < keepFirst {
                    kept += chunk[0..<min(got, keepFirst - kept.count)]
                } else if let keepLast {
                    kept += chunk[0..<got]
                    if kept.count > 2 * keepLast { kept.removeFirst(kept.count - keepLast) }
                }
                continue
            }
            if got < 0 && errno == EINTR { continue }
            if got == 0 { open = false }
            if let keepLast, kept.count > keepLast { kept.removeFirst(kept.count - keepLast) }
            return open
        }
    }

    /// Waits up to `milliseconds` for output on any of `pipes` (or for the process behind the pidfd
    /// `process` to end, when it is not -1), then drains them all.
    static func drain(_ pipes: [OutputPipe], orEndOf process: Int32 = -1, waitingAtMost milliseconds: Int32) {
        var descriptors = pipes.map { pollfd(fd: $0.open ? $0.readEnd : -1, events: Int16(POLLIN), revents: 0) }
        descriptors.append(pollfd(fd: process, events: Int16(POLLIN), revents: 0))
        _ = poll(&descriptors, nfds_t(descriptors.count), milliseconds)
        for pipe in pipes { pipe.drain() }
    }

    /// Drains until every writer has gone (a second at most: init has already killed the run).
    static func drainToEnd(_ pipes: [OutputPipe]) {
        for _ in 0..<100 {
            if pipes.allSatisfy({ !$0.open }) { return }
            drain(pipes, waitingAtMost: 10)
        }
    }
}
