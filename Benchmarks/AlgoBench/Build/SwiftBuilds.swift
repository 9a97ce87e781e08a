import BenchKit
import Foundation

extension Builder {
    /// The Swift builds that only the full matrix (`make bench-full`) runs, unless `--variants` names
    /// them.
    static let fullMatrixOnly: Set<String> = ["swift-O-LTO", "swift-O-PGO"]

    /// The Swift builds: the four optimisation levels, and -O with link-time and profile-guided
    /// optimisation. Every build gets the same `--arch` flags and `-Xcc -gdwarf-4` (valgrind 3.19
    /// cannot read clang's DWARF 5); only the flags listed here differ.
    static let swiftLevels: [(id: String, label: String, configuration: String, flags: [String], explanation: String)] =
        [
            ("swift-Onone", "Swift -Onone", "debug", [], "SwiftPM debug: -Onone, no inlining across modules"),
            (
                "swift-O", "Swift -O", "release", [],
                "SwiftPM release: -O with whole-module optimisation and cross-module optimisation of public code"
            ),
            (
                "swift-Osize", "Swift -Osize", "release", ["-Xswiftc", "-Osize"],
                "release with -Osize after -O: inlining and specialisation limited to what does not grow code"
            ),
            (
                "swift-Ounchecked", "Swift -Ounchecked", "release", ["-Xswiftc", "-Ounchecked"],
                "release with -Ounchecked after -O: no overflow or bounds traps (preconditions removed)"
            ),
            (
                "swift-O-LTO", "Swift -O LTO", "release", ["--experimental-lto-mode=full"],
                "release, then full LLVM link-time optimisation over every module and the C target (lld)"
            ),
            (
                "swift-O-PGO", "Swift -O PGO", "release", [],
                "release rebuilt with -profile-use: the profile of an instrumented -O build (-profile-generate) "
                    + "running each kernel once at its quick size; -Xllvm -assert-continue works around a 6.3.1 "
                    + "compiler assertion (Guides/Benchmarks.md)"
            ),
        ]

    /// The `swift build` command of one level into `scratch`.
    func swiftBuildCommand(configuration: String, flags: [String], scratch: String) -> [String] {
        ["swift", "build", "-c", configuration, "--product", "algo-bench", "--scratch-path", scratch] + flags
            + archFlags + ["-Xcc", "-gdwarf-4"]
    }

    typealias SwiftLevel = (id: String, label: String, configuration: String, flags: [String], explanation: String)

    /// The Swift levels this run measures, each with its kernels and sizes, in ``swiftLevels``'
    /// order; a note for each level the quick matrix leaves out.
    ///
    /// Only the full matrix builds PGO and LTO unless `--variants` names them: PGO's rows are never
    /// gated and cost two more builds and a training run, and LTO's build is long for rows that
    /// only a machine with a stored baseline gates (Guides/Measurements/Benchmarks.md, "SwiftBuilds:
    /// PGO and LTO outside the quick matrix"). A level with no work is not built: `--long` has work
    /// for -O only, and `--kernels` may leave a build none.
    func plannedSwiftLevels(notes: inout [String]) -> [(level: SwiftLevel, work: [(String, [Int])])] {
        var planned: [(level: SwiftLevel, work: [(String, [Int])])] = []
        for level in Self.swiftLevels {
            if let variants, !variants.contains(level.id) { continue }
            let work = KernelRegistry.swiftWork(level.id, debug: level.configuration == "debug", preset: preset)
                .filter { item in kernelPrefixes?.contains { item.0.hasPrefix($0) } ?? true }
            if work.isEmpty { continue }
            if Self.fullMatrixOnly.contains(level.id) && preset.name != Preset.full.name && variants == nil {
                notes.append("\(level.label): only in the full matrix; `make bench-full` runs it")
                continue
            }
            planned.append((level, work))
        }
        return planned
    }

    func swiftParticipants(notes: inout [String]) -> [Participant] {
        let tool = Shell.firstLine(["swift", "--version"]) ?? "swift"
        // What to build: the levels with work, each with its command (PGO's after its training).
        let planned: [(level: SwiftLevel, work: [(String, [Int])], build: Bool)] = plannedSwiftLevels(
            notes: &notes
        ).map { level, work in
            (level, work, !skipBuild || !Shell.exists(".build/bench/\(level.id)/\(level.configuration)/algo-bench"))
        }
        // The builds two at a time (PGO's instrumented one among them): one release build keeps
        // fewer than 2 cores busy, its modules' chain being long (Guides/Measurements/Benchmarks.md,
        // "SwiftBuilds: two builds at a time").
        let pgoTrain = ".build/bench/swift-O-PGO-train"
        let builds: [(label: String, command: [String])] = planned.filter(\.build).map { level, _, _ in
            level.id == "swift-O-PGO"
                ? (
                    "\(level.label) (instrumented)",
                    swiftBuildCommand(
                        configuration: "release", flags: ["-Xswiftc", "-profile-generate"], scratch: pgoTrain)
                )
                : (
                    level.label,
                    swiftBuildCommand(
                        configuration: level.configuration, flags: level.flags, scratch: ".build/bench/\(level.id)")
                )
        }
        let progress = progress
        let outputs = Shell.runAll(builds.map { Shell.Job(arguments: $0.command) }, width: 2) { index in
            progress.say("building \(builds[index].label): \(builds[index].command.joined(separator: " "))")
        }
        var failed: [String: String] = [:]
        for (job, output) in zip(builds, outputs) where output.status != 0 {
            failed[job.label] = Self.firstError(output)
        }

        var list: [Participant] = []
        for (level, work, build) in planned {
            let scratch = ".build/bench/\(level.id)"
            let binary = "\(scratch)/\(level.configuration)/algo-bench"
            let debug = level.configuration == "debug"
            var flags = level.flags
            if let error = failed[level.label] {
                notes.append("\(level.label) did not build: \(error)")
                continue
            }
            if level.id == "swift-O-PGO" && build {
                if let error = failed["\(level.label) (instrumented)"] {
                    notes.append("Swift -O PGO: the instrumented build failed: \(error)")
                    continue
                }
                guard let profile = trainProfile(binary: "\(pgoTrain)/release/algo-bench", work: work, notes: &notes)
                else { continue }
                flags += ["-Xswiftc", "-profile-use=\(profile)", "-Xswiftc", "-Xllvm", "-Xswiftc", "-assert-continue"]
                let command = swiftBuildCommand(configuration: level.configuration, flags: flags, scratch: scratch)
                progress.say("building \(level.label): \(command.joined(separator: " "))")
                let output = Shell.run(command)
                guard output.status == 0 else {
                    notes.append("\(level.label) did not build: \(Self.firstError(output))")
                    continue
                }
            }
            let (bytes, hash) = Shell.fingerprint(binary)
            let variant = BenchVariant(
                id: level.id, language: "Swift", label: level.label,
                flags: (["-c", level.configuration] + flags + archFlags).joined(separator: " "), tool: tool,
                binaryBytes: bytes, binarySHA256: hash,
                explanation: level.explanation + (arch.isEmpty ? "" : "; every Swift build: " + arch),
                reproducible: level.id == "swift-O-PGO" ? false : nil)
            list.append(
                Participant(
                    variant: variant,
                    command: { kernel, size, policy in Self.runCommand(binary, kernel, size, policy, variant: level.id)
                    },
                    work: work, policy: debug ? preset.slowPolicy : preset.policy))
        }
        return list
    }

    /// The first line of a failed build's output that names an error, else its last 300 characters.
    static func firstError(_ output: Shell.Output) -> String {
        let log = output.stdout + output.stderr
        return String(log.split(separator: "\n").first { $0.contains("error") } ?? log.suffix(300))
    }

    /// `algo-bench run` of one kernel at one size under a policy.
    static func runCommand(_ binary: String, _ kernel: String, _ size: Int, _ policy: RepetitionPolicy, variant: String)
        -> [String]
    {
        [
            binary, "run", kernel, String(size), "--min", String(policy.minimum), "--max", String(policy.maximum),
            "--budget", String(policy.budget), "--warmups", String(policy.warmups), "--variant", variant,
        ]
    }

    /// PGO, step 1: the instrumented -O build (`binary`, built with the other levels) runs every
    /// kernel once at its quick size (the training set, smaller than what is measured), and the
    /// toolchain's `llvm-profdata` merges the profiles.
    /// Returns the merged profile's absolute path.
    ///
    /// Swift 6.3.1's `-profile-use` stops the compiler on every block the training never ran: the
    /// assertion `takenProbability >= 0` in ColdBlockInfo::inferFromEdgeProfile divides 0 by 0
    /// (swiftlang/swift#84432, whose fix skips the inference there). `-Xllvm -assert-continue`
    /// lets the build go on, and a NaN probability is then treated as a warm edge, no inference,
    /// which is what the fix does. `-ir-profile-generate` would avoid the SIL path, but this
    /// toolchain's driver emits no instrumentation for it (no `__profc` symbols, no .profraw).
    func trainProfile(binary: String, work: [(String, [Int])], notes: inout [String]) -> String? {
        let profiles = FileManager.default.currentDirectoryPath + "/.build/bench/swift-O-PGO-train/profiles"
        guard let profdata = Shell.toolchainProgram("llvm-profdata") else {
            notes.append("Swift -O PGO skipped: the toolchain's llvm-profdata was not found")
            return nil
        }
        _ = Shell.run(["rm", "-rf", profiles])
        _ = Shell.run(["mkdir", "-p", profiles])
        for (kernel, _) in work {
            guard let size = KernelRegistry.named(kernel)?.quick.first else { continue }
            progress.say("training Swift -O PGO: \(kernel) n=\(size)")
            let run = Shell.run(
                Self.runCommand(binary, kernel, size, .fixed(1, warmups: 0), variant: "train"),
                environment: ["LLVM_PROFILE_FILE": "\(profiles)/%p.profraw"])
            if run.status != 0 { notes.append("Swift -O PGO: training on \(kernel) failed (exit \(run.status))") }
        }
        let merged = "\(profiles)/merged.profdata"
        let merge = Shell.run(["sh", "-c", "'\(profdata)' merge -o '\(merged)' '\(profiles)'/*.profraw"])
        guard merge.status == 0 else {
            notes.append("Swift -O PGO: llvm-profdata merge failed: \(merge.stderr.suffix(300))")
            return nil
        }
        return merged
    }
}
