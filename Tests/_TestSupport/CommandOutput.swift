import Foundation

/// Everything a shell command prints on stdout, or nil when it cannot be started.
///
/// Through `popen`, not Foundation's `Process`: under AddressSanitizer `Process.run()` leaks a weak
/// reference (32 bytes, every time), which fails `make test-sanitize`.
public func commandOutput(_ command: String) -> String? {
    guard let pipe = popen(command, "r") else { return nil }
    defer { pclose(pipe) }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    while true {
        let count = fread(&buffer, 1, buffer.count, pipe)
        if count == 0 { break }
        bytes += buffer.prefix(count)
    }
    return String(decoding: bytes, as: UTF8.self)
}
