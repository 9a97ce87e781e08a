import AlgoSupport

/// A command made ready for the sandbox: its program found, and the files it names shared
/// read-only where it will look for them.
///
/// Inside the sandbox the working directory is a fresh, empty box (`/box`), the system
/// directories are read-only, and nothing else of the machine is there. So that
/// `python3 sol.py` and `./a.out` work as typed, every argument that names an existing file
/// (relative to the judge's working directory, or absolute) is shared read-only at the path the
/// argument gives inside: `sol.py` at `/box/sol.py`, `/home/me/sol.py` at `/home/me/sol.py`.
/// `--share PATH` shares more (a directory of modules, `Main.class`). A program named without a
/// slash is looked up in the sandbox's PATH, `/usr/local/bin:/usr/bin:/bin`.
///
///     let command = try SandboxCommand(["python3", "sol.py"], shares: [], support: .current)
///     command.executable   // "/usr/bin/python3"
public struct SandboxCommand: Sendable {
    /// A file or directory of the machine shown read-only inside the sandbox.
    struct Share: Sendable, Equatable {
        /// The real path on the machine (symbolic links resolved).
        var source: String
        /// The path inside the sandbox.
        var target: String
        var isDirectory: Bool
        /// Shown writable (a validator's feedback directory), else read-only.
        var isWritable = false
    }

    /// The command as given.
    public internal(set) var arguments: [String]
    /// The program's path inside the sandbox (the mount namespace's view).
    public let executable: String
    /// The program's path on the machine, for a sandbox without a private root.
    let hostExecutable: String
    /// The arguments with every relative file path made absolute on the machine, for a sandbox
    /// without a private root (whose working directory is a box elsewhere).
    var hostArguments: [String]
    /// What is shared read-only.
    let shares: [Share]
    /// Directories made empty inside so that a path typed with `..` resolves there as it does
    /// outside (`hostile/../memory_hog.py` needs `hostile`).
    let directories: [String]

    /// The sandbox's PATH.
    static let searchPath = ["/usr/local/bin", "/usr/bin", "/bin"]
    /// Shown read-only in every sandbox (the ones this machine has).
    static let systemDirectories = ["/usr", "/bin", "/sbin", "/lib", "/lib32", "/lib64", "/libx32", "/etc", "/opt"]
    /// The working directory and home inside.
    static let box = "/box"
    /// Paths inside the sandbox that a share may not replace.
    static let reserved = systemDirectories + ["/proc", "/dev", "/tmp", "/box"]

    /// Resolves `command` for the sandbox.
    ///
    /// - Parameters:
    ///   - command: the program and its arguments, as the user typed them.
    ///   - extra: more paths (files or directories) to show read-only, relative or absolute.
    ///   - writable: directories shown writable at the same path (a validator's feedback
    ///     directory, which the caller makes and removes).
    ///   - support: the machine's sandbox, whose absence of a private root changes nothing here
    ///     but the paths it keeps for that case.
    /// - Throws: ``SpawnError`` naming the program or path that cannot be found or shared.
    public init(
        _ command: [String], shares extra: [String], writable: [String] = [], support: SandboxSupport
    ) throws(SpawnError) {
        guard let program = command.first, !program.isEmpty else {
            throw SpawnError(description: "expected a command to run")
        }
        let workingDirectory = Self.currentDirectory()
        var shares: [Share] = []
        var hostArguments = command
        for (index, argument) in command.enumerated() where !argument.isEmpty {
            // A bare name is a program to look up (first) or a plain word (later): not a path,
            // unless a file of that name is in the working directory (`python3 sol.py`).
            if index == 0 && !argument.contains("/") { continue }
            let host = argument.hasPrefix("/") ? argument : workingDirectory + "/" + argument
            guard let real = Self.realPath(host), Self.isRegularFile(real) else { continue }
            if !argument.hasPrefix("/") { hostArguments[index] = real }
            if let share = try Self.share(argument, real: real, isDirectory: false) { shares.append(share) }
        }
        for path in extra {
            let host = path.hasPrefix("/") ? path : workingDirectory + "/" + path
            guard let real = Self.realPath(host) else {
                throw SpawnError(description: "cannot share \(path): no such file or directory")
            }
            var information = stat()
            let isDirectory = stat(real, &information) == 0 && (information.st_mode & S_IFMT) == S_IFDIR
            guard let share = try Self.share(path, real: real, isDirectory: isDirectory) else { continue }
            if !shares.contains(share) { shares.append(share) }
        }
        for path in writable {
            guard path.hasPrefix("/"), let real = Self.realPath(path), real == Self.normalized(path) else {
                throw SpawnError(description: "cannot share \(path) writable: expected an absolute path with no link")
            }
            guard var share = try Self.share(path, real: real, isDirectory: true) else {
                throw SpawnError(description: "cannot share \(path) writable: it is a system directory")
            }
            share.isWritable = true
            shares.removeAll { $0.target == share.target }
            shares.append(share)
        }
        let executable: String
        let hostExecutable: String
        if program.contains("/") {
            let host = program.hasPrefix("/") ? program : workingDirectory + "/" + program
            guard access(host, X_OK) == 0 else {
                throw SpawnError(description: "cannot run \(program): \(errnoName(errno))")
            }
            executable = program.hasPrefix("/") ? program : Self.inside(program)
            hostExecutable = Self.realPath(host) ?? host
        } else {
            guard let found = Self.searchPath.map({ $0 + "/" + program }).first(where: { access($0, X_OK) == 0 }) else {
                var message =
                    "cannot run \(program): not in the sandbox's PATH (\(Self.searchPath.joined(separator: ":")))"
                if let yours = Self.lookUpInUserPath(program) {
                    message += "; yours has it at \(yours): give that path, and --share what it needs"
                }
                throw SpawnError(description: message)
            }
            executable = found
            hostExecutable = found
        }
        self.arguments = command
        self.executable = executable
        self.hostExecutable = hostExecutable
        self.hostArguments = hostArguments
        self.shares = shares
        var directories: [String] = []
        for path in command + extra where path.contains("..") {
            for directory in Self.traversed(path) where !directories.contains(directory) {
                // Under /box and /tmp (the sandbox's own tmpfs) a directory can be made; elsewhere
                // in what the sandbox reserves it exists already or may not be made.
                let inOwnTmpfs = [Self.box, "/tmp"].contains { directory.hasPrefix($0 + "/") }
                if !inOwnTmpfs && Self.reserved.contains(where: { directory == $0 || directory.hasPrefix($0 + "/") }) {
                    continue
                }
                directories.append(directory)
            }
        }
        self.directories = directories
    }

    /// The directories a path passes through before each `..` (lexically, inside the sandbox).
    static func traversed(_ path: String) -> [String] {
        var current: [Substring] = path.hasPrefix("/") ? [] : box.split(separator: "/")
        var result: [String] = []
        for part in path.split(separator: "/") {
            if part == "." { continue }
            if part == ".." {
                if !current.isEmpty {
                    result.append("/" + current.joined(separator: "/"))
                    current.removeLast()
                }
                continue
            }
            current.append(part)
        }
        return result
    }

    /// The command as given, for `--sandbox off` (run from the judge's directory with its PATH).
    public init(unprotected command: [String]) {
        arguments = command
        executable = command.first ?? ""
        hostExecutable = executable
        hostArguments = command
        shares = []
        directories = []
    }

    /// The share of `given` (a path as typed) whose real path is `real`, or nil when the sandbox
    /// shows it anyway (it is under a system directory at the same path).
    private static func share(_ given: String, real: String, isDirectory: Bool) throws(SpawnError) -> Share? {
        let target = given.hasPrefix("/") ? normalized(given) : inside(given)
        if target == box {
            throw SpawnError(
                description: "cannot share \(given): it is the working directory itself; share the files it holds")
        }
        if let system = reserved.first(where: { target == $0 || target.hasPrefix($0 + "/") }) {
            // /usr/bin/python3 is there already; anything else would hide part of the system.
            if systemDirectories.contains(system) && (realPath(target) == real) { return nil }
            if system == box || system == "/tmp" {
                return Share(source: real, target: target, isDirectory: isDirectory)
            }
            throw SpawnError(description: "cannot share \(given) at \(target): \(system) is the sandbox's own")
        }
        return Share(source: real, target: target, isDirectory: isDirectory)
    }

    /// Where a relative path typed in the judge's working directory lands inside: under the box.
    static func inside(_ relative: String) -> String { normalized(box + "/" + relative) }

    /// `path` with `.`, `..` and repeated slashes resolved lexically (an absolute path).
    static func normalized(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/") {
            if part == "." { continue }
            if part == ".." {
                if !parts.isEmpty { parts.removeLast() }
                continue
            }
            parts.append(part)
        }
        return "/" + parts.joined(separator: "/")
    }

    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    static func isRegularFile(_ path: String) -> Bool {
        var information = stat()
        return stat(path, &information) == 0 && (information.st_mode & S_IFMT) == S_IFREG
    }

    static func currentDirectory() -> String {
        guard let directory = getcwd(nil, 0) else { return "/" }
        defer { free(directory) }
        return String(cString: directory)
    }

    /// `program` in the judge's own PATH, for the error message.
    static func lookUpInUserPath(_ program: String) -> String? {
        guard let path = getenv("PATH") else { return nil }
        return String(cString: path).split(separator: ":").map { "\($0)/\(program)" }.first { access($0, X_OK) == 0 }
    }
}
