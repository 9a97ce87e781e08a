import AlgoSupport

/// A Kattis / ICPC problem package read from its directory: `problem.yaml`, the test data under
/// `data/`, the validators and the submissions. Both versions of the format are read: the legacy
/// one (https://www.kattis.com/problem-package-format/spec/legacy) and the 2023-07 draft
/// (`problem_format_version: 2023-07-draft`).
///
///     let package = try ProblemPackage(directory: "Data/judge/packages/float-sum")
///     package.tests.map(\.name)    // ["sample/1", "secret/01-small", …]
///
/// Defaults follow Kattis's problemtools, the format's reference implementation: memory 1024 MiB,
/// output 8 MiB, a time limit from problem.yaml (draft) or `.timelimit` (legacy, as DOMjudge and
/// BAPCtools write it), else computed from the accepted submissions as `verifyproblem` does.
public struct ProblemPackage: Sendable {
    public enum Format: String, Sendable {
        case legacy
        case draft2023 = "2023-07-draft"
        /// A Codeforces Polygon package (problem.xml).
        case polygon
    }

    /// How the output checker is called and what its exit means.
    public enum CheckerConvention: Sendable {
        /// Kattis: `validator input answer feedback_dir [flags] < output`; 42 accepted, 43 wrong.
        case kattis
        /// testlib: `checker input output answer`; 0 OK, 1 WA, 2 PE, 3 FAIL, 7 POINTS.
        case testlib
    }

    /// Where a time limit came from, for the report.
    public enum TimeLimitSource: Sendable, Equatable {
        case problemYAML, timelimitFile, problemXML
        /// None stated: the caller decides (from submissions, or a default it names).
        case none
    }

    public let directory: String
    /// The directory's name, as Kattis names problems.
    public let shortName: String
    /// The English name from problem.yaml, or the short name.
    public let title: String
    public let format: Format
    public let isScoring: Bool
    public let isInteractive: Bool
    /// Whether answers are checked by the package's output validator (else the default one).
    public let hasCustomOutputValidator: Bool
    /// The default validator's flags from problem.yaml (legacy `validator_flags`).
    public let validatorFlags: [String]
    public let timeLimit: Double?
    public let timeLimitSource: TimeLimitSource
    /// AC runtime × this = the time limit, when computed (legacy `time_multiplier`, draft
    /// `time_multipliers.ac_to_time_limit`).
    public let timeMultiplier: Double
    /// Time limits are rounded up to a multiple of this (draft `time_resolution`).
    public let timeResolution: Double
    public let memoryMiB: Int
    public let outputMiB: Int
    /// `data/` as a tree of groups, each with its grading settings.
    public let root: TestGroup
    /// Every test, samples first, in the order the format runs them.
    public var tests: [PackageTest] { root.tests }
    /// Whether the output validator may write a score (score.txt), and must.
    public let scoreFileAllowed: Bool
    public let scoreFileRequired: Bool
    /// The package's output validator programs (a file or a directory each).
    public let outputValidators: [String]
    /// The package's input validator programs.
    public let inputValidators: [String]
    public let checkerConvention: CheckerConvention
    /// Every submission to check with `--all-submissions` and the verdict it expects: AC, PAC, WA,
    /// TLE, RTE, MLE or rejected (Kattis: the folders of submissions/; Polygon: the solutions' tags).
    public let submissions: [(path: String, expected: String)]
    /// Tests whose input a generator makes (Polygon: `cmd="gen 1 2"`): the input path to write
    /// and the command's words, the generator's name first.
    public let pendingInputs: [(path: String, command: [String])]
    /// Answer files the main solution writes (Polygon keeps none for generated tests).
    public let pendingAnswers: [(input: String, answer: String)]
    /// Generator names and their sources; the main solution's source.
    public let generators: [String: String]
    public let mainSolution: String?

    /// Reads the package in `directory`.
    ///
    /// - Throws: ``PackageError`` naming the file that is missing or malformed.
    public init(directory given: String) throws(PackageError) {
        let directory = given.count > 1 && given.hasSuffix("/") ? String(given.dropLast()) : given
        let yamlPath = directory + "/problem.yaml"
        if !PackageFiles.exists(yamlPath) && PackageFiles.exists(directory + "/problem.xml") {
            self = try Self.polygon(directory: directory)
            return
        }
        self.directory = directory
        shortName = directory.split(separator: "/").last.map(String.init) ?? directory
        guard let text = PackageFiles.readText(yamlPath) else {
            throw PackageError(file: yamlPath, message: "cannot read it: expected a Kattis problem package here")
        }
        checkerConvention = .kattis
        pendingInputs = []
        pendingAnswers = []
        generators = [:]
        mainSolution = nil
        let yaml: YAMLValue
        do { yaml = try YAMLSubset.parse(text) } catch {
            throw PackageError(file: yamlPath, message: "line \(error.line): \(error.message)")
        }
        guard case .map = yaml else { throw PackageError(file: yamlPath, message: "expected a mapping of keys") }
        let version = yaml["problem_format_version"]?.text ?? "legacy"
        switch version {
        case "legacy": format = .legacy
        case "2023-07-draft", "2023-07": format = .draft2023
        default:
            throw PackageError(
                file: yamlPath, message: "problem_format_version \(version): expected legacy or 2023-07-draft")
        }
        title = Self.englishName(yaml["name"]) ?? shortName
        let limits = yaml["limits"]
        if let limits, case .map = limits {
        } else if limits != nil, limits != .scalar("") {
            throw PackageError(file: yamlPath, message: "limits: expected a mapping")
        }
        memoryMiB = try Self.integer(limits?["memory"], "limits.memory", yamlPath) ?? 1024
        outputMiB = try Self.integer(limits?["output"], "limits.output", yamlPath) ?? 8
        var flags: [String] = []
        switch format {
        case .legacy:
            let type = yaml["type"]?.text ?? "pass-fail"
            guard type == "pass-fail" || type == "scoring" else {
                throw PackageError(file: yamlPath, message: "type \(type): expected pass-fail or scoring")
            }
            isScoring = type == "scoring"
            let validation = yaml["validation"]?.words ?? ["default"]
            guard let mode = validation.first, mode == "default" || mode == "custom",
                validation.dropFirst().allSatisfy({ $0 == "interactive" || $0 == "score" })
            else {
                throw PackageError(
                    file: yamlPath,
                    message: "validation \(validation.joined(separator: " ")): expected default or custom "
                        + "[interactive] [score]")
            }
            isInteractive = validation.contains("interactive")
            hasCustomOutputValidator = mode == "custom"
            flags = yaml["validator_flags"]?.words ?? []
            timeMultiplier = try Self.number(limits?["time_multiplier"], "limits.time_multiplier", yamlPath) ?? 5
            timeResolution = 1
            let file = directory + "/.timelimit"
            if let text = PackageFiles.readText(file) {
                guard let seconds = Double(text.trimmingCharacters()), seconds > 0, seconds.isFinite else {
                    throw PackageError(file: file, message: "expected a time limit in seconds")
                }
                timeLimit = seconds
                timeLimitSource = .timelimitFile
            } else {
                timeLimit = nil
                timeLimitSource = .none
            }
        case .draft2023, .polygon:  // a Polygon package was read by polygon(directory:)
            let types = yaml["type"]?.words ?? ["pass-fail"]
            for type in types
            where !["pass-fail", "scoring", "interactive", "multi-pass", "submit-answer"].contains(type) {
                throw PackageError(file: yamlPath, message: "type \(type): expected pass-fail, scoring or interactive")
            }
            if let other = types.first(where: { $0 == "multi-pass" || $0 == "submit-answer" }) {
                throw PackageError(file: yamlPath, message: "type \(other) is not supported")
            }
            isScoring = types.contains("scoring")
            isInteractive = types.contains("interactive")
            hasCustomOutputValidator =
                PackageFiles.isDirectory(directory + "/output_validator")
                || PackageFiles.isDirectory(directory + "/output_validators")
            timeMultiplier =
                try Self.number(limits?["time_multipliers"]?["ac_to_time_limit"], "limits.time_multipliers", yamlPath)
                ?? 2
            timeResolution = try Self.number(limits?["time_resolution"], "limits.time_resolution", yamlPath) ?? 1
            timeLimit = try Self.number(limits?["time_limit"], "limits.time_limit", yamlPath)
            timeLimitSource = timeLimit == nil ? .none : .problemYAML
        }
        validatorFlags = flags
        if isInteractive && !hasCustomOutputValidator {
            throw PackageError(file: yamlPath, message: "an interactive problem needs an output validator")
        }
        outputValidators =
            hasCustomOutputValidator
            ? try Self.programs(in: [directory + "/output_validator", directory + "/output_validators"], yamlPath)
            : []
        if hasCustomOutputValidator && outputValidators.isEmpty {
            throw PackageError(file: directory + "/output_validators", message: "custom validation but no validator")
        }
        inputValidators = try Self.programs(
            in: [directory + "/input_validators", directory + "/input_format_validators"], yamlPath)
        switch format {
        case .legacy:
            scoreFileRequired = hasCustomOutputValidator && (yaml["validation"]?.words.contains("score") ?? false)
            scoreFileAllowed = scoreFileRequired
        case .draft2023, .polygon:
            scoreFileRequired = false
            scoreFileAllowed = isScoring && hasCustomOutputValidator
        }
        root = try PackageTestData.collect(directory: directory, format: format, validatorFlags: flags)
        var found: [(path: String, expected: String)] = []
        for (folder, expected) in Self.submissionFolders {
            let path = directory + "/submissions/" + folder
            for name in PackageFiles.list(path) where !name.hasPrefix(".") {
                found.append((path + "/" + name, expected))
            }
        }
        submissions = found
    }

    /// The programs of a validator folder: each file or directory in it (the draft's singular
    /// `output_validator/` is one program).
    static func programs(in folders: [String], _ yamlPath: String) throws(PackageError) -> [String] {
        var found: [String] = []
        for folder in folders where PackageFiles.isDirectory(folder) {
            if folder.hasSuffix("/output_validator") {
                found.append(folder)
                continue
            }
            for name in PackageFiles.list(folder) where !name.hasPrefix(".") {
                found.append(folder + "/" + name)
            }
        }
        return found
    }

    static func englishName(_ value: YAMLValue?) -> String? {
        switch value {
        case .scalar(let text)?: text.isEmpty ? nil : text
        case .map(let entries)?: value?["en"]?.text ?? entries.first?.1.text
        default: nil
        }
    }

    static func number(_ value: YAMLValue?, _ key: String, _ file: String) throws(PackageError) -> Double? {
        guard let value else { return nil }
        guard let text = value.text, let number = Double(text), number.isFinite, number > 0 else {
            throw PackageError(file: file, message: "\(key): expected a positive number")
        }
        return number
    }

    static func integer(_ value: YAMLValue?, _ key: String, _ file: String) throws(PackageError) -> Int? {
        guard let value else { return nil }
        guard let text = value.text, let number = Int(text), number > 0, number <= 1 << 20 else {
            throw PackageError(file: file, message: "\(key): expected a positive whole number of MiB")
        }
        return number
    }

    /// The folders of `submissions/` and the verdict each expects.
    static let submissionFolders: [(String, String)] = [
        ("accepted", "AC"), ("partially_accepted", "PAC"), ("wrong_answer", "WA"), ("time_limit_exceeded", "TLE"),
        ("run_time_error", "RTE"), ("rejected", "rejected"),
    ]

    /// Every stored property, for the Polygon reader.
    init(
        directory: String, shortName: String, title: String, format: Format, timeLimit: Double?, memoryMiB: Int,
        root: TestGroup, outputValidators: [String], inputValidators: [String],
        submissions: [(path: String, expected: String)], pendingInputs: [(path: String, command: [String])],
        pendingAnswers: [(input: String, answer: String)], generators: [String: String], mainSolution: String?
    ) {
        self.directory = directory
        self.shortName = shortName
        self.title = title
        self.format = format
        isScoring = false
        isInteractive = false
        hasCustomOutputValidator = !outputValidators.isEmpty
        validatorFlags = []
        self.timeLimit = timeLimit
        timeLimitSource = timeLimit == nil ? .none : .problemXML
        timeMultiplier = 2
        timeResolution = 1
        self.memoryMiB = memoryMiB
        outputMiB = 64
        self.root = root
        scoreFileAllowed = false
        scoreFileRequired = false
        self.outputValidators = outputValidators
        self.inputValidators = inputValidators
        checkerConvention = .testlib
        self.submissions = submissions
        self.pendingInputs = pendingInputs
        self.pendingAnswers = pendingAnswers
        self.generators = generators
        self.mainSolution = mainSolution
    }

    /// Whether `directory` holds a problem package (a `problem.yaml` or `problem.xml`).
    public static func isPackage(_ directory: String) -> Bool {
        PackageFiles.exists(directory + "/problem.yaml") || PackageFiles.exists(directory + "/problem.xml")
    }
}

/// A package that cannot be used, with the file at fault.
public struct PackageError: Error, Sendable, CustomStringConvertible {
    public var file: String
    public var message: String
    public var description: String { "\(file): \(message)" }
}

extension String {
    func trimmingCharacters() -> String {
        var text = self[...]
        while let first = text.first, first.isWhitespace { text = text.dropFirst() }
        while let last = text.last, last.isWhitespace { text = text.dropLast() }
        return String(text)
    }
}
