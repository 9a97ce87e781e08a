import AlgoSupport

/// Primality of 64-bit words: trial division by the primes below 64, then the Baillie–PSW test
/// (Baillie and Wagstaff 1980; Pomerance, Selfridge and Wagstaff 1980), which no composite below
/// 2^64 passes (Feitsma's list of the base-2 pseudoprimes, checked by Gilchrist and by Greathouse,
/// 2011). The sieve asks it of survivors past its sieving limit, and factoring and big integers
/// ask it of every word they meet.
///
/// - Tested against: the sieve on every n ≤ 10^7, trial division on random n < 2^64, seven
///   Sinclair bases, GMP's `mpz_nextprime`, and published pseudoprimes (PrimalityTests).
public enum BailliePSW {
    /// Whether `n` is prime: trial division by the primes below 64, then the Baillie–PSW test
    /// (`passes(_:)`), which no composite below 2^64 passes.
    ///
    ///     BailliePSW.isPrime(2_147_483_647)   // true
    ///     BailliePSW.isPrime(3_215_031_751)   // false: a strong pseudoprime to bases 2, 3, 5 and 7
    ///     BailliePSW.isPrime(10877)           // false: a strong Lucas pseudoprime (73 · 149)
    ///
    /// - Parameter n: any 64-bit value; 0 and 1 are not prime.
    /// - Complexity: O(log *n*) multiplications mod *n*, each three 64-bit products (Montgomery).
    public static func isPrime(_ n: UInt64) -> Bool {
        if n < 2 { return false }
        for p: UInt64 in [2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41, 43, 47, 53, 59, 61] {
            if n % p == 0 { return n == p }
        }
        if n < 67 * 67 { return true }
        return passes(n)
    }

    /// Whether odd `n` > 61 passes the Baillie–PSW test: a strong probable prime to base 2 and a
    /// strong Lucas probable prime with Selfridge's parameters. No composite below 2^64 passes both
    /// (Feitsma's list of the base-2 pseudoprimes, checked by Gilchrist and by Greathouse, 2011), so
    /// below 2^64 it is a proof. A composite usually fails base 2, one modular power by squares and
    /// doublings; a prime costs that and the Lucas sequence, about two powers' worth more, where
    /// Miller–Rabin with Sinclair's seven bases costs seven (Guides/Measurements/Sieve.md,
    /// "BailliePSW: against seven bases").
    ///
    /// - Precondition: n odd, n > 61, n < 2^64 − 1.
    /// - Complexity: O(log *n*) multiplications mod *n*.
    package static func passes(_ n: UInt64) -> Bool {
        let ring = MontgomeryWord(n)
        return isBaseTwoStrongProbablePrime(ring) && isStrongLucasProbablePrime(ring)
    }

    /// Whether odd n > 1 is a strong probable prime to base 2, the first half of
    /// `passes(_:)`: the quadratic sieve's cofactor split asks only this.
    ///
    /// - Complexity: O(log *n*) multiplications mod *n*.
    package static func isBaseTwoStrongProbablePrime(_ n: UInt64) -> Bool {
        isBaseTwoStrongProbablePrime(MontgomeryWord(n))
    }

    /// The same for the ring of n, already made.
    ///
    /// - Complexity: O(log *n*) multiplications mod *n*.
    @inline(__always)
    static func isBaseTwoStrongProbablePrime(_ ring: MontgomeryWord) -> Bool {
        let shift = (ring.modulus - 1).trailingZeroBitCount
        return isStrongProbablePrime(ring.powerOfTwo((ring.modulus - 1) >> UInt64(shift)), ring, shift: shift)
    }

    /// Whether x = a^d, for n − 1 = d·2^shift with d odd, shows n a strong probable prime to a:
    /// x = ±1, or −1 among its next shift − 1 squares.
    ///
    /// - Complexity: O(shift) multiplications mod *n*.
    @inline(__always)
    static func isStrongProbablePrime(_ power: UInt64, _ ring: MontgomeryWord, shift: Int) -> Bool {
        var x = power
        if x == ring.one || x == ring.minusOne { return true }
        for _ in 1..<max(shift, 1) {
            x = ring.multiply(x, x)
            if x == ring.minusOne { return true }
            if x == ring.one { return false }
        }
        return false
    }

    /// Whether the ring's odd modulus n > 61 is a strong Lucas probable prime with Selfridge's parameters (method
    /// A): D the first of 5, −7, 9, −11, … with Jacobi symbol (D/n) = −1, P = 1, Q = (1 − D)/4. With
    /// n + 1 = d·2^s, d odd, it passes when U_d ≡ 0 or V_(d·2^r) ≡ 0 (mod n) for some 0 ≤ r < s. A
    /// square has no such D and fails; so does an n that shares a factor with the D tried.
    ///
    /// The sequences run over d's bits from the top: U_2k = U_k·V_k, V_2k = V_k² − 2Q^k, and for a
    /// set bit U_(k+1) = (U_k + V_k)/2, V_(k+1) = (D·U_k + V_k)/2, all in Montgomery form (halving
    /// mod odd n adds n to an odd value first).
    ///
    /// - Precondition: n odd, n > 61, n < 2^64 − 1.
    /// - Complexity: O(log *n*) multiplications mod *n* (three a bit, five for a set bit).
    package static func isStrongLucasProbablePrime(_ ring: MontgomeryWord) -> Bool {
        let n = ring.modulus
        guard let (d, q) = selfridgeParameters(n) else { return false }
        func form(_ value: Int64) -> UInt64 {
            let residue = ring.residue(value.magnitude)
            return value >= 0 ? residue : ring.subtract(0, residue)
        }
        func half(_ x: UInt64) -> UInt64 { x & 1 == 0 ? x >> 1 : (x >> 1) &+ (n >> 1) &+ 1 }
        let dForm = form(d)
        let qForm = form(q)
        let shift = (n + 1).trailingZeroBitCount
        let odd = (n + 1) >> UInt64(shift)
        var u = ring.one
        var v = ring.one
        var qPower = qForm
        var bit = 62 - odd.leadingZeroBitCount
        while bit >= 0 {
            u = ring.multiply(u, v)
            v = ring.subtract(ring.multiply(v, v), ring.double(qPower))
            qPower = ring.multiply(qPower, qPower)
            if odd >> UInt64(bit) & 1 == 1 {
                (u, v) = (half(ring.add(u, v)), half(ring.add(ring.multiply(dForm, u), v)))
                qPower = ring.multiply(qPower, qForm)
            }
            bit -= 1
        }
        if u == 0 || v == 0 { return true }
        for _ in 1..<max(shift, 1) {
            v = ring.subtract(ring.multiply(v, v), ring.double(qPower))
            if v == 0 { return true }
            qPower = ring.multiply(qPower, qPower)
        }
        return false
    }

    /// Selfridge's D and Q = (1 − D)/4 for odd n > 61, or nil when n is composite: a square, or
    /// sharing a factor with a D tried.
    ///
    /// - Complexity: O(log *n*) for each D tried; the first D works for half of all n, and a
    ///   square is found after four.
    static func selfridgeParameters(_ n: UInt64) -> (d: Int64, q: Int64)? {
        var d: Int64 = 5
        var tried = 0
        while true {
            let residue = d >= 0 ? UInt64(d) % n : (n &- d.magnitude % n) % n
            switch jacobiSymbol(residue, n) {
            case -1: return (d, (1 - d) / 4)
            case 0 where residue != 0: return nil  // gcd(D, n) is a proper factor of n
            default: break
            }
            tried += 1
            if tried == 4 && integerSquareRoot(n) * integerSquareRoot(n) == n { return nil }
            d = d > 0 ? -(d + 2) : -d + 2
        }
    }

    /// The Jacobi symbol (a/n) for odd n, by the binary algorithm: factors of 2 out of a by
    /// (2/n) = (−1)^((n²−1)/8), then reciprocity, (a/n) = (n/a)·(−1)^((a−1)(n−1)/4) for odd a.
    ///
    /// - Complexity: O(log *n*).
    static func jacobiSymbol(_ a: UInt64, _ n: UInt64) -> Int {
        var a = a % n
        var n = n
        var result = 1
        while a != 0 {
            let twos = a.trailingZeroBitCount
            a >>= UInt64(twos)
            if twos & 1 == 1 && (n & 7 == 3 || n & 7 == 5) { result = -result }
            if a & 3 == 3 && n & 3 == 3 { result = -result }
            (a, n) = (n % a, a)
        }
        return n == 1 ? result : 0
    }
}
