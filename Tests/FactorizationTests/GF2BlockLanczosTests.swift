import AlgoSupport
import Foundation
import Testing
import _TestSupport

@testable import Factorization

/// Block Lanczos against the definition of a dependency (every column's parity cancels), against
/// ranks found by plain elimination in the test, and its 64-wide block arithmetic against
/// bit-by-bit products.
@Suite struct GF2BlockLanczosTests {
    /// Rows shaped like the sieve's: a few columns from the dense low end (−1, 2, 3, …), the rest
    /// spread with density falling like 1/p, no column twice.
    static func sieveLikeRows(count: Int, columns: Int, generator: inout SplitMix64) -> [[Int32]] {
        (0..<count).map { _ in
            var row = Set<Int32>()
            for column in 0..<8 where generator.next() % 3 == 0 { row.insert(Int32(column)) }
            let weight = 10 + Int(generator.next() % 12)
            while row.count < weight {
                // A column drawn with density about 1/index: exp of a uniform log.
                let u = Double(generator.next() >> 11) / Double(1 << 53)
                row.insert(Int32(min(columns - 1, Int(exp(u * log(Double(columns)))))))
            }
            return row.sorted()
        }
    }

    /// Whether `dependency` (row indices) cancels in every column.
    static func cancels(_ dependency: [Int], rows: [[Int32]], columns: Int) -> Bool {
        var parity = [Bool](repeating: false, count: columns)
        for row in dependency { for column in rows[row] { parity[Int(column)].toggle() } }
        return !parity.contains(true)
    }

    /// The rank over GF(2) of sets of coordinates below `width`, as bit vectors.
    static func rank(_ vectors: [[Int]], width: Int) -> Int {
        let words = (width + 63) / 64
        var basis: [Int: [UInt64]] = [:]  // keyed by the lowest set bit
        for vector in vectors {
            var v = [UInt64](repeating: 0, count: words)
            for k in vector { v[k / 64] ^= 1 << UInt64(k % 64) }
            while let w = v.firstIndex(where: { $0 != 0 }) {
                let low = 64 * w + v[w].trailingZeroBitCount
                guard let pivot = basis[low] else {
                    basis[low] = v
                    break
                }
                for i in w..<words { v[i] ^= pivot[i] }
            }
        }
        return basis.count
    }

    @Test("dependencies of sieve-like sparse rows cancel, are distinct and independent (seed 62)")
    func sparseDependencies() throws {
        var generator = SplitMix64(seed: 62)
        for (rowCount, columns) in [(300, 280), (2100, 2000), (5040, 5000)] {
            let rows = Self.sieveLikeRows(count: rowCount, columns: columns, generator: &generator)
            let rank = Self.rank(rows.map { $0.map(Int.init) }, width: columns)
            let nullity = rowCount - rank
            let found = try #require(GF2BlockLanczos.dependencies(rows: rows, columns: columns, seed: 7))
            #expect(found.count <= 128)
            // It finds most of a null space this small: at least half, and at least 8 of a larger one.
            #expect(found.count >= min(8, nullity / 2), "\(found.count) of \(nullity) at \(rowCount) rows")
            for dependency in found {
                #expect(!dependency.isEmpty)
                #expect(Self.cancels(dependency, rows: rows, columns: columns), "\(rowCount) rows: leaves odd columns")
            }
            #expect(Set(found).count == found.count)
            #expect(Self.rank(found, width: rowCount) == found.count)
        }
    }

    @Test("the sieve's linear algebra from 1500 columns on: Lanczos after the structured step (seed 65)")
    func throughElimination() {
        var generator = SplitMix64(seed: 65)
        let columns = GF2Elimination.lanczosColumns + 1000
        let rows = Self.sieveLikeRows(count: columns + 24, columns: columns, generator: &generator)
        #expect(GF2Elimination.reduce(rows: rows, columns: columns, limit: 16).columns >= GF2Elimination.lanczosColumns)
        let found = GF2Elimination.dependencies(rows: rows, columns: columns, limit: 16)
        #expect(found.count >= 8 && found.count <= 16, "\(found.count) dependencies")
        for dependency in found {
            #expect(Self.cancels(dependency, rows: rows, columns: columns))
            #expect(Set(dependency).count == dependency.count)
        }
        #expect(Self.rank(found, width: rows.count) == found.count)
    }

    @Test("equal rows and empty rows are dependencies; no rows, none")
    func smallCases() throws {
        #expect(GF2BlockLanczos.dependencies(rows: [], columns: 3, seed: 1) == [])
        // Two equal rows among independent ones: the one dependency is the pair.
        var rows: [[Int32]] = (0..<100).map { [Int32($0)] }
        rows.append([17])
        let found = try #require(GF2BlockLanczos.dependencies(rows: rows, columns: 100, seed: 3))
        #expect(found == [[17, 100]])
    }

    @Test("64 × 64 products, xᵀy and v·m agree with bit-by-bit products (seed 63)")
    func blockArithmetic() {
        var generator = SplitMix64(seed: 63)
        func bit(_ word: UInt64, _ k: Int) -> Bool { word >> UInt64(k) & 1 == 1 }
        let a = (0..<64).map { _ in generator.next() }
        let b = (0..<64).map { _ in generator.next() }
        let ab = GF2Block.multiply(a, b)
        for i in 0..<64 {
            for k in 0..<64 {
                let sum = (0..<64).reduce(false) { $0 != (bit(a[i], $1) && bit(b[$1], k)) }
                #expect(bit(ab[i], k) == sum)
            }
        }
        #expect(GF2Block.multiply(GF2Block.identity, a) == a)
        let n = 300
        let x = (0..<n).map { _ in generator.next() }
        let y = (0..<n).map { _ in generator.next() }
        let xty = GF2Block.transposeProduct(x, y, count: n)
        for i in 0..<64 {
            for k in 0..<64 {
                let sum = (0..<n).reduce(false) { $0 != (bit(x[$1], i) && bit(y[$1], k)) }
                #expect(bit(xty[i], k) == sum, "(\(i), \(k))")
            }
        }
        var out = y
        out.withUnsafeMutableBufferPointer { GF2Block.multiplyAdd(x, a, into: $0.baseAddress!, count: n) }
        for j in 0..<n {
            var expected = y[j]
            for k in 0..<64 where bit(x[j], k) { expected ^= a[k] }
            #expect(out[j] == expected)
        }
    }

    @Test("W⁻¹ inverts vᵀAv on the chosen columns S, and S with the previous S covers all 64 (seed 64)")
    func nonsingularPart() throws {
        var generator = SplitMix64(seed: 64)
        // Symmetric T of rank below 64 (T = PᵀP for a 40 × 64 P), as vᵀAv is.
        let p = (0..<40).map { _ in generator.next() }
        let t = p.withUnsafeBufferPointer { GF2Block.transposeProduct($0.baseAddress!, $0.baseAddress!, count: 40) }
        let (winv, s) = try #require(GF2BlockLanczos.nonsingularPart(t, previous: .max))
        // W⁻¹·T restricted to S is the identity on S: (W⁻¹T)[i][k] = [i = k] for i, k in S.
        let product = GF2Block.multiply(winv, t)
        for i in 0..<64 where s >> UInt64(i) & 1 == 1 {
            #expect(product[i] & s == 1 << UInt64(i), "row \(i)")
        }
        for i in 0..<64 where s >> UInt64(i) & 1 == 0 {
            #expect(winv[i] == 0 && winv.allSatisfy { $0 >> UInt64(i) & 1 == 0 })
        }
        let rank = Self.rank((0..<64).map { i in (0..<64).filter { t[i] >> UInt64($0) & 1 == 1 } }, width: 64)
        #expect(s.nonzeroBitCount > 0 && s.nonzeroBitCount <= rank)
        // After a full S, a T of full rank is all of S.
        #expect(GF2BlockLanczos.nonsingularPart(GF2Block.identity, previous: 0)?.s == .max)
        // A zero T and a previous S that leaves columns out: no choice keeps the iteration going.
        #expect(GF2BlockLanczos.nonsingularPart([UInt64](repeating: 0, count: 64), previous: 0xFFFF) == nil)
    }
}
