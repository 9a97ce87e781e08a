import AlgoSupport

/// One test case of a package: `data/<group>/<name>.in` with its `.ans`.
public struct PackageTest: Sendable, Equatable {
    /// The path under `data/` without `.in`: `sample/1`, `secret/group1/03`.
    public var name: String
    /// The folder under `data/`: `sample`, `secret/group1`.
    public var group: String
    public var inputPath: String
    public var answerPath: String
    /// The flags the output validator gets for this test (problem.yaml's, then testdata.yaml's).
    public var outputValidatorFlags: [String]
    public var inputValidatorFlags: [String]
    /// Whether judging goes on after this test is rejected (`on_reject: continue`).
    public var continueOnReject: Bool
}

/// The walk over `data/`: `sample/` first, then `secret/`, each folder's entries in name order
/// with files and subgroups interleaved, and each folder's `testdata.yaml` applied to it and
/// inherited by its subgroups, as problemtools reads them.
enum PackageTestData {
    struct Settings {
        var outputFlags: [String] = []
        var inputFlags: [String] = []
        var continueOnReject = false
    }

    static func collect(directory: String, format: ProblemPackage.Format) throws(PackageError) -> [PackageTest] {
        let data = directory + "/data"
        guard PackageFiles.isDirectory(data) else {
            throw PackageError(file: data, message: "no test data: expected data/sample and data/secret")
        }
        var root = Settings()
        try apply(data + "/testdata.yaml", to: &root, format: format)
        var tests: [PackageTest] = []
        for group in ["sample", "secret"] where PackageFiles.isDirectory(data + "/" + group) {
            try walk(data + "/" + group, relative: group, settings: root, format: format, into: &tests)
        }
        guard tests.contains(where: { $0.group.hasPrefix("secret") }) else {
            throw PackageError(file: data + "/secret", message: "no test data: expected .in and .ans files")
        }
        return tests
    }

    static func walk(
        _ folder: String, relative: String, settings inherited: Settings, format: ProblemPackage.Format,
        into tests: inout [PackageTest]
    ) throws(PackageError) {
        var settings = inherited
        try apply(folder + "/testdata.yaml", to: &settings, format: format)
        for name in PackageFiles.list(folder) where !name.hasPrefix(".") {
            let path = folder + "/" + name
            if PackageFiles.isDirectory(path) {
                try walk(path, relative: relative + "/" + name, settings: settings, format: format, into: &tests)
            } else if name.hasSuffix(".in") {
                let stem = String(name.dropLast(3))
                let answer = folder + "/" + stem + ".ans"
                guard PackageFiles.exists(answer) else {
                    throw PackageError(file: answer, message: "missing: every .in needs its .ans")
                }
                tests.append(
                    PackageTest(
                        name: relative + "/" + stem, group: relative, inputPath: path, answerPath: answer,
                        outputValidatorFlags: settings.outputFlags, inputValidatorFlags: settings.inputFlags,
                        continueOnReject: settings.continueOnReject))
            }
        }
    }

    /// Reads one `testdata.yaml` (when there is one) into `settings`.
    static func apply(_ path: String, to settings: inout Settings, format: ProblemPackage.Format) throws(PackageError) {
        guard PackageFiles.exists(path) else { return }
        guard let text = PackageFiles.readText(path) else { throw PackageError(file: path, message: "cannot read it") }
        let yaml: YAMLValue
        do { yaml = try YAMLSubset.parse(text) } catch {
            throw PackageError(file: path, message: "line \(error.line): \(error.message)")
        }
        let outputKey = format == .legacy ? "output_validator_flags" : "output_validator_args"
        let inputKey = format == .legacy ? "input_validator_flags" : "input_validator_args"
        if let flags = yaml[outputKey] { settings.outputFlags = flags.words }
        if let flags = yaml[inputKey] { settings.inputFlags = flags.words }
        if let onReject = yaml["on_reject"]?.text {
            guard onReject == "break" || onReject == "continue" else {
                throw PackageError(file: path, message: "on_reject \(onReject): expected break or continue")
            }
            settings.continueOnReject = onReject == "continue"
        }
    }
}

/// The file system, for reading packages: plain POSIX, no links followed out of the caller's view.
enum PackageFiles {
    static func exists(_ path: String) -> Bool { access(path, F_OK) == 0 }

    static func isDirectory(_ path: String) -> Bool {
        var information = stat()
        return stat(path, &information) == 0 && (information.st_mode & S_IFMT) == S_IFDIR
    }

    /// The names in a directory, sorted by their bytes (as Python's sorted(os.listdir)).
    static func list(_ path: String) -> [String] {
        guard let directory = opendir(path) else { return [] }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) {
                String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }
    }

    static func readBytes(_ path: String) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let got = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if got < 0 && errno == EINTR { continue }
            if got < 0 { return nil }
            if got == 0 { return bytes }
            bytes += chunk[0..<got]
        }
    }

    /// Writes `bytes` to a new file at `path` (replacing one there); false on any failure.
    static func writeFile(_ bytes: [UInt8], to path: String) -> Bool {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC | O_NOFOLLOW, 0o644)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        var written = 0
        while written < bytes.count {
            let got = bytes[written...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            if got < 0 && errno == EINTR { continue }
            guard got > 0 else { return false }
            written += got
        }
        return true
    }

    static func readText(_ path: String) -> String? {
        guard !isDirectory(path), let bytes = readBytes(path) else { return nil }
        return String(decoding: bytes, as: UTF8.self)
    }
}
