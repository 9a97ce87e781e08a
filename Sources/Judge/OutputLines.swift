import SolverIO

/// Splitting outputs into lines the way judges compare them.
enum OutputLines {
    /// The lines of `bytes`, without their newlines (and without `\r` before them); a final
    /// newline does not start an empty line, and trailing empty lines are dropped, as Baekjoon's
    /// checker ignores them.
    static func split(_ bytes: [UInt8]) -> [ArraySlice<UInt8>] {
        var lines: [ArraySlice<UInt8>] = []
        var start = 0
        for (index, byte) in bytes.enumerated() where byte == 0x0A {
            var end = index
            if end > start && bytes[end - 1] == 0x0D { end -= 1 }
            lines.append(bytes[start..<end])
            start = index + 1
        }
        if start < bytes.count { lines.append(bytes[start...]) }
        while let last = lines.last, last.isEmpty { lines.removeLast() }
        return lines
    }

    /// The line without the spaces and tabs at its end.
    static func trimmed(_ line: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        var end = line.endIndex
        while end > line.startIndex && (line[end - 1] == 0x20 || line[end - 1] == 0x09) { end -= 1 }
        return line[line.startIndex..<end]
    }

    /// The whitespace-separated tokens of a line.
    static func tokens(_ line: ArraySlice<UInt8>) -> [ArraySlice<UInt8>] {
        line.split(whereSeparator: { $0 == 0x20 || $0 == 0x09 })
    }

    /// A line quoted and shortened for a message.
    static func show(_ line: ArraySlice<UInt8>, limit: Int = 60) -> String {
        InputError.quoted(line, limit: limit)
    }

    /// Compares line by line; `trimming` ignores spaces at the ends of lines.
    static func compareExactly(expected: [UInt8], received: [UInt8], trimming: Bool) -> JudgeProblem.Check {
        let want = split(expected)
        let got = split(received)
        for index in 0..<max(want.count, got.count) {
            guard index < got.count else {
                return .wrong("line \(index + 1): expected \(show(want[index])), got end of output")
            }
            guard index < want.count else {
                return .wrong("line \(index + 1): expected end of output, got \(show(got[index]))")
            }
            let a = trimming ? trimmed(want[index]) : want[index]
            let b = trimming ? trimmed(got[index]) : got[index]
            if !a.elementsEqual(b) {
                return .wrong("line \(index + 1): expected \(show(want[index])), got \(show(got[index]))")
            }
        }
        return .accepted
    }
}
