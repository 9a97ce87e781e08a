/// A picture of `*` and spaces in one byte buffer, row after row, each row ending in a newline.
///
/// The four star problems draw into a canvas by their recursive definitions, copying whole
/// blocks of rows with `memcpy`-like moves, and then hand the bytes to the writer in one piece.
public struct StarCanvas: Sendable {
    /// The number of rows.
    public let height: Int
    /// The number of cells in a row, not counting its newline.
    public let width: Int
    /// `height` rows of `width` cells and a newline each.
    public internal(set) var bytes: [UInt8]

    static let star = UInt8(ascii: "*")
    static let blank = UInt8(ascii: " ")

    /// A blank canvas.
    ///
    /// - Complexity: O(`height` · `width`).
    init(height: Int, width: Int) {
        precondition(height >= 1 && width >= 1, "a canvas has at least one cell")
        self.height = height
        self.width = width
        bytes = [UInt8](repeating: Self.blank, count: height * (width + 1))
        for row in 0..<height { bytes[row * (width + 1) + width] = 0x0A }
    }

    /// The cell in `row`, `column` (0-based).
    public subscript(row: Int, column: Int) -> UInt8 {
        get { bytes[row * (width + 1) + column] }
        set { bytes[row * (width + 1) + column] = newValue }
    }

    /// Whether the cell holds a star.
    public func isStar(_ row: Int, _ column: Int) -> Bool { self[row, column] == Self.star }

    /// Copies the `rows` × `columns` block whose top-left cell is (`fromRow`, `fromColumn`) to
    /// (`toRow`, `toColumn`). The two blocks must not overlap.
    ///
    /// - Complexity: O(`rows` · `columns`).
    mutating func copyBlock(rows: Int, columns: Int, from: (row: Int, column: Int), to: (row: Int, column: Int)) {
        let stride = width + 1
        bytes.withUnsafeMutableBufferPointer { cells in
            let base = cells.baseAddress!
            for row in 0..<rows {
                let source = base + (from.row + row) * stride + from.column
                let target = base + (to.row + row) * stride + to.column
                target.update(from: source, count: columns)
            }
        }
    }

    /// Fills `count` cells of `row` from `column` with stars.
    mutating func fillStars(row: Int, column: Int, count: Int) {
        let start = row * (width + 1) + column
        bytes.withUnsafeMutableBufferPointer { cells in
            (cells.baseAddress! + start).update(repeating: Self.star, count: count)
        }
    }

    /// The text with the spaces at the end of each row removed (the form some judges demand).
    ///
    /// - Complexity: O(`height` · `width`).
    public func trimmingTrailingSpaces() -> [UInt8] {
        var text: [UInt8] = []
        text.reserveCapacity(bytes.count)
        let stride = width + 1
        for row in 0..<height {
            var end = row * stride + width
            while end > row * stride && bytes[end - 1] == Self.blank { end -= 1 }
            text.append(contentsOf: bytes[(row * stride)..<end])
            text.append(0x0A)
        }
        return text
    }
}
