/// The four recursive star problems of Baekjoon: which N each accepts, and its picture.
///
///     StarPattern.carpet.render(3).text
///     // "***\n* *\n***\n"
///
/// | problem | BOJ | N | picture |
/// |---|---|---|---|
/// | ``carpet`` (`star10`) | 2447 | 3^k, 1 ≤ k < 8 | N × N Sierpiński carpet |
/// | ``sierpinskiTriangle`` (`star11`) | 2448 | 3 · 2^k, 0 ≤ k ≤ 10 | N rows, 2N − 1 wide |
/// | ``nestedTriangles`` (`star18`) | 10993 | 1...10 | 2^N − 1 rows, alternating triangles |
/// | ``nestedSquares`` (`star19`) | 10994 | 1...100 | 4(N − 1) + 1 square, nested frames |
public enum StarPattern: String, CaseIterable, Sendable {
    case carpet = "star10"
    case sierpinskiTriangle = "star11"
    case nestedTriangles = "star18"
    case nestedSquares = "star19"

    /// The command and judge name, `star10` … `star19`.
    public var name: String { rawValue }

    /// The Baekjoon problem number.
    public var baekjoon: Int {
        switch self {
        case .carpet: 2447
        case .sierpinskiTriangle: 2448
        case .nestedTriangles: 10993
        case .nestedSquares: 10994
        }
    }

    /// Every N the problem allows, smallest first.
    public var allowedSizes: [Int] {
        switch self {
        case .carpet: (1..<8).map { power(3, $0) }
        case .sierpinskiTriangle: (0...10).map { 3 << $0 }
        case .nestedTriangles: Array(1...10)
        case .nestedSquares: Array(1...100)
        }
    }

    /// The phrase for an error message: what N must be.
    public var sizeRule: String {
        switch self {
        case .carpet: "N = 3^k with 1 <= k < 8 (3, 9, ..., 2187)"
        case .sierpinskiTriangle: "N = 3 * 2^k with 0 <= k <= 10 (3, 6, ..., 3072)"
        case .nestedTriangles: "N in 1...10"
        case .nestedSquares: "N in 1...100"
        }
    }

    /// Whether the judge's output keeps the spaces at the ends of rows. Only 10993's judge
    /// rejects them (its rows end at their last star); on the others every row ends in a star
    /// anyway (2447, 10994) or trailing spaces are accepted (2448).
    public var trimsTrailingSpaces: Bool { self == .nestedTriangles }

    /// Draws the picture for `n`, which must be one of ``allowedSizes``.
    ///
    /// - Complexity: O(output size): each level copies the previous one as whole row blocks.
    public func draw(_ n: Int) -> StarCanvas {
        precondition(allowedSizes.contains(n), "\(name): \(sizeRule)")
        switch self {
        case .carpet: return SierpinskiCarpet.draw(n)
        case .sierpinskiTriangle: return SierpinskiTriangle.draw(n)
        case .nestedTriangles: return NestedTriangles.draw(n)
        case .nestedSquares: return NestedSquares.draw(n)
        }
    }

    /// The exact output for `n`, as the judge expects it.
    ///
    /// - Complexity: O(output size).
    public func render(_ n: Int) -> [UInt8] {
        let canvas = draw(n)
        return trimsTrailingSpaces ? canvas.trimmingTrailingSpaces() : canvas.bytes
    }
}

extension [UInt8] {
    /// The bytes as UTF-8 text.
    public var text: String { String(decoding: self, as: UTF8.self) }
}

func power(_ base: Int, _ exponent: Int) -> Int {
    var result = 1
    for _ in 0..<exponent { result *= base }
    return result
}
