extension PrimeSieve {
    /// Whether `n` is prime: trial division by the primes below 64, then a deterministic
    /// Miller–Rabin test with the seven bases of Jim Sinclair (2011), which have no strong
    /// pseudoprime below 2^64.
    ///
    ///     PrimeSieve.isPrime(2_147_483_647)   // true
    ///     PrimeSieve.isPrime(3_215_031_751)   // false: a strong pseudoprime to bases 2, 3, 5 and 7
    ///
    /// - Parameter n: any 64-bit value; 0 and 1 are not prime.
    /// - Complexity: O(log *n*) multiplications mod *n*, each a 128-bit product and division.
    public static func isPrime(_ n: UInt64) -> Bool {
        if n < 2 { return false }
        for p: UInt64 in [2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41, 43, 47, 53, 59, 61] {
            if n % p == 0 { return n == p }
        }
        if n < 67 * 67 { return true }
        return passesMillerRabin(n)
    }

    /// Whether odd `n` > 61 is a strong probable prime to Jim Sinclair's seven bases, which is
    /// whether it is prime: no composite below 2^64 passes them all. A composite usually fails the
    /// first base, so it costs one modular power; a prime costs seven.
    ///
    /// - Complexity: O(log *n*) multiplications mod *n*.
    static func passesMillerRabin(_ n: UInt64) -> Bool {
        var d = n - 1
        let shift = d.trailingZeroBitCount
        d >>= UInt64(shift)
        for base: UInt64 in [2, 325, 9375, 28178, 450775, 9780504, 1795265022] {
            let a = base % n
            if a == 0 { continue }
            var x = powMod(a, d, n)
            if x == 1 || x == n - 1 { continue }
            var witness = true
            for _ in 1..<max(shift, 1) {
                x = mulMod(x, x, n)
                if x == n - 1 {
                    witness = false
                    break
                }
            }
            if witness { return false }
        }
        return true
    }

    /// a·b mod m without overflow, through the 128-bit product.
    @inline(__always)
    static func mulMod(_ a: UInt64, _ b: UInt64, _ m: UInt64) -> UInt64 {
        let product = a.multipliedFullWidth(by: b)
        return m.dividingFullWidth((product.high, product.low)).remainder
    }

    /// a^e mod m by square-and-multiply.
    static func powMod(_ a: UInt64, _ e: UInt64, _ m: UInt64) -> UInt64 {
        var result: UInt64 = 1
        var base = a % m
        var exponent = e
        while exponent > 0 {
            if exponent & 1 == 1 { result = mulMod(result, base, m) }
            base = mulMod(base, base, m)
            exponent >>= 1
        }
        return result
    }
}
