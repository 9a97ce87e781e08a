import AlgoSupport

/// A byte-level reader for solver input: reads large chunks and parses tokens in place.
///
/// It never traps on bad bytes. Every parse either returns a value or throws an ``InputError``
/// that names the line and what was expected.
///
///     var input = InputReader("2\n1234 3412\r\n1000 1")
///     try input.readInt(in: 0...10, expected: "T")   // 2
///     input.line                                      // 1
///
/// Whitespace is space, tab, CR, LF, VT and FF; LF ends a line, so CRLF files read like LF files.
/// Tokens are at most ``tokenLimit`` bytes long; a longer token is an input error, however long
/// (a 10 MB token is read in chunks, never held whole).
public struct InputReader: ~Copyable {
    /// The longest token the reader accepts.
    public static let tokenLimit = 4096

    private let fileDescriptor: Int32
    private var buffer: UnsafeMutablePointer<UInt8>
    private let capacity: Int
    private var position = 0
    private var end = 0
    private var sourceExhausted: Bool
    private var readFailure: Int32 = 0

    /// The 1-based line of the next unread byte.
    public private(set) var line = 1

    /// Reads from an open file descriptor, such as `0` for standard input.
    ///
    /// - Parameters:
    ///   - fileDescriptor: an open descriptor; the reader does not close it.
    ///   - chunkSize: bytes per `read(2)`; at least twice ``tokenLimit``.
    public init(fileDescriptor: Int32, chunkSize: Int = 1 << 16) {
        precondition(chunkSize >= 2 * Self.tokenLimit, "chunkSize must hold two whole tokens")
        self.fileDescriptor = fileDescriptor
        self.capacity = chunkSize
        self.buffer = .allocate(capacity: chunkSize)
        self.sourceExhausted = false
    }

    /// Reads from bytes held in memory (tests, and callers that already have the input).
    public init(bytes: some Collection<UInt8>) {
        self.fileDescriptor = -1
        self.capacity = max(bytes.count, 1)
        self.buffer = .allocate(capacity: capacity)
        _ = UnsafeMutableBufferPointer(start: buffer, count: capacity).initialize(from: bytes)
        self.end = bytes.count
        self.sourceExhausted = true
    }

    /// Reads the UTF-8 bytes of a string.
    public init(_ text: String) {
        self.init(bytes: Array(text.utf8))
    }

    deinit {
        buffer.deallocate()
    }

    /// The `errno` of a failed `read(2)`, or 0. A failed read ends the input early.
    public var readError: Int32 { readFailure }

    // MARK: buffer management

    /// Makes at least `count` unread bytes contiguous in the buffer, unless the source ends first.
    private mutating func ensureAvailable(_ count: Int) {
        if end - position >= count || sourceExhausted { return }
        if position > 0 {
            let remaining = end - position
            if remaining > 0 { buffer.update(from: buffer + position, count: remaining) }
            position = 0
            end = remaining
        }
        while end - position < count && !sourceExhausted {
            let got = read(fileDescriptor, buffer + end, capacity - end)
            if got > 0 {
                end += got
            } else if got == 0 {
                sourceExhausted = true
            } else if errno != EINTR {
                readFailure = errno
                sourceExhausted = true
            }
        }
    }

    @inline(__always)
    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || (byte >= 0x09 && byte <= 0x0D)
    }

    // MARK: whitespace and lines

    /// Skips whitespace, newlines included.
    ///
    /// - Complexity: O(*n*), where *n* is the number of bytes skipped.
    public mutating func skipWhitespace() {
        while true {
            if position == end {
                ensureAvailable(1)
                if position == end { return }
            }
            let byte = buffer[position]
            guard Self.isSpace(byte) else { return }
            if byte == 0x0A { line += 1 }
            position += 1
        }
    }

    /// Skips spaces, tabs and other whitespace, but stops at a newline.
    public mutating func skipInlineSpace() {
        while true {
            if position == end {
                ensureAvailable(1)
                if position == end { return }
            }
            let byte = buffer[position]
            guard Self.isSpace(byte) && byte != 0x0A else { return }
            position += 1
        }
    }

    /// Whether only whitespace is left.
    public mutating func isAtEnd() -> Bool {
        skipWhitespace()
        return position == end
    }

    /// Whether the rest of the current line is blank (true at end of input too).
    public mutating func isAtEndOfLine() -> Bool {
        skipInlineSpace()
        return position == end || buffer[position] == 0x0A
    }

    /// Skips the rest of the current line if it is blank, and its newline.
    ///
    /// - Throws: ``InputError`` naming `expected` when a token remains on the line.
    public mutating func finishLine(expected: @autoclosure () -> String = "end of line") throws(InputError) {
        skipInlineSpace()
        if position == end { return }
        if buffer[position] == 0x0A {
            position += 1
            line += 1
            return
        }
        throw InputError(line: line, expected: expected(), got: currentTokenQuoted())
    }

    // MARK: tokens

    /// The next token, quoted for an error message (or `end of input`); consumes nothing.
    private mutating func currentTokenQuoted() -> String {
        ensureAvailable(64)
        if position == end { return "end of input" }
        var stop = position
        while stop < end && stop - position < 64 && !Self.isSpace(buffer[stop]) { stop += 1 }
        return InputError.quoted(UnsafeBufferPointer(start: buffer + position, count: stop - position))
    }

    /// Moves to the start of the next token, across lines or not.
    private mutating func skipToToken(acrossLines: Bool) {
        if acrossLines { skipWhitespace() } else { skipInlineSpace() }
    }

    /// Calls `body` with the bytes of the next token, which it consumes.
    ///
    /// - Parameters:
    ///   - acrossLines: whether the token may start on a later line. When false, reaching the
    ///     end of the line is an error, as for end of input.
    ///   - expected: the phrase for the error message.
    ///   - body: returns the parsed value, or nil when the bytes are not acceptable.
    /// - Throws: ``InputError`` when there is no token, it is longer than ``tokenLimit``, or
    ///   `body` rejects it.
    /// - Complexity: O(*t*), where *t* is the token's length.
    public mutating func readToken<T>(
        acrossLines: Bool = true,
        expected: @autoclosure () -> String,
        _ body: (UnsafeBufferPointer<UInt8>) -> T?
    ) throws(InputError) -> T {
        skipToToken(acrossLines: acrossLines)
        ensureAvailable(Self.tokenLimit + 1)
        if position == end || buffer[position] == 0x0A {
            let got = position == end ? "end of input" : "end of line"
            throw InputError(line: line, expected: expected(), got: got)
        }
        var stop = position
        let limit = min(end, position + Self.tokenLimit + 1)
        while stop < limit && !Self.isSpace(buffer[stop]) { stop += 1 }
        let token = UnsafeBufferPointer(start: UnsafePointer(buffer + position), count: stop - position)
        if token.count > Self.tokenLimit {
            throw InputError(line: line, expected: expected(), got: InputError.quoted(token))
        }
        guard let value = body(token) else {
            throw InputError(line: line, expected: expected(), got: InputError.quoted(token))
        }
        position = stop
        return value
    }

    /// Reads a decimal integer (optional sign, digits only) and checks its range.
    ///
    ///     var input = InputReader(" -42\n")
    ///     try input.readInt(in: -100...100)   // -42
    ///
    /// - Parameters:
    ///   - range: the accepted values; a value outside it is an error.
    ///   - expected: the error phrase; by default "an integer in lo...hi".
    ///   - acrossLines: whether the token may start on a later line.
    /// - Throws: ``InputError`` for anything else, including overflow.
    /// - Complexity: O(*t*), where *t* is the token's length.
    public mutating func readInt(
        in range: ClosedRange<Int> = Int.min...Int.max,
        expected: @autoclosure () -> String? = nil,
        acrossLines: Bool = true
    ) throws(InputError) -> Int {
        // The phrase is built only for an error: callers may interpolate freely.
        try readToken(
            acrossLines: acrossLines,
            expected: expected() ?? "an integer in \(range.lowerBound)...\(range.upperBound)"
        ) { token in
            guard let value = Self.parseInt(token), range.contains(value) else { return nil }
            return value
        }
    }

    /// Reads one whitespace-delimited token of any length up to `maxLength` bytes, across chunks
    /// (for decimal numbers of thousands of digits, which ``readToken(acrossLines:expected:_:)``'s
    /// 4 KiB limit would refuse).
    ///
    /// - Throws: ``InputError`` at end of input, or when the token is longer than `maxLength`.
    /// - Complexity: O(*t*), where *t* is the token's length.
    public mutating func readLongToken(maxLength: Int, expected: @autoclosure () -> String) throws(InputError)
        -> [UInt8]
    {
        skipWhitespace()
        let line = self.line
        var token: [UInt8] = []
        while true {
            if position == end {
                ensureAvailable(1)
                if position == end { break }
            }
            let byte = buffer[position]
            if Self.isSpace(byte) { break }
            if token.count == maxLength {
                throw InputError(
                    line: line, expected: expected(), got: InputError.quoted(token) + " (over \(maxLength) bytes)")
            }
            token.append(byte)
            position += 1
        }
        if token.isEmpty { throw InputError(line: line, expected: expected(), got: "end of input") }
        return token
    }

    /// Reads a floating-point number in Swift's `Double(String)` syntax (also `inf` and `nan`),
    /// with the same result, by ``DecimalParser`` (no `String` per number for plain decimals).
    ///
    /// - Throws: ``InputError`` when the token is not a number.
    public mutating func readDouble(
        expected: @autoclosure () -> String = "a number", acrossLines: Bool = true
    ) throws(InputError) -> Double {
        // The phrase is built only for an error: callers may interpolate freely.
        try readToken(acrossLines: acrossLines, expected: expected()) { token in DecimalParser.parse(token) }
    }

    /// Parses `[+-]digits` with overflow checks; nil for anything else.
    ///
    /// - Complexity: O(*t*), where *t* is the token's length.
    public static func parseInt(_ token: UnsafeBufferPointer<UInt8>) -> Int? {
        var index = 0
        var negative = false
        if token.count > 0 && (token[0] == UInt8(ascii: "-") || token[0] == UInt8(ascii: "+")) {
            negative = token[0] == UInt8(ascii: "-")
            index = 1
        }
        guard index < token.count else { return nil }
        // Accumulate negatively so that Int.min parses.
        var value = 0
        while index < token.count {
            let digit = Int(token[index]) &- 0x30
            guard digit >= 0 && digit <= 9 else { return nil }
            let (times10, o1) = value.multipliedReportingOverflow(by: 10)
            let (next, o2) = times10.subtractingReportingOverflow(digit)
            if o1 || o2 { return nil }
            value = next
            index += 1
        }
        if negative { return value }
        return value == Int.min ? nil : -value
    }
}
