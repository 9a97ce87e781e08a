import BenchKit
import Foundation

extension Builder {
    /// The C levels: gcc -O0…-Os, gcc -O2 with -march=native and with -flto, and the Swift
    /// toolchain's clang at -O2 (the same LLVM as swiftc).
    var cLevels: [(id: String, label: String, compiler: String, flags: [String], explanation: String)] {
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

    func cParticipants(notes: inout [String]) -> [Participant] {
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

    func gmpParticipant(notes: inout [String]) -> [Participant] {
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

    func primesieveParticipant(notes: inout [String]) -> [Participant] {
        libraryPeer(
            id: "primesieve", library: "primesieve", program: "primesieve_count", runner: .primesieve,
            explanation: "the best known sieve, from Debian's libprimesieve (its own run-time CPU dispatch)",
            notes: &notes)
    }

    func primecountParticipant(notes: inout [String]) -> [Participant] {
        libraryPeer(
            id: "primecount", library: "primecount", program: "primecount_pi", runner: .primecount,
            explanation: "the best known π(x) program (Gourdon's algorithm), from Debian's libprimecount",
            notes: &notes)
    }

    /// A C peer on a Debian library (`lib<library>-dev`, header `<library>.h`, program
    /// `<library> --version`): `Benchmarks/Peers/<program>.c` built with gcc -O2 -l<library>.
    func libraryPeer(
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
}
