import AlgoSupport

/// Dependencies among sparse rows over GF(2) by Montgomery's block Lanczos ("A block Lanczos
/// algorithm for finding dependencies over GF(2)", EUROCRYPT 1995), 64 vectors at a time.
///
/// With the rows as an n × c matrix B, a dependency is z ≠ 0 with zᵀB = 0. The iteration works
/// with the symmetric n × n matrix A = B·Bᵀ, touched only through products with the sparse rows
/// (c column sums, then n row sums), and solves A·x = A·y for a random block y: the vectors
/// v₀ = A·y, v₁, … are A-orthogonal blocks, each restricted to the columns S_i that keep
/// W_i = S_iᵀv_iᵀAv_iS_i invertible, and x = Σ v_i W_i⁻¹ v_iᵀ v₀. When v_mᵀAv_m = 0 the columns of
/// x − y and v_m span (nearly) a part of the null space of A; Gaussian elimination on their 128
/// column sums finds the combinations z with zᵀB = 0.
///
/// About n/63 iterations, each two sparse products and a few n × 64 block operations: O(n·w)
/// word operations for total weight w, against O(n³/64) for dense elimination, and O(w + n)
/// memory against n²/8 bytes (Guides/Measurements/Factorization.md, "GF2BlockLanczos: why not
/// dense at 260 bits").
enum GF2BlockLanczos {
    /// Up to 128 independent dependencies (row indices, ascending), or nil when the iteration broke down (a
    /// v_iᵀAv_i with no invertible part beside the previous S) or found none; another seed may
    /// succeed.
    ///
    ///     GF2BlockLanczos.dependencies(rows: [[0], [1], [0, 1]], columns: 2, seed: 1)   // [[0, 1, 2]]
    ///
    /// - Parameters:
    ///   - rows: each row's columns, no column twice in a row.
    ///   - columns: the number of columns c.
    ///   - seed: the SplitMix64 seed of the random start y.
    /// - Complexity: about n/63 iterations of O(w + n) word operations for n rows of total weight w.
    static func dependencies(rows: [[Int32]], columns: Int, seed: UInt64) -> [[Int]]? {
        let matrix = GF2SparseRows(rows: rows, columnCount: columns)
        let n = rows.count
        if n == 0 { return [] }
        var random = SplitMix64(seed: seed)
        let buffers = Buffers(n: n, c: columns)
        defer { buffers.deallocate() }
        let (x, v0, scratch) = (buffers.x, buffers.v0, buffers.scratch)
        for j in 0..<n { x[j] = random.next() }
        // v₀ = A·y; x starts at y, so that it ends as y + Σ v_i W_i⁻¹ v_iᵀv₀, the null-space side.
        multiplyA(matrix, x, into: buffers.v, scratch: scratch)
        v0.update(from: buffers.v, count: n)
        var winvPrev = [UInt64](repeating: 0, count: 64)
        var winvPrev2 = winvPrev
        var vAvPrev = winvPrev
        var vAAvPrev = winvPrev
        var lastS = UInt64.max
        let limit = n / 60 + 100
        var iteration = 0
        while iteration < limit {
            iteration += 1
            let (v, vPrev, vPrev2, av) = (buffers.v, buffers.vPrev, buffers.vPrev2, buffers.av)
            multiplyA(matrix, v, into: av, scratch: scratch)
            let vAv = GF2Block.transposeProduct(v, av, count: n)
            let vAAv = GF2Block.transposeProduct(av, av, count: n)
            if vAv.allSatisfy({ $0 == 0 }) { break }
            guard let (winv, s) = nonsingularPart(vAv, previous: lastS) else { break }
            // D = I + W⁻¹(vᵀA²v·S + vᵀAv), E = W_(i−1)⁻¹·vᵀAv·S, and F = W_(i−2)⁻¹(I + v_(i−1)ᵀAv_(i−1)
            // W_(i−1)⁻¹)(v_(i−1)ᵀA²v_(i−1)S_(i−1) + v_(i−1)ᵀAv_(i−1))S: the coefficients that make
            // v_(i+1) A-orthogonal to v_i, v_(i−1) and v_(i−2) (Montgomery's (8.1); − is + here).
            var d = GF2Block.multiply(winv, zip(vAAv, vAv).map { ($0 & s) ^ $1 })
            for k in 0..<64 { d[k] ^= 1 << UInt64(k) }
            let e = GF2Block.multiply(winvPrev, vAv).map { $0 & s }
            var f = GF2Block.multiply(vAvPrev, winvPrev)
            for k in 0..<64 { f[k] ^= 1 << UInt64(k) }
            f = GF2Block.multiply(
                GF2Block.multiply(winvPrev2, f), zip(vAAvPrev, vAvPrev).map { (($0 & lastS) ^ $1) & s })
            // x += v·W⁻¹·vᵀv₀, with the v in hand.
            let coefficient = GF2Block.multiply(winv, GF2Block.transposeProduct(v, v0, count: n))
            GF2Block.multiplyAdd(v, coefficient, into: x, count: n)
            // v_(i+1) = Av·S + v·D + v_(i−1)·E + v_(i−2)·F, built in av.
            for j in 0..<n { av[j] &= s }
            GF2Block.multiplyAdd(v, d, into: av, count: n)
            GF2Block.multiplyAdd(vPrev, e, into: av, count: n)
            GF2Block.multiplyAdd(vPrev2, f, into: av, count: n)
            buffers.rotate()
            (winvPrev2, winvPrev, vAvPrev, vAAvPrev, lastS) = (winvPrev, winv, vAv, vAAv, s)
        }
        let found = combine(matrix, x: buffers.x, v: buffers.v, scratch: scratch)
        return found.isEmpty ? nil : found
    }

    /// A·v = B·(Bᵀ·v): column sums into `scratch`, then row sums.
    private static func multiplyA(
        _ matrix: GF2SparseRows, _ v: UnsafePointer<UInt64>, into out: UnsafeMutablePointer<UInt64>,
        scratch: UnsafeMutablePointer<UInt64>
    ) {
        matrix.columnSums(v, into: scratch)
        matrix.rowSums(scratch, into: out)
    }

    /// Montgomery's choice of S_i and W_i⁻¹ (his step 3): Gauss–Jordan elimination on [T | I] for
    /// T = vᵀAv, taking the columns not in the previous S first. A column with a pivot in T joins
    /// S; one without is cleared from the right half and its row zeroed. W⁻¹ is the right half:
    /// S(SᵀTS)⁻¹Sᵀ. Nil when a column has no pivot on either side, or when S and the previous S
    /// leave a column out (the iteration would lose A-orthogonality).
    ///
    /// - Complexity: O(64²) word operations.
    static func nonsingularPart(_ t: [UInt64], previous: UInt64) -> (winv: [UInt64], s: UInt64)? {
        var left = t
        var right = GF2Block.identity
        let order =
            (0..<64).filter { previous & (1 << UInt64($0)) == 0 }
            + (0..<64).filter { previous & (1 << UInt64($0)) != 0 }
        var s: UInt64 = 0
        for (i, column) in order.enumerated() {
            let mask: UInt64 = 1 << UInt64(column)
            let onLeft = order[i...].first { left[$0] & mask != 0 }
            guard let pivot = onLeft ?? order[i...].first(where: { right[$0] & mask != 0 }) else { return nil }
            left.swapAt(column, pivot)
            right.swapAt(column, pivot)
            let clearing = onLeft != nil ? left : right
            for row in 0..<64 where row != column && clearing[row] & mask != 0 {
                left[row] ^= left[column]
                right[row] ^= right[column]
            }
            if onLeft != nil {
                s |= mask
            } else {
                left[column] = 0
                right[column] = 0
            }
        }
        return s | previous == .max ? (right, s) : nil
    }

    /// A basis of the combinations z of the 128 columns of x and v with zᵀB = 0 (their column
    /// sums are zero), as sets of rows: Gaussian elimination on the column sums, carrying each
    /// combination along, then on the combinations left with zero sums.
    ///
    /// - Complexity: O(c · 128 + 128² · (n + c)/64) word operations.
    private static func combine(
        _ matrix: GF2SparseRows, x: UnsafeMutablePointer<UInt64>, v: UnsafeMutablePointer<UInt64>,
        scratch: UnsafeMutablePointer<UInt64>
    ) -> [[Int]] {
        let (n, c) = (matrix.rowCount, matrix.columnCount)
        let (rowWords, columnWords) = ((n + 63) / 64, (c + 63) / 64)
        // Candidate k's rows (bits over n) and its column sums (bits over c), transposed from the
        // n × 64 and c × 64 blocks.
        var rowsOf = [[UInt64]](repeating: [UInt64](repeating: 0, count: rowWords), count: 128)
        var sumsOf = [[UInt64]](repeating: [UInt64](repeating: 0, count: columnWords), count: 128)
        for (half, block) in [x, v].enumerated() {
            for j in 0..<n {
                var bits = block[j]
                while bits != 0 {
                    rowsOf[64 * half + bits.trailingZeroBitCount][j / 64] |= 1 << UInt64(j % 64)
                    bits &= bits &- 1
                }
            }
            matrix.columnSums(block, into: scratch)
            for k in 0..<c {
                var bits = scratch[k]
                while bits != 0 {
                    sumsOf[64 * half + bits.trailingZeroBitCount][k / 64] |= 1 << UInt64(k % 64)
                    bits &= bits &- 1
                }
            }
        }
        var pivots = 0
        for column in 0..<c where pivots < 128 {
            let (word, mask) = (column / 64, UInt64(1) << UInt64(column % 64))
            guard let pivot = (pivots..<128).first(where: { sumsOf[$0][word] & mask != 0 }) else { continue }
            rowsOf.swapAt(pivots, pivot)
            sumsOf.swapAt(pivots, pivot)
            for k in (pivots + 1)..<128 where sumsOf[k][word] & mask != 0 {
                for w in word..<columnWords { sumsOf[k][w] ^= sumsOf[pivots][w] }
                for w in 0..<rowWords { rowsOf[k][w] ^= rowsOf[pivots][w] }
            }
            pivots += 1
        }
        // The combinations with zero sums may be dependent among themselves (x and v need not be
        // independent): keep a basis of them, each reduced by the ones kept before at its lowest
        // row until that row is no kept one's lowest (the lowest row only moves up).
        var basis: [[UInt64]] = []
        var basisOfLowest: [Int: Int] = [:]
        for k in pivots..<128 {
            var vector = rowsOf[k]
            while let w = vector.firstIndex(where: { $0 != 0 }) {
                let lowest = 64 * w + vector[w].trailingZeroBitCount
                guard let member = basisOfLowest[lowest] else {
                    basisOfLowest[lowest] = basis.count
                    basis.append(vector)
                    break
                }
                for i in w..<rowWords { vector[i] ^= basis[member][i] }
            }
        }
        let found = basis.map { vector in
            var members: [Int] = []
            for (w, word) in vector.enumerated() {
                var bits = word
                while bits != 0 {
                    members.append(64 * w + bits.trailingZeroBitCount)
                    bits &= bits &- 1
                }
            }
            return members
        }
        return found
    }

    /// The iteration's n-word blocks, allocated once; `rotate` moves v_(i+1) (built in `av`) to v
    /// and shifts the older blocks down.
    private final class Buffers {
        let x: UnsafeMutablePointer<UInt64>
        let v0: UnsafeMutablePointer<UInt64>
        private(set) var v: UnsafeMutablePointer<UInt64>
        private(set) var vPrev: UnsafeMutablePointer<UInt64>
        private(set) var vPrev2: UnsafeMutablePointer<UInt64>
        private(set) var av: UnsafeMutablePointer<UInt64>
        /// c words (the column sums), and at least n for the combination step.
        let scratch: UnsafeMutablePointer<UInt64>

        init(n: Int, c: Int) {
            func block(_ count: Int) -> UnsafeMutablePointer<UInt64> {
                let pointer = UnsafeMutablePointer<UInt64>.allocate(capacity: max(1, count))
                pointer.initialize(repeating: 0, count: max(1, count))
                return pointer
            }
            (x, v0, v, vPrev, vPrev2, av) = (block(n), block(n), block(n), block(n), block(n), block(n))
            scratch = block(max(n, c))
        }

        func rotate() {
            (vPrev2, vPrev, v, av) = (vPrev, v, av, vPrev2)
        }

        func deallocate() {
            for pointer in [x, v0, v, vPrev, vPrev2, av, scratch] { pointer.deallocate() }
        }
    }
}
