/// The part of YAML that problem packages use: block mappings and sequences by indentation, flow
/// sequences (`[a, b]`) and flow mappings (`{a: 1}`) of scalars, plain, 'single' and "double"
/// quoted scalars, and `#` comments. Anchors, tags, multi-line scalars and several documents are
/// refused with the line that holds them, never guessed.
///
/// Tested against: the `problem.yaml` and `testdata.yaml` of the Kattis format's specification
/// (legacy and 2023-07-draft) and of the fixtures in Data/judge/packages (Tests/JudgeTests).
///
/// - Complexity: O(n) in the length of the text.
public indirect enum YAMLValue: Sendable, Equatable {
    case scalar(String)
    case list([YAMLValue])
    /// Keys in the order written.
    case map([(String, YAMLValue)])

    public static func == (a: YAMLValue, b: YAMLValue) -> Bool {
        switch (a, b) {
        case (.scalar(let x), .scalar(let y)): x == y
        case (.list(let x), .list(let y)): x == y
        case (.map(let x), .map(let y)): x.count == y.count && zip(x, y).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
        default: false
        }
    }

    /// The value under `key` of a mapping, or nil.
    public subscript(key: String) -> YAMLValue? {
        guard case .map(let entries) = self else { return nil }
        return entries.last { $0.0 == key }?.1
    }

    /// The text of a scalar, or nil.
    public var text: String? {
        guard case .scalar(let text) = self else { return nil }
        return text
    }

    /// A scalar, or each scalar of a list, as words (`validation: custom interactive`).
    public var words: [String] {
        switch self {
        case .scalar(let text): text.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
        case .list(let items): items.flatMap(\.words)
        case .map: []
        }
    }
}

/// A line of a YAML file that this subset cannot read.
public struct YAMLError: Error, Sendable, Equatable {
    public var line: Int
    public var message: String
}

public enum YAMLSubset {
    struct Line {
        var number: Int
        var indent: Int
        var text: Substring
    }

    /// Parses `text`; an empty document is an empty mapping.
    public static func parse(_ text: String) throws(YAMLError) -> YAMLValue {
        var lines: [Line] = []
        for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            var body = raw
            if body.last == "\r" { body = body.dropLast() }
            if body.contains("\t") && body.prefix(while: { $0 == " " || $0 == "\t" }).contains("\t") {
                throw YAMLError(line: index + 1, message: "a tab in the indentation (YAML indents with spaces)")
            }
            let stripped = try withoutComment(body, line: index + 1)
            let indent = stripped.prefix { $0 == " " }.count
            let content = stripped.dropFirst(indent)
            if content.isEmpty { continue }
            if content == "---" && lines.isEmpty { continue }
            if content == "---" || content == "..." {
                throw YAMLError(line: index + 1, message: "more than one document")
            }
            lines.append(Line(number: index + 1, indent: indent, text: content))
        }
        var position = 0
        guard !lines.isEmpty else { return .map([]) }
        let value = try block(&lines, &position, indent: lines[0].indent)
        if position < lines.count {
            throw YAMLError(line: lines[position].number, message: "unexpected indentation")
        }
        return value
    }

    /// The line without a comment (`#` at its start or after a space, outside quotes).
    static func withoutComment(_ line: Substring, line number: Int) throws(YAMLError) -> Substring {
        var quote: Character?
        var previous: Character = " "
        for index in line.indices {
            let character = line[index]
            if let open = quote {
                if character == open { quote = nil }
            } else if character == "'" || character == "\"" {
                if previous == " " || previous == ":" || previous == "[" || previous == "{" || previous == "," {
                    quote = character
                }
            } else if character == "#" && (previous == " " || previous == "\t") {
                return trimmedEnd(line[..<index])
            } else if character == "#" && index == line.startIndex {
                return ""
            }
            previous = character
        }
        return trimmedEnd(line)
    }

    static func trimmedEnd(_ text: Substring) -> Substring {
        var text = text
        while let last = text.last, last == " " || last == "\t" { text = text.dropLast() }
        return text
    }

    /// The block (mapping or sequence) whose lines start at `indent`.
    static func block(_ lines: inout [Line], _ position: inout Int, indent: Int) throws(YAMLError) -> YAMLValue {
        let first = lines[position]
        if first.text == "-" || first.text.hasPrefix("- ") {
            var items: [YAMLValue] = []
            while position < lines.count, lines[position].indent == indent,
                lines[position].text == "-" || lines[position].text.hasPrefix("- ")
            {
                let line = lines[position]
                let rest = line.text.dropFirst(1).drop { $0 == " " }
                if rest.isEmpty {
                    position += 1
                    items.append(try nested(&lines, &position, parent: indent, line: line.number))
                } else if isKeyValue(rest) {
                    // "- key: value" starts a mapping indented at the key.
                    let keyIndent = indent + (line.text.count - rest.count)
                    lines[position] = Line(number: line.number, indent: keyIndent, text: rest)
                    items.append(try block(&lines, &position, indent: keyIndent))
                } else {
                    position += 1
                    items.append(try scalarOrFlow(rest, line: line.number))
                }
            }
            return .list(items)
        }
        var entries: [(String, YAMLValue)] = []
        while position < lines.count, lines[position].indent == indent {
            let line = lines[position]
            guard let colon = keyColon(line.text) else {
                throw YAMLError(line: line.number, message: "expected `key: value`")
            }
            let key = try unquoted(line.text[..<colon].trimmingSpaces(), line: line.number)
            if entries.contains(where: { $0.0 == key }) {
                throw YAMLError(line: line.number, message: "the key \(key) appears twice")
            }
            let rest = line.text[line.text.index(after: colon)...].drop { $0 == " " }
            position += 1
            if rest.isEmpty {
                entries.append((key, try nested(&lines, &position, parent: indent, line: line.number)))
            } else {
                if rest.hasPrefix("|") || rest.hasPrefix(">") {
                    throw YAMLError(line: line.number, message: "multi-line scalars (| and >) are not supported")
                }
                entries.append((key, try scalarOrFlow(rest, line: line.number)))
            }
        }
        if position < lines.count, lines[position].indent > indent {
            throw YAMLError(line: lines[position].number, message: "unexpected indentation")
        }
        return .map(entries)
    }

    /// What follows `key:` on the next lines: a deeper block, a sequence at the same indent
    /// (YAML allows `key:` then `- item` unindented), or nothing (an empty scalar).
    static func nested(_ lines: inout [Line], _ position: inout Int, parent: Int, line: Int) throws(YAMLError)
        -> YAMLValue
    {
        guard position < lines.count else { return .scalar("") }
        let next = lines[position]
        if next.indent > parent { return try block(&lines, &position, indent: next.indent) }
        if next.indent == parent && (next.text == "-" || next.text.hasPrefix("- ")) {
            return try block(&lines, &position, indent: parent)
        }
        return .scalar("")
    }

    static func isKeyValue(_ text: Substring) -> Bool {
        guard let first = text.first, first != "[", first != "{", first != "'", first != "\"" else { return false }
        return keyColon(text) != nil
    }

    /// The colon that ends a key: followed by a space or the end of the line, outside quotes.
    static func keyColon(_ text: Substring) -> Substring.Index? {
        var quote: Character?
        for index in text.indices {
            let character = text[index]
            if let open = quote {
                if character == open { quote = nil }
                continue
            }
            if index == text.startIndex && (character == "'" || character == "\"") {
                quote = character
                continue
            }
            if character == ":" {
                let next = text.index(after: index)
                if next == text.endIndex || text[next] == " " { return index }
            }
        }
        return nil
    }

    static func scalarOrFlow(_ text: Substring, line: Int) throws(YAMLError) -> YAMLValue {
        if text.first == "&" || text.first == "*" || text.first == "!" {
            throw YAMLError(line: line, message: "anchors, aliases and tags are not supported")
        }
        if text.first == "[" || text.first == "{" {
            var position = text.startIndex
            let value = try flow(text, &position, line: line)
            if position != text.endIndex {
                throw YAMLError(line: line, message: "unexpected text after the closing bracket")
            }
            return value
        }
        return .scalar(try unquoted(text, line: line))
    }

    /// A flow collection of scalars and flow collections.
    static func flow(_ text: Substring, _ position: inout Substring.Index, line: Int) throws(YAMLError) -> YAMLValue {
        let open = text[position]
        let close: Character = open == "[" ? "]" : "}"
        position = text.index(after: position)
        var items: [YAMLValue] = []
        var entries: [(String, YAMLValue)] = []
        func skipSpaces() {
            while position < text.endIndex, text[position] == " " { position = text.index(after: position) }
        }
        while true {
            skipSpaces()
            guard position < text.endIndex else { throw YAMLError(line: line, message: "expected \(close)") }
            if text[position] == close {
                position = text.index(after: position)
                return open == "[" ? .list(items) : .map(entries)
            }
            var key: String?
            if open == "{" {
                guard let colon = text[position...].firstIndex(of: ":") else {
                    throw YAMLError(line: line, message: "expected `key: value` in {}")
                }
                key = try unquoted(text[position..<colon].trimmingSpaces(), line: line)
                position = text.index(after: colon)
                skipSpaces()
            }
            let value: YAMLValue
            if position < text.endIndex, text[position] == "[" || text[position] == "{" {
                value = try flow(text, &position, line: line)
            } else {
                let start = position
                var quote: Character?
                while position < text.endIndex {
                    let character = text[position]
                    if let open = quote {
                        if character == open { quote = nil }
                    } else if character == "'" || character == "\"" {
                        quote = character
                    } else if character == "," || character == close {
                        break
                    }
                    position = text.index(after: position)
                }
                value = .scalar(try unquoted(text[start..<position].trimmingSpaces(), line: line))
            }
            if let key {
                if entries.contains(where: { $0.0 == key }) {
                    throw YAMLError(line: line, message: "the key \(key) appears twice")
                }
                entries.append((key, value))
            } else {
                items.append(value)
            }
            skipSpaces()
            if position < text.endIndex, text[position] == "," { position = text.index(after: position) }
        }
    }

    /// A plain or quoted scalar's text.
    static func unquoted(_ text: Substring, line: Int) throws(YAMLError) -> String {
        guard let first = text.first, first == "'" || first == "\"" else { return String(text) }
        guard text.count >= 2, text.last == first else {
            throw YAMLError(line: line, message: "a quoted scalar without its closing \(first)")
        }
        let inner = text.dropFirst().dropLast()
        if first == "'" { return inner.replacingOccurrences("''", with: "'") }
        var result = ""
        var escaped = false
        for character in inner {
            if escaped {
                switch character {
                case "n": result.append("\n")
                case "t": result.append("\t")
                case "\\", "\"", "/": result.append(character)
                default: throw YAMLError(line: line, message: "the escape \\\(character) is not supported")
                }
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else {
                result.append(character)
            }
        }
        return result
    }
}

extension Substring {
    func trimmingSpaces() -> Substring {
        var text = self
        while text.first == " " { text = text.dropFirst() }
        while text.last == " " { text = text.dropLast() }
        return text
    }

    func replacingOccurrences(_ target: String, with replacement: String) -> String {
        var result = ""
        var rest = self[...]
        while let range = rest.firstRange(of: target) {
            result += rest[..<range.lowerBound] + replacement
            rest = rest[range.upperBound...]
        }
        return result + rest
    }
}
