import AlgoSupport

/// Codeforces Polygon packages: `problem.xml` (https://polygon.codeforces.com, "Packages"). Read
/// here: the short name and English name, the `tests` testset's time limit (ms), memory limit
/// (bytes), path patterns and tests (a file in `tests/`, or a generator line `cmd="gen 1 2"`
/// whose generator is one of `files/executables`), the testlib checker and validators (compiled
/// with the package's own `files/testlib.h`, which the sources include), and the solutions with
/// their tags for `--all-submissions`. A test without its answer file gets the main solution's
/// output, made once and cached with the generated inputs.
extension ProblemPackage {
    /// Polygon's solution tags and the verdict each expects.
    static let polygonTags: [String: String] = [
        "main": "AC", "accepted": "AC", "wrong-answer": "WA", "presentation-error": "WA",
        "time-limit-exceeded": "TLE", "memory-limit-exceeded": "MLE", "rejected": "rejected",
        "failed": "RTE",
    ]

    static func polygon(directory: String) throws(PackageError) -> ProblemPackage {
        let xmlPath = directory + "/problem.xml"
        guard let text = PackageFiles.readText(xmlPath) else {
            throw PackageError(file: xmlPath, message: "cannot read it")
        }
        let xml: XMLElement
        do { xml = try XMLSubset.parse(text) } catch {
            throw PackageError(file: xmlPath, message: "line \(error.line): \(error.message)")
        }
        guard xml.name == "problem" else { throw PackageError(file: xmlPath, message: "expected a <problem> root") }
        let shortName =
            xml.attributes["short-name"] ?? directory.split(separator: "/").last.map(String.init) ?? directory
        let names = xml.child("names")?.all("name") ?? []
        let title =
            (names.first { $0.attributes["language"] == "english" } ?? names.first)?.attributes["value"] ?? shortName
        guard let testset = xml.child("judging")?.all("testset").first(where: { $0.attributes["name"] == "tests" })
        else {
            throw PackageError(file: xmlPath, message: "no <testset name=\"tests\"> in <judging>")
        }
        func number(_ key: String) throws(PackageError) -> Double? {
            guard let element = testset.child(key) else { return nil }
            guard let value = Double(element.text.trimmingCharacters()), value > 0, value.isFinite else {
                throw PackageError(file: xmlPath, message: "\(key): expected a positive number")
            }
            return value
        }
        let timeLimit = try number("time-limit").map { $0 / 1000 }
        let memoryMiB = try number("memory-limit").map { max(1, Int($0 / 1_048_576)) } ?? 256
        guard let inputPattern = testset.child("input-path-pattern")?.text.trimmingCharacters(),
            let answerPattern = testset.child("answer-path-pattern")?.text.trimmingCharacters()
        else {
            throw PackageError(file: xmlPath, message: "expected <input-path-pattern> and <answer-path-pattern>")
        }
        // Executables: generators by name (gen.cpp is "gen").
        var generators: [String: String] = [:]
        for executable in xml.path("files/executables")?.all("executable") ?? [] {
            guard let path = executable.child("source")?.attributes["path"] else { continue }
            let file = path.split(separator: "/").last.map(String.init) ?? path
            let name = file.split(separator: ".").first.map(String.init) ?? file
            generators[name] = directory + "/" + path
        }
        var solutions: [(path: String, expected: String)] = []
        var mainSolution: String?
        for solution in xml.path("assets/solutions")?.all("solution") ?? [] {
            guard let path = solution.child("source")?.attributes["path"], let tag = solution.attributes["tag"] else {
                continue
            }
            if tag == "main" { mainSolution = directory + "/" + path }
            if let expected = polygonTags[tag] { solutions.append((directory + "/" + path, expected)) }
        }
        let cache = try polygonCache(directory: directory, xml: text)
        var items: [TestGroup.Item] = []
        var pendingInputs: [(path: String, command: [String])] = []
        var pendingAnswers: [(input: String, answer: String)] = []
        let tests = testset.child("tests")?.all("test") ?? []
        for (offset, test) in tests.enumerated() {
            let index = offset + 1
            let inputRelative = formatted(inputPattern, index)
            var input = directory + "/" + inputRelative
            if !PackageFiles.exists(input) {
                guard test.attributes["method"] == "generated", let command = test.attributes["cmd"] else {
                    throw PackageError(file: input, message: "missing, and the test has no generator line")
                }
                let words = command.split(separator: " ").map(String.init).filter { $0 != ">" && $0 != "$" }
                guard let generator = words.first, generators[generator] != nil else {
                    throw PackageError(file: xmlPath, message: "test \(index): no executable for \(command)")
                }
                input = cache + "/" + Self.twoDigits(index) + ".in"
                pendingInputs.append((input, words))
            }
            var answer = directory + "/" + formatted(answerPattern, index)
            if !PackageFiles.exists(answer) {
                guard mainSolution != nil else {
                    throw PackageError(file: answer, message: "missing, and no main solution to make it")
                }
                answer = cache + "/" + Self.twoDigits(index) + ".a"
                pendingAnswers.append((input, answer))
            }
            let name = "tests/" + Self.twoDigits(index)
            items.append(
                .test(
                    PackageTest(
                        name: name, group: "tests", inputPath: input, answerPath: answer, outputValidatorFlags: [],
                        inputValidatorFlags: [], continueOnReject: false)))
        }
        guard !items.isEmpty else { throw PackageError(file: xmlPath, message: "no tests in the testset") }
        let checker = xml.path("assets/checker/source")?.attributes["path"].map { directory + "/" + $0 }
        guard let checker else { throw PackageError(file: xmlPath, message: "no <checker> source in <assets>") }
        let validators = (xml.path("assets/validators")?.all("validator") ?? []).compactMap {
            $0.child("source")?.attributes["path"].map { directory + "/" + $0 }
        }
        let root = TestGroup(
            name: "", settings: GroupSettings(),
            items: [.group(TestGroup(name: "tests", settings: GroupSettings(), items: items))])
        return ProblemPackage(
            directory: directory, shortName: shortName, title: title, format: .polygon, timeLimit: timeLimit,
            memoryMiB: memoryMiB, root: root, outputValidators: [checker], inputValidators: validators,
            submissions: solutions, pendingInputs: pendingInputs, pendingAnswers: pendingAnswers,
            generators: generators, mainSolution: mainSolution)
    }

    /// A path pattern with its `%d` or `%0Nd` replaced by `index`.
    static func formatted(_ pattern: String, _ index: Int) -> String {
        guard let percent = pattern.firstIndex(of: "%"),
            let d = pattern[percent...].firstIndex(of: "d")
        else { return pattern }
        let width = Int(pattern[pattern.index(after: percent)..<d]) ?? 0
        let digits = String(index)
        let padded = String(repeating: "0", count: max(0, width - digits.count)) + digits
        return String(pattern[..<percent]) + padded + String(pattern[pattern.index(after: d)...])
    }

    /// The folder for a Polygon package's generated inputs and answers, keyed by a hash of its
    /// problem.xml and path.
    static func polygonCache(directory: String, xml: String) throws(PackageError) -> String {
        var hash = FNV1a64()
        hash.add(Array(xml.utf8))
        hash.add(Array((SandboxCommand.realPath(directory) ?? directory).utf8))
        let folder = try PackageProgram.cacheDirectory() + "/polygon-" + hash.hex
        if mkdir(folder, 0o755) != 0 && errno != EEXIST {
            throw PackageError(file: folder, message: "cannot make the test cache: \(errnoName(errno))")
        }
        return folder
    }
}

extension ProblemPackage {
    /// Two digits at least: `01`, `12`, `123`. (Not a `String.init(_:)` lookalike: an unapplied
    /// `String.init` elsewhere, as in `map(String.init)`, resolved to one.)
    static func twoDigits(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
}
