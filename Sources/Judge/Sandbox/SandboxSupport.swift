import AlgoSupport
import CSandbox

/// How strictly the judge sandboxes the programs it runs.
public enum SandboxMode: String, Sendable, CaseIterable {
    /// Every protection this machine supports; the judge says in one line which ones are off.
    case auto
    /// Refuses to run a program unless every protection is on.
    case strict
    /// None: the program runs with the judge's rights, though still as a tree that is timed,
    /// measured and killed as a whole. For debugging a solution that the sandbox stops.
    case off
}

/// One protection of the sandbox and whether this machine gives it.
public struct SandboxProtection: Sendable, Equatable {
    /// A short name: "PID namespace", "cgroup memory", "Landlock".
    public var name: String
    public var isOn: Bool
    /// What it does when on; why it is off when off.
    public var detail: String
}

/// What this machine lets the sandbox do, found once per process by trying each mechanism.
///
///     SandboxSupport.current.missing.map(\.name)   // [] on a Linux machine run as root
///
/// The namespaces are tried by cloning a child that exits at once, and the whole launch by
/// running `true` in a sandbox built as the judge would build it; the cgroups by making and
/// removing a group; Landlock by asking the kernel for its ABI.
public struct SandboxSupport: Sendable {
    /// Every protection, on or off, in the order `algo judge --sandbox-check` prints them.
    public var protections: [SandboxProtection]
    /// The `enum sandbox_feature` flags a full launch uses here.
    var features: Int32
    /// The cgroup hierarchy runs are accounted in, when one is usable.
    var controlGroups: ControlGroupHierarchy?
    /// Whether the judge runs as root (a dedicated uid then; else a user namespace).
    public var isRoot: Bool
    /// The kernel's Landlock ABI, 0 without Landlock.
    public var landlockABI: Int

    /// The protections that are off.
    public var missing: [SandboxProtection] { protections.filter { !$0.isOn } }

    /// This machine's support, probed on first use.
    public static let current: SandboxSupport = probe()

    /// The first uid (and gid) of the range a judge run as root gives its programs, as isolate does.
    static let firstUID: UInt32 = 60_000

    static func probe() -> SandboxSupport {
        #if os(Linux)
            return probeLinux()
        #else
            let off = SandboxProtection(name: "sandbox", isOn: false, detail: "not built for this system (Linux only)")
            return SandboxSupport(protections: [off], features: 0, controlGroups: nil, isRoot: false, landlockABI: 0)
        #endif
    }

    private static func probeLinux() -> SandboxSupport {
        let root = geteuid() == 0
        var protections: [SandboxProtection] = []
        var features: Int32 = 0
        let identityFlag = Int32(root ? SANDBOX_SETUID.rawValue : SANDBOX_USER_NAMESPACE.rawValue)
        let uid = root ? firstUID : getuid()
        let gid = root ? firstUID : getgid()

        // The identity: root drops to a uid of its own; anyone else maps their uid in a user namespace.
        var userNamespace = true
        if root {
            protections.append(
                SandboxProtection(
                    name: "unprivileged identity", isOn: true,
                    detail: "runs as uid \(firstUID)+, no groups, no capabilities, no_new_privs"))
        } else {
            let error = sandbox_probe_namespaces(Int32(SANDBOX_USER_NAMESPACE.rawValue), uid, gid)
            userNamespace = error == 0
            protections.append(
                SandboxProtection(
                    name: "user namespace", isOn: userNamespace,
                    detail: userNamespace
                        ? "your uid, mapped; no capabilities outside, none inside after exec"
                        : "clone(CLONE_NEWUSER): \(errnoName(error)) (unprivileged user namespaces are off here)"))
        }
        if root || userNamespace { features |= identityFlag }

        let namespaces: [(String, sandbox_feature, String)] = [
            ("PID namespace", SANDBOX_PID_NAMESPACE, "sees only its own processes; all die with the run"),
            ("network namespace", SANDBOX_NET_NAMESPACE, "no network, not even loopback"),
            ("mount namespace", SANDBOX_MOUNT_NAMESPACE, "a new root: system directories read-only, a fresh box"),
            ("IPC and UTS namespaces", SANDBOX_IPC_UTS_NAMESPACE, "its own System V IPC and host name"),
        ]
        for (name, feature, detail) in namespaces {
            guard root || userNamespace else {
                protections.append(SandboxProtection(name: name, isOn: false, detail: "needs root or a user namespace"))
                continue
            }
            let error = sandbox_probe_namespaces(features | Int32(feature.rawValue), uid, gid)
            if error == 0 { features |= Int32(feature.rawValue) }
            protections.append(
                SandboxProtection(
                    name: name, isOn: error == 0, detail: error == 0 ? detail : "clone: \(errnoName(error))"))
        }
        // A private root needs its own /proc, which needs the PID namespace.
        let pid = Int32(SANDBOX_PID_NAMESPACE.rawValue)
        let mount = Int32(SANDBOX_MOUNT_NAMESPACE.rawValue)
        if features & pid == 0 { features &= ~mount }
        if features & pid == 0 { features |= Int32(SANDBOX_SUBREAPER.rawValue) }

        let abi = Int(sandbox_landlock_abi())
        if abi > 0 { features |= Int32(SANDBOX_LANDLOCK.rawValue) }
        var landlock = "ABI \(abi): paths read-only but the box"
        if abi >= 4 { landlock += ", no TCP" }
        if abi >= 6 { landlock += ", no signals or abstract sockets outside" }
        protections.append(
            SandboxProtection(
                name: "Landlock", isOn: abi > 0, detail: abi > 0 ? landlock : "the kernel has no Landlock (Linux 5.13+)"
            ))

        let seccomp = sandbox_seccomp_available() != 0
        if seccomp { features |= Int32(SANDBOX_SECCOMP.rawValue) }
        protections.append(
            SandboxProtection(
                name: "seccomp", isOn: seccomp,
                detail: seccomp
                    ? "refuses ptrace, process_vm_*, mount, new namespaces, keyrings, bpf, io_uring and more"
                    : "the kernel takes no seccomp filters"))

        var support = SandboxSupport(
            protections: protections, features: features, controlGroups: nil, isRoot: root, landlockABI: abi)
        let (hierarchy, cgroupProtections) = ControlGroupHierarchy.probe()
        support.controlGroups = hierarchy
        support.protections += cgroupProtections
        support.protections.append(
            SandboxProtection(
                name: "rlimits", isOn: true,
                detail: "CPU, file size, open files, processes, stack; no core dumps"))
        support.checkLaunch()
        return support
    }

    /// Runs `true` in a full sandbox; a mount plan the kernel refuses turns the private root off
    /// (and says why) rather than failing every run.
    private mutating func checkLaunch() {
        guard features & Int32(SANDBOX_MOUNT_NAMESPACE.rawValue) != 0 else { return }
        guard let command = try? SandboxCommand(["true"], shares: [], support: self) else { return }
        let limits = RunLimits(timeLimit: 5, memoryKiB: 256 << 10, outputLimit: 1 << 16, processes: 8)
        let trial = SandboxedRun(command: command, limits: limits, support: self, mode: .auto)
        do {
            let outcome = try trial.run(input: [])
            if outcome.exitStatus == 0 { return }
            turnOffMount("`true` exited with \(outcome.exitStatus.map(String.init) ?? "a signal")")
        } catch {
            turnOffMount(error.description)
        }
    }

    private mutating func turnOffMount(_ why: String) {
        features &= ~Int32(SANDBOX_MOUNT_NAMESPACE.rawValue)
        if let index = protections.firstIndex(where: { $0.name == "mount namespace" }) {
            protections[index].isOn = false
            protections[index].detail = "the private root failed here: \(why)"
        }
    }

    /// This support without the protection `name` (and what depends on it): how the tests check
    /// that the judge degrades as it says it does.
    func without(_ name: String) -> SandboxSupport {
        var copy = self
        func off(_ protection: String, _ feature: sandbox_feature?) {
            if let feature { copy.features &= ~Int32(feature.rawValue) }
            if let index = copy.protections.firstIndex(where: { $0.name == protection }) {
                copy.protections[index].isOn = false
                copy.protections[index].detail = "turned off"
            }
        }
        switch name {
        case "PID namespace":
            off("PID namespace", SANDBOX_PID_NAMESPACE)
            off("mount namespace", SANDBOX_MOUNT_NAMESPACE)
            copy.features |= Int32(SANDBOX_SUBREAPER.rawValue)
        case "mount namespace": off(name, SANDBOX_MOUNT_NAMESPACE)
        case "network namespace": off(name, SANDBOX_NET_NAMESPACE)
        case "Landlock": off(name, SANDBOX_LANDLOCK)
        case "seccomp": off(name, SANDBOX_SECCOMP)
        case "cgroups":
            copy.controlGroups = nil
            for protection in ["cgroup memory", "cgroup pids", "cgroup cpu"] { off(protection, nil) }
        default: preconditionFailure("no protection called \(name)")
        }
        return copy
    }

    /// `algo judge --sandbox-check`: one line per protection, then what the filter refuses.
    public func report() -> String {
        var text = "sandbox on this machine (\(isRoot ? "run as root" : "run as uid \(getuid())")):\n"
        let width = protections.map(\.name.count).max() ?? 0
        for protection in protections {
            let name = protection.name + String(repeating: " ", count: width - protection.name.count)
            text += "  \(protection.isOn ? "on " : "off") \(name)  \(protection.detail)\n"
        }
        text +=
            "\(missing.isEmpty ? "every protection is on" : "\(missing.count) off: " + missing.map(\.name).joined(separator: ", "))\n"
        return text
    }

    /// The one line `algo judge` prints on stderr in auto mode when something is off, or nil.
    public var warning: String? {
        guard !missing.isEmpty else { return nil }
        return "sandbox: off here: " + missing.map(\.name).joined(separator: ", ")
            + " (algo judge --sandbox-check says why)"
    }
}

/// "EPERM (Operation not permitted)".
func errnoName(_ error: Int32) -> String {
    let names: [Int32: String] = [
        EPERM: "EPERM", ENOENT: "ENOENT", EACCES: "EACCES", EINVAL: "EINVAL", ENOSPC: "ENOSPC", EBUSY: "EBUSY",
        ENOSYS: "ENOSYS", EROFS: "EROFS", ENOTDIR: "ENOTDIR", ENOEXEC: "ENOEXEC", E2BIG: "E2BIG", EAGAIN: "EAGAIN",
        ENOMEM: "ENOMEM", EUSERS: "EUSERS",
    ]
    let text = String(cString: strerror(error))
    return names[error].map { "\($0) (\(text))" } ?? text
}
