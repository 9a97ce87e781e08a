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

/// How a group's results are combined: its `testdata.yaml` settings, inherited by subgroups.
public struct GroupSettings: Sendable, Equatable {
    public var outputFlags: [String] = []
    public var inputFlags: [String] = []
    /// `on_reject: continue`; else the group stops at its first rejection (`break`).
    public var continueOnReject = false
    /// The default grader's flags: `worst_error` (default), `first_error`, `always_accept`,
    /// `accept_if_any_accepted`, `sum` (default), `avg`, `min`, `max`, `ignore_sample`.
    public var graderFlags: [String] = []
    /// A test's score when accepted without a score from the validator, and when rejected.
    public var acceptScore = 1.0
    public var rejectScore = 0.0
    /// The scores the group may get (`range: min max`).
    public var range: ClosedRange<Double> = -Double.infinity...Double.infinity
}

/// A folder of `data/`: its tests and subgroups in name order.
public struct TestGroup: Sendable, Equatable {
    public indirect enum Item: Sendable, Equatable {
        case test(PackageTest)
        case group(TestGroup)
    }

    /// The path under `data/` (`secret/group1`), `""` for `data/` itself.
    public var name: String
    public var settings: GroupSettings
    public var items: [Item]

    /// Every test below, in order.
    public var tests: [PackageTest] {
        items.flatMap { item -> [PackageTest] in
            switch item {
            case .test(let test): [test]
            case .group(let group): group.tests
            }
        }
    }
}

/// The walk over `data/`: its folders (`sample`, `secret`) in name order, each folder's files and
/// subgroups in name order, interleaved, and each folder's `testdata.yaml` applied to it and
/// inherited by its subgroups, as problemtools reads them.
enum PackageTestData {
    static func collect(directory: String, format: ProblemPackage.Format, validatorFlags: [String]) throws(PackageError)
        -> TestGroup
    {
        let data = directory + "/data"
        guard PackageFiles.isDirectory(data) else {
            throw PackageError(file: data, message: "no test data: expected data/sample and data/secret")
        }
        let root = try walk(
            data, relative: "", inherited: GroupSettings(), format: format, problemFlags: validatorFlags)
        guard root.tests.contains(where: { $0.group.hasPrefix("secret") }) else {
            throw PackageError(file: data + "/secret", message: "no test data: expected .in and .ans files")
        }
        return root
    }

    static func walk(
        _ folder: String, relative: String, inherited: GroupSettings, format: ProblemPackage.Format,
        problemFlags: [String]
    ) throws(PackageError) -> TestGroup {
        var settings = inherited
        try apply(folder + "/testdata.yaml", to: &settings, format: format)
        var items: [TestGroup.Item] = []
        for name in PackageFiles.list(folder) where !name.hasPrefix(".") {
            let path = folder + "/" + name
            let child = relative.isEmpty ? name : relative + "/" + name
            if PackageFiles.isDirectory(path) {
                items.append(
                    .group(
                        try walk(path, relative: child, inherited: settings, format: format, problemFlags: problemFlags)
                    ))
            } else if name.hasSuffix(".in") {
                let stem = String(name.dropLast(3))
                let answer = folder + "/" + stem + ".ans"
                guard PackageFiles.exists(answer) else {
                    throw PackageError(file: answer, message: "missing: every .in needs its .ans")
                }
                items.append(
                    .test(
                        PackageTest(
                            name: relative.isEmpty ? stem : relative + "/" + stem, group: relative, inputPath: path,
                            answerPath: answer, outputValidatorFlags: problemFlags + settings.outputFlags,
                            inputValidatorFlags: settings.inputFlags, continueOnReject: settings.continueOnReject)))
            }
        }
        return TestGroup(name: relative, settings: settings, items: items)
    }

    /// Reads one `testdata.yaml` (when there is one) into `settings`.
    static func apply(_ path: String, to settings: inout GroupSettings, format: ProblemPackage.Format)
        throws(PackageError)
    {
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
        if let grading = yaml["grading"]?.text, grading != "default" {
            throw PackageError(
                file: path, message: "grading \(grading): custom graders are not supported yet (issue 54)")
        }
        if let flags = yaml["grader_flags"] {
            let known = Set(
                DefaultGrader.verdictRules.map(\.0) + DefaultGrader.scoreRules.map(\.0) + [
                    "ignore_sample", "accept_if_any_accepted",
                ])
            if let unknown = flags.words.first(where: { !known.contains($0) }) {
                throw PackageError(file: path, message: "grader_flags: unknown flag \(unknown)")
            }
            settings.graderFlags = flags.words
        }
        for (key, keyPath) in [
            ("accept_score", \GroupSettings.acceptScore), ("reject_score", \GroupSettings.rejectScore),
        ] {
            guard let value = yaml[key] else { continue }
            guard let text = value.text, let number = Double(text), number.isFinite else {
                throw PackageError(file: path, message: "\(key): expected a number")
            }
            settings[keyPath: keyPath] = number
        }
        if let range = yaml["range"] {
            let words = range.words
            let bounds = words.compactMap { Double($0.replacingPrefix("+", with: "")) }
            guard words.count == 2, bounds.count == 2, bounds[0] <= bounds[1], !bounds[0].isNaN, !bounds[1].isNaN else {
                throw PackageError(file: path, message: "range: expected two numbers, min max")
            }
            settings.range = bounds[0]...bounds[1]
        }
    }
}

extension String {
    func replacingPrefix(_ prefix: String, with replacement: String) -> String {
        hasPrefix(prefix) ? replacement + dropFirst(prefix.count) : self
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

    /// Writes `bytes` to `path` all at once: into a new file beside it (mkstemp's name, so two
    /// writers, in two processes or two threads of one, never share it), then renamed over it.
    /// A reader sees the old file or the whole new one; false on any failure.
    static func replaceFile(_ bytes: [UInt8], at path: String) -> Bool {
        var template = Array((path + ".part-XXXXXX").utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else { return false }
        close(descriptor)
        let temporary = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
        guard chmod(temporary, 0o644) == 0, writeFile(bytes, to: temporary), rename(temporary, path) == 0 else {
            unlink(temporary)
            return false
        }
        return true
    }

    static func readText(_ path: String) -> String? {
        guard !isDirectory(path), let bytes = readBytes(path) else { return nil }
        return String(decoding: bytes, as: UTF8.self)
    }
}
