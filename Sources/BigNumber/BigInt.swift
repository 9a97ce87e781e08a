/// An arbitrary-precision signed integer backed by GMP, with value semantics.
///
///     let a: BigInt = 2
///     let m = a.power(127) - 1          // 170141183460469231731687303715884105727
///     m.isProbablePrime()               // .prime (Lucas–Lehmer agrees)
///     BigInt.factorial(1000).description.count   // 2568
///
/// Storage is copy-on-write: a final class owns the `mpz_t` and clears it in `deinit`, and a value
/// about to be mutated copies its storage first unless it is the only owner. Division truncates
/// toward zero like `Int`; shifts and bitwise operations act on the infinite two's-complement form.
public struct BigInt: Sendable {
    // MPZ is never mutated once shared (copy-on-write), which makes sharing it across threads safe.
    @usableFromInline nonisolated(unsafe) var storage: MPZ

    @usableFromInline init(storage: MPZ) {
        self.storage = storage
    }

    /// Zero.
    public init() {
        storage = MPZ.make()
    }

    public init(_ value: Int) {
        storage = MPZ.make(value)
    }

    public init(_ value: UInt64) {
        storage = MPZ.make(value)
    }

    /// Makes the storage unique before a mutation.
    @inline(__always)
    mutating func makeUnique() {
        if !isKnownUniquelyReferenced(&storage) { storage = MPZ.make(copying: storage) }
    }

    /// A new value computed into fresh storage.
    @inlinable @inline(__always)
    static func computing(_ body: (MPZ) -> Void) -> BigInt {
        let result = MPZ.make()
        body(result)
        return BigInt(storage: result)
    }

    /// −1, 0 or 1.
    public var signum: Int { storage.sign }
    public var isZero: Bool { storage.sign == 0 }
    public var isNegative: Bool { storage.sign < 0 }
    public var isOdd: Bool { storage.isOdd }

    /// The number of bits of |self| (0 for 0).
    public var bitWidth: Int { storage.bitLength() }

    /// The version of the GMP library in use.
    public static var gmpVersion: String { MPZ.version }
}

extension BigInt: Equatable, Hashable, Comparable {
    public static func == (a: BigInt, b: BigInt) -> Bool {
        a.storage === b.storage || a.storage.compare(b.storage) == 0
    }
    public static func < (a: BigInt, b: BigInt) -> Bool { a.storage.compare(b.storage) < 0 }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(storage.sign)
        for index in 0..<storage.limbCount { hasher.combine(storage.limb(index)) }
    }
}

extension BigInt: ExpressibleByIntegerLiteral {
    public init(integerLiteral value: Int) {
        self.init(value)
    }
}

extension BigInt: CustomStringConvertible, LosslessStringConvertible {
    /// Decimal digits, with a leading `-` when negative.
    public var description: String { storage.string(radix: 10) }

    /// Parses decimal digits with an optional sign; nil for anything else.
    public init?(_ description: String) {
        self.init(description, radix: 10)
    }

    /// Parses `[+-]digits` in a radix from 2 to 62, as GMP reads them: for radix ≤ 36 letters in
    /// either case stand for 10…35; above 36, `A`…`Z` are 10…35 and `a`…`z` are 36…61. Unlike
    /// `mpz_set_str` it rejects white space and empty digits.
    ///
    /// - Complexity: O(n log n)-ish in the number of digits (GMP's subquadratic conversion).
    public init?(_ text: String, radix: Int) {
        guard (2...62).contains(radix) else { return nil }
        var body = Substring(text)
        var negative = false
        if let first = body.first, first == "-" || first == "+" {
            negative = first == "-"
            body = body.dropFirst()
        }
        guard !body.isEmpty, body.utf8.allSatisfy({ Self.digitValue($0, radix: radix) != nil }) else { return nil }
        let value = MPZ.make()
        guard value.set(String(body), radix: Int32(radix)) else { return nil }
        if negative { MPZ.negate(value, value) }
        storage = value
    }

    static func digitValue(_ byte: UInt8, radix: Int) -> Int? {
        let value: Int
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): value = Int(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "A")...UInt8(ascii: "Z"): value = Int(byte - UInt8(ascii: "A")) + 10
        case UInt8(ascii: "a")...UInt8(ascii: "z"): value = Int(byte - UInt8(ascii: "a")) + (radix <= 36 ? 10 : 36)
        default: return nil
        }
        return value < radix ? value : nil
    }
}

extension String {
    /// The digits of `value` in `radix` (2…62), lowercase for radix ≤ 36 unless `uppercase`.
    public init(_ value: BigInt, radix: Int, uppercase: Bool = false) {
        precondition((2...62).contains(radix), "radix must be in 2...62")
        let text = value.storage.string(radix: Int32(radix))
        self = uppercase && radix <= 36 ? text.uppercased() : text
    }
}

extension BigInt: Codable {
    /// Decodes a decimal string.
    public init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        guard let value = BigInt(text) else {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(
                    codingPath: decoder.codingPath, debugDescription: "not a decimal integer: \(text)"))
        }
        self = value
    }

    /// Encodes a decimal string (JSON numbers cannot hold big integers exactly).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}
