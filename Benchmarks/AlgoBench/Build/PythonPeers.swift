import BenchKit
import Foundation

extension Builder {
    func pythonParticipants(notes: inout [String]) -> [Participant] {
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
        // Programs timed from Python, one process per timed run (its start-up included, a large
        // part of a short run for gp): (id, label, program, version command, package).
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
