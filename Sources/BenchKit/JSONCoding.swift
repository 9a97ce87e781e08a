import Foundation

/// JSON in and out, with sorted keys so that files diff cleanly.
public enum BenchJSON {
    /// Pretty-printed JSON with sorted keys.
    public static func encode<T: Encodable>(_ value: T) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return String(decoding: try encoder.encode(value), as: UTF8.self) + "\n"
    }

    /// One line of JSON with sorted keys (for the results runners print).
    public static func line<T: Encodable>(_ value: T) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    public static func decode<T: Decodable>(_ type: T.Type, from text: String) throws -> T {
        try JSONDecoder().decode(type, from: Data(text.utf8))
    }

    /// The results in runner output: every line that starts with `{`; other lines are ignored.
    public static func results(fromLines text: String) throws -> [BenchResult] {
        try text.split(separator: "\n").filter { $0.hasPrefix("{") }.map {
            try decode(BenchResult.self, from: String($0))
        }
    }
}
