/// Arithmetic on blocks of 64 vectors over GF(2), the operands of block Lanczos: an n × 64 block is
/// n words (word j is row j, bit k its column k), a 64 × 64 matrix is 64 words (row i, bit k).
///
/// Products go through tables of the 256 combinations of 8 rows (the method of four Russians, as
/// Montgomery's and msieve's block Lanczos do): 8 lookups a word in place of up to 64 XORs.
enum GF2Block {
    /// The 64 × 64 identity.
    static let identity: [UInt64] = (0..<64).map { 1 << UInt64($0) }

    /// a·b for 64 × 64 matrices: row i of the product is the XOR of the rows of b picked by the bits
    /// of row i of a.
    ///
    ///     multiply(identity, m) == m
    ///
    /// - Complexity: O(64 · 64) word operations at most.
    static func multiply(_ a: [UInt64], _ b: [UInt64]) -> [UInt64] {
        a.map { row in
            var bits = row
            var sum: UInt64 = 0
            while bits != 0 {
                sum ^= b[bits.trailingZeroBitCount]
                bits &= bits &- 1
            }
            return sum
        }
    }

    /// xᵀ·y for two n × 64 blocks: entry (b, k) is the parity of the rows j with bit b of x[j]
    /// and bit k of y[j] set.
    ///
    /// - Complexity: O(n) table updates (8 a row) and O(64 · 8 · 128) to combine the tables.
    static func transposeProduct(_ x: UnsafePointer<UInt64>, _ y: UnsafePointer<UInt64>, count n: Int) -> [UInt64] {
        // table[k·256 + i] is the XOR of the y[j] whose byte k of x[j] is i.
        var table = [UInt64](repeating: 0, count: 8 * 256)
        table.withUnsafeMutableBufferPointer { t in
            let t = t.baseAddress!
            for j in 0..<n {
                let (xj, yj) = (x[j], y[j])
                t[Int(truncatingIfNeeded: xj & 0xFF)] ^= yj
                t[256 + Int(truncatingIfNeeded: (xj >> 8) & 0xFF)] ^= yj
                t[512 + Int(truncatingIfNeeded: (xj >> 16) & 0xFF)] ^= yj
                t[768 + Int(truncatingIfNeeded: (xj >> 24) & 0xFF)] ^= yj
                t[1024 + Int(truncatingIfNeeded: (xj >> 32) & 0xFF)] ^= yj
                t[1280 + Int(truncatingIfNeeded: (xj >> 40) & 0xFF)] ^= yj
                t[1536 + Int(truncatingIfNeeded: (xj >> 48) & 0xFF)] ^= yj
                t[1792 + Int(truncatingIfNeeded: xj >> 56)] ^= yj
            }
        }
        var product = [UInt64](repeating: 0, count: 64)
        for k in 0..<8 {
            for bit in 0..<8 {
                var sum: UInt64 = 0
                for i in 0..<256 where i & (1 << bit) != 0 { sum ^= table[k * 256 + i] }
                product[8 * k + bit] = sum
            }
        }
        return product
    }

    /// out[j] ^= (v·m)[j] for an n × 64 block v and a 64 × 64 matrix m.
    ///
    /// - Complexity: O(n) (8 lookups a row) after a table of 8 · 256 words.
    static func multiplyAdd(
        _ v: UnsafePointer<UInt64>, _ m: [UInt64], into out: UnsafeMutablePointer<UInt64>, count n: Int
    ) {
        // table[k·256 + i] is the XOR of rows 8k … 8k + 7 of m picked by the bits of i.
        var table = [UInt64](repeating: 0, count: 8 * 256)
        for k in 0..<8 {
            for i in 1..<256 {
                let low = i & -i
                table[k * 256 + i] = table[k * 256 + (i ^ low)] ^ m[8 * k + low.trailingZeroBitCount]
            }
        }
        table.withUnsafeBufferPointer { t in
            let t = t.baseAddress!
            for j in 0..<n {
                let w = v[j]
                out[j] ^=
                    t[Int(truncatingIfNeeded: w & 0xFF)] ^ t[256 + Int(truncatingIfNeeded: (w >> 8) & 0xFF)]
                    ^ t[512 + Int(truncatingIfNeeded: (w >> 16) & 0xFF)]
                    ^ t[768 + Int(truncatingIfNeeded: (w >> 24) & 0xFF)]
                    ^ t[1024 + Int(truncatingIfNeeded: (w >> 32) & 0xFF)]
                    ^ t[1280 + Int(truncatingIfNeeded: (w >> 40) & 0xFF)]
                    ^ t[1536 + Int(truncatingIfNeeded: (w >> 48) & 0xFF)]
                    ^ t[1792 + Int(truncatingIfNeeded: w >> 56)]
            }
        }
    }
}

/// Sparse rows over GF(2) in one array (row j's columns are `columns[starts[j]..<starts[j + 1]]`),
/// as block Lanczos multiplies by them: n rows (the vectors' length) and c columns.
struct GF2SparseRows {
    let rowCount: Int
    let columnCount: Int
    private let starts: [Int]
    private let columns: [Int32]

    /// - Precondition: every column below `columnCount`, none repeated within a row.
    init(rows: [[Int32]], columnCount: Int) {
        rowCount = rows.count
        self.columnCount = columnCount
        var starts = [0]
        starts.reserveCapacity(rows.count + 1)
        for row in rows { starts.append(starts[starts.count - 1] + row.count) }
        self.starts = starts
        columns = Array(rows.joined())
        precondition(columns.allSatisfy { $0 >= 0 && Int($0) < columnCount }, "a column outside the matrix")
    }

    /// w[k] = XOR of v[j] over the rows j that hold column k (w has c words): the 64 column
    /// parities of the rows each bit of v picks.
    ///
    /// - Complexity: O(total weight).
    func columnSums(_ v: UnsafePointer<UInt64>, into w: UnsafeMutablePointer<UInt64>) {
        w.update(repeating: 0, count: columnCount)
        starts.withUnsafeBufferPointer { starts in
            columns.withUnsafeBufferPointer { columns in
                for j in 0..<rowCount {
                    let vj = v[j]
                    for e in starts[j]..<starts[j + 1] { w[Int(columns[e])] ^= vj }
                }
            }
        }
    }

    /// u[j] = XOR of w[k] over row j's columns k (u has n words).
    ///
    /// - Complexity: O(total weight).
    func rowSums(_ w: UnsafePointer<UInt64>, into u: UnsafeMutablePointer<UInt64>) {
        starts.withUnsafeBufferPointer { starts in
            columns.withUnsafeBufferPointer { columns in
                for j in 0..<rowCount {
                    var sum: UInt64 = 0
                    for e in starts[j]..<starts[j + 1] { sum ^= w[Int(columns[e])] }
                    u[j] = sum
                }
            }
        }
    }
}
