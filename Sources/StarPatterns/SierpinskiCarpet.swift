/// Baekjoon 2447 (star 10): the N × N Sierpiński carpet for N = 3^k.
///
/// Definition: the size-3 pattern is `***`, `* *`, `***`; the size-N pattern is eight copies of
/// the size-N/3 pattern around a blank N/3 × N/3 centre. Closed rule (what the tests check):
/// cell (i, j) is blank iff some base-3 digit position has digit 1 in both i and j.
enum SierpinskiCarpet {
    /// - Complexity: O(N²): level s → 3s copies the s × s block eight times.
    static func draw(_ n: Int) -> StarCanvas {
        var canvas = StarCanvas(height: n, width: n)
        canvas[0, 0] = StarCanvas.star
        var size = 1
        while size < n {
            for blockRow in 0..<3 {
                for blockColumn in 0..<3 where blockRow != 0 || blockColumn != 0 {
                    // The centre block stays blank.
                    if blockRow == 1 && blockColumn == 1 { continue }
                    canvas.copyBlock(
                        rows: size, columns: size, from: (0, 0), to: (blockRow * size, blockColumn * size))
                }
            }
            size *= 3
        }
        return canvas
    }
}
