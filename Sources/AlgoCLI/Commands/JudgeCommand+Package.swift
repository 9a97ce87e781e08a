import AlgoSupport
import CommandLineKit
import Judge

/// `algo judge PACKAGE`: a Kattis problem package instead of a built-in problem.
extension JudgeCommand {
    mutating func runPackage(_ package: ProblemPackage, context: inout CLIContext) throws(CLIError) {
        var packageOptions = PackageOptions()
        packageOptions.timeLimit = timeLimit
        packageOptions.sandbox = sandbox
        packageOptions.shares = shares
        packageOptions.processes = processes
        packageOptions.allTests = allTests
        let judge: PackageJudge
        do { judge = try PackageJudge(package: package, options: packageOptions) } catch {
            throw .value(error.description)
        }
        if sandbox == .auto, let warning = SandboxSupport.current.warning {
            context.errors.write("algo judge: \(warning)\n")
        } else if sandbox == .off {
            context.errors.write("algo judge: --sandbox off: the programs run with your rights\n")
        }
        JudgeSession.installSignalHandlers()
        if validateInputs {
            try Self.validate(judge, json: json, progress: progress, context: &context)
        } else if allSubmissions {
            try Self.checkSubmissions(judge, json: json, progress: progress, context: &context)
        } else {
            var command = Array(values.dropFirst())
            var programShares: [String] = []
            // A lone source file (sol.cc, sol.py) is built as a submission is.
            if command.count == 1, access(command[0], X_OK) != 0, PackageProgram.language(of: command[0]) != nil {
                do {
                    let program = try PackageProgram.build(command[0])
                    command = program.command
                    programShares = program.shares
                } catch { throw .value(error.description) }
            }
            let report = try ProgressBar.running("algo judge \(package.shortName)", progress, context: context) {
                try judge.judge(command, shares: programShares, progress: $0)
            }
            context.output.write(
                json
                    ? PackageText.json(report) + "\n"
                    : PackageText.report(report, package: package, command: Array(values.dropFirst())))
            if let junit { try writeFile(junit, JUnitText.report(report)) }
            if report.verdict != .accepted { throw .failure("verdict \(report.verdict.packageName)") }
            let full = package.root.settings.range.upperBound
            if let score = report.score, full.isFinite, score < full {
                throw .failure("score \(PackageText.number(score)) of \(PackageText.number(full))")
            }
        }
    }

    static func validate(_ judge: PackageJudge, json: Bool, progress: ProgressOptions, context: inout CLIContext)
        throws(CLIError)
    {
        let found = try ProgressBar.running("algo judge --validate", progress, context: context) {
            try judge.validateInputs(progress: $0)
        }
        let package = judge.package
        if json {
            context.output.write(
                PackageText.json(validation: found.invalid, checks: found.checks, package: package) + "\n")
        } else {
            context.output.write(PackageText.validation(found.invalid, checks: found.checks, package: package))
        }
        if package.inputValidators.isEmpty {
            throw .value("\(package.directory)/input_validators: the package has no input validator")
        }
        if found.invalid.contains(where: \.isJudgeError) {
            throw .value("\(found.invalid.first(where: \.isJudgeError)!.validator): ended with neither 42 nor 43")
        }
        if !found.invalid.isEmpty { throw .failure("\(found.invalid.count) invalid input files") }
    }

    static func checkSubmissions(
        _ judge: PackageJudge, json: Bool, progress: ProgressOptions, context: inout CLIContext
    ) throws(CLIError) {
        let found = try ProgressBar.running("algo judge --all-submissions", progress, context: context) {
            try judge.checkSubmissions(progress: $0)
        }
        if json {
            context.output.write(
                PackageText.json(submissions: found.checks, package: judge.package, limit: found.timeLimit) + "\n")
        } else {
            context.output.write(
                PackageText.submissions(
                    found.checks, package: judge.package, limit: found.timeLimit, source: found.source))
        }
        let mismatches = found.checks.filter { !$0.matches }.count
        if mismatches > 0 { throw .failure("\(mismatches) submission\(mismatches == 1 ? "" : "s") not as expected") }
    }
}
