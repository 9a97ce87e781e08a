import AlgoSupport

/// Writes `text` to the file at `path`, replacing it.
///
/// - Throws: ``CLIError/failure(_:)`` naming the path and the system's reason.
public func writeFile(_ path: String, _ text: String) throws(CLIError) {
    try writeFile(path, bytes: Array(text.utf8))
}

/// Writes `bytes` to the file at `path`, replacing it: exactly those bytes, valid UTF-8 or not
/// (`algo judge --keep` writes what a program printed).
///
/// - Throws: ``CLIError/failure(_:)`` naming the path and the system's reason.
public func writeFile(_ path: String, bytes: [UInt8]) throws(CLIError) {
    guard let file = fopen(path, "w") else {
        throw .failure("cannot write \(path): \(String(cString: strerror(errno)))")
    }
    let written = bytes.withUnsafeBytes { fwrite($0.baseAddress, 1, $0.count, file) }
    let closed = fclose(file)
    guard written == bytes.count, closed == 0 else {
        throw .failure("cannot write \(path): \(String(cString: strerror(errno)))")
    }
}
