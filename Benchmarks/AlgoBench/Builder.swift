import BenchKit
import Foundation

/// Builds the variants of the matrix and says how to run each.
struct Builder {
    var preset: Preset
    var arch: String
    var progress: Progress
    var skipBuild: Bool

    private var archFlags: [String] { arch.split(separator: " ").map(String.init) }
    private var gccArch: [String] { arch.contains("haswell") ? ["-march=haswell"] : [] }

    func participants(notes: inout [String]) -> [Participant] {
        var list: [Participant] = []
        list += swiftParticipants(notes: &notes)
        list += cParticipants(notes: &notes)
        list += primesieveParticipant(notes: &notes)
        list += gmpParticipant(notes: &notes)
        list += pythonParticipants(notes: &notes)
        return list
    }

    // MARK: Swift

    private func swiftParticipants(notes: inout [String]) -> [Participant] {
        let levels: [(id: String, label: String, configuration: String, flags: [String])] = [
            ("swift-Onone", "Swift -Onone", "debug", []),
            ("swift-O", "Swift -O", "release", []),
            ("swift-Osize", "Swift -Osize", "release", ["-Xswiftc", "-Osize"]),
            ("swift-Ounchecked", "Swift -Ounchecked", "release", ["-Xswiftc", "-Ounchecked"]),
        ]
        let tool = Shell.firstLine(["swift", "--version"]) ?? "swift"
        var list: [Participant] = []
        for level in levels {
            let scratch = ".build/bench/\(level.id)"
            // -Xcc -gdwarf-4 as in the Makefile: valgrind 3.19 cannot read clang's DWARF 5 (--callgrind).
            let command =
                ["swift", "build", "-c", level.configuration, "--product", "algo-bench", "--scratch-path", scratch]
                + level.flags + archFlags + ["-Xcc", "-gdwarf-4"]
            let binary = "\(scratch)/\(level.configuration)/algo-bench"
            if !skipBuild || !Shell.exists(binary) {
                progress.say("building \(level.label): \(command.joined(separator: " "))")
                let output = Shell.run(command)
                guard output.status == 0 else {
                    notes.append("\(level.label) did not build: \(output.stderr.suffix(300))")
                    continue
                }
            }
            let (bytes, hash) = Shell.fingerprint(binary)
            let variant = BenchVariant(
                id: level.id, language: "Swift", label: level.label,
                flags: (["-c", level.configuration] + level.flags + archFlags).joined(separator: " "), tool: tool,
                binaryBytes: bytes, binarySHA256: hash)
            let debug = level.configuration == "debug"
            var work: [(String, [Int])] = [
                ("sieve.classic", preset.classicSizes),
                ("sieve.wheel", debug ? Array(preset.wheelSizes.prefix(1)) : preset.wheelSizes),
                ("dslr.string", preset.dslrSizes), ("dslr.record", preset.dslrSizes),
                ("dslr.bidirectional", preset.dslrSizes), ("archery.dfs", preset.archerySizes),
                ("archery.knapsack", preset.archerySizes), ("archery.knapsack64", preset.archery64Sizes),
                ("fermat.triangles", preset.triangleSizes), ("fermat.median", preset.medianSizes),
                ("complex.pow", preset.powerSizes),
            ]
            if !debug {
                work += [
                    ("bignum.add10k", preset.bignumAddOps), ("bignum.mul10k", preset.bignumOps),
                    ("bignum.div10k", preset.bignumOps), ("bignum.factorial", preset.factorialSizes),
                    ("mersenne.ll", preset.mersenneSizes), ("complex.digits", preset.digitSizes),
                    ("complex.general", preset.digitSizes),
                ]
            }
            if level.id == "swift-O" {
                work += [
                    ("fermat.median-plain", preset.medianSizes),
                    ("sieve.odd", preset.ladderSizes), ("sieve.segmented", preset.ladderSizes),
                    ("sieve.wheel-mt", preset.threadedSizes), ("sieve.high", preset.highSizes),
                ]
            }
            list.append(
                Participant(
                    variant: variant,
                    command: { kernel, size, policy in
                        [
                            binary, "run", kernel, String(size), "--min", String(policy.minimum), "--max",
                            String(policy.maximum), "--budget", String(policy.budget), "--warmups",
                            String(policy.warmups),
                            "--variant", level.id,
                        ]
                    }, work: work, policy: debug ? preset.slowPolicy : preset.policy))
        }
        return list
    }

    // MARK: C

    private func cParticipants(notes: inout [String]) -> [Participant] {
        guard Shell.has("gcc") else {
            notes.append("gcc is not installed: the C peers were skipped (apt-get install gcc)")
            return []
        }
        let tool = Shell.firstLine(["gcc", "--version"]) ?? "gcc"
        var list: [Participant] = []
        for level in ["-O0", "-O1", "-O2", "-O3", "-Os"] {
            let id = "c\(level)"
            let directory = ".build/bench/\(id)"
            var built = true
            for peer in ["sieve_classic", "dslr_bfs"] {
                let command = ["gcc", level] + gccArch + ["-o", "\(directory)/\(peer)", "Benchmarks/Peers/\(peer).c"]
                progress.say("building C \(level): \(peer)")
                _ = Shell.run(["mkdir", "-p", directory])
                let output = Shell.run(command)
                if output.status != 0 {
                    notes.append("C \(level) \(peer) did not build: \(output.stderr.suffix(300))")
                    built = false
                }
            }
            guard built else { continue }
            let (bytes, hash) = Shell.fingerprint("\(directory)/sieve_classic")
            let variant = BenchVariant(
                id: id, language: "C", label: "C \(level)", flags: (["gcc", level] + gccArch).joined(separator: " "),
                tool: tool, binaryBytes: bytes, binarySHA256: hash)
            list.append(
                Participant(
                    variant: variant,
                    command: { kernel, size, policy in
                        let program = kernel.hasPrefix("dslr") ? "dslr_bfs" : "sieve_classic"
                        return ["\(directory)/\(program)", kernel] + Self.peerArguments(size, policy)
                    }, work: [("sieve.classic", preset.classicSizes), ("dslr.bfs", preset.dslrSizes)],
                    policy: preset.policy))
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
            binaryBytes: bytes, binarySHA256: hash)
        return [
            Participant(
                variant: variant,
                command: { kernel, size, policy in [binary, kernel] + Self.peerArguments(size, policy) },
                work: [
                    ("bignum.add10k", preset.bignumAddOps), ("bignum.mul10k", preset.bignumOps),
                    ("bignum.div10k", preset.bignumOps), ("bignum.factorial", preset.factorialSizes),
                ], policy: preset.policy)
        ]
    }

    private func primesieveParticipant(notes: inout [String]) -> [Participant] {
        guard Shell.exists("/usr/include/primesieve.h") else {
            notes.append("primesieve is not installed: its rows were skipped (apt-get install libprimesieve-dev)")
            return []
        }
        let directory = ".build/bench/primesieve"
        _ = Shell.run(["mkdir", "-p", directory])
        let binary = "\(directory)/primesieve_count"
        let output = Shell.run(["gcc", "-O2", "-o", binary, "Benchmarks/Peers/primesieve_count.c", "-lprimesieve"])
        guard output.status == 0 else {
            notes.append("the primesieve peer did not build: \(output.stderr.suffix(300))")
            return []
        }
        let version = Shell.firstLine(["primesieve", "--version"]) ?? "libprimesieve"
        let (bytes, hash) = Shell.fingerprint(binary)
        let variant = BenchVariant(
            id: "primesieve", language: "peer", label: "primesieve", flags: "libprimesieve, 1 thread (-mt: all cores)",
            tool: version, binaryBytes: bytes, binarySHA256: hash)
        return [
            Participant(
                variant: variant,
                command: { kernel, size, policy in [binary, kernel] + Self.peerArguments(size, policy) },
                work: [
                    ("sieve.primesieve", preset.wheelSizes), ("sieve.primesieve-mt", preset.threadedSizes),
                    ("sieve.primesieve-high", preset.highSizes),
                ],
                policy: preset.policy)
        ]
    }

    // MARK: Python

    private func pythonParticipants(notes: inout [String]) -> [Participant] {
        var list: [Participant] = []
        // The Python library peers: (id, label, module, script, work).
        let libraryPeers: [(String, String, String, String, [(String, [Int])])] = [
            ("numpy", "numpy Weiszfeld", "numpy", "median_numpy.py", [("fermat.median", preset.medianSizes)]),
            (
                "mpmath", "mpmath", "mpmath", "power_mpmath.py",
                [("complex.digits", preset.digitSizes), ("complex.general", preset.digitSizes)]
            ),
            (
                "gmpy2", "gmpy2 Lucas–Lehmer", "gmpy2", "lucas_lehmer_gmpy2.py",
                [("mersenne.ll", preset.mersenneSizes)]
            ),
        ]
        for (id, label, module, script, work) in libraryPeers {
            guard Shell.run(["python3", "-c", "import \(module)"]).status == 0 else {
                notes.append("\(module) is not installed: the \(label) peer was skipped (pip install \(module))")
                continue
            }
            let version =
                Shell.firstLine(["python3", "-c", "import \(module); print('\(module)', \(module).__version__)"])
                ?? module
            list.append(
                Participant(
                    variant: BenchVariant(
                        id: id, language: "Python", label: label, flags: "python3 Benchmarks/Peers/\(script)",
                        tool: version),
                    command: { kernel, size, policy in
                        ["python3", "Benchmarks/Peers/\(script)", kernel] + Self.peerArguments(size, policy)
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
                tool: version.replacingOccurrences(of: "\n", with: " "))
            list.append(
                Participant(
                    variant: variant,
                    command: { kernel, size, policy in
                        [program, "Benchmarks/Peers/sieve_classic.py", kernel] + Self.peerArguments(size, policy)
                    }, work: [("sieve.classic", preset.classicSizes)], policy: slow ? preset.slowPolicy : preset.policy)
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
