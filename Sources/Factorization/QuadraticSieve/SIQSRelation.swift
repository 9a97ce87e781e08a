import BigNumber

/// A relation Y² ≡ (−1)^e₀ · Π p_i^e_i · Π L² (mod N): the sieve's (a·x + b)² ≡ a·Q(x), or a
/// cycle of partials whose large primes each appear twice, multiplied together.
struct SIQSRelation: Sendable {
    /// The values a·x + b whose product is Y (one, or one per partial of a cycle).
    var roots: [BigInt]
    /// Column indices with repetition: 0 for −1, i + 1 for factor-base prime i.
    var columns: [Int32]
    /// The large primes that appear squared (their product is part of the square root).
    var squaredPrimes: [UInt64]
}

/// A sieve hit whose cofactor after the factor base is 1 (a full relation), one large prime or
/// the product of two (the double large-prime variation).
struct SIQSPartial: Sendable {
    var root: BigInt
    var columns: [Int32]
    var largePrime: UInt64
    /// The second large prime of a double partial; 1 otherwise.
    var secondLargePrime: UInt64 = 1
}

/// The relations gathered so far: full ones, and the partials as edges of a graph whose
/// vertices are the large primes and 1 (a single partial joins 1 and its prime, a double one its
/// two primes). An edge that closes a cycle makes a full relation: along a cycle every vertex
/// has two edges, so every large prime appears squared in the product (Lenstra and Manasse,
/// "Factoring with two large primes", 1994). The other edges keep a spanning forest, with a
/// parent pointer per vertex; a new edge between two trees re-roots the shallower one at its end
/// and hangs it from the other's.
///
/// Two single partials with the same prime are the shortest cycle: 1 – L – 1.
struct SIQSRelationStore {
    private(set) var full: [SIQSRelation] = []
    /// The forest's edges: the partial that joins each vertex to its parent.
    private var edges: [SIQSPartial] = []
    private var vertex: [UInt64: Int32] = [1: 0]
    private var parent: [Int32] = [-1]
    private var parentEdge: [Int32] = [-1]
    private var primes: [UInt64] = [1]
    /// Partials seen (single and double), and those of them with two large primes.
    private(set) var partialCount = 0
    private(set) var doubleCount = 0
    /// Full relations that came from cycles.
    private(set) var cycleCount = 0

    /// - Complexity: O(1) expected for a full relation or a new prime; O(depth) in the forest
    ///   otherwise, plus the cycle's columns when one closes.
    mutating func add(_ partial: SIQSPartial) {
        let (p, q) = (partial.largePrime, partial.secondLargePrime)
        if p == 1 && q == 1 {
            full.append(SIQSRelation(roots: [partial.root], columns: partial.columns, squaredPrimes: []))
            return
        }
        partialCount += 1
        if p != 1 && q != 1 { doubleCount += 1 }
        if p == q {
            // L² alone: a full relation already.
            full.append(SIQSRelation(roots: [partial.root], columns: partial.columns, squaredPrimes: [p]))
            return
        }
        if q == 1, addSingle(partial) { return }
        let u = index(of: p)
        let v = index(of: q)
        let (upward, rootU) = pathToRoot(u)
        let (other, rootV) = pathToRoot(v)
        if rootU != rootV {
            // Re-root the shallower tree at its end of the edge, then hang it from the other end.
            if upward.count <= other.count {
                attach(u, below: v, path: upward, edge: partial)
            } else {
                attach(v, below: u, path: other, edge: partial)
            }
            return
        }
        // A cycle: the new edge, and the tree paths from u and v up to where they meet.
        let onPathFromU = Dictionary(uniqueKeysWithValues: upward.enumerated().map { ($1, $0) })
        // Both paths end at the root, so the walk up from v meets u's path.
        var fromV = 0
        while onPathFromU[other[fromV]] == nil { fromV += 1 }
        let meet = onPathFromU[other[fromV]] ?? 0
        var roots = [partial.root]
        var columns = partial.columns
        var squared: [UInt64] = []
        for w in upward[..<meet] + other[..<fromV] {
            let edge = edges[Int(parentEdge[Int(w)])]
            roots.append(edge.root)
            columns += edge.columns
            squared.append(primes[Int(w)])
        }
        squared.append(primes[Int(upward[meet])])
        full.append(SIQSRelation(roots: roots, columns: columns, squaredPrimes: squared.filter { $0 != 1 }))
        cycleCount += 1
    }

    /// The two cases of a single partial (1 – L) that need no walk through the forest, which are
    /// all of them without double partials: L is new (it hangs from 1), or L hangs from 1 already
    /// (the cycle 1 – L – 1, as the single large-prime variation pairs two partials). False for
    /// the general case. Before this path, the walks' arrays cost 2% of the instructions of
    /// `factor.semiprime128` with two large primes off.
    ///
    /// - Complexity: O(1) expected, plus the columns' length.
    private mutating func addSingle(_ partial: SIQSPartial) -> Bool {
        let prime = partial.largePrime
        guard let known = vertex[prime] else {
            vertex[prime] = Int32(primes.count)
            primes.append(prime)
            parent.append(0)
            parentEdge.append(Int32(edges.count))
            edges.append(partial)
            return true
        }
        guard parent[Int(known)] == 0 else { return false }
        let first = edges[Int(parentEdge[Int(known)])]
        full.append(
            SIQSRelation(
                roots: [first.root, partial.root], columns: first.columns + partial.columns, squaredPrimes: [prime]))
        cycleCount += 1
        return true
    }

    private mutating func index(of prime: UInt64) -> Int32 {
        if let known = vertex[prime] { return known }
        let new = Int32(primes.count)
        vertex[prime] = new
        primes.append(prime)
        parent.append(-1)
        parentEdge.append(-1)
        return new
    }

    /// The vertices from `start` up to its tree's root, both included, and the root.
    private func pathToRoot(_ start: Int32) -> (path: [Int32], root: Int32) {
        var path = [start]
        var current = start
        while parent[Int(current)] >= 0 {
            current = parent[Int(current)]
            path.append(current)
        }
        return (path, current)
    }

    /// Reverses the parent pointers along `path` (from `start` to its root), so that `start`
    /// becomes the root, then makes `above` its parent through the new edge.
    private mutating func attach(_ start: Int32, below above: Int32, path: [Int32], edge: SIQSPartial) {
        for i in stride(from: path.count - 1, to: 0, by: -1) {
            // The edge from path[i − 1] up to path[i] now runs from path[i] up to path[i − 1].
            parent[Int(path[i])] = path[i - 1]
            parentEdge[Int(path[i])] = parentEdge[Int(path[i - 1])]
        }
        parent[Int(start)] = above
        parentEdge[Int(start)] = Int32(edges.count)
        edges.append(edge)
    }
}
