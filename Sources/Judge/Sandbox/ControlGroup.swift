import AlgoSupport
import Synchronization

/// Where the judge makes one cgroup per run: cgroup v2 where its controllers are delegated to the
/// judge's own group, else v1's `memory`, `pids` and `cpuacct` hierarchies (root only), else none.
///
/// A cgroup counts every process of the run, children and wrappers included: its memory peak
/// (`memory.max_usage_in_bytes`, v2 `memory.peak`), its CPU (`cpuacct.usage`, v2 `cpu.stat`),
/// the OOM kills of its limit, and a cap on its processes (`pids.max`).
enum ControlGroupHierarchy: Sendable {
    /// The directories (the judge's own group in each v1 hierarchy) new groups go under.
    case version1(memory: String, pids: String?, cpu: String?)
    /// The judge's own v2 group, whose subtree has the memory and pids controllers.
    case version2(String)

    /// The hierarchy to use, and the protections to report.
    static func probe() -> (ControlGroupHierarchy?, [SandboxProtection]) {
        #if os(Linux)
            let mounts = readText("/proc/self/mounts") ?? ""
            let memberships = readText("/proc/self/cgroup") ?? ""
            var reasons: [String] = []
            if let v2 = version2(mounts: mounts, memberships: memberships, reasons: &reasons) {
                return (v2, protections(on: "v2 at \(v2.directoryForReport)", pids: true, cpu: true))
            }
            if let v1 = version1(mounts: mounts, memberships: memberships, reasons: &reasons) {
                guard case .version1(_, let pids, let cpu) = v1 else { return (v1, []) }
                return (v1, protections(on: "v1", pids: pids != nil, cpu: cpu != nil))
            }
            let why = reasons.isEmpty ? "no cgroup hierarchy with a memory controller" : reasons.joined(separator: "; ")
            return (
                nil,
                [
                    SandboxProtection(
                        name: "cgroup memory", isOn: false,
                        detail: "\(why); memory is the sum of the run's processes' resident sets, polled"),
                    SandboxProtection(
                        name: "cgroup pids", isOn: false, detail: "RLIMIT_NPROC caps the processes instead"),
                    SandboxProtection(
                        name: "cgroup cpu", isOn: false,
                        detail: "CPU is polled from /proc, and totalled exactly when the run ends"),
                ]
            )
        #else
            return (nil, [])
        #endif
    }

    var directoryForReport: String {
        switch self {
        case .version1(let memory, _, _): memory
        case .version2(let directory): directory
        }
    }

    private static func protections(on version: String, pids: Bool, cpu: Bool) -> [SandboxProtection] {
        [
            SandboxProtection(
                name: "cgroup memory", isOn: true,
                detail: "\(version): the peak of the whole tree, killed at the limit (MLE)"),
            SandboxProtection(
                name: "cgroup pids", isOn: pids,
                detail: pids ? "caps the run's processes and threads" : "no pids controller; RLIMIT_NPROC instead"),
            SandboxProtection(
                name: "cgroup cpu", isOn: cpu,
                detail: cpu ? "the CPU of the whole tree, read as it runs" : "no cpuacct; polled from /proc instead"),
        ]
    }

    /// The v1 directory of `controller`: its mount point plus the judge's path in it.
    private static func version1Directory(_ controller: String, mounts: String, memberships: String) -> String? {
        var mountPoint: String?
        for line in mounts.split(separator: "\n") {
            let fields = line.split(separator: " ")
            guard fields.count >= 4, fields[2] == "cgroup" else { continue }
            if fields[3].split(separator: ",").contains(Substring(controller)) { mountPoint = String(fields[1]) }
        }
        var path: String?
        for line in memberships.split(separator: "\n") {
            let fields = line.split(separator: ":", maxSplits: 2, omittingEmptySubsequences: false)
            guard fields.count == 3 else { continue }
            if fields[1].split(separator: ",").contains(Substring(controller)) { path = String(fields[2]) }
        }
        guard let mountPoint, let path else { return nil }
        return path == "/" ? mountPoint : mountPoint + path
    }

    private static func version1(mounts: String, memberships: String, reasons: inout [String])
        -> ControlGroupHierarchy?
    {
        guard let memory = version1Directory("memory", mounts: mounts, memberships: memberships) else { return nil }
        guard canMakeGroup(in: memory) else {
            reasons.append("cannot make a group in \(memory) (\(errnoName(errno)))")
            return nil
        }
        let pids = version1Directory("pids", mounts: mounts, memberships: memberships).flatMap {
            canMakeGroup(in: $0) ? $0 : nil
        }
        let cpu = version1Directory("cpuacct", mounts: mounts, memberships: memberships).flatMap {
            canMakeGroup(in: $0) ? $0 : nil
        }
        return .version1(memory: memory, pids: pids, cpu: cpu)
    }

    private static func version2(mounts: String, memberships: String, reasons: inout [String])
        -> ControlGroupHierarchy?
    {
        var mountPoint: String?
        for line in mounts.split(separator: "\n") {
            let fields = line.split(separator: " ")
            if fields.count >= 3, fields[2] == "cgroup2" { mountPoint = String(fields[1]) }
        }
        guard let mountPoint,
            let line = memberships.split(separator: "\n").first(where: { $0.hasPrefix("0::") })
        else { return nil }
        let path = String(line.dropFirst(3))
        let directory = path == "/" ? mountPoint : mountPoint + path
        let available = (readText(directory + "/cgroup.controllers") ?? "").split(whereSeparator: \.isWhitespace)
        guard available.contains("memory"), available.contains("pids") else {
            if !available.isEmpty || mountPoint == "/sys/fs/cgroup" {
                reasons.append("cgroup v2 at \(directory) has no memory and pids controllers")
            }
            return nil
        }
        var enabled = (readText(directory + "/cgroup.subtree_control") ?? "").split(whereSeparator: \.isWhitespace)
        if !enabled.contains("memory") || !enabled.contains("pids") {
            // Enabling them fails while the group holds processes (the judge itself): then the judge
            // must be started in a delegated group (systemd-run --user --scope -p Delegate=yes).
            let wanted = available.contains("cpu") ? "+memory +pids +cpu" : "+memory +pids"
            _ = writeText(directory + "/cgroup.subtree_control", wanted)
            enabled = (readText(directory + "/cgroup.subtree_control") ?? "").split(whereSeparator: \.isWhitespace)
        }
        guard enabled.contains("memory"), enabled.contains("pids"), canMakeGroup(in: directory) else {
            reasons.append(
                "cgroup v2 at \(directory): cannot delegate memory and pids to a child group "
                    + "(start the judge in a delegated cgroup)")
            return nil
        }
        return .version2(directory)
    }

    private static func canMakeGroup(in directory: String) -> Bool {
        let probe = directory + "/algo-judge-probe-\(getpid())-\(made.add(1, ordering: .relaxed).newValue)"
        guard mkdir(probe, 0o755) == 0 else { return false }
        rmdir(probe)
        return true
    }

    /// Groups made so far by this process, for unique names.
    private static let made = Atomic(0)

    /// A new group for one run, with its limits set.
    ///
    /// - Throws: ``SpawnError`` when the group cannot be made or limited.
    func makeGroup(memoryLimitBytes: Int, processes: Int) throws(SpawnError) -> ControlGroup {
        let name = "algo-judge-\(getpid())-\(Self.made.add(1, ordering: .relaxed).newValue)"
        var group = ControlGroup(hierarchy: self)
        do {
            switch self {
            case .version1(let memory, let pids, let cpu):
                group.memory = try group.make(memory + "/" + name)
                try group.set("memory.limit_in_bytes", "\(memoryLimitBytes)", in: group.memory!)
                // Where swap is accounted, it may not stretch the limit.
                _ = writeText(group.memory! + "/memory.memsw.limit_in_bytes", "\(memoryLimitBytes)")
                if let pids {
                    group.pids = try group.make(pids + "/" + name)
                    try group.set("pids.max", "\(processes)", in: group.pids!)
                }
                if let cpu { group.cpu = try group.make(cpu + "/" + name) }
            case .version2(let directory):
                let made = try group.make(directory + "/" + name)
                group.memory = made
                group.pids = made
                group.cpu = made
                try group.set("memory.max", "\(memoryLimitBytes)", in: made)
                _ = writeText(made + "/memory.swap.max", "0")
                try group.set("pids.max", "\(processes)", in: made)
            }
        } catch {
            group.remove()
            throw error
        }
        return group
    }
}

/// One run's cgroup (one directory per v1 hierarchy, or one v2 directory).
struct ControlGroup {
    let hierarchy: ControlGroupHierarchy
    var memory: String?
    var pids: String?
    var cpu: String?
    private var made: [String] = []

    init(hierarchy: ControlGroupHierarchy) { self.hierarchy = hierarchy }

    mutating func make(_ directory: String) throws(SpawnError) -> String {
        guard mkdir(directory, 0o755) == 0 else {
            throw SpawnError(description: "cannot make the cgroup \(directory): \(errnoName(errno))")
        }
        made.append(directory)
        return directory
    }

    func set(_ file: String, _ value: String, in directory: String) throws(SpawnError) {
        guard writeText(directory + "/" + file, value) else {
            throw SpawnError(description: "cannot write \(value) to \(directory)/\(file): \(errnoName(errno))")
        }
    }

    /// Open `cgroup.procs` descriptors, for the launcher to write init's pid into (the caller closes them).
    func procsDescriptors() throws(SpawnError) -> [Int32] {
        var descriptors: [Int32] = []
        for directory in made {
            let descriptor = open(directory + "/cgroup.procs", O_WRONLY | O_CLOEXEC)
            guard descriptor >= 0 else {
                descriptors.forEach { close($0) }
                throw SpawnError(description: "cannot open \(directory)/cgroup.procs: \(errnoName(errno))")
            }
            descriptors.append(descriptor)
        }
        return descriptors
    }

    /// The group's peak memory so far, in bytes.
    func peakBytes() -> Int? {
        guard let memory else { return nil }
        switch hierarchy {
        case .version1: return readText(memory + "/memory.max_usage_in_bytes").flatMap { Int($0.trimmed) }
        case .version2: return readText(memory + "/memory.peak").flatMap { Int($0.trimmed) }
        }
    }

    /// The CPU time of every process the group has held, in seconds.
    func cpuSeconds() -> Double? {
        guard let cpu else { return nil }
        switch hierarchy {
        case .version1:
            return readText(cpu + "/cpuacct.usage").flatMap { Int($0.trimmed) }.map { Double($0) * 1e-9 }
        case .version2:
            return keyedValue(cpu + "/cpu.stat", "usage_usec").map { Double($0) * 1e-6 }
        }
    }

    /// How many processes the kernel killed for the memory limit.
    func oomKills() -> Int {
        guard let memory else { return 0 }
        switch hierarchy {
        case .version1: return keyedValue(memory + "/memory.oom_control", "oom_kill") ?? 0
        case .version2: return keyedValue(memory + "/memory.events", "oom_kill") ?? 0
        }
    }

    /// Removes the group's directories (they are empty once init is reaped; a busy one is retried
    /// for up to 100 ms).
    func remove() {
        for directory in made.reversed() {
            var tries = 0
            while rmdir(directory) != 0 && errno == EBUSY && tries < 100 {
                usleep(1000)
                tries += 1
            }
        }
    }

    private func keyedValue(_ path: String, _ key: String) -> Int? {
        guard let text = readText(path) else { return nil }
        for line in text.split(separator: "\n") {
            let fields = line.split(separator: " ")
            if fields.count == 2, fields[0] == key { return Int(fields[1]) }
        }
        return nil
    }
}

extension String {
    fileprivate var trimmed: String { String(filter { !$0.isWhitespace }) }
}

/// The whole of a small text file (a /proc or /sys file), or nil.
func readText(_ path: String) -> String? {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 4096)
    while true {
        let got = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        if got < 0 && errno == EINTR { continue }
        if got <= 0 { break }
        bytes += chunk[0..<got]
    }
    return String(decoding: bytes, as: UTF8.self)
}

/// Writes `text` to an existing file (a cgroup or /proc control file); false with errno on failure.
@discardableResult
func writeText(_ path: String, _ text: String) -> Bool {
    let descriptor = open(path, O_WRONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return false }
    defer { close(descriptor) }
    let bytes = Array(text.utf8)
    return bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) } == bytes.count
}
