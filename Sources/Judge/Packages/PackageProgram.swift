import AlgoSupport

/// A program a package brings (an output or input validator) or a submission: a file, or a
/// directory of files in one language, built once and then run in the sandbox.
///
/// C and C++ are compiled with the machine's gcc and g++ (`-O2`, the program's own directory on
/// the include path, so `validate.h` and `testlib.h` are found), Swift with swiftc `-O`; Python
/// runs under python3. A build is cached by a hash of every file of the program and the compile
/// command, in `$XDG_CACHE_HOME/algo/judge` (or `~/.cache/algo/judge`), so a package's validator
/// is compiled once, not once per test or per run of the judge. The compilers run as the user
/// (they read the sources, they do not run them); what they built runs only in the sandbox.
public struct PackageProgram: Sendable {
    public enum Language: String, Sendable, CaseIterable {
        case c = "C"
        case cpp = "C++"
        case python = "Python"
        case swift = "Swift"
        /// A folder with its own `build` and/or `run` script (the Kattis format's way for any
        /// language): `build` runs in a copy of the folder, then `run` is the program.
        case scripts = "build/run scripts"
    }

    /// The file or directory it was built from.
    public let source: String
    public let language: Language
    /// The command that runs it (absolute paths).
    public let command: [String]
    /// Directories to show read-only in the sandbox (a Python program's own modules).
    public let shares: [String]

    /// The language of a program at `path`, or nil when it is none this judge runs.
    public static func language(of path: String) -> Language? {
        let names = PackageFiles.isDirectory(path) ? PackageFiles.list(path) : [path]
        if PackageFiles.isDirectory(path) && (names.contains("build") || names.contains("run")) { return .scripts }
        let found = Set(names.compactMap { language(ofFile: $0) })
        if found.contains(.cpp) { return .cpp }  // C++ wins: a C++ program may keep a C helper
        return found.count == 1 ? found.first : nil
    }

    static func language(ofFile name: String) -> Language? {
        guard let dot = name.lastIndex(of: ".") else { return nil }
        switch name[name.index(after: dot)...] {
        case "c": return .c
        case "cc", "cpp", "cxx", "c++", "C": return .cpp
        case "py": return .python
        case "swift": return .swift
        default: return nil
        }
    }

    /// Builds (or finds in `cache`, `cacheDirectory()` when nil) the program at `path`. Builds
    /// of one program may run at once, in several processes or threads: each builds in a folder
    /// of its own and renames the result into place.
    ///
    /// - Throws: ``PackageError`` naming the program when it has no language the judge runs or
    ///   does not compile (with the compiler's first error line).
    public static func build(_ path: String, cache: String? = nil) throws(PackageError) -> PackageProgram {
        let absolute = path.hasPrefix("/") ? path : SandboxCommand.currentDirectory() + "/" + path
        guard let real = SandboxCommand.realPath(absolute) else {
            throw PackageError(file: path, message: "no such file or directory")
        }
        guard let language = language(of: real) else {
            throw PackageError(file: path, message: "no C, C++, Python or Swift source to run")
        }
        let cacheFolder: String
        if let cache { cacheFolder = cache } else { cacheFolder = try cacheDirectory() }
        let cache = cacheFolder
        if language == .scripts { return try buildWithScripts(real, given: path, cache: cache) }
        let isDirectory = PackageFiles.isDirectory(real)
        let folder = isDirectory ? real : String(real[..<real.lastIndex(of: "/")!])
        let files = isDirectory ? PackageFiles.list(real).map { real + "/" + $0 } : [real]
        let sources = files.filter {
            let other = Self.language(ofFile: $0)
            return other == language || (language == .cpp && other == .c)
        }
        if language == .python {
            let entry: String
            if !isDirectory {
                entry = real
            } else if let main = sources.first(where: { $0.hasSuffix("/main.py") }) {
                entry = main
            } else if sources.count == 1 {
                entry = sources[0]
            } else {
                throw PackageError(file: path, message: "several Python files and no main.py: expected one entry point")
            }
            return PackageProgram(
                source: path, language: language, command: ["python3", entry], shares: isDirectory ? [real] : [])
        }
        let compiler: [String]
        switch language {
        case .c: compiler = ["gcc", "-O2", "-std=gnu17", "-pipe", "-I", folder]
        case .cpp: compiler = ["g++", "-O2", "-std=gnu++20", "-pipe", "-I", folder]
        case .swift: compiler = ["swiftc", "-O"]
        case .python, .scripts: compiler = []
        }
        // Every file of the directory goes into the hash: a header changes the build too.
        var hash = FNV1a64()
        hash.add(Array(compiler.joined(separator: " ").utf8))
        for file in isDirectory ? files : [real] {
            hash.add(Array(file.dropFirst(folder.count).utf8))
            hash.add(PackageFiles.readBytes(file) ?? [])
        }
        let output = cache + "/" + hash.hex
        if access(output, X_OK) == 0 {
            return PackageProgram(source: path, language: language, command: [output], shares: [])
        }
        // A folder of this build's own: two builds of one program may run at once, in two
        // processes or in two threads of one (the pid alone does not tell them apart).
        let workspace = try buildFolder(in: cache)
        defer { SandboxLayout.removeTree(at: workspace) }
        let temporary = workspace + "/program"
        let arguments = compiler + ["-o", temporary] + sources + (language == .swift ? [] : ["-lm"])
        let limits = RunLimits(timeLimit: 300, memoryKiB: 8 << 20, outputLimit: 1 << 20, processes: 256)
        let outcome: ProcessOutcome
        do {
            outcome = try Sandbox(mode: .off).run(SandboxCommand(unprotected: arguments), input: [], limits: limits)
        } catch {
            throw PackageError(file: path, message: "cannot compile: \(error.description)")
        }
        guard outcome.exitStatus == 0, access(temporary, X_OK) == 0 else {
            let log = String(decoding: outcome.errorTail + outcome.output, as: UTF8.self)
            let first = log.split(separator: "\n").first { $0.contains("error") } ?? log.split(separator: "\n").first
            throw PackageError(
                file: path, message: "does not compile (\(compiler[0])): \(first.map(String.init) ?? "no message")")
        }
        chmod(temporary, 0o755)
        guard rename(temporary, output) == 0 else {
            throw PackageError(file: output, message: "cannot write the build to the cache: \(errnoName(errno))")
        }
        return PackageProgram(source: path, language: language, command: [output], shares: [])
    }

    /// A folder with `build`/`run` scripts: copied into the cache (keyed by a hash of its files),
    /// `build` run there in the sandbox with that copy writable (60 s, 1024 MiB, no network: the
    /// package's code, like any it brings), and then `run`, run from the copy's folder. A folder
    /// with `run` alone is copied and run.
    static func buildWithScripts(_ real: String, given: String, cache: String) throws(PackageError) -> PackageProgram {
        var hash = FNV1a64()
        hash.add(Array("build/run".utf8))
        for file in PackageFiles.list(real) {
            hash.add(Array(file.utf8))
            hash.add(PackageFiles.readBytes(real + "/" + file) ?? [])
        }
        let target = cache + "/" + hash.hex + ".d"
        let command = ["sh", "-c", "cd \"$0\" && exec ./run \"$@\"", target]
        if access(target + "/run", X_OK) == 0 {
            return PackageProgram(source: given, language: .scripts, command: command, shares: [target])
        }
        let workspace = try buildFolder(in: cache)
        defer { SandboxLayout.removeTree(at: workspace) }
        let temporary = workspace + "/program"
        let copy = try? Sandbox(mode: .off).run(
            SandboxCommand(unprotected: ["cp", "-R", real, temporary]), input: [],
            limits: RunLimits(timeLimit: 60, memoryKiB: 1 << 20, outputLimit: 1 << 16))
        guard copy?.exitStatus == 0 else {
            throw PackageError(file: given, message: "cannot copy it to \(temporary)")
        }
        _ = chmod(temporary, 0o777)
        if access(temporary + "/build", F_OK) == 0 {
            let support = SandboxSupport.current
            do {
                let build = try SandboxCommand(
                    ["sh", "-c", "cd \"$0\" && exec ./build", temporary], shares: [], writable: [temporary],
                    support: support)
                let limits = RunLimits(timeLimit: 60, memoryKiB: 1 << 20, outputLimit: 1 << 20, processes: 256)
                let outcome = try SandboxedRun(command: build, limits: limits, support: support, mode: .auto)
                    .run(input: [])
                guard outcome.exitStatus == 0 else {
                    let said = TestResult.lastLine(outcome.errorTail) ?? TestResult.lastLine(outcome.output)
                    throw PackageError(
                        file: given + "/build",
                        message: "failed (\(outcome.exitStatus.map { "exit status \($0)" } ?? "killed"))"
                            + (said.map { ": \($0)" } ?? ""))
                }
            } catch let error as PackageError {
                throw error
            } catch {
                throw PackageError(file: given + "/build", message: "\(error)")
            }
        }
        guard access(temporary + "/run", X_OK) == 0 else {
            throw PackageError(file: given, message: "no executable run script after the build")
        }
        guard rename(temporary, target) == 0 || access(target + "/run", X_OK) == 0 else {
            throw PackageError(file: target, message: "cannot keep the build in the cache: \(errnoName(errno))")
        }
        return PackageProgram(source: given, language: .scripts, command: command, shares: [target])
    }

    /// A new folder in the cache for one build, named by mkdtemp; the caller removes it.
    static func buildFolder(in cache: String) throws(PackageError) -> String {
        var template = Array("\(cache)/.building-XXXXXX".utf8CString)
        guard let made = template.withUnsafeMutableBufferPointer({ mkdtemp($0.baseAddress!) }) else {
            throw PackageError(file: cache, message: "cannot make a build folder: \(errnoName(errno))")
        }
        let path = String(cString: made)
        _ = chmod(path, 0o755)
        return path
    }

    /// The build cache, made when missing (0755: the sandbox's uid runs what is in it).
    static func cacheDirectory() throws(PackageError) -> String {
        let base: String
        if let xdg = getenv("XDG_CACHE_HOME"), xdg.pointee != 0 {
            base = String(cString: xdg)
        } else if let home = getenv("HOME"), home.pointee != 0 {
            base = String(cString: home) + "/.cache"
        } else {
            base = "/tmp"
        }
        var path = ""
        for part in (base + "/algo/judge").split(separator: "/") {
            path += "/" + part
            if mkdir(path, 0o755) != 0 && errno != EEXIST {
                throw PackageError(file: path, message: "cannot make the build cache: \(errnoName(errno))")
            }
        }
        return path
    }
}

/// FNV-1a, 64 bits: the build cache's key (not a defence: the cache is the user's own).
struct FNV1a64 {
    var state: UInt64 = 0xcbf2_9ce4_8422_2325

    mutating func add(_ bytes: [UInt8]) {
        for byte in bytes {
            state = (state ^ UInt64(byte)) &* 0x100_0000_01b3
        }
        // The length ends each part, so ["ab", "c"] and ["a", "bc"] differ.
        for shift in stride(from: 0, to: 64, by: 8) {
            state = (state ^ (UInt64(bytes.count) >> UInt64(shift) & 0xFF)) &* 0x100_0000_01b3
        }
    }

    var hex: String {
        let digits = String(state, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
