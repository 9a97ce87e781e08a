import BigNumber

/// A relation Y² ≡ (−1)^e₀ · Π p_i^e_i · Π L² (mod N): the sieve's (a·x + b)² ≡ a·Q(x), or a
/// cycle of partials whose large primes each appear twice, multiplied together.
struct SIQSRelation: Sendable {
    /// The values a·x + b whose product is Y (one, or one per partial of a cycle).
    var roots: [SIQSRoot]
    /// Column indices with repetition: 0 for −1, i + 1 for factor-base prime i.
    var columns: [Int32]
    /// The large primes that appear squared (their product is part of the square root).
    var squaredPrimes: [UInt64]
}

/// A value a·x + b: in a word when it fits (below about 220 bits of kN), else a BigInt. A BigInt
/// is an object and a GMP allocation, and a 128-bit number sees about 2200 partials.
enum SIQSRoot: Sendable {
    case word(Int128)
    case big(BigInt)

    var value: BigInt {
        switch self {
        case .word(let v): BigInt(v)
        case .big(let v): v
        }
    }
}

/// A sieve hit whose cofactor after the factor base is 1 (a full relation), one large prime or
/// the product of two (the double large-prime variation).
struct SIQSPartial: Sendable {
    var root: SIQSRoot
    var columns: [Int32]
    var largePrime: UInt64
    /// The second large prime of a double partial; 1 otherwise.
    var secondLargePrime: UInt64 = 1
}

/// Short runs of columns side by side in one array, run i ending at `ends[i]`: one allocation
/// grows for many variable-length lists, where an array each took one allocation each.
struct SIQSColumnRuns: Sendable {
    private var columns: [Int32] = []
    private var ends: [Int32] = []

    var count: Int { ends.count }

    /// The columns of run `index`, in place.
    subscript(index: Int) -> ArraySlice<Int32> {
        columns[(index == 0 ? 0 : Int(ends[index - 1]))..<Int(ends[index])]
    }

    /// - Complexity: amortised O(run's length).
    mutating func append<Run: Collection<Int32>>(_ run: Run) {
        columns += run
        ends.append(Int32(columns.count))
    }
}

/// The partials of one family, their columns side by side (``SIQSColumnRuns``): one allocation
/// grows for the family, where a partial of its own columns took one each (about 2200 a 128-bit
/// number, kept until the end and freed then).
struct SIQSPartials: Sendable, RandomAccessCollection {
    fileprivate struct Entry: Sendable {
        var root: SIQSRoot
        var largePrime: UInt64
        var secondLargePrime: UInt64
    }

    /// Entry i's columns are run i.
    fileprivate private(set) var columns = SIQSColumnRuns()
    fileprivate private(set) var entries: [Entry] = []

    var startIndex: Int { 0 }
    var endIndex: Int { entries.count }

    /// The partial at `index`, its columns copied out.
    subscript(index: Int) -> SIQSPartial {
        let entry = entries[index]
        return SIQSPartial(
            root: entry.root, columns: Array(columns[index]), largePrime: entry.largePrime,
            secondLargePrime: entry.secondLargePrime)
    }

    mutating func append(root: SIQSRoot, columns: [Int32], largePrime: UInt64, secondLargePrime: UInt64) {
        self.columns.append(columns)
        entries.append(Entry(root: root, largePrime: largePrime, secondLargePrime: secondLargePrime))
    }
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
    /// The forest's edges, the partials that join each vertex to its parent: edge e's root and
    /// its columns (run e).
    private var edgeRoots: [SIQSRoot] = []
    private var edgeColumns = SIQSColumnRuns()
    private var vertex = SIQSPrimeIndex()
    private var parent: [Int32] = [-1]
    private var parentEdge: [Int32] = [-1]
    private var primes: [UInt64] = [1]
    /// Partials seen (single and double), and those of them with two large primes.
    private(set) var partialCount = 0
    private(set) var doubleCount = 0
    /// Full relations that came from cycles.
    private(set) var cycleCount = 0

    /// Adds every partial of a family (their columns are not copied out one by one).
    mutating func add(_ partials: SIQSPartials) {
        for (index, entry) in partials.entries.enumerated() {
            add(
                root: entry.root, columns: partials.columns[index], largePrime: entry.largePrime,
                secondLargePrime: entry.secondLargePrime)
        }
    }

    mutating func add(_ partial: SIQSPartial) {
        add(
            root: partial.root, columns: partial.columns[...], largePrime: partial.largePrime,
            secondLargePrime: partial.secondLargePrime)
    }

    /// - Complexity: O(1) expected for a full relation or a new prime; O(depth) in the forest
    ///   otherwise, plus the cycle's columns when one closes.
    private mutating func add(
        root: SIQSRoot, columns: ArraySlice<Int32>, largePrime p: UInt64, secondLargePrime q: UInt64
    ) {
        if p == 1 && q == 1 {
            full.append(SIQSRelation(roots: [root], columns: Array(columns), squaredPrimes: []))
            return
        }
        partialCount += 1
        if p != 1 && q != 1 { doubleCount += 1 }
        if p == q {
            // L² alone: a full relation already.
            full.append(SIQSRelation(roots: [root], columns: Array(columns), squaredPrimes: [p]))
            return
        }
        let u = index(of: p)
        let v = index(of: q)
        let (depthU, rootU) = climb(from: u)
        let (depthV, rootV) = climb(from: v)
        if rootU != rootV {
            // Re-root the shallower tree at its end of the edge, then hang it from the other end.
            if depthU <= depthV {
                attach(u, below: v)
            } else {
                attach(v, below: u)
            }
            edgeRoots.append(root)
            edgeColumns.append(columns)
            return
        }
        // A cycle: the new edge, and the tree paths from u and v up to where they meet (the
        // deeper end climbs to the other's depth, then both climb together).
        var roots = [root]
        var cycleColumns = Array(columns)
        var squared: [UInt64] = []
        func climbOne(_ w: inout Int32) {
            let edge = Int(parentEdge[Int(w)])
            roots.append(edgeRoots[edge])
            cycleColumns += edgeColumns[edge]
            if w != 0 { squared.append(primes[Int(w)]) }
            w = parent[Int(w)]
        }
        var (a, b) = (u, v)
        for _ in depthV..<max(depthU, depthV) { climbOne(&a) }
        for _ in depthU..<max(depthU, depthV) { climbOne(&b) }
        while a != b {
            climbOne(&a)
            climbOne(&b)
        }
        if a != 0 { squared.append(primes[Int(a)]) }
        full.append(SIQSRelation(roots: roots, columns: cycleColumns, squaredPrimes: squared))
        cycleCount += 1
    }

    private mutating func index(of prime: UInt64) -> Int32 {
        if prime == 1 { return 0 }
        let new = Int32(primes.count)
        let known = vertex.index(of: prime, inserting: new)
        if known != new { return known }
        primes.append(prime)
        parent.append(-1)
        parentEdge.append(-1)
        return new
    }

    /// The depth of `start` in its tree and the tree's root, by walking the parent pointers (no
    /// path is kept: nearly every partial is a single one, and two arrays per partial showed in
    /// the instruction counts).
    ///
    /// - Complexity: O(depth).
    private func climb(from start: Int32) -> (depth: Int, root: Int32) {
        var depth = 0
        var current = start
        while parent[Int(current)] >= 0 {
            current = parent[Int(current)]
            depth += 1
        }
        return (depth, current)
    }

    /// Reverses the parent pointers from `start` up to its root, so that `start` becomes the root,
    /// then makes `above` its parent through the new edge (the next to be stored).
    ///
    /// - Complexity: O(depth of `start`).
    private mutating func attach(_ start: Int32, below above: Int32) {
        // Each vertex on the way takes the one below it as parent, through the edge that joined
        // the one below to it.
        var (below, belowEdge): (Int32, Int32) = (-1, -1)
        var current = start
        while current >= 0 {
            let (next, nextEdge) = (parent[Int(current)], parentEdge[Int(current)])
            parent[Int(current)] = below
            parentEdge[Int(current)] = belowEdge
            (below, belowEdge) = (current, nextEdge)
            current = next
        }
        parent[Int(start)] = above
        parentEdge[Int(start)] = Int32(edgeRoots.count)
    }
}

/// The vertex number of each large prime: open addressing on the primes' Fibonacci hashes, twice
/// as many slots as primes at least. The standard library's dictionary hashes with SipHash, more
/// work than a table of integers keyed by integers needs (Guides/Measurements/Factorization.md,
/// "SIQSPrimeIndex: open addressing").
struct SIQSPrimeIndex {
    /// Primes (0 for an empty slot) and their numbers.
    private var keys = [UInt64](repeating: 0, count: 1024)
    private var values = [Int32](repeating: 0, count: 1024)
    private var count = 0

    /// The number of `prime` (> 1), given `new` when it had none.
    ///
    /// - Complexity: O(1) expected.
    mutating func index(of prime: UInt64, inserting new: Int32) -> Int32 {
        let mask = keys.count - 1
        // The top bits of the product, as many as index the slots (a power of two).
        var slot = Int(
            truncatingIfNeeded: (prime &* 0x9E37_79B9_7F4A_7C15) >> UInt64(64 - keys.count.trailingZeroBitCount))
        while keys[slot] != 0 {
            if keys[slot] == prime { return values[slot] }
            slot = (slot + 1) & mask
        }
        keys[slot] = prime
        values[slot] = new
        count += 1
        if 2 * count > keys.count { grow() }
        return new
    }

    private mutating func grow() {
        let (oldKeys, oldValues) = (keys, values)
        keys = [UInt64](repeating: 0, count: 2 * oldKeys.count)
        values = [Int32](repeating: 0, count: 2 * oldKeys.count)
        count = 0
        for (key, value) in zip(oldKeys, oldValues) where key != 0 { _ = index(of: key, inserting: value) }
    }
}
