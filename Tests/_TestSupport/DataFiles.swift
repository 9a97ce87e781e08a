#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The repository's `Data/` folder, found from this source file's path.
public func dataPath(_ relative: String, file: String = #filePath) -> String {
    var parts = file.split(separator: "/", omittingEmptySubsequences: false)
    parts.removeLast(3)  // Tests/_TestSupport/DataFiles.swift
    return parts.joined(separator: "/") + "/Data/" + relative
}

/// The bytes of a file under `Data/`, or nil when it cannot be read.
public func readData(_ relative: String) -> [UInt8]? {
    readFileBytes(dataPath(relative))
}

/// The bytes of the file at `path`, or nil when it cannot be read.
public func readFileBytes(_ path: String) -> [UInt8]? {
    guard let file = fopen(path, "rb") else { return nil }
    defer { fclose(file) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
        let got = chunk.withUnsafeMutableBytes { fread($0.baseAddress, 1, $0.count, file) }
        if got == 0 { break }
        bytes.append(contentsOf: chunk[0..<got])
    }
    return bytes
}
