extension PrimeSieve {
    /// Whether `n` is prime: trial division by the primes below 64, then the Baillie–PSW test
    /// (``passesBailliePSW(_:)``), which no composite below 2^64 passes.
    ///
    ///     PrimeSieve.isPrime(2_147_483_647)   // true
    ///     PrimeSieve.isPrime(3_215_031_751)   // false: a strong pseudoprime to bases 2, 3, 5 and 7
    ///     PrimeSieve.isPrime(10877)           // false: a strong Lucas pseudoprime (73 · 149)
    ///
    /// - Parameter n: any 64-bit value; 0 and 1 are not prime.
    /// - Complexity: O(log *n*) multiplications mod *n*, each three 64-bit products (Montgomery).
    public static func isPrime(_ n: UInt64) -> Bool {
        if n < 2 { return false }
        for p: UInt64 in [2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41, 43, 47, 53, 59, 61] {
            if n % p == 0 { return n == p }
        }
        if n < 67 * 67 { return true }
        return passesBailliePSW(n)
    }
}
