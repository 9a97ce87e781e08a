import AlgoSupport
import CSandbox

/// What the sandbox of one run looks like from inside: its root's mounts, its working directory,
/// its environment, and the paths Landlock leaves open. Decided here, in Swift; the launcher
/// (CSandbox) only carries it out.
///
/// With a private root (a mount namespace):
///
///     /usr /bin /sbin /lib* /etc /opt   the machine's, read-only (symbolic links kept as links)
///     /proc                             the run's own PID namespace
///     /dev                              null, zero, full, random, urandom; fd, stdin, stdout, stderr
///     /box                              the working directory and HOME: empty, writable, a tmpfs
///     /tmp                              empty, writable, a tmpfs
///     …                                 the command's files and --share paths, read-only
///
/// Without one, the working directory is a fresh directory in $TMPDIR (removed afterwards), and
/// Landlock alone keeps the program to the system directories, its files and that directory.
struct SandboxLayout {
    var mounts: [(kind: sandbox_mount_kind, source: String, target: String)] = []
    var workingDirectory: String
    var environment: [String]
    var landlockRead: [String]
    var landlockWrite: [String]
    /// The host directory made for a run without a private root, to remove afterwards.
    var temporaryBox: String?

    static let devices = ["/dev/null", "/dev/zero", "/dev/full", "/dev/random", "/dev/urandom"]

    /// The layout with a private root, for a run whose box is owned by `uid`/`gid` (inside ids).
    static func privateRoot(_ command: SandboxCommand, uid: UInt32, gid: UInt32, boxKiB: Int) -> SandboxLayout {
        var layout = SandboxLayout(
            workingDirectory: SandboxCommand.box,
            environment: environment(home: SandboxCommand.box, temporary: "/tmp"),
            landlockRead: ["/"], landlockWrite: [SandboxCommand.box, "/tmp", "/dev"])
        for directory in SandboxCommand.systemDirectories {
            var information = stat()
            guard lstat(directory, &information) == 0 else { continue }
            if (information.st_mode & S_IFMT) == S_IFLNK, let text = linkText(directory) {
                layout.mounts.append((SANDBOX_SYMLINK, text, directory))
            } else if (information.st_mode & S_IFMT) == S_IFDIR {
                layout.mounts.append((SANDBOX_BIND_READ_ONLY, directory, directory))
            }
        }
        layout.mounts.append((SANDBOX_PROC, "", "/proc"))
        layout.mounts.append((SANDBOX_TMPFS, "mode=0755,size=64k", "/dev"))
        for device in devices where access(device, F_OK) == 0 {
            layout.mounts.append((SANDBOX_BIND_DEVICE, device, device))
        }
        layout.mounts.append((SANDBOX_SYMLINK, "/proc/self/fd", "/dev/fd"))
        for (index, name) in ["stdin", "stdout", "stderr"].enumerated() {
            layout.mounts.append((SANDBOX_SYMLINK, "/proc/self/fd/\(index)", "/dev/\(name)"))
        }
        layout.mounts.append((SANDBOX_TMPFS, "mode=0700,uid=\(uid),gid=\(gid),size=\(boxKiB)k", SandboxCommand.box))
        layout.mounts.append((SANDBOX_TMPFS, "mode=1777,size=\(boxKiB)k", "/tmp"))
        for share in command.shares {
            layout.mounts.append(
                (share.isWritable ? SANDBOX_BIND_WRITABLE : SANDBOX_BIND_READ_ONLY, share.source, share.target))
        }
        for directory in command.directories {
            layout.mounts.append((SANDBOX_DIRECTORY, "", directory))
        }
        layout.landlockWrite += command.shares.filter(\.isWritable).map(\.target)
        return layout
    }

    /// The layout without a private root: a box directory on the machine, owned by `uid`/`gid`.
    static func sharedRoot(_ command: SandboxCommand, uid: UInt32, gid: UInt32) throws(SpawnError) -> SandboxLayout {
        let directory = getenv("TMPDIR").map { String(cString: $0) } ?? "/tmp"
        var template = Array("\(directory)/algo-box-XXXXXX".utf8CString)
        guard let made = template.withUnsafeMutableBufferPointer({ mkdtemp($0.baseAddress!) }) else {
            throw SpawnError(description: "cannot make a box directory in \(directory): \(errnoName(errno))")
        }
        let box = String(cString: made)
        if geteuid() == 0 { _ = chown(box, uid, gid) }
        var read = SandboxCommand.systemDirectories + command.shares.map(\.source)
        read.append(command.hostExecutable)
        return SandboxLayout(
            workingDirectory: box, environment: environment(home: box, temporary: box),
            landlockRead: read, landlockWrite: [box] + devices + command.shares.filter(\.isWritable).map(\.source),
            temporaryBox: box)
    }

    /// The layout of `--sandbox off`: the judge's own directory and environment.
    static func unprotected() -> SandboxLayout {
        var environment: [String] = []
        var next = environ
        while let entry = next.pointee {
            environment.append(String(cString: entry))
            next += 1
        }
        return SandboxLayout(
            workingDirectory: SandboxCommand.currentDirectory(), environment: environment, landlockRead: [],
            landlockWrite: [])
    }

    /// A clean environment: the sandbox's PATH, a UTF-8 locale, HOME and TMPDIR in the box.
    static func environment(home: String, temporary: String) -> [String] {
        [
            "PATH=" + SandboxCommand.searchPath.joined(separator: ":"), "LANG=C.UTF-8", "HOME=" + home,
            "TMPDIR=" + temporary,
        ]
    }

    static func linkText(_ path: String) -> String? {
        var buffer = [CChar](repeating: 0, count: 4096)
        let count = readlink(path, &buffer, buffer.count - 1)
        guard count > 0 else { return nil }
        return String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// Removes the box of a run without a private root: the whole tree, following no link.
    func removeTemporaryBox() {
        guard let box = temporaryBox else { return }
        Self.removeTree(at: box)
    }

    static func removeTree(at path: String) {
        var information = stat()
        guard lstat(path, &information) == 0 else { return }
        if (information.st_mode & S_IFMT) == S_IFDIR {
            if let directory = opendir(path) {
                while let entry = readdir(directory) {
                    let name = withUnsafeBytes(of: entry.pointee.d_name) {
                        String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self)
                    }
                    if name == "." || name == ".." { continue }
                    removeTree(at: path + "/" + name)
                }
                closedir(directory)
            }
            rmdir(path)
        } else {
            unlink(path)
        }
    }

    /// The directory the private root is mounted on, in the run's own mount namespace (so nothing
    /// changes here): /tmp, or /mnt where /tmp is not a directory. The launcher opens every bind
    /// source before it mounts the root, so a source under /tmp is not hidden by it.
    static func rootMountPoint() throws(SpawnError) -> String {
        for candidate in ["/tmp", "/mnt"] {
            var information = stat()
            if lstat(candidate, &information) == 0 && (information.st_mode & S_IFMT) == S_IFDIR { return candidate }
        }
        throw SpawnError(description: "neither /tmp nor /mnt is a directory to build the sandbox's root on")
    }
}
