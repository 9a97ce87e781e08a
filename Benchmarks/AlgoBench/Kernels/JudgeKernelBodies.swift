import AlgoSupport
import Judge

/// `judge.spawn`: n runs of `true` by posix_spawn and waitpid, stdin from /dev/null: what a run
/// costs with no sandbox at all. The checksum is the number of runs that exited 0.
func bareRuns(_ n: Int) -> () -> String {
    let program = access("/usr/bin/true", X_OK) == 0 ? "/usr/bin/true" : "/bin/true"
    return {
        var succeeded = 0
        let arguments = [strdup(program), nil]
        defer { free(arguments[0]) }
        for _ in 0..<n {
            var pid: pid_t = 0
            guard posix_spawn(&pid, program, nil, nil, arguments, environ) == 0 else { continue }
            var status: Int32 = 0
            while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
            if status == 0 { succeeded += 1 }
        }
        return String(succeeded)
    }
}

/// `judge.sandboxed`: n runs of `true` through the judge's sandbox with every protection this
/// machine has, as `algo judge` runs each test. The checksum is the number that exited 0.
func sandboxedRuns(_ n: Int) -> () -> String {
    let sandbox = Sandbox()
    let command = try? SandboxCommand(["true"], shares: [], support: sandbox.support)
    let limits = RunLimits(timeLimit: 2, memoryKiB: 256 << 10, outputLimit: 1 << 20)
    return {
        guard let command else { return "no sandbox" }
        var succeeded = 0
        for _ in 0..<n where (try? sandbox.run(command, input: [], limits: limits))?.exitStatus == 0 {
            succeeded += 1
        }
        return String(succeeded)
    }
}
