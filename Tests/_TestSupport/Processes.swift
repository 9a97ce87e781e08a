#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The pids whose command line (/proc/PID/cmdline) contains `text`, this process's excepted.
public func processes(containing text: String) -> [Int32] {
    guard let directory = opendir("/proc") else { return [] }
    defer { closedir(directory) }
    var found: [Int32] = []
    while let entry = readdir(directory) {
        let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
        guard let pid = Int32(name), pid != getpid() else { continue }
        let command = readFileBytes("/proc/\(pid)/cmdline").map { String(decoding: $0, as: UTF8.self) } ?? ""
        if command.contains(text) { found.append(pid) }
    }
    return found
}
