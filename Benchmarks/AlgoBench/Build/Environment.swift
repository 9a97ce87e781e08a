import BenchKit
import Foundation

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
