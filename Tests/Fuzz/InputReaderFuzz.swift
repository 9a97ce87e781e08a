// libFuzzer target: InputReader's tokens, integers and floats (built into the SolverIO module by
// scripts/fuzz, so that it sees internal API). Oracles: the tokens are the input split on
// whitespace; parseInt agrees with the standard library's Int(String); readDouble agrees with
// Double(String); a reader fed in its smallest chunks (8 KiB) reads what a reader over the whole
// buffer reads.

#if canImport(Glibc)
    import Glibc
#endif

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzInputReader(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = size == 0 ? [] : Array(UnsafeBufferPointer(start: data, count: size))
    func space(_ byte: UInt8) -> Bool { byte == 0x20 || (byte >= 0x09 && byte <= 0x0D) }
    let expected = bytes.split(whereSeparator: space).map { Array($0) }
    let oversized = expected.contains { $0.count > InputReader.tokenLimit }

    // Whole buffer: every token, in order, and the integer and float readings of each.
    var reader = InputReader(bytes: bytes)
    var tokens: [[UInt8]] = []
    while !reader.isAtEnd() {
        guard let token = try? reader.readToken(expected: "a token", { Array($0) }) else {
            precondition(oversized, "readToken failed on a token within the limit")
            return 0
        }
        tokens.append(token)
        let text = String(decoding: token, as: UTF8.self)
        let parsed = token.withUnsafeBufferPointer { InputReader.parseInt($0) }
        precondition(parsed == Int(text), "parseInt(\(text.debugDescription)) = \(String(describing: parsed))")
    }
    precondition(tokens == expected, "tokens differ from the whitespace split")

    // Floats: readDouble takes exactly what Double(String) takes.
    var floats = InputReader(bytes: bytes)
    for token in expected where token.count <= InputReader.tokenLimit {
        let text = String(decoding: token, as: UTF8.self)
        let value = try? floats.readDouble()
        if value == nil { _ = try? floats.readToken(expected: "a token", { _ in () }) }
        let reference = Double(text)
        precondition(
            value?.bitPattern == reference?.bitPattern || (value?.isNaN == true && reference?.isNaN == true),
            "readDouble(\(text.debugDescription))")
    }

    // Chunked from a pipe, 2 · tokenLimit bytes a read: the same tokens and line numbers.
    guard !oversized, bytes.count < 1 << 16 else { return 0 }
    var pipeEnds: [Int32] = [0, 0]
    guard pipe(&pipeEnds) == 0 else { return 0 }
    _ = bytes.withUnsafeBytes { write(pipeEnds[1], $0.baseAddress, $0.count) }
    close(pipeEnds[1])
    var chunked = InputReader(fileDescriptor: pipeEnds[0], chunkSize: 2 * InputReader.tokenLimit)
    var whole = InputReader(bytes: bytes)
    while !whole.isAtEnd() {
        precondition(!chunked.isAtEnd(), "the chunked reader ended early")
        let a = try? whole.readToken(expected: "a token", { Array($0) })
        let b = try? chunked.readToken(expected: "a token", { Array($0) })
        precondition(a == b && whole.line == chunked.line, "chunked and whole readers disagree")
    }
    precondition(chunked.isAtEnd(), "the chunked reader read more")
    close(pipeEnds[0])
    return 0
}
