import AlgoSupport
import SolverIO
import Testing
import _TestSupport

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

@Suite struct InputReaderTests {
    @Test("integers, signs, line numbers, CRLF and tabs")
    func basics() throws {
        var input = InputReader("  12\t-7\r\n+3\n\n  0  ")
        #expect(try input.readInt() == 12)
        #expect(try input.readInt() == -7)
        #expect(input.line == 1)
        #expect(try input.readInt() == 3)
        #expect(input.line == 2)
        #expect(try input.readInt() == 0)
        #expect(input.line == 4)
        let atEnd = input.isAtEnd()
        #expect(atEnd)
    }

    @Test("Int.min and Int.max parse; one beyond each is an error")
    func boundaries() throws {
        var input = InputReader("9223372036854775807 -9223372036854775808 9223372036854775808 -9223372036854775809")
        #expect(try input.readInt() == Int.max)
        #expect(try input.readInt() == Int.min)
        #expect(throws: InputError.self) { try input.readInt() }
        var rest = InputReader("-9223372036854775809")
        #expect(throws: InputError.self) { try rest.readInt() }
    }

    @Test("not integers", arguments: ["", "-", "+", "1a", "a1", "1.5", "--1", "0x10", "1e3", "١"])
    func notIntegers(token: String) {
        var input = InputReader(token)
        #expect(throws: InputError.self) { try input.readInt() }
    }

    @Test("range checks name the range")
    func range() {
        var input = InputReader("\n\n10000")
        #expect(throws: InputError(line: 3, expected: "an integer in 0...9999", got: "\"10000\"")) {
            try input.readInt(in: 0...9999)
        }
    }

    @Test("a token may not cross a line when acrossLines is false")
    func sameLine() throws {
        var input = InputReader("1\n2")
        #expect(try input.readInt() == 1)
        #expect(throws: InputError(line: 1, expected: "an integer in 0...9", got: "end of line")) {
            try input.readInt(in: 0...9, acrossLines: false)
        }
        #expect(try input.readInt() == 2)
    }

    @Test("finishLine accepts blanks and rejects tokens")
    func finishLine() throws {
        var input = InputReader("1 \t\r\n2 3\n")
        _ = try input.readInt()
        try input.finishLine()
        _ = try input.readInt()
        #expect(throws: InputError(line: 2, expected: "end of line", got: "\"3\"")) { try input.finishLine() }
    }

    @Test("doubles, and what Double(String) rejects")
    func doubles() throws {
        var input = InputReader("1.5 -2.5e-3 1e308 x")
        #expect(try input.readDouble() == 1.5)
        #expect(try input.readDouble() == -2.5e-3)
        #expect(try input.readDouble() == 1e308)
        #expect(throws: InputError.self) { try input.readDouble() }
    }

    @Test("reading a file in small chunks: tokens across chunk edges parse whole")
    func chunkEdges() throws {
        var generator = SplitMix64(seed: 11)
        var values: [Int] = []
        var text = ""
        for index in 0..<20_000 {
            let value = Int.random(in: -1_000_000_000...1_000_000_000, using: &generator)
            values.append(value)
            text += "\(value)" + (index % 7 == 0 ? "\r\n" : index % 3 == 0 ? "\t" : "  ")
        }
        let descriptor = temporaryFileDescriptor(containing: Array(text.utf8))
        defer { close(descriptor) }
        var input = InputReader(fileDescriptor: descriptor, chunkSize: 8192)
        for (index, value) in values.enumerated() {
            let got = try input.readInt()
            if got != value {
                Issue.record("seed 11: value \(index) read as \(got), wrote \(value)")
                return
            }
        }
        let atEnd = input.isAtEnd()
        #expect(atEnd)
        #expect(input.line == 1 + values.indices.filter { $0 % 7 == 0 }.count)
    }

    @Test("a 10 MB token from a file is rejected with a short message")
    func hugeTokenFromFile() {
        let descriptor = temporaryFileDescriptor(
            containing: Array(("5\n" + String(repeating: "9", count: 10_000_000) + "\n").utf8))
        defer { close(descriptor) }
        var input = InputReader(fileDescriptor: descriptor)
        #expect((try? input.readInt()) == 5)
        do {
            _ = try input.readInt()
            Issue.record("a 10 MB token parsed")
        } catch {
            #expect(error.line == 2)
            #expect(error.got.hasSuffix("…\""))
            #expect(error.got.count < 64)
        }
    }

    @Test("quoting keeps messages to one printable line")
    func quoting() {
        #expect(InputError.quoted(Array("a\"b\\c\n\u{7}".utf8)) == "\"a\\\"b\\\\c\\x0A\\x07\"")
        #expect(InputError.quoted(Array(repeating: UInt8(ascii: "x"), count: 40), limit: 4) == "\"xxxx…\"")
        #expect(
            InputError(line: 3, expected: "an integer in 0...9999", got: "\"12a4\"").description
                == "line 3: expected an integer in 0...9999, got \"12a4\"")
    }
}
