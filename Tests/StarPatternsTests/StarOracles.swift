/// Independent definitions of the four pictures, written cell by cell or line by line from the
/// problem statements, sharing nothing with the solvers' block-copying code.
enum StarOracle {
    /// 2447: blank iff some base-3 digit is 1 in both coordinates.
    static func carpet(_ n: Int) -> [String] {
        (0..<n).map { i in
            String(
                (0..<n).map { j -> Character in
                    var (a, b) = (i, j)
                    while a > 0 || b > 0 {
                        if a % 3 == 1 && b % 3 == 1 { return " " }
                        a /= 3
                        b /= 3
                    }
                    return "*"
                })
        }
    }

    /// 2448: tile (a, b) is present iff b is a submask of a (C(a, b) odd, Lucas's theorem).
    static func sierpinskiTriangle(_ n: Int) -> [String] {
        let tile = ["  *  ", " * * ", "*****"].map { Array($0) }
        var rows = [[Character]](repeating: Array(repeating: " ", count: 2 * n - 1), count: n)
        for a in 0..<(n / 3) {
            for b in 0...a where b & a == b {
                let apex = n - 1 - 3 * a + 6 * b
                for r in 0..<3 {
                    for c in 0..<5 where tile[r][c] == "*" { rows[3 * a + r][apex - 2 + c] = "*" }
                }
            }
        }
        return rows.map { String($0) }
    }

    /// 2448 again, the way the statement's picture grows: the h-row triangle above two copies.
    static func sierpinskiTriangleByStacking(_ n: Int) -> [String] {
        var rows = ["  *  ", " * * ", "*****"]
        while rows.count < n {
            let pad = String(repeating: " ", count: rows.count)
            rows = rows.map { pad + $0 + pad } + rows.map { $0 + " " + $0 }
        }
        return rows
    }

    /// 10993: level n − 1 (flipped) inside the outline of level n, row strings built by
    /// stacking, as a contestant would (rows end at their last star).
    static func nestedTriangles(_ n: Int) -> [String] {
        // Rows of the triangle for `level`, left-aligned to its own box, full width.
        func box(_ level: Int) -> [[Character]] {
            if level == 1 { return [["*"]] }
            let h = (1 << level) - 1
            let w = 2 * h - 1
            var rows = [[Character]](repeating: Array(repeating: " ", count: w), count: h)
            let inner = box(level - 1)
            let up = level % 2 == 1
            for r in 0..<h {
                let row = up ? r : h - 1 - r  // distance from the apex
                if row == h - 1 {
                    rows[r] = Array(repeating: "*", count: w)
                } else {
                    rows[r][w / 2 - row] = "*"
                    rows[r][w / 2 + row] = "*"
                }
            }
            let top = up ? (h - 1) / 2 : 1
            for (r, innerRow) in inner.enumerated() {
                for (c, cell) in innerRow.enumerated() where cell == "*" { rows[top + r][(1 << (level - 1)) + c] = "*" }
            }
            return rows
        }
        return box(n).map { row in
            var text = String(row)
            while text.last == " " { text.removeLast() }
            return text
        }
    }

    /// 10994: a star iff the distance to the nearest edge is even.
    static func nestedSquares(_ n: Int) -> [String] {
        let s = 4 * (n - 1) + 1
        return (0..<s).map { i in
            String((0..<s).map { j in min(i, j, s - 1 - i, s - 1 - j) % 2 == 0 ? "*" : " " })
        }
    }
}
