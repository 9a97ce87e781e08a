import AlgoSupport

extension PrimeSieve {
    /// π(2^64 − 1), from the tables of J. Büthe and the primesieve/primecount project.
    public static let primesBelow2To64: UInt64 = 425_656_284_035_217_743

    /// The n-th prime, counting 2 as the first.
    ///
    ///     try PrimeSieve.nthPrime(1)            // 2
    ///     try PrimeSieve.nthPrime(100_000_000)  // 2038074743
    ///
    /// It counts the primes up to a lower bound of pₙ on all threads, then walks on to the n-th.
    /// The bound is Dusart's (1999) pₙ > n(ln n + ln ln n − 1) for n ≥ 2, less a small margin.
    /// The walk stops at Rosser's upper bound pₙ < n(ln n + ln ln n) for n ≥ 6, plus a margin, and
    /// goes on past it should it ever be reached without the n-th prime: a walk open to 2^64 sieved
    /// a whole segment (the L2 size: 63 million numbers with a 2 MiB L2) to find p₅₀.
    ///
    /// - Throws: ``SieveError`` for n = 0 or an n-th prime beyond 2^64 − 1.
    /// - Complexity: O(pₙ log log pₙ) time, O(√pₙ) memory.
    public static func nthPrime(_ n: UInt64, threads: Int = defaultThreads) throws(SieveError) -> UInt64 {
        if n == 0 { throw .zeroIndex }
        if n > primesBelow2To64 { throw .beyondUInt64(n) }
        if n <= UInt64(tinyPrimes.count) { return tinyPrimes[Int(n - 1)] }
        let x = Double(n)
        let logs = log(x) + log(log(x))  // ln n + ln ln n, in both bounds
        var start: UInt64 = 0
        var before: UInt64 = 0
        if n >= 1000 {
            start = UInt64(x * (logs - 1) * 0.999)
            before = count(in: 0...start, threads: threads)
            start += 1
        }
        let upper = x * logs * 1.001 + 1000
        let bound = upper < 0x1p64 ? max(start, UInt64(upper)) : UInt64.max
        var answer: UInt64 = 0
        var seen = before
        func walk(_ range: ClosedRange<UInt64>) {
            forEachPrime(in: range) { prime in
                seen += 1
                if seen == n {
                    answer = prime
                    return false
                }
                return true
            }
        }
        walk(start...bound)
        if answer == 0 && bound < UInt64.max { walk((bound + 1)...UInt64.max) }
        return answer
    }
}
