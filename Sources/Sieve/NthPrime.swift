#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

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
    ///
    /// - Throws: ``SieveError`` for n = 0 or an n-th prime beyond 2^64 − 1.
    /// - Complexity: O(pₙ log log pₙ) time, O(√pₙ) memory.
    public static func nthPrime(_ n: UInt64, threads: Int = defaultThreads) throws(SieveError) -> UInt64 {
        if n == 0 { throw .zeroIndex }
        if n > primesBelow2To64 { throw .beyondUInt64(n) }
        if n <= UInt64(tinyPrimes.count) { return tinyPrimes[Int(n - 1)] }
        var start: UInt64 = 0
        var before: UInt64 = 0
        if n >= 1000 {
            let x = Double(n)
            let bound = x * (log(x) + log(log(x)) - 1) * 0.999
            start = UInt64(bound)
            before = count(in: 0...start, threads: threads)
            start += 1
        }
        var answer: UInt64 = 0
        var seen = before
        forEachPrime(in: start...UInt64.max) { prime in
            seen += 1
            if seen == n {
                answer = prime
                return false
            }
            return true
        }
        return answer
    }
}
