import Sieve

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension PrimeCount {
    /// The largest n ``nthPrime(_:threads:progress:)`` accepts: p(10^22) ≈ 5.4·10^23 lies inside
    /// Gourdon's table limit (x below about 5·10^24). Past 10^20 the time is impractical here.
    public static let nthPrimeLimit: UInt128 = 10_000_000_000_000_000_000_000

    /// The n-th prime (p₁ = 2), for 1 ≤ n ≤ 10^22.
    ///
    ///     try PrimeCount.nthPrime(1_000_000_000_000)   // 29996224275833
    ///
    /// As primecount does: t = R⁻¹(n) lands within about √t of pₙ; π(t) by the fastest method;
    /// then a sieve walks the small gap from t to pₙ, down or up: the wheel sieve while pₙ is below
    /// 2^64 (n ≤ π(2^64 − 1) = 425,656,284,035,217,743), ``WidePrimeWindow``s past it.
    ///
    /// - Throws: ``PrimeCountError/zeroIndex`` for n = 0, ``PrimeCountError/nthTooLarge(_:)`` past
    ///   ``nthPrimeLimit``.
    /// - Complexity: one π(t), O(t^(2/3)/log² t), and a sieve over O(√t·log t) numbers.
    public static func nthPrime(
        _ n: UInt128, threads: Int = PrimeSieve.defaultThreads, progress: Progress? = nil
    ) throws(PrimeCountError) -> UInt128 {
        if n == 0 { throw .zeroIndex }
        if n > nthPrimeLimit { throw .nthTooLarge(n) }
        if n < 1_000_000, let prime = try? PrimeSieve.nthPrime(UInt64(n), threads: threads) { return UInt128(prime) }
        if n > UInt128(PrimeSieve.primesBelow2To64) {
            let t = UInt128(PrimeApproximation.inverseRiemannR(Double(n)))
            return walk(toNth: n, from: t, count: try pi(t, threads: threads, progress: progress))
        }
        // 2^64 − 2^12: the largest Double below 2^64 converts safely.
        let estimate = min(PrimeApproximation.inverseRiemannR(Double(n)), 18_446_744_073_709_547_520)
        let t = UInt64(estimate)
        let count = UInt64(try pi(UInt128(t), threads: threads, progress: progress))
        let n = UInt64(n)
        if count >= n {
            // pₙ ≤ t: skip count − n primes down from t.
            var skip = count - n
            var high = t
            let width: UInt64 = 1 << 22
            while true {
                let low = high >= width ? high - width + 1 : 0
                let primes = PrimeSieve.primes(in: low...high)
                if UInt64(primes.count) > skip { return UInt128(primes[primes.count - 1 - Int(skip)]) }
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
        return UInt128(answer)
    }

    /// pₙ from a point t and count = π(t), by ``WidePrimeWindow``s down from t when count ≥ n and
    /// up from t + 1 otherwise. The first window is as wide as the gap should be, |n − count|·ln t
    /// numbers and a quarter more, since each window pays one division per sieving prime; each
    /// next window is twice as wide.
    ///
    /// - Parameter width: the first window's width instead (the tests take many narrow ones).
    /// - Precondition: count = π(t), n ≥ 1, and pₙ < 2^127.
    /// - Complexity: O(g log log t + π(√t)) for a gap of g numbers, times the windows (one or two).
    static func walk(toNth n: UInt128, from t: UInt128, count: UInt128, width: UInt128? = nil) -> UInt128 {
        let gap = Double(n > count ? n - count : count - n) * log(max(Double(t), 3)) * 1.25 + 1e6
        var width = width ?? UInt128(min(gap, Double(WidePrimeWindow.maximumWidth)))
        func widen() { width = min(2 * width, WidePrimeWindow.maximumWidth) }
        if count >= n {
            var skip = count - n
            var high = t
            while true {
                let low = high >= width - 1 ? high - (width - 1) : 0
                let window = WidePrimeWindow(low: low, high: high)
                let found = UInt128(window.count)
                if found > skip, let prime = window.prime(fromTop: Int(skip)) { return prime }
                precondition(low > 0, "π(t) = \(count) is more than the primes up to t = \(t)")
                skip -= found
                high = low - 1
                widen()
            }
        }
        var remaining = n - count - 1
        var low = t + 1
        while true {
            let window = WidePrimeWindow(low: low, high: low + width - 1)
            let found = UInt128(window.count)
            if found > remaining, let prime = window.prime(at: Int(remaining)) { return prime }
            remaining -= found
            low += width
            widen()
        }
    }
}
