/// The arithmetic functions the combinatorial methods read below a bound y: the primes, π, the
/// least prime factor and the Möbius function, from one linear sieve.
///
/// - Tested against: trial division for every n ≤ 10^5 (PhiTests).
struct PrimeTables: Sendable {
    /// The bound: every table covers 0...limit.
    let limit: Int
    /// primes[i] is the i-th prime (primes[1] = 2); primes[0] = 0 keeps the 1-based indices of
    /// the literature. One more prime past `limit` ends the scans.
    let primes: [UInt32]
    /// pi[n] = π(n) for n ≤ limit.
    let pi: [UInt32]
    /// The least prime factor of n (n ≥ 2); UInt32.max for n = 1, so lpf(1) > every prime.
    let leastFactor: [UInt32]
    /// μ(n) for 1 ≤ n ≤ limit.
    let mobius: [Int8]

    /// - Parameter withFactors: also fill `leastFactor` and `mobius` (LMO needs them; Legendre
    ///   and Meissel do not).
    /// - Complexity: O(limit) time (Euler's linear sieve); 4 bytes per number for π, 5 more with
    ///   the factors.
    init(upTo limit: Int, withFactors: Bool) {
        precondition(limit >= 2 && limit < Int(UInt32.max) - 64)
        self.limit = limit
        let span = limit + 64  // room for the prime past the limit
        var lpf = [UInt32](repeating: 0, count: span + 1)
        var primes: [UInt32] = [0]
        primes.reserveCapacity(span / 8 + 16)
        lpf.withUnsafeMutableBufferPointer { lpf in
            for n in 2...span {
                if lpf[n] == 0 {
                    lpf[n] = UInt32(n)
                    primes.append(UInt32(n))
                }
                let least = Int(lpf[n])
                var index = 1
                while index < primes.count {
                    let p = Int(primes[index])
                    if p > least || p * n > span { break }
                    lpf[p * n] = UInt32(p)
                    index += 1
                }
            }
        }
        var pi = [UInt32](repeating: 0, count: limit + 1)
        var count: UInt32 = 0
        for n in 0...limit {
            if n >= 2 && lpf[n] == UInt32(n) { count += 1 }
            pi[n] = count
        }
        self.pi = pi
        // Keep one prime past the limit (the scans stop on it), drop the rest.
        let kept = Int(count) + 2
        self.primes = Array(primes.prefix(kept))
        if withFactors {
            var mobius = [Int8](repeating: 0, count: limit + 1)
            mobius[1] = 1
            for n in 2...limit {
                let p = Int(lpf[n])
                let rest = n / p
                mobius[n] = rest % p == 0 ? 0 : -mobius[rest]
            }
            lpf[1] = UInt32.max
            lpf.removeLast(span - limit)
            self.leastFactor = lpf
            self.mobius = mobius
        } else {
            self.leastFactor = []
            self.mobius = []
        }
    }
}
