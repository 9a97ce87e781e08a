/// One of the four register operations of the DSLR puzzle on values 0...9999.
///
///     DSLROperation.d.apply(to: 1234)   // 2468
///     DSLROperation.s.apply(to: 0)      // 9999
///     DSLROperation.l.apply(to: 1234)   // 2341
///     DSLROperation.r.apply(to: 1234)   // 4123
public enum DSLROperation: UInt8, CaseIterable, Sendable {
    /// Doubles the value mod 10000.
    case d = 0
    /// Subtracts one; 0 becomes 9999.
    case s = 1
    /// Rotates the four digits left: d1d2d3d4 becomes d2d3d4d1.
    case l = 2
    /// Rotates the four digits right: d1d2d3d4 becomes d4d1d2d3.
    case r = 3

    /// The number of register values.
    public static let registerSize = 10_000

    /// The operation's letter, `D`, `S`, `L` or `R`, as an ASCII byte.
    @inlinable public var letter: UInt8 {
        switch self {
        case .d: UInt8(ascii: "D")
        case .s: UInt8(ascii: "S")
        case .l: UInt8(ascii: "L")
        case .r: UInt8(ascii: "R")
        }
    }

    /// The operation for a letter `D`, `S`, `L` or `R`; nil for anything else.
    public init?(letter: UInt8) {
        switch letter {
        case UInt8(ascii: "D"): self = .d
        case UInt8(ascii: "S"): self = .s
        case UInt8(ascii: "L"): self = .l
        case UInt8(ascii: "R"): self = .r
        default: return nil
        }
    }

    /// The register after this operation.
    ///
    /// - Parameter value: a register value in 0...9999.
    /// - Complexity: O(1).
    @inlinable @inline(__always)
    public func apply(to value: Int) -> Int {
        switch self {
        case .d: return (value &* 2) % 10_000
        case .s: return value == 0 ? 9_999 : value &- 1
        case .l: return (value % 1_000) &* 10 &+ value / 1_000
        case .r: return (value % 10) &* 1_000 &+ value / 10
        }
    }

    /// Replays a program from `start`; the value it ends on.
    ///
    /// - Complexity: O(*m*), where *m* is the program's length.
    public static func run(_ program: some Sequence<DSLROperation>, from start: Int) -> Int {
        program.reduce(start) { value, operation in operation.apply(to: value) }
    }
}
