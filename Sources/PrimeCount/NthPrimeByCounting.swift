import AlgoSupport
import Sieve

extension PrimeCount {
    /// The largest n ``nthPrime(_:threads:progress:)`` accepts: p(10^22) ≈ 5.4·10^23 lies inside
    /// Gourdon's table limit (x below about 5·10^24). Past 10^20 the time is impractical here.
    public static let nthPrimeLimit: UInt128 = 10_000_000_000_000_000_000_000

    /// The n-th prime (p₁ = 2), for 1 ≤ n ≤ 10^22.
    ///
    ///     try PrimeCount.nthPrime(1_000_000_000_000)   // 29996224275833
    ///
    /// As primecount does: t = R⁻¹(n) lands within about √t of pₙ; π(t) by the fastest method;
    /// then windows walk the small gap from t to pₙ, down or up
    /// (`walk(toNth:from:count:width:threads:)`): the wheel sieve while they are below 2^64
    /// (n ≤ π(2^64 − 1) = 425,656,284,035,217,743 keeps them there), `WidePrimeWindow`s past it.
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
        // Below 2^64 (n ≤ π(2^64 − 1)), t stays below it: 2^64 − 2^12 is the largest Double under
        // 2^64, and it converts safely.
        let wide = n > UInt128(PrimeSieve.primesBelow2To64)
        let estimate = PrimeApproximation.inverseRiemannR(Double(n))
        let t = UInt128(wide ? estimate : min(estimate, 18_446_744_073_709_547_520))
        return walk(toNth: n, from: t, count: try pi(t, threads: threads, progress: progress), threads: threads)
    }

    /// pₙ from a point t and count = π(t), by windows down from t when count ≥ n and up from
    /// t + 1 otherwise: the wheel sieve on `threads` for a window below 2^64, a
    /// `WidePrimeWindow` for one that reaches past it. The first window is as wide as the gap
    /// should be, |n − count|·ln t numbers and a quarter more, since each window pays for its
    /// sieving primes (a division each past 2^64); each next window is twice as wide.
    ///
    /// - Parameter width: the first window's width instead (the tests take many narrow ones).
    /// - Precondition: count = π(t), n ≥ 1, and pₙ < 2^127.
    /// - Complexity: O(g log log t + π(√t)) for a gap of g numbers, times the windows (one or two).
    static func walk(
        toNth n: UInt128, from t: UInt128, count: UInt128, width: UInt128? = nil, threads: Int = 1
    ) -> UInt128 {
        let gap = Double(n > count ? n - count : count - n) * log(max(Double(t), 3)) * 1.25 + 1e6
        var width = width ?? UInt128(min(gap, Double(WidePrimeWindow.maximumWidth)))
        func widen() { width = min(2 * width, WidePrimeWindow.maximumWidth) }
        if count >= n {
            var skip = count - n
            var high = t
            while true {
                let low = high >= width - 1 ? high - (width - 1) : 0
                let window = WalkWindow(low: low, high: high, threads: threads)
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
            let window = WalkWindow(low: low, high: low + width - 1, threads: threads)
            let found = UInt128(window.count)
            if found > remaining, let prime = window.prime(at: Int(remaining)) { return prime }
            remaining -= found
            low += width
            widen()
        }
    }
}

/// One window of ``PrimeCount/walk(toNth:from:count:width:threads:)``: its primes counted, and the
/// k-th of them found, by the wheel sieve while the window lies below 2^64 (on all the threads
/// given, then once more on one up to the prime wanted), by a `WidePrimeWindow` once it
/// reaches past 2^64.
private struct WalkWindow {
    let low: UInt128
    let high: UInt128
    /// The number of primes in [low, high].
    let count: Int
    private let wide: WidePrimeWindow?

    /// - Precondition: low ≤ high < 2^127 and high − low < ``WidePrimeWindow/maximumWidth``.
    init(low: UInt128, high: UInt128, threads: Int) {
        self.low = low
        self.high = high
        if let high = UInt64(exactly: high) {
            wide = nil
            count = Int(PrimeSieve.count(in: UInt64(low)...high, threads: threads))
        } else {
            let window = WidePrimeWindow(low: low, high: high)
            wide = window
            count = window.count
        }
    }

    /// The k-th prime of the window from the bottom (k = 0 the least), or nil when k ≥ count.
    ///
    /// - Complexity: O(window log log high) below 2^64; O(window / 64) above.
    func prime(at k: Int) -> UInt128? {
        if let wide { return wide.prime(at: k) }
        guard k >= 0 && k < count else { return nil }
        var seen = 0
        var answer: UInt64 = 0
        PrimeSieve.forEachPrime(in: UInt64(low)...UInt64(high)) { prime in
            if seen == k {
                answer = prime
                return false
            }
            seen += 1
            return true
        }
        return UInt128(answer)
    }

    /// The k-th prime of the window from the top (k = 0 the greatest), or nil when k ≥ count.
    func prime(fromTop k: Int) -> UInt128? {
        k >= 0 && k < count ? prime(at: count - 1 - k) : nil
    }
}
