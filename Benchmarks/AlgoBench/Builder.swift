import BenchKit
import Foundation

/// Builds the variants of the matrix and says how to run each.
struct Builder {
    var preset: Preset
    var arch: String
    var progress: Progress
    var skipBuild: Bool
    /// Only these variants are built (`--variants`); nil: all.
    var variants: [String]? = nil
    /// Only kernels whose names start with one of these count as work (`--kernels`); nil: all.
    var kernelPrefixes: [String]? = nil

    private var archFlags: [String] { arch.split(separator: " ").map(String.init) }
    private var gccArch: [String] { arch.contains("haswell") ? ["-march=haswell"] : [] }

    func participants(notes: inout [String]) -> [Participant] {
        var list: [Participant] = []
        list += swiftParticipants(notes: &notes)
        list += cParticipants(notes: &notes)
        list += primesieveParticipant(notes: &notes)
        list += primecountParticipant(notes: &notes)
        list += gmpParticipant(notes: &notes)
        list += pythonParticipants(notes: &notes)
        return list
    }

    // MARK: Swift

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

    /// The Swift builds that only the full matrix (`make bench`) runs, unless `--variants` names them.
    static let fullMatrixOnly: Set<String> = ["swift-O-LTO", "swift-O-PGO"]

    /// The `swift build` command of one level into `scratch`.
    func swiftBuildCommand(configuration: String, flags: [String], scratch: String) -> [String] {
        ["swift", "build", "-c", configuration, "--product", "algo-bench", "--scratch-path", scratch] + flags
            + archFlags + ["-Xcc", "-gdwarf-4"]
    }

    private func swiftParticipants(notes: inout [String]) -> [Participant] {
        let tool = Shell.firstLine(["swift", "--version"]) ?? "swift"
        // What to build: the levels with work, each with its command (PGO's after its training).
        typealias Level = (id: String, label: String, configuration: String, flags: [String], explanation: String)
        var planned: [(level: Level, work: [(String, [Int])], build: Bool)] = []
        for level in Self.swiftLevels {
            if let variants, !variants.contains(level.id) { continue }
            // The quick matrix (CI) leaves PGO and LTO out unless `--variants` names them. PGO's rows
            // are never gated, and it costs two more builds and a training run, 6 of a 79-minute
            // clean-clone CI run on an Intel Xeon (2026-12-06); LTO's build took 3.2 of a 55-minute
            // one later that day, for rows that only a machine with a stored quick baseline gates,
            // beside the four optimisation levels that stay.
            if Self.fullMatrixOnly.contains(level.id) && preset.name == Preset.quick.name && variants == nil {
                notes.append("\(level.label): not in the quick matrix; `make bench` runs it")
                continue
            }
            let work = KernelRegistry.swiftWork(level.id, debug: level.configuration == "debug", preset: preset)
                .filter { item in kernelPrefixes?.contains { item.0.hasPrefix($0) } ?? true }
            // `--long` has work for -O only, and `--kernels` may leave a build none: it would take
            // minutes for nothing.
            if work.isEmpty { continue }
            let binary = ".build/bench/\(level.id)/\(level.configuration)/algo-bench"
            planned.append((level, work, !skipBuild || !Shell.exists(binary)))
        }
        // The builds two at a time (PGO's instrumented one among them): one release build keeps 1.4
        // of 2 cores busy (its modules' chain is long), and two together took 227 s where one after
        // the other took 280 (Intel Xeon, 2 cores, 2026-12-06).
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
    private func trainProfile(binary: String, work: [(String, [Int])], notes: inout [String]) -> String? {
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

    // MARK: C

    /// The C levels: gcc -O0…-Os, gcc -O2 with -march=native and with -flto, and the Swift
    /// toolchain's clang at -O2 (the same LLVM as swiftc).
    private var cLevels: [(id: String, label: String, compiler: String, flags: [String], explanation: String)] {
        let march = gccArch.isEmpty ? "" : ", for the Swift builds' CPU generation (-march=haswell)"
        return [
            ("c-O0", "C -O0", "gcc", ["-O0"] + gccArch, "gcc, no optimisation\(march)"),
            ("c-O1", "C -O1", "gcc", ["-O1"] + gccArch, "gcc -O1\(march)"),
            ("c-O2", "C -O2", "gcc", ["-O2"] + gccArch, "gcc -O2, the reference\(march)"),
            ("c-O3", "C -O3", "gcc", ["-O3"] + gccArch, "gcc -O3: adds vectorisation and more inlining\(march)"),
            ("c-Os", "C -Os", "gcc", ["-Os"] + gccArch, "gcc -Os: -O2 without what grows code\(march)"),
            ("c-O2-native", "C -O2 -march=native", "gcc", ["-O2", "-march=native"], "gcc -O2 for this very CPU"),
            (
                "c-O2-lto", "C -O2 -flto", "gcc", ["-O2", "-flto"] + gccArch,
                "gcc -O2 with link-time optimisation\(march)"
            ),
            (
                "clang-O2", "C clang -O2", Shell.toolchainProgram("clang") ?? "clang", ["-O2"] + gccArch,
                "the Swift toolchain's clang -O2: the same LLVM as swiftc\(march)"
            ),
        ]
    }

    private func cParticipants(notes: inout [String]) -> [Participant] {
        guard Shell.has("gcc") else {
            notes.append("gcc is not installed: the C peers were skipped (apt-get install gcc)")
            return []
        }
        var list: [Participant] = []
        let programs = KernelRegistry.cPrograms
        for level in cLevels {
            let directory = ".build/bench/\(level.id)"
            _ = Shell.run(["mkdir", "-p", directory])
            var built = true
            for program in programs {
                // libm for every program (the brachistochrone peer calls sin, cos and sqrt).
                let command =
                    [level.compiler] + level.flags
                    + ["-o", "\(directory)/\(program)", "Benchmarks/Peers/\(program).c", "-lm"]
                progress.say("building \(level.label): \(program)")
                let output = Shell.run(command)
                if output.status != 0 {
                    notes.append("\(level.label) \(program) did not build: \(output.stderr.suffix(300))")
                    built = false
                }
            }
            guard built, let first = programs.first else { continue }
            let (bytes, hash) = Shell.fingerprint("\(directory)/\(first)")
            let tool = Shell.firstLine([level.compiler, "--version"]) ?? level.compiler
            let variant = BenchVariant(
                id: level.id, language: "C", label: level.label,
                flags: ([level.compiler.split(separator: "/").last.map(String.init) ?? "cc"] + level.flags)
                    .joined(separator: " "), tool: tool, binaryBytes: bytes, binarySHA256: hash,
                explanation: level.explanation)
            list.append(
                Participant(
                    variant: variant,
                    command: { kernel, size, policy in
                        let program = KernelRegistry.cProgram(of: kernel) ?? first
                        return ["\(directory)/\(program)", kernel] + Self.peerArguments(size, policy)
                    },
                    work: programs.flatMap { KernelRegistry.work(.c($0), preset: preset) }, policy: preset.policy))
        }
        return list
    }

    private func gmpParticipant(notes: inout [String]) -> [Participant] {
        let directory = ".build/bench/c-gmp"
        _ = Shell.run(["mkdir", "-p", directory])
        let binary = "\(directory)/gmp_ops"
        let output = Shell.run(["gcc", "-O2"] + gccArch + ["-o", binary, "Benchmarks/Peers/gmp_ops.c", "-lgmp"])
        guard output.status == 0 else {
            notes.append("the C GMP peer did not build (apt-get install libgmp-dev): \(output.stderr.suffix(300))")
            return []
        }
        let (bytes, hash) = Shell.fingerprint(binary)
        let variant = BenchVariant(
            id: "c-gmp", language: "C", label: "C + GMP",
            flags: (["gcc", "-O2"] + gccArch + ["-lgmp"]).joined(separator: " "),
            tool: "GMP "
                + (Shell.firstLine([
                    "sh", "-c",
                    "grep -m1 'define __GNU_MP_VERSION ' /usr/include/*/gmp.h /usr/include/gmp.h 2>/dev/null | awk '{print $3}'",
                ]) ?? "?"),
            binaryBytes: bytes, binarySHA256: hash,
            explanation: "C calling GMP directly, reusing its mpz_t: what BigInt's wrapper costs beside it")
        return [
            Participant(
                variant: variant,
                command: { kernel, size, policy in [binary, kernel] + Self.peerArguments(size, policy) },
                work: KernelRegistry.work(.gmp, preset: preset), policy: preset.policy)
        ]
    }

    private func primesieveParticipant(notes: inout [String]) -> [Participant] {
        libraryPeer(
            id: "primesieve", library: "primesieve", program: "primesieve_count", runner: .primesieve,
            explanation: "the best known sieve, from Debian's libprimesieve (its own run-time CPU dispatch)",
            notes: &notes)
    }

    private func primecountParticipant(notes: inout [String]) -> [Participant] {
        libraryPeer(
            id: "primecount", library: "primecount", program: "primecount_pi", runner: .primecount,
            explanation: "the best known π(x) program (Gourdon's algorithm), from Debian's libprimecount",
            notes: &notes)
    }

    /// A C peer on a Debian library (`lib<library>-dev`, header `<library>.h`, program
    /// `<library> --version`): `Benchmarks/Peers/<program>.c` built with gcc -O2 -l<library>.
    private func libraryPeer(
        id: String, library: String, program: String, runner: Runner, explanation: String, notes: inout [String]
    ) -> [Participant] {
        guard Shell.exists("/usr/include/\(library).h") else {
            notes.append("\(library) is not installed: its rows were skipped (apt-get install lib\(library)-dev)")
            return []
        }
        let directory = ".build/bench/\(library)"
        _ = Shell.run(["mkdir", "-p", directory])
        let binary = "\(directory)/\(program)"
        let output = Shell.run(["gcc", "-O2", "-o", binary, "Benchmarks/Peers/\(program).c", "-l\(library)"])
        guard output.status == 0 else {
            notes.append("the \(library) peer did not build: \(output.stderr.suffix(300))")
            return []
        }
        let version = Shell.firstLine([library, "--version"]) ?? "lib\(library)"
        let (bytes, hash) = Shell.fingerprint(binary)
        let variant = BenchVariant(
            id: id, language: "peer", label: library, flags: "lib\(library), 1 thread (-mt: all cores)",
            tool: version, binaryBytes: bytes, binarySHA256: hash, explanation: explanation)
        return [
            Participant(
                variant: variant,
                command: { kernel, size, policy in [binary, kernel] + Self.peerArguments(size, policy) },
                work: KernelRegistry.work(runner, preset: preset), policy: preset.policy)
        ]
    }

    // MARK: Python

    private func pythonParticipants(notes: inout [String]) -> [Participant] {
        var list: [Participant] = []
        // The Python library peers: (id, label, module, script, pip package); the kernels name them
        // as runners.
        let libraryPeers = [
            ("numpy", "numpy Weiszfeld", "numpy", "median_numpy.py", "numpy"),
            ("mpmath", "mpmath", "mpmath", "power_mpmath.py", "mpmath"),
            ("flint", "python-flint (Arb)", "flint", "power_flint.py", "python-flint"),
            ("gmpy2", "gmpy2 Lucas–Lehmer", "gmpy2", "lucas_lehmer_gmpy2.py", "gmpy2"),
            ("scipy", "numpy/scipy banded Newton", "scipy", "brachistochrone_scipy.py", "scipy"),
        ]
        for (id, label, module, script, package) in libraryPeers {
            let work = KernelRegistry.work(.python(id), preset: preset)
            guard Shell.run(["python3", "-c", "import \(module)"]).status == 0 else {
                notes.append("\(module) is not installed: the \(label) peer was skipped (pip install \(package))")
                continue
            }
            let version =
                Shell.firstLine(["python3", "-c", "import \(module); print('\(module)', \(module).__version__)"])
                ?? module
            list.append(
                Participant(
                    variant: BenchVariant(
                        id: id, language: "Python", label: label, flags: "python3 Benchmarks/Peers/\(script)",
                        tool: version, explanation: "the Python library's own algorithm, in CPython"),
                    command: { kernel, size, policy in
                        ["python3", "Benchmarks/Peers/\(script)", kernel] + Self.peerArguments(size, policy)
                    }, work: work, policy: preset.policy))
        }
        // Programs timed from Python, one process per timed run (its start-up included: about
        // 1 ms for factor, 40 ms for gp): (id, label, program, version command, package).
        let programPeers = [
            ("gnu-factor", "GNU factor", "factor", ["factor", "--version"], "coreutils"),
            ("pari", "PARI/GP factorint", "gp", ["sh", "-c", "echo 'version()' | gp -q -f"], "pari-gp"),
        ]
        for (id, label, program, versionCommand, package) in programPeers {
            let work = KernelRegistry.work(.program(id), preset: preset)
            guard !work.isEmpty else { continue }
            guard Shell.has(program) else {
                notes.append("\(program) is not installed: the \(label) rows were skipped (apt-get install \(package))")
                continue
            }
            list.append(
                Participant(
                    variant: BenchVariant(
                        id: id, language: "peer", label: label,
                        flags: "python3 Benchmarks/Peers/factor_tools.py \(id) (one \(program) process per run)",
                        tool: Shell.firstLine(versionCommand) ?? program,
                        explanation: "the factoring program people reach for, on the same numbers"),
                    command: { kernel, size, policy in
                        ["python3", "Benchmarks/Peers/factor_tools.py", id, kernel] + Self.peerArguments(size, policy)
                    }, work: work, policy: preset.policy))
        }
        for (id, label, program, slow) in [
            ("cpython", "CPython", "python3", true), ("pypy", "PyPy", "pypy3", false),
        ] {
            guard Shell.has(program) else {
                notes.append("\(program) is not installed: the \(label) rows were skipped (apt-get install \(program))")
                continue
            }
            let version = Shell.firstLine([program, "--version"]) ?? program
            let variant = BenchVariant(
                id: id, language: "Python", label: label, flags: "\(program) Benchmarks/Peers/sieve_classic.py",
                tool: version.replacingOccurrences(of: "\n", with: " "),
                explanation: program == "python3" ? "the reference interpreter" : "PyPy's tracing JIT")
            list.append(
                Participant(
                    variant: variant,
                    command: { kernel, size, policy in
                        [program, "Benchmarks/Peers/sieve_classic.py", kernel] + Self.peerArguments(size, policy)
                    },
                    work: KernelRegistry.work(.interpreters, preset: preset),
                    policy: slow ? preset.slowPolicy : preset.policy)
            )
        }
        return list
    }

    /// The peers' common arguments: SIZE MIN MAX BUDGET WARMUPS.
    static func peerArguments(_ size: Int, _ policy: RepetitionPolicy) -> [String] {
        [String(size), String(policy.minimum), String(policy.maximum), String(policy.budget), String(policy.warmups)]
    }
}

/// What machine and tools a run used.
enum Environment {
    static func describe() -> [String: String] {
        var environment: [String: String] = [:]
        environment["date"] = ISO8601DateFormatter().string(from: Date())
        environment["cores"] = String(ProcessInfo.processInfo.activeProcessorCount)
        environment["memory GiB"] = String(ProcessInfo.processInfo.physicalMemory >> 30)
        environment["kernel"] = Shell.firstLine(["uname", "-sr"]) ?? "?"
        if let cpuinfo = Shell.read("/proc/cpuinfo"),
            let line = cpuinfo.split(separator: "\n").first(where: { $0.hasPrefix("model name") })
        {
            environment["cpu"] = line.split(separator: ":").last.map { $0.trimmingCharacters(in: .whitespaces) }
        }
        if let release = Shell.read("/etc/os-release"),
            let line = release.split(separator: "\n").first(where: { $0.hasPrefix("PRETTY_NAME=") })
        {
            environment["os"] = line.dropFirst("PRETTY_NAME=".count).trimmingCharacters(
                in: CharacterSet(charactersIn: "\""))
        }
        for (name, path) in [("L1d", "index0"), ("L2", "index2"), ("L3", "index3")] {
            if let size = Shell.read("/sys/devices/system/cpu/cpu0/cache/\(path)/size") {
                environment["cache \(name)"] = size.trimmingCharacters(in: .whitespacesAndNewlines)
            }
        }
        return environment
    }
}
