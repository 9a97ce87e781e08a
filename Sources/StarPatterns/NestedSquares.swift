/// Baekjoon 10994 (star 19): N nested square frames, 4(N − 1) + 1 on a side.
///
/// Definition: level n is a square outline 4(n − 1) + 1 on a side with level n − 1 two cells
/// inside it; level 1 is one star. Closed rule (what the tests check): cell (i, j) is a star iff
/// its distance to the nearest edge, min(i, j, s − 1 − i, s − 1 − j), is even.
enum NestedSquares {
    /// - Complexity: O(s²) for the canvas, plus O(s) per frame.
    static func draw(_ n: Int) -> StarCanvas {
        let side = 4 * (n - 1) + 1
        var canvas = StarCanvas(height: side, width: side)
        for level in stride(from: n, through: 1, by: -1) {
            let inset = 2 * (n - level)
            let size = 4 * (level - 1) + 1
            canvas.fillStars(row: inset, column: inset, count: size)
            canvas.fillStars(row: inset + size - 1, column: inset, count: size)
            for row in (inset + 1)..<max(inset + 1, inset + size - 1) {
                canvas[row, inset] = StarCanvas.star
                canvas[row, inset + size - 1] = StarCanvas.star
            }
        }
        return canvas
    }
}
