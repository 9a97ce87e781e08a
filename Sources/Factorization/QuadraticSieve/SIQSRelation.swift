import BigNumber

/// A relation Y² ≡ (−1)^e₀ · Π p_i^e_i · L² (mod N): the sieve's (a·x + b)² ≡ a·Q(x), or two such
/// with the same large prime L multiplied together.
struct SIQSRelation: Sendable {
    /// The values a·x + b whose product is Y (one, or two for a pair of partials).
    var roots: [BigInt]
    /// Column indices with repetition: 0 for −1, i + 1 for factor-base prime i.
    var columns: [Int32]
    /// The large primes that appear squared (their product is part of the square root).
    var squaredPrimes: [UInt64]
}

/// A sieve hit whose cofactor after the factor base is one large prime (1 for a full relation).
struct SIQSPartial: Sendable {
    var root: BigInt
    var columns: [Int32]
    var largePrime: UInt64
}

/// The relations gathered so far: full ones, and partials waiting for a second with the same
/// large prime (the single large-prime variation; each later partial pairs with the first).
struct SIQSRelationStore {
    private(set) var full: [SIQSRelation] = []
    private var waiting: [UInt64: SIQSPartial] = [:]
    /// Partials seen, paired or not.
    private(set) var partialCount = 0

    /// - Complexity: O(1) expected, plus the columns' length.
    mutating func add(_ partial: SIQSPartial) {
        if partial.largePrime == 1 {
            full.append(SIQSRelation(roots: [partial.root], columns: partial.columns, squaredPrimes: []))
            return
        }
        partialCount += 1
        guard let first = waiting[partial.largePrime] else {
            waiting[partial.largePrime] = partial
            return
        }
        full.append(
            SIQSRelation(
                roots: [first.root, partial.root], columns: first.columns + partial.columns,
                squaredPrimes: [partial.largePrime]))
    }
}
