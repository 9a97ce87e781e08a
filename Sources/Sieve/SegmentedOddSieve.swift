/// Ladder step 3: an odd-only sieve in segments that fit the L1 data cache.
///
/// Each sieving prime keeps the index of its next odd multiple from one segment to the next, so
/// memory is O(√n) plus one segment, and the crossing-off stays in L1. The suite also uses it to
/// stream the sieving primes for ``PrimeSieve``.
///
///     segmentedSieveCount(upTo: 1_000_000)   // 78498
///
/// - Parameter n: the bound, 0...2^64 − 1.
/// - Returns: π(n).
/// - Complexity: O(*n* log log *n*) time, O(√*n*) memory plus one segment.
public func segmentedSieveCount(upTo n: UInt64) -> UInt64 {
    if n < 2 { return 0 }
    var stream = OddPrimeStream(upTo: n)
    var count: UInt64 = 1  // the prime 2
    var batch: [UInt64] = []
    while stream.nextBatch(into: &batch) { count &+= UInt64(batch.count) }
    return count
}
