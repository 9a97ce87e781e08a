import Sieve

extension PrimeCount {
    /// The n-th prime (p₁ = 2), for 1 ≤ n ≤ π(2^64 − 1) = 425,656,284,035,217,743.
    ///
    ///     try PrimeCount.nthPrime(1_000_000_000_000)   // 29996224275833
    ///
    /// As primecount does: t = R⁻¹(n) lands within about √t of pₙ; π(t) by the fastest method;
    /// then the sieve walks the small gap from t to pₙ, down or up.
    ///
    /// - Throws: ``PrimeCountError/zeroIndex`` for n = 0, ``PrimeCountError/nthBeyond64Bits``
    ///   when pₙ would pass 2^64 − 1.
    /// - Complexity: one π(t), O(t^(2/3)/log² t), and a sieve over O(√t·log t) numbers.
    public static func nthPrime(
        _ n: UInt64, threads: Int = PrimeSieve.defaultThreads, progress: Progress? = nil
    ) throws(PrimeCountError) -> UInt64 {
        if n == 0 { throw .zeroIndex }
        if n > PrimeSieve.primesBelow2To64 { throw .nthBeyond64Bits(n) }
        if n < 1_000_000 {
            do { return try PrimeSieve.nthPrime(n, threads: threads) } catch { throw .nthBeyond64Bits(n) }
        }
        // 2^64 − 2^12: the largest Double below 2^64 converts safely.
        let estimate = min(PrimeApproximation.inverseRiemannR(Double(n)), 18_446_744_073_709_547_520)
        let t = UInt64(estimate)
        let count = UInt64(try pi(UInt128(t), threads: threads, progress: progress))
        if count >= n {
            // pₙ ≤ t: skip count − n primes down from t.
            var skip = count - n
            var high = t
            let width: UInt64 = 1 << 22
            while true {
                let low = high >= width ? high - width + 1 : 0
                let primes = PrimeSieve.primes(in: low...high)
                if UInt64(primes.count) > skip { return primes[primes.count - 1 - Int(skip)] }
                skip -= UInt64(primes.count)
                high = low - 1
            }
        }
        var remaining = n - count
        var answer: UInt64 = 0
        PrimeSieve.forEachPrime(in: (t + 1)...UInt64.max) { prime in
            remaining -= 1
            if remaining == 0 {
                answer = prime
                return false
            }
            return true
        }
        return answer
    }
}
