import AlgoSupport

/// A run's processes read from /proc, for machines without a usable cgroup: the memory and CPU of
/// the whole tree, polled, and its descendants to kill where there is no PID namespace.
///
/// Every process of a run descends from its init (orphans are reparented to init: it is PID 1 of
/// the run's PID namespace, or a child subreaper), so `/proc/PID/task/TID/children` from init down
/// lists them all. Linux only; elsewhere the tree is init alone.
enum ProcessTree {
    /// Init and every process below it.
    static func members(of root: pid_t) -> [pid_t] {
        var found: [pid_t] = [root]
        var next = 0
        while next < found.count && found.count < 100_000 {
            found += children(of: found[next])
            next += 1
        }
        return found
    }

    /// The children of every thread of `pid`.
    static func children(of pid: pid_t) -> [pid_t] {
        guard let directory = opendir("/proc/\(pid)/task") else { return [] }
        defer { closedir(directory) }
        var result: [pid_t] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) {
                String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self)
            }
            guard let thread = Int32(name) else { continue }
            let text = readText("/proc/\(pid)/task/\(thread)/children") ?? ""
            result += text.split(separator: " ").compactMap { Int32($0.filter { !$0.isWhitespace }) }
        }
        return result
    }

    /// The memory of `pid` now, in KiB: its proportional set size (`Pss` in smaps_rollup: each
    /// shared page divided among its sharers), so that 60 forked copies of one interpreter count
    /// once, not 60 times as their resident sets would; `VmRSS` where smaps_rollup is missing.
    /// 0 when the process is gone.
    static func residentKiB(_ pid: pid_t) -> Int {
        if let text = readText("/proc/\(pid)/smaps_rollup"), let pss = field(text, "Pss:") { return pss }
        return readText("/proc/\(pid)/status").flatMap { field($0, "VmRSS:") } ?? 0
    }

    /// The number after `key` on its line ("Pss:    1972 kB").
    private static func field(_ text: String, _ key: String) -> Int? {
        for line in text.split(separator: "\n") where line.hasPrefix(key) {
            return Int(line.dropFirst(key.count).split(whereSeparator: { $0 == " " || $0 == "\t" }).first ?? "")
        }
        return nil
    }

    /// The CPU time of `pid` and of its children it has reaped (utime + stime + cutime + cstime).
    static func cpuSeconds(_ pid: pid_t) -> Double {
        guard let text = readText("/proc/\(pid)/stat"), let close = text.lastIndex(of: ")") else { return 0 }
        // Fields after the command name (which may hold spaces): utime is field 14 of the line,
        // the 12th after the name, then stime, cutime and cstime.
        let fields = text[text.index(after: close)...].split(separator: " ")
        guard fields.count > 14 else { return 0 }
        let ticks = fields[11...14].compactMap { Double($0) }.reduce(0, +)
        return ticks / Double(sysconf(Int32(_SC_CLK_TCK)))
    }

    /// The tree's memory and CPU now. The memory leaves out init, and init's children while
    /// `programStarted` is false: until the program has exec'd, it is a copy of the judge and
    /// shares every page of it, which is the judge's memory, not the program's (under
    /// AddressSanitizer, a test runner's copy made honest solutions MLE). The CPU counts every
    /// member, as init's reaped children (the orphans of the run) are in its cutime.
    static func usage(of root: pid_t, programStarted: Bool) -> (residentKiB: Int, cpuSeconds: Double) {
        var resident = 0
        var cpu = cpuSeconds(root)
        var next = children(of: root)
        if programStarted { resident += next.reduce(0) { $0 + residentKiB($1) } }
        var index = 0
        while index < next.count && next.count < 100_000 {
            let member = next[index]
            cpu += cpuSeconds(member)
            let below = children(of: member)
            resident += below.reduce(0) { $0 + residentKiB($1) }
            next += below
            index += 1
        }
        return (resident, cpu)
    }

    /// Sends `signal` to `pid` (a name for kill(2) where a closure's own name would shadow it).
    static func signal(_ pid: pid_t, _ signal: Int32) { _ = kill(pid, signal) }

    /// Kills every process below `root`, leaves first, until none is left; then `root`. Without a
    /// PID namespace, killing init alone would leave the rest to the machine's init.
    static func killAll(below root: pid_t) {
        for _ in 0..<1000 {
            let below = members(of: root).dropFirst()
            if below.isEmpty { break }
            for member in below.reversed() { kill(member, SIGKILL) }
            usleep(1000)
        }
        kill(root, SIGKILL)
    }
}
