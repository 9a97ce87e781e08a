import AlgoSupport
import SolverIO

/// Runs `body` with a reader over the file at `path` (a command's `@FILE` value), then closes it.
///
///     try readingFile("queries.txt") { reader throws(CLIError) in … }
///
/// - Throws: ``CLIError/value(_:)`` naming the path when it cannot be opened (bad input: exit 2);
///   whatever `body` throws.
public func readingFile<T>(_ path: String, _ body: (inout InputReader) throws(CLIError) -> T) throws(CLIError) -> T {
    let descriptor = open(path, O_RDONLY)
    guard descriptor >= 0 else {
        throw .value("cannot read \(path): \(String(cString: strerror(errno)))")
    }
    defer { close(descriptor) }
    var reader = InputReader(fileDescriptor: descriptor)
    return try body(&reader)
}
