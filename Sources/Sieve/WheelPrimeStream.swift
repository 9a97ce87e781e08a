/// The primes from 167 up to `limit`, ascending, in batches, each batch from
/// ``PrimeSieve/forEachPrime(in:_:)`` (a ``WheelSieve``) over the next 30 · 2^18 numbers: the
/// sieving primes of a wheel sieve whose √high is large.
///
/// Near 2^64 the sieving primes go up to 2^32; ``OddPrimeStream`` (ladder step 3) takes 5.8 s to
/// produce them here, and this stream well under a second. Each batch's own sieve needs primes only
/// up to 2^16, which it takes from ``OddPrimeStream``, so the recursion stops after one level.
struct WheelPrimeStream {
    /// Limits from here up use this stream; below it the odd-only stream is as fast.
    static let threshold: UInt64 = 1 << 22
    static let span: UInt64 = 30 << 18

    private let limit: UInt64
    private var next = PresievePattern.firstSievingPrime

    /// - Parameter limit: the largest number to consider, up to 2^32 (the sieving primes of 2^64).
    init(upTo limit: UInt64) {
        self.limit = limit
    }

    /// Replaces `batch` with the primes of the next span; false when there are no more.
    ///
    /// - Complexity: O(*S* log log *S* + √*limit*) per span of *S* numbers.
    mutating func nextBatch(into batch: inout [UInt64]) -> Bool {
        batch.removeAll(keepingCapacity: true)
        guard next <= limit else { return false }
        let high = limit - next < Self.span ? limit : next + Self.span - 1
        PrimeSieve.forEachPrime(in: next...high) { prime in
            batch.append(prime)
            return true
        }
        next = high + 1
        return true
    }
}
