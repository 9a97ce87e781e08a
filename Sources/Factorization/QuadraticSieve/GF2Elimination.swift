/// The null space of a relation matrix over GF(2): sets of rows whose column parities all cancel.
///
/// First the structured part: a row with a column no other row has can be in no dependency, so
/// such rows go, repeatedly (singleton removal); the two rows of a column that only they have
/// merge into their sum (they are in every dependency together); columns left empty go too, and
/// rows beyond the columns plus `limit` are not needed. Then dense, bit-packed Gaussian
/// elimination on what is left, each row carrying the record of the rows it was built from.
enum GF2Elimination {
    /// Up to `limit` dependencies among the rows (each a list of row indices).
    ///
    ///     GF2Elimination.dependencies(rows: [[0], [1], [0, 1]], columns: 2)   // [[0, 1, 2]]
    ///
    /// - Parameters:
    ///   - rows: each row's columns with an odd exponent, repeated columns allowed (they cancel).
    ///   - columns: the number of columns.
    /// - Complexity: O(r · c · (r + c) / 64) word operations for r rows and c columns.
    static func dependencies(rows: [[Int32]], columns: Int, limit: Int = 64) -> [[Int]] {
        let (reduced, used, members) = reduce(rows: rows, columns: columns, limit: limit)
        var found: [[Int]]? = nil
        if used >= lanczosColumns {
            // A few seeds before the dense step: an iteration breaks down now and then.
            for seed in 1...3 where found == nil {
                found = GF2BlockLanczos.dependencies(rows: reduced, columns: used, seed: UInt64(seed))
            }
        }
        let dependencies =
            found.map { Array($0.prefix(limit)) } ?? denseDependencies(rows: reduced, columns: used, limit: limit)
        return dependencies.map { dependency in dependency.flatMap { members[$0] }.sorted() }
    }

    /// From this many columns (after the structured step) on, block Lanczos finds the
    /// dependencies; dense elimination below, where its O(c³/64) word operations still cost less
    /// than Lanczos's set-up (Guides/Measurements/Factorization.md, "GF2Elimination: where block
    /// Lanczos takes over").
    static let lanczosColumns = 1500

    /// The structured step: the rows left for the dense one (renumbered columns with no
    /// repeats), their number of columns, and the original rows each of them sums.
    ///
    /// - Complexity: O(w · k + c) for total weight w, c columns and k rounds of merges.
    static func reduce(
        rows: [[Int32]], columns: Int, limit: Int
    ) -> (rows: [[Int32]], columns: Int, members: [[Int]]) {
        // Odd columns only: a column that appears twice in a row cancels. Sorted and compacted in
        // place, with no copy and no growing result.
        var odd: [[Int32]] = rows.map { row in
            var sorted = row
            sorted.sort()
            var count = 0
            for k in sorted.indices {
                if count > 0 && sorted[count - 1] == sorted[k] {
                    count -= 1
                } else {
                    sorted[count] = sorted[k]
                    count += 1
                }
            }
            sorted.removeLast(sorted.count - count)
            return sorted
        }
        var alive = [Bool](repeating: true, count: rows.count)
        var weight = [Int](repeating: 0, count: columns)
        for row in odd { for column in row { weight[Int(column)] += 1 } }
        // The original rows each current row is the sum of.
        var members: [[Int]] = (0..<rows.count).map { [$0] }
        func removeSingletons() {
            var changed = true
            while changed {
                changed = false
                for (i, row) in odd.enumerated() where alive[i] && row.contains(where: { weight[Int($0)] == 1 }) {
                    alive[i] = false
                    for column in row { weight[Int(column)] -= 1 }
                    changed = true
                }
            }
        }
        removeSingletons()
        while mergePairs(&odd, &alive, &weight, &members, columns: columns) { removeSingletons() }
        var renumbered = [Int32](repeating: -1, count: columns)
        var used: Int32 = 0
        for column in 0..<columns where weight[column] > 0 {
            renumbered[column] = used
            used += 1
        }
        var kept = (0..<rows.count).filter { alive[$0] }
        kept = Array(kept.prefix(Int(used) + limit))
        return (kept.map { odd[$0].map { renumbered[Int($0)] } }, Int(used), kept.map { members[$0] })
    }

    /// One round of merges: the two rows of a column of weight 2 are in every dependency
    /// together, so the second becomes their sum (without that column) and the first goes; the
    /// null space keeps its dimension, and the dense step loses a row and a column. Each row
    /// takes part in one merge a round, so the rows found for a column at the start still hold
    /// it. Whether any merge was made.
    ///
    /// - Complexity: O(total weight + c) for c columns.
    private static func mergePairs(
        _ odd: inout [[Int32]], _ alive: inout [Bool], _ weight: inout [Int], _ members: inout [[Int]],
        columns: Int
    ) -> Bool {
        var first = [Int](repeating: -1, count: columns)
        var second = [Int](repeating: -1, count: columns)
        for (i, row) in odd.enumerated() where alive[i] {
            for column in row where weight[Int(column)] == 2 {
                if first[Int(column)] < 0 { first[Int(column)] = i } else { second[Int(column)] = i }
            }
        }
        var touched = [Bool](repeating: false, count: odd.count)
        var merged = false
        for column in 0..<columns where weight[column] == 2 {
            let (a, b) = (first[column], second[column])
            guard a >= 0, b >= 0, !touched[a], !touched[b] else { continue }
            // The symmetric difference of two sorted rows; the shared columns lose both rows.
            var sum: [Int32] = []
            var (i, j) = (0, 0)
            let (x, y) = (odd[a], odd[b])
            while i < x.count || j < y.count {
                if j == y.count || (i < x.count && x[i] < y[j]) {
                    sum.append(x[i])
                    i += 1
                } else if i == x.count || y[j] < x[i] {
                    sum.append(y[j])
                    j += 1
                } else {
                    weight[Int(x[i])] -= 2
                    i += 1
                    j += 1
                }
            }
            odd[b] = sum
            odd[a] = []
            alive[a] = false
            members[b] += members[a]
            touched[a] = true
            touched[b] = true
            merged = true
        }
        return merged
    }

    /// The elimination itself, on rows with no repeated columns. Each row is its columns' bits and
    /// then its history (the rows it was built from), padded to whole 256-bit vectors, so that a
    /// row operation is one vector XOR per 256 bits.
    ///
    /// Rows are reduced one at a time against the pivots so far: while the row has a set column
    /// whose pivot row exists, XOR that row in (a pivot row's lowest column is its own, so the
    /// row's lowest column only moves right); a row left with no column is a dependency, and
    /// otherwise its lowest column gets it as pivot. The column-by-column order this replaced
    /// searched every later row for each pivot column, a strided load and an unpredictable branch
    /// per row and column (Guides/Measurements/Factorization.md, "GF2Elimination: rows reduced
    /// one at a time").
    ///
    /// - Complexity: O(r · c · (r + c) / 256) vector XORs for r rows and c columns.
    private static func denseDependencies(rows: [[Int32]], columns: Int, limit: Int) -> [[Int]] {
        let r = rows.count
        if r == 0 { return [] }  // every row was a singleton's: no dependency, and no matrix
        let matrixWords = (columns + 63) / 64
        let historyWords = (r + 63) / 64
        let vectors = (matrixWords + historyWords + 3) / 4
        let stride = 4 * vectors
        var bits = [UInt64](repeating: 0, count: r * stride)
        for (i, row) in rows.enumerated() {
            for column in row { bits[i * stride + Int(column) / 64] ^= 1 << UInt64(column % 64) }
            bits[i * stride + matrixWords + i / 64] |= 1 << UInt64(i % 64)
        }
        var pivots = [Int](repeating: -1, count: columns)  // the row whose lowest column it is
        var found: [[Int]] = []
        bits.withUnsafeMutableBufferPointer { m in
            let base = UnsafeMutableRawPointer(m.baseAddress!)
            for row in 0..<r where found.count < limit {
                let words = m.baseAddress! + row * stride
                let target = base + row * stride * 8
                var word = 0
                while true {
                    while word < matrixWords && words[word] == 0 { word += 1 }
                    guard word < matrixWords else {
                        found.append(members(of: words + matrixWords, historyWords: historyWords))
                        break
                    }
                    let column = word * 64 + words[word].trailingZeroBitCount
                    let pivot = pivots[column]
                    guard pivot >= 0 else {
                        pivots[column] = row
                        break
                    }
                    // The pivot row's words before this one are zero.
                    let source = base + pivot * stride * 8
                    for v in (word / 4)..<vectors {
                        let x = target.loadUnaligned(fromByteOffset: 32 * v, as: SIMD4<UInt64>.self)
                        let y = source.loadUnaligned(fromByteOffset: 32 * v, as: SIMD4<UInt64>.self)
                        target.storeBytes(of: x ^ y, toByteOffset: 32 * v, as: SIMD4<UInt64>.self)
                    }
                }
            }
        }
        return found
    }

    /// The row indices whose bits are set in a history.
    private static func members(of history: UnsafeMutablePointer<UInt64>, historyWords: Int) -> [Int] {
        var members: [Int] = []
        for w in 0..<historyWords {
            var word = history[w]
            while word != 0 {
                members.append(w * 64 + word.trailingZeroBitCount)
                word &= word - 1
            }
        }
        return members
    }
}
