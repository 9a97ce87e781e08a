/// The part of XML that Polygon's `problem.xml` uses: elements with attributes, text, comments,
/// the `<?xml …?>` declaration and a DOCTYPE line, CDATA sections, and the five predefined entities
/// with numeric character references. Namespaces and DTD internals are not read; a malformed
/// document is refused with the line that breaks it.
///
/// Tested against: the problem.xml of the Polygon fixture in Data/judge/packages and hand-made
/// documents (Tests/JudgeTests, XMLSubsetTests).
///
/// - Complexity: O(n) in the length of the text.
public struct XMLElement: Sendable, Equatable {
    public var name: String
    public var attributes: [String: String]
    public var children: [XMLElement]
    /// The text directly inside, entities decoded, whitespace kept.
    public var text: String

    /// The first child named `name`, or nil.
    public func child(_ name: String) -> XMLElement? { children.first { $0.name == name } }

    /// Every child named `name`.
    public func all(_ name: String) -> [XMLElement] { children.filter { $0.name == name } }

    /// The element at a path of child names (`judging/testset`), or nil.
    public func path(_ names: String) -> XMLElement? {
        var current: XMLElement? = self
        for name in names.split(separator: "/") { current = current?.child(String(name)) }
        return current
    }
}

/// A line of an XML file that this subset cannot read.
public struct XMLError: Error, Sendable, Equatable {
    public var line: Int
    public var message: String
}

public enum XMLSubset {
    /// Parses the document's one root element.
    public static func parse(_ text: String) throws(XMLError) -> XMLElement {
        var parser = Parser(bytes: Array(text.utf8))
        parser.skipMisc()
        guard parser.peek() == UInt8(ascii: "<") else { throw parser.error("expected the root element") }
        let root = try parser.element(depth: 0)
        parser.skipMisc()
        guard parser.position == parser.bytes.count else { throw parser.error("text after the root element") }
        return root
    }

    struct Parser {
        let bytes: [UInt8]
        var position = 0

        func peek(_ offset: Int = 0) -> UInt8? {
            position + offset < bytes.count ? bytes[position + offset] : nil
        }

        func error(_ message: String) -> XMLError {
            XMLError(line: 1 + bytes[0..<min(position, bytes.count)].filter { $0 == 0x0A }.count, message: message)
        }

        func starts(_ text: StaticString) -> Bool {
            let count = text.utf8CodeUnitCount
            guard position + count <= bytes.count else { return false }
            return text.withUTF8Buffer { pattern in
                var index = 0
                while index < count && bytes[position + index] == pattern[index] { index += 1 }
                return index == count
            }
        }

        mutating func skip(past text: StaticString) throws(XMLError) {
            while position < bytes.count {
                if starts(text) {
                    position += text.utf8CodeUnitCount
                    return
                }
                position += 1
            }
            throw error("expected \(text)")
        }

        mutating func skipSpace() {
            while let c = peek(), c == 0x20 || c == 0x09 || c == 0x0A || c == 0x0D { position += 1 }
        }

        /// Whitespace, comments, the declaration and a DOCTYPE.
        mutating func skipMisc() {
            while true {
                skipSpace()
                if starts("<?") {
                    if (try? skip(past: "?>")) == nil { return }
                } else if starts("<!--") {
                    if (try? skip(past: "-->")) == nil { return }
                } else if starts("<!DOCTYPE") {
                    if (try? skip(past: ">")) == nil { return }
                } else {
                    return
                }
            }
        }

        mutating func name() throws(XMLError) -> String {
            let start = position
            while let c = peek(),
                !(c == 0x20 || c == 0x09 || c == 0x0A || c == 0x0D || c == UInt8(ascii: ">")
                    || c == UInt8(ascii: "/") || c == UInt8(ascii: "=") || c == UInt8(ascii: "<"))
            {
                position += 1
            }
            guard position > start else { throw error("expected a name") }
            return String(decoding: bytes[start..<position], as: UTF8.self)
        }

        mutating func element(depth: Int) throws(XMLError) -> XMLElement {
            guard depth < 200 else { throw error("elements nested more than 200 deep") }
            position += 1  // <
            var element = XMLElement(name: try name(), attributes: [:], children: [], text: "")
            while true {
                skipSpace()
                guard let c = peek() else { throw error("unclosed <\(element.name)>") }
                if starts("/>") {
                    position += 2
                    return element
                }
                if c == UInt8(ascii: ">") {
                    position += 1
                    break
                }
                let key = try name()
                skipSpace()
                guard peek() == UInt8(ascii: "=") else { throw error("expected = after \(key)") }
                position += 1
                skipSpace()
                guard let quote = peek(), quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") else {
                    throw error("expected a quoted value for \(key)")
                }
                position += 1
                let start = position
                while let d = peek(), d != quote { position += 1 }
                guard peek() == quote else { throw error("unclosed value of \(key)") }
                if element.attributes[key] != nil { throw error("the attribute \(key) appears twice") }
                element.attributes[key] = try decode(bytes[start..<position])
                position += 1
            }
            while true {
                guard position < bytes.count else { throw error("unclosed <\(element.name)>") }
                if starts("</") {
                    position += 2
                    let closing = try name()
                    guard closing == element.name else { throw error("</\(closing)> closes <\(element.name)>") }
                    skipSpace()
                    guard peek() == UInt8(ascii: ">") else { throw error("expected > after </\(closing)") }
                    position += 1
                    return element
                } else if starts("<!--") {
                    try skip(past: "-->")
                } else if starts("<![CDATA[") {
                    position += 9
                    let start = position
                    try skip(past: "]]>")
                    element.text += String(decoding: bytes[start..<(position - 3)], as: UTF8.self)
                } else if starts("<?") {
                    try skip(past: "?>")
                } else if peek() == UInt8(ascii: "<") {
                    element.children.append(try self.element(depth: depth + 1))
                } else {
                    let start = position
                    while let c = peek(), c != UInt8(ascii: "<") { position += 1 }
                    element.text += try decode(bytes[start..<position])
                }
            }
        }

        /// Text with its entities and character references decoded.
        func decode(_ slice: ArraySlice<UInt8>) throws(XMLError) -> String {
            let text = String(decoding: slice, as: UTF8.self)
            guard text.contains("&") else { return text }
            var out = ""
            var rest = Substring(text)
            while let amp = rest.firstIndex(of: "&") {
                out += rest[..<amp]
                guard let semicolon = rest[amp...].firstIndex(of: ";") else { throw error("an & without its ;") }
                let entity = rest[rest.index(after: amp)..<semicolon]
                switch entity {
                case "lt": out += "<"
                case "gt": out += ">"
                case "amp": out += "&"
                case "quot": out += "\""
                case "apos": out += "'"
                default:
                    let digits = entity.dropFirst()
                    let value: UInt32? =
                        entity.hasPrefix("#x")
                        ? UInt32(digits.dropFirst(), radix: 16)
                        : entity.hasPrefix("#") ? UInt32(digits) : nil
                    guard let value, let scalar = Unicode.Scalar(value) else {
                        throw error("unknown entity &\(entity);")
                    }
                    out.unicodeScalars.append(scalar)
                }
                rest = rest[rest.index(after: semicolon)...]
            }
            return out + rest
        }
    }
}
