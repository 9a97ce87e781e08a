import Foundation

/// Everything a shell command prints on stdout, or nil when it cannot be started.
///
/// Through `popen`, not Foundation's `Process`: under AddressSanitizer `Process.run()` leaks a weak
/// reference (32 bytes, every time), which fails `make test-sanitize`.
public func commandOutput(_ command: String) -> String? {
    guard let pipe = popen(command, "r") else { return nil }
    defer { pclose(pipe) }
    return String(decoding: readAll(pipe), as: UTF8.self)
}

/// A shell command's exit status (as a shell reports it: 128 + N for a signal N) and its stdout.
public func shellCommand(_ command: String) -> (status: Int32, stdout: String) {
    guard let pipe = popen(command, "r") else { return (-1, "") }
    let bytes = readAll(pipe)
    let status = pclose(pipe)
    let code = status & 0x7F == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
    return (code, String(decoding: bytes, as: UTF8.self))
}

/// Every byte left on `pipe`.
private func readAll(_ pipe: UnsafeMutablePointer<FILE>) -> [UInt8] {
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    while true {
        let count = fread(&buffer, 1, buffer.count, pipe)
        if count == 0 { break }
        bytes += buffer.prefix(count)
    }
    return bytes
}

/// `text` quoted for a POSIX shell.
public func shellQuoted(_ text: String) -> String {
    "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
}

/// The path of an executable this package built beside the test bundle (`algo`), or nil.
public func builtProduct(_ name: String) -> String? {
    guard let bundle = realpath("/proc/self/exe", nil) else { return nil }
    defer { free(bundle) }
    var directory = String(cString: bundle)
    // .build/<triple>/<configuration>/AlgoSuitePackageTests.xctest
    directory = String(directory[..<(directory.lastIndex(of: "/") ?? directory.endIndex)])
    let path = directory + "/" + name
    return access(path, X_OK) == 0 ? path : nil
}
