/// Baekjoon 10993 (star 18): triangles nested inside each other, pointing up for odd N and down
/// for even N.
///
/// Definition: level n is a triangle outline 2^n − 1 rows high and 2^(n+1) − 3 wide, its base a
/// full row of stars, pointing up when n is odd and down when n is even; level n − 1 sits inside
/// it, 2^(n−1) columns in, with its base row on the outer triangle's middle row (odd n) or just
/// under the outer base (even n). Level 1 is one star. Rows end at their last star.
enum NestedTriangles {
    /// - Complexity: O(output size): the blank canvas, plus O(rows) stars per level.
    static func draw(_ n: Int) -> StarCanvas {
        let height = (1 << n) - 1
        let width = (1 << (n + 1)) - 3
        var canvas = StarCanvas(height: height, width: width)
        var top = 0
        var left = 0
        for level in stride(from: n, through: 1, by: -1) {
            let h = (1 << level) - 1
            let w = (1 << (level + 1)) - 3
            if level % 2 == 1 {
                // Up: apex in the middle column, the base on the last row.
                let middle = left + (w - 1) / 2
                for row in 0..<(h - 1) {
                    canvas[top + row, middle - row] = StarCanvas.star
                    canvas[top + row, middle + row] = StarCanvas.star
                }
                canvas.fillStars(row: top + h - 1, column: left, count: w)
                top += (h - 1) / 2
            } else {
                // Down: the base on the first row, the apex on the last.
                canvas.fillStars(row: top, column: left, count: w)
                for row in 1..<h {
                    canvas[top + row, left + row] = StarCanvas.star
                    canvas[top + row, left + w - 1 - row] = StarCanvas.star
                }
                top += 1
            }
            left += 1 << (level - 1)
        }
        return canvas
    }
}
