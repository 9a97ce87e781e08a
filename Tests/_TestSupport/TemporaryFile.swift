#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes `bytes` to a new temporary file and returns a read-only descriptor positioned at its
/// start; the file is already unlinked, so it vanishes when the descriptor is closed.
public func temporaryFileDescriptor(containing bytes: [UInt8]) -> Int32 {
    var template = Array("/tmp/algosuite-test-XXXXXX".utf8CString)
    let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
    precondition(descriptor >= 0, "mkstemp failed")
    template.withUnsafeBufferPointer { _ = unlink($0.baseAddress!) }
    var written = 0
    bytes.withUnsafeBytes { raw in
        while written < raw.count {
            let n = write(descriptor, raw.baseAddress! + written, raw.count - written)
            precondition(n > 0, "write failed")
            written += n
        }
    }
    lseek(descriptor, 0, SEEK_SET)
    return descriptor
}

/// A new empty temporary directory's path (`/tmp/algosuite-<label>-XXXXXX`).
public func temporaryDirectory(_ label: String) -> String {
    var template = Array("/tmp/algosuite-\(label)-XXXXXX".utf8CString)
    let made = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }
    precondition(made != nil, "mkdtemp failed")
    return template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
}

/// The text of a file, or nil when it cannot be read.
public func readTextFile(_ path: String) -> String? {
    readFileBytes(path).map { String(decoding: $0, as: UTF8.self) }
}

/// Writes `text` to a new file at `path`; false when it cannot.
public func writeTextFile(_ path: String, _ text: String) -> Bool {
    guard let file = fopen(path, "w") else { return false }
    defer { fclose(file) }
    return fputs(text, file) >= 0
}
