/// Ladder step 1, the baseline: the classic sieve with one `Int` flag per number up to `n`.
///
/// Kept faithful to the textbook and to the 2018 language comparison: an `[Int]` of flags; for
/// each p in 2...n still flagged, count it and cross off p·p, p·p + p, … ≤ n. Array subscripts keep
/// their bounds checks. Use ``PrimeSieve`` for real work.
///
///     classicSieveCount(upTo: 100)   // 25
///
/// - Parameter n: the bound, ≥ 0 (it allocates 8·(n+1) bytes).
/// - Returns: π(n), the number of primes ≤ n.
/// - Complexity: O(*n* log log *n*) time, O(*n*) words of memory.
public func classicSieveCount(upTo n: Int) -> Int {
    var count = 0
    classicSieve(upTo: n) { _ in count += 1 }
    return count
}

/// The primes ≤ `n` by the classic sieve (ladder step 1).
///
///     classicSievePrimes(upTo: 20)   // [2, 3, 5, 7, 11, 13, 17, 19]
///
/// - Complexity: O(*n* log log *n*) time, O(*n*) words of memory.
public func classicSievePrimes(upTo n: Int) -> [Int] {
    var primes: [Int] = []
    classicSieve(upTo: n) { primes.append($0) }
    return primes
}

/// The classic loop itself, calling `body` with each prime in increasing order.
@inline(__always)
func classicSieve(upTo n: Int, _ body: (Int) -> Void) {
    precondition(n >= 0, "n must be non-negative")
    if n < 2 { return }
    var flags = [Int](repeating: 1, count: n + 1)
    for p in 2...n where flags[p] == 1 {
        body(p)
        if p <= n / p {
            var multiple = p * p
            while multiple <= n {
                flags[multiple] = 0
                multiple += p
            }
        }
    }
}
