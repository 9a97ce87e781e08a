#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes `text` to the file at `path`, replacing it.
///
/// - Throws: ``CLIError/failure(_:)`` naming the path and the system's reason.
func writeFile(_ path: String, _ text: String) throws(CLIError) {
    guard let file = fopen(path, "w") else {
        throw .failure("cannot write \(path): \(String(cString: strerror(errno)))")
    }
    var text = text
    let written = text.withUTF8 { fwrite($0.baseAddress, 1, $0.count, file) }
    let closed = fclose(file)
    guard written == text.utf8.count, closed == 0 else {
        throw .failure("cannot write \(path): \(String(cString: strerror(errno)))")
    }
}
