/// Baekjoon 2448 (star 11): the Sierpiński triangle of N = 3 · 2^k rows, 2N − 1 wide.
///
/// Definition: the 3-row tile is `  *  `, ` * * `, `*****`; the 2h-row triangle is the h-row
/// one on top of two copies side by side, one blank column between them. Closed rule (what the
/// tests check): tile row a holds tile b (0 ≤ b ≤ a) iff b is a submask of a (Lucas: C(a, b) is
/// odd), its apex in column N − 1 − 3a + 6b.
enum SierpinskiTriangle {
    /// - Complexity: O(N²): level h → 2h copies the h-row triangle twice.
    static func draw(_ n: Int) -> StarCanvas {
        var canvas = StarCanvas(height: n, width: 2 * n - 1)
        let apex = n - 1
        canvas[0, apex] = StarCanvas.star
        canvas[1, apex - 1] = StarCanvas.star
        canvas[1, apex + 1] = StarCanvas.star
        canvas.fillStars(row: 2, column: apex - 2, count: 5)
        var height = 3
        while height < n {
            // The h-row triangle spans columns apex − (h − 1) … apex + (h − 1).
            let left = apex - (height - 1)
            let span = 2 * height - 1
            canvas.copyBlock(rows: height, columns: span, from: (0, left), to: (height, left - height))
            canvas.copyBlock(rows: height, columns: span, from: (0, left), to: (height, left + height))
            height *= 2
        }
        return canvas
    }
}
