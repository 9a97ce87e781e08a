import AlgoSupport
import Dispatch
import Sieve
import Synchronization

/// Mersenne primes 2^p − 1: Lucas–Lehmer on GMP, a trial-factoring filter, and a parallel search.
public enum Mersenne {
    /// Whether 2^p − 1 is prime, by Lucas–Lehmer: s₀ = 4, sᵢ₊₁ = sᵢ² − 2 mod 2^p − 1; prime iff
    /// s_{p−2} = 0 (for odd prime p; 2^2 − 1 = 3 is prime). The reduction mod 2^p − 1 is a shift and
    /// an add, (x mod 2^p) + ⌊x / 2^p⌋, never a division.
    ///
    ///     Mersenne.lucasLehmer(127)   // true
    ///     Mersenne.lucasLehmer(11)    // false: 2047 = 23 · 89
    ///
    /// - Precondition: p is prime (for composite p, 2^p − 1 is composite and the test is meaningless).
    /// - Complexity: p − 2 squarings of p-bit numbers: O(p · M(p)).
    public static func lucasLehmer(_ p: Int) -> Bool {
        precondition(p >= 2, "p must be a prime")
        if p == 2 { return true }
        let modulus = MPZ.make()
        MPZ.set(modulus, 1)
        MPZ.shiftLeft(modulus, modulus, p)
        MPZ.subtract(modulus, modulus, 1)
        let s = MPZ.make(4)
        let high = MPZ.make()
        for _ in 0..<(p - 2) {
            MPZ.square(s, s)
            MPZ.shiftRight(high, s, p)
            MPZ.lowBits(s, s, p)
            MPZ.add(s, s, high)
            if s.compare(modulus) >= 0 { MPZ.subtract(s, s, modulus) }
            MPZ.subtract(s, s, 2)
            if s.sign < 0 { MPZ.add(s, s, modulus) }
        }
        return s.sign == 0 || s.compare(modulus) == 0
    }

    /// A factor q = 2kp + 1 ≤ `limit` of 2^p − 1, or nil. Every factor of 2^p − 1 (p an odd prime)
    /// has that form and is ≡ ±1 (mod 8), so only those q are tried, each by 2^p mod q = 1.
    ///
    ///     Mersenne.smallFactor(11, limit: 1000)   // 23
    ///
    /// - Complexity: O((limit / p) · log p) 64-bit modular multiplications.
    public static func smallFactor(_ p: Int, limit: UInt64) -> UInt64? {
        guard p > 2 else { return nil }
        // A proper factor is at most √(2^p − 1) < 2^(p/2): beyond that q could be 2^p − 1 itself.
        let limit = p / 2 < 62 ? min(limit, UInt64(1) << UInt64((p + 1) / 2)) : limit
        let step = 2 * UInt64(p)
        var q = step + 1
        while q <= limit && q < 1 << 62 {
            let residue = q & 7
            if (residue == 1 || residue == 7) && q % 3 != 0 && q % 5 != 0 && q % 7 != 0 {
                if powerOfTwo(UInt64(p), modulo: q) == 1 { return q }
            }
            q += step
        }
        return nil
    }

    /// 2^e mod q with 128-bit products.
    static func powerOfTwo(_ e: UInt64, modulo q: UInt64) -> UInt64 {
        var result: UInt64 = 1
        var bit = UInt64(63 - e.leadingZeroBitCount)
        while true {
            let square = result.multipliedFullWidth(by: result)
            result = q.dividingFullWidth((square.high, square.low)).remainder
            if (e >> bit) & 1 == 1 {
                result <<= 1
                if result >= q { result -= q }
            }
            if bit == 0 { return result }
            bit -= 1
        }
    }

    /// How far trial factoring goes for p: about 64·p² (so k ≤ 32p), capped at 2^40. That costs a
    /// few per cent of the Lucas–Lehmer run it may save.
    static func trialLimit(_ p: Int) -> UInt64 { min(1 << 40, 64 * UInt64(p) * UInt64(p)) }

    /// Every p ≤ `maxExponent` for which 2^p − 1 is prime, ascending.
    ///
    /// The prime exponents come from `PrimeSieve`; each is trial-factored, then tested with
    /// Lucas–Lehmer. Threads take exponents, largest first, from an atomic counter.
    ///
    ///     Mersenne.exponents(upTo: 130)   // [2, 3, 5, 7, 13, 17, 19, 31, 61, 89, 107, 127]
    ///
    /// - Parameters:
    ///   - maxExponent: the largest p to try.
    ///   - threads: worker threads (default: all cores).
    ///   - progress: called with the fraction of the estimated work done, from any thread.
    /// - Complexity: Σ over surviving prime p ≤ P of p · M(p).
    public static func exponents(
        upTo maxExponent: Int, threads: Int = PrimeSieve.defaultThreads, progress: (@Sendable (Double) -> Void)? = nil
    ) -> [Int] {
        guard maxExponent >= 2 else { return [] }
        let candidates = PrimeSieve.primes(in: 2...UInt64(maxExponent)).map(Int.init).reversed() as [Int]
        // Work estimate: p² log p per Lucas–Lehmer run, for the progress bar.
        let weights = candidates.map { Int(Double($0) * Double($0) * log2(Double($0) + 1)) }
        let totalWork = Double(weights.reduce(0, +))
        let next = Atomic<Int>(0)
        let done = Atomic<Int>(0)
        // One slot per candidate, written by the one thread that tests it: no lock. (Appends under
        // a Synchronization.Mutex were reported as races by ThreadSanitizer on the CI machine.)
        let isPrime = UnsafeMutablePointer<Bool>.allocate(capacity: candidates.count)
        isPrime.initialize(repeating: false, count: candidates.count)
        defer { isPrime.deallocate() }
        nonisolated(unsafe) let slots = isPrime
        DispatchQueue.concurrentPerform(iterations: max(1, min(threads, candidates.count))) { _ in
            while true {
                let index = next.wrappingAdd(1, ordering: .relaxed).oldValue
                if index >= candidates.count { return }
                let p = candidates[index]
                slots[index] = smallFactor(p, limit: trialLimit(p)) == nil && lucasLehmer(p)
                let finished = done.wrappingAdd(weights[index], ordering: .relaxed).newValue
                progress?(Double(finished) / totalWork)
            }
        }
        return candidates.indices.filter { isPrime[$0] }.map { candidates[$0] }.sorted()
    }
}
