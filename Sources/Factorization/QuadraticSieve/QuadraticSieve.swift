import AlgoSupport
import BigNumber

/// The self-initialising quadratic sieve (SIQS) with the single and double large-prime
/// variations: relations (a·x + b)² ≡ a·Q(x) (mod N) with Q(x) smooth over a factor base of
/// primes p with (kN/p) = 1, up to one or two large primes, gathered until there are more than
/// primes (the partials count once they close cycles), then a dependency over GF(2) makes
/// X² ≡ Y² (mod N), and gcd(X − Y, N) splits N in one dependency of two on average.
///
/// Families of polynomials go to threads, one family per thread at a time; each returns its
/// relations and the main thread adds the partials to the cycle graph (``SIQSRelationStore``).
struct QuadraticSieve {
    let n: BigInt
    let threads: Int
    let seed: UInt64
    /// Forces the double large-prime variation on or off (nil: by size, ``SIQSParameters``).
    var doubleLargePrimes: Bool? = nil

    /// Relations beyond the columns in use before the linear algebra (each dependency splits N
    /// with probability at least 1/2, so 2^−8 is the chance that 8 all fail; more are gathered
    /// then). Fewer than the rule before, 48 beyond the factor base's size (Guides/Measurements/
    /// Factorization.md, "QuadraticSieve: the surplus of relations").
    static let surplus = 8
    /// Dependencies asked of the linear algebra at a time.
    static let dependencies = 16

    /// A proper divisor of n.
    ///
    /// - Precondition: n odd and composite, no perfect power, no prime factor below 2^16.
    /// - Parameter progress: the fraction of the relations needed found so far.
    /// - Complexity: L(N)^(1 + o(1)) with L(N) = exp(√(ln N · ln ln N)).
    func divisor(progress: (@Sendable (Double) -> Void)? = nil) -> BigInt {
        var parameters = SIQSParameters(bits: n.bitWidth)
        if let doubleLargePrimes { parameters.doubleLargePrimes = doubleLargePrimes }
        while true {
            let factorBase = FactorBase(n: n, size: parameters.factorBaseSize)
            // A factor-base prime that divides N but not k is a factor.
            for (p, root) in zip(factorBase.primes, factorBase.roots)
            where root == 0 && p > 2 && factorBase.multiplier % UInt64(p) != 0 {
                return BigInt(UInt64(p))
            }
            if let found = attempt(factorBase: factorBase, parameters: parameters, progress: progress) {
                return found
            }
            // The window ran out of values of a: a larger base gives more.
            parameters.factorBaseSize += parameters.factorBaseSize / 2 + 20
        }
    }

    private func attempt(
        factorBase: FactorBase, parameters: SIQSParameters, progress: (@Sendable (Double) -> Void)?
    ) -> BigInt? {
        var chooser = SIQSPolynomialChooser(factorBase: factorBase, halfInterval: parameters.halfInterval, seed: seed)
        let sieve = SIQSSieve(factorBase: factorBase, parameters: parameters, window: chooser.window)
        var store = SIQSRelationStore()
        // Rows beyond the columns that hold an odd exponent in some row are dependencies: at
        // least `extra` of them once the full relations outnumber those columns by `extra`.
        var columns = SIQSOddColumns(count: factorBase.count + 1)
        var extra = Self.surplus
        while true {
            while store.full.count < columns.update(store.full) + extra {
                var families: [SIQSPolynomialFamily] = []
                while families.count < threads, let family = chooser.next() { families.append(family) }
                if families.isEmpty { return nil }
                let batch = families
                let batches = concurrentMap(batch.count, threads: threads) { sieve.relations(of: batch[$0]) }
                for partials in batches { store.add(partials) }
                progress?(min(0.99, Double(store.full.count) / Double(columns.count + extra)))
            }
            let relations = store.full
            let rows = relations.map(\.columns)
            // 16 dependencies: all fail with probability 2^−16 (then more relations), and the
            // dense step stops at the 16th instead of finding more that are never used
            // (Guides/Measurements/Factorization.md, "QuadraticSieve: 16 dependencies at a time").
            for dependency in GF2Elimination.dependencies(
                rows: rows, columns: factorBase.count + 1, limit: Self.dependencies)
            {
                if let found = split(relations: dependency.map { relations[$0] }, factorBase: factorBase) {
                    return found
                }
            }
            // Every dependency gave a trivial square (or repeated relations): gather more.
            extra += Self.surplus
        }
    }

    /// gcd(X − Y, N) for the square X² ≡ Y² that the relations multiply to, when it is proper.
    ///
    /// - Complexity: O(r + w) products modulo N for r roots and total weight w.
    private func split(relations: [SIQSRelation], factorBase: FactorBase) -> BigInt? {
        // In 128- or 256-bit Montgomery words when N fits: the GMP products each allocate
        // (Guides/Measurements/Factorization.md, "QuadraticSieve: square roots in Montgomery words").
        if let word = n.exactUInt128, word >> 64 != 0 {
            return split(relations: relations, factorBase: factorBase, in: Montgomery128(word))
        }
        if n.bitWidth > 64 && n.bitWidth <= 256 {
            return split(relations: relations, factorBase: factorBase, in: Montgomery256(n))
        }
        return split(relations: relations, factorBase: factorBase, in: BigResidueRing(n))
    }

    private func split<Ring: SIQSSquareRootRing>(
        relations: [SIQSRelation], factorBase: FactorBase, in ring: Ring
    ) -> BigInt? {
        var exponents = [Int](repeating: 0, count: factorBase.count + 1)
        var x = ring.one
        var y = ring.one
        for relation in relations {
            for root in relation.roots {
                let (magnitude, isNegative) =
                    switch root {
                    case .word(let v): (ring.residue(v.magnitude), v < 0)
                    case .big(let v): (ring.residue(v.magnitude), v.isNegative)
                    }
                x = ring.multiply(x, isNegative ? ring.subtract(ring.zero, magnitude) : magnitude)
            }
            for column in relation.columns { exponents[Int(column)] += 1 }
            for prime in relation.squaredPrimes { y = ring.multiply(y, ring.residue(prime)) }
        }
        for (column, exponent) in exponents.enumerated().dropFirst() where exponent > 0 {
            precondition(exponent % 2 == 0, "a dependency with an odd exponent")
            let p = ring.residue(UInt64(factorBase.primes[column - 1]))
            for _ in 0..<exponent / 2 { y = ring.multiply(y, p) }
        }
        let (bigX, bigY) = (ring.bigValue(x), ring.bigValue(y))
        // A wrong combination of relations would only ever give trivial squares: catch it here.
        precondition((bigX * bigX - bigY * bigY) % n == 0, "the relations do not multiply to a square")
        let divisor = BigInt.gcd(bigX - bigY, n)
        return divisor > 1 && divisor < n ? divisor : nil
    }
}

/// A ring whose residues come from BigInts and go back to them: the square root's products.
protocol SIQSSquareRootRing: ResidueRing {
    /// The residue of a value at least 0 (below 2^256 for ``Montgomery256``).
    func residue(_ value: BigInt) -> Residue
    func residue(_ value: UInt128) -> Residue
    /// The value in [0, n) of a residue.
    func bigValue(_ a: Residue) -> BigInt
}

extension Montgomery128: SIQSSquareRootRing {
    func residue(_ value: BigInt) -> UInt128 {
        guard let reduced = (value % BigInt(modulus)).exactUInt128 else {
            preconditionFailure("a residue of a negative value")
        }
        return residue(reduced)
    }
    func residue(_ value: UInt128) -> UInt128 { multiply(value % modulus, rSquared) }
    func bigValue(_ a: UInt128) -> BigInt { BigInt(value(a)) }
}

extension Montgomery256: SIQSSquareRootRing {
    func bigValue(_ a: Limbs256) -> BigInt { value(a) }

    func residue(_ value: UInt128) -> Limbs256 {
        let limbs = Limbs256(
            w0: UInt64(truncatingIfNeeded: value), w1: UInt64(truncatingIfNeeded: value >> 64), w2: 0, w3: 0)
        return multiply(limbs, rSquared)
    }
}

extension BigResidueRing: SIQSSquareRootRing {
    func residue(_ value: BigInt) -> BigInt { value % modulus }
    func residue(_ value: UInt128) -> BigInt { BigInt(value) % modulus }
    func bigValue(_ a: BigInt) -> BigInt { a }
}

/// The columns that hold an odd exponent in some full relation so far: the rank of the relation
/// matrix over GF(2) is at most their number, so rows beyond it are dependencies. Columns of the
/// large factor-base primes that no relation has hit yet do not count, as they would against
/// the factor base's size.
struct SIQSOddColumns {
    private var seen: [Bool]
    /// Each column's exponent parity in the relation at hand (all zero between relations).
    private var parity: [Bool]
    private var counted = 0
    /// Columns seen.
    private(set) var count = 0

    init(count columns: Int) {
        seen = [Bool](repeating: false, count: columns)
        parity = seen
    }

    /// Takes in the relations not yet counted; the columns seen.
    ///
    /// - Complexity: O(w) for the new relations' w columns.
    mutating func update(_ relations: [SIQSRelation]) -> Int {
        for relation in relations[counted...] {
            for column in relation.columns { parity[Int(column)].toggle() }
            // An odd column's first occurrence clears its parity: every entry is back to false.
            for column in relation.columns where parity[Int(column)] {
                parity[Int(column)] = false
                if !seen[Int(column)] {
                    seen[Int(column)] = true
                    count += 1
                }
            }
        }
        counted = relations.count
        return count
    }
}
