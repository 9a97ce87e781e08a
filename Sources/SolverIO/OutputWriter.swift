import AlgoSupport
import CDoubleText

/// A buffered writer for solver answers, to a file descriptor or to memory.
///
///     var output = OutputWriter.memory()
///     output.write(42)
///     output.write(" LL")
///     output.newline()
///     output.flush()
///     output.text   // "42 LL\n"
///
/// Writing never traps. A failed `write(2)` (a closed pipe, a full disk) stops further output and
/// is reported by ``writeError``. The writer flushes when it is destroyed.
public struct OutputWriter: ~Copyable {
    private let fileDescriptor: Int32
    private let buffer: UnsafeMutablePointer<UInt8>
    private let capacity: Int
    private var count = 0
    private var failure: Int32 = 0

    /// Everything flushed so far, for a writer made with `memory()`.
    public private(set) var captured: [UInt8] = []

    /// Writes to an open file descriptor, such as `1` for standard output.
    public init(fileDescriptor: Int32, capacity: Int = 1 << 16) {
        precondition(capacity >= 64, "capacity must hold at least one number")
        self.fileDescriptor = fileDescriptor
        self.capacity = capacity
        self.buffer = .allocate(capacity: capacity)
    }

    /// A writer that keeps its output in ``captured``.
    public static func memory(capacity: Int = 1 << 12) -> OutputWriter {
        OutputWriter(fileDescriptor: -1, capacity: capacity)
    }

    deinit {
        if fileDescriptor >= 0 && failure == 0 { _ = Self.send(buffer, count, to: fileDescriptor) }
        buffer.deallocate()
    }

    /// The `errno` of the first failed write, or 0.
    public var writeError: Int32 { failure }

    /// The flushed output as text (memory writers).
    public var text: String { String(decoding: captured, as: UTF8.self) }

    /// Sends the buffered bytes on.
    public mutating func flush() {
        defer { count = 0 }
        guard count > 0, failure == 0 else { return }
        if fileDescriptor < 0 {
            captured.append(contentsOf: UnsafeBufferPointer(start: buffer, count: count))
            return
        }
        failure = Self.send(buffer, count, to: fileDescriptor)
    }

    /// Writes `count` bytes whole, retrying short writes; the `errno` of a failure, or 0.
    private static func send(_ bytes: UnsafeMutablePointer<UInt8>, _ count: Int, to descriptor: Int32) -> Int32 {
        var sent = 0
        while sent < count {
            let wrote = systemWrite(descriptor, bytes + sent, count - sent)
            if wrote > 0 {
                sent += wrote
            } else if wrote < 0 && errno == EINTR {
                continue
            } else {
                return wrote < 0 ? errno : EIO
            }
        }
        return 0
    }

    @inline(__always)
    private mutating func reserve(_ needed: Int) {
        if capacity - count < needed { flush() }
    }

    /// Writes one byte.
    @inline(__always)
    public mutating func write(byte: UInt8) {
        if count == capacity { flush() }
        buffer[count] = byte
        count &+= 1
    }

    /// Writes a newline.
    @inline(__always)
    public mutating func newline() {
        write(byte: 0x0A)
    }

    /// Writes raw bytes. A block at least as large as the buffer goes out in one `write(2)`
    /// after the buffered bytes (a megabyte picture is one system call, not sixteen).
    ///
    /// - Complexity: O(*n*), where *n* is the number of bytes.
    public mutating func write(bytes: UnsafeBufferPointer<UInt8>) {
        if bytes.count >= capacity, let base = bytes.baseAddress {
            flush()
            guard failure == 0 else { return }
            if fileDescriptor < 0 {
                captured.append(contentsOf: bytes)
            } else {
                failure = Self.send(UnsafeMutablePointer(mutating: base), bytes.count, to: fileDescriptor)
            }
            return
        }
        var rest = bytes
        while !rest.isEmpty {
            if count == capacity { flush() }
            let chunk = min(rest.count, capacity - count)
            (buffer + count).update(from: rest.baseAddress!, count: chunk)
            count += chunk
            rest = UnsafeBufferPointer(rebasing: rest.dropFirst(chunk))
        }
    }

    /// Writes the UTF-8 bytes of a string.
    public mutating func write(_ text: String) {
        var text = text
        text.withUTF8 { write(bytes: $0) }
    }

    /// Writes a Double as the shortest text that reads back as it, the same text as
    /// `value.description` ("0.1", "1e-05", "100.0", "-0.0", "inf"), with no `String` made.
    ///
    /// - Complexity: O(1): at most 32 bytes.
    public mutating func write(_ value: Double) {
        if value.isNaN {
            write("nan")  // description's spelling for every NaN; the runtime would show the payload
            return
        }
        reserve(32)
        let written = (buffer + count).withMemoryRebound(to: CChar.self, capacity: 32) { text in
            algosuite_double_text(text, 32, value)
        }
        count += written
    }

    /// Writes an unsigned integer in decimal.
    ///
    /// - Complexity: O(log₁₀ `value`).
    public mutating func write(_ value: UInt64) {
        reserve(20)
        var digits: (UInt64, UInt64, UInt64) = (0, 0, 0)  // 24 bytes of scratch, no heap
        withUnsafeMutableBytes(of: &digits) { scratch in
            var v = value
            var index = 24
            repeat {
                index &-= 1
                scratch[index] = UInt8(truncatingIfNeeded: v % 10) &+ 0x30
                v /= 10
            } while v != 0
            let length = 24 &- index
            (buffer + count).update(
                from: scratch.baseAddress!.assumingMemoryBound(to: UInt8.self) + index, count: length)
            count &+= length
        }
    }

    /// Writes a signed integer in decimal.
    public mutating func write(_ value: Int) {
        if value < 0 {
            write(byte: UInt8(ascii: "-"))
            write(UInt64(value.magnitude))
        } else {
            write(UInt64(value))
        }
    }
}

/// `write(2)`, named apart from the writer's own `write` methods (at file scope the name is the C
/// library's, whichever platform module provides it).
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeMutablePointer<UInt8>, _ count: Int) -> Int {
    write(descriptor, bytes, count)
}
