import BenchKit
import Foundation

/// Runs an ``EndToEndBenchmark``: every command on the same stdin, `runs` rounds interleaved (A B
/// A B …, so a busy minute slows every command alike), then the medians, the speed-up against the
/// first command, the outputs' agreement and the target.
struct EndToEndRun {
    var benchmark: EndToEndBenchmark
    var runs: Int

    /// One command's timings and the digest of its output.
    struct Timing {
        var seconds: [Double] = []
        /// CPU seconds of each run, in user and kernel mode.
        var user: [Double] = []
        var system: [Double] = []
        var digest: UInt64 = 0
        var median: Double { SampleSummary.median(seconds) }
    }

    /// The table, and whether the outputs agree and the target holds.
    struct Result {
        var table: String
        /// Each command's runs in hyperfine's export format.
        var hyperfine: [CIFormats.HyperfineResult]
        var agree: Bool
        var targetMet: Bool?
    }

    func run(progress: Progress) throws(BenchError) -> Result {
        var timings = Array(repeating: Timing(), count: benchmark.commands.count)
        for round in 0..<runs {
            for (index, command) in benchmark.commands.enumerated() {
                progress.say("run \(round + 1)/\(runs) \(command.label)")
                let (seconds, cpu, output) = try Self.time(command.arguments, input: benchmark.input)
                timings[index].seconds.append(seconds)
                timings[index].user.append(cpu.user)
                timings[index].system.append(cpu.system)
                if round == 0 { timings[index].digest = Self.digest(output, benchmark.check) }
            }
        }
        progress.done()
        return report(timings)
    }

    func report(_ timings: [Timing]) -> Result {
        let commands = benchmark.commands
        let reference = timings[0].median
        let compared = commands.indices.filter { !commands[$0].isFloor }
        let checkReference = compared.first.map { timings[$0].digest }
        var agree = true
        let rate = benchmark.items.map { _ in "      items/s" } ?? ""
        var table = benchmark.title + "\n"
        table += "command".padding(28) + "median".leftPadded(10) + "min".leftPadded(10) + "max".leftPadded(10)
        table += "speed-up".leftPadded(10) + rate + "  output\n"
        for (index, command) in commands.enumerated() {
            let timing = timings[index]
            let same = command.isFloor || timing.digest == checkReference
            agree = agree && same
            table += command.label.padding(28) + Self.seconds(timing.median) + Self.seconds(timing.seconds.min()!)
            table +=
                Self.seconds(timing.seconds.max()!)
                + (String(format: "%.1f", reference / timing.median) + "x").leftPadded(10)
            if let items = benchmark.items { table += String(format: "%13.0f", Double(items) / timing.median) }
            let verdict =
                command.isFloor ? "(floor, not compared)" : compared.count < 2 ? "-" : same ? "agrees" : "MISMATCH"
            table += "  " + verdict + "\n"
        }
        var met: Bool?
        if let target = benchmark.target, let index = commands.firstIndex(where: { $0.label == target.label }) {
            let ratio = timings[index].median / reference
            met = ratio <= target.ratio
            table += "target: \(target.label) / \(commands[0].label) = \(String(format: "%.3f", ratio))"
            table += " (<= \(target.ratio): \(met! ? "met" : "MISSED"))\n"
        }
        let exported = zip(commands, timings).map { command, timing in
            CIFormats.HyperfineResult(
                command: command.arguments.joined(separator: " ") + " < " + benchmark.input, wall: timing.seconds,
                user: timing.user, system: timing.system)
        }
        return Result(table: table, hyperfine: exported, agree: agree, targetMet: met)
    }

    /// Wall seconds of one run of `arguments` with stdin from `input`, its CPU seconds (the
    /// change in this process's reaped children's, and runs are one at a time), and its stdout.
    static func time(_ arguments: [String], input: String) throws(BenchError) -> (
        Double, (user: Double, system: Double), Data
    ) {
        let before = childrenCPU()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: arguments[0])
        process.arguments = Array(arguments.dropFirst())
        guard let stdin = FileHandle(forReadingAtPath: input) else { throw .failure("cannot read \(input)") }
        defer { try? stdin.close() }
        let output = Pipe()
        process.standardInput = stdin
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        let start = DispatchTime.now().uptimeNanoseconds
        do {
            try process.run()
        } catch {
            throw .failure("cannot run \(arguments[0]): \(error)")
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) * 1e-9
        let after = childrenCPU()
        guard process.terminationStatus == 0 else {
            throw .failure("\(arguments.joined(separator: " ")) exited \(process.terminationStatus) on \(input)")
        }
        return (seconds, (after.user - before.user, after.system - before.system), data)
    }

    /// User and system seconds of every child this process has waited for.
    static func childrenCPU() -> (user: Double, system: Double) {
        var usage = rusage()
        getrusage(__rusage_who_t(RUSAGE_CHILDREN.rawValue), &usage)
        func seconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) * 1e-6 }
        return (seconds(usage.ru_utime), seconds(usage.ru_stime))
    }

    /// FNV-1a over the output, or over its line lengths.
    static func digest(_ output: Data, _ check: EndToEndBenchmark.Check) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        func mix(_ byte: UInt8) { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        switch check {
        case .exact:
            for byte in output { mix(byte) }
        case .lengths:
            var length = 0
            for byte in output {
                if byte == 0x0A {
                    for digit in String(length).utf8 { mix(digit) }
                    mix(0x0A)
                    length = 0
                } else {
                    length += 1
                }
            }
        }
        return hash
    }

    /// A time in the unit that suits it (`1.234 s`, `56.78 ms`), right-aligned.
    static func seconds(_ value: Double) -> String { ReportFormat.duration(value).leftPadded(10) }
}

extension String {
    func leftPadded(_ width: Int) -> String { String(repeating: " ", count: max(1, width - count)) + self }
}
