import Sieve

/// P₂(x, y): the count of n ≤ x with exactly two prime factors (with multiplicity), both > y.
///
/// P₂ = Σ_{y < p ≤ √x} (π(x/p) − π(p) + 1), the correction that turns φ(x, π(y)) into π(x) in
/// Meissel's and LMO's formulas. The primes p are taken from √x down, so x/p rises from √x to
/// x/y and one forward sieve (``AscendingPrimeCounter``) answers every π(x/p); π(p) falls by one
/// each step from π(√x).
///
/// - Tested against: the definition, by factoring every n ≤ 10^5 (P2Tests); π(x) itself against
///   OEIS A006880.
/// - Complexity: O(x/y · log log x) time for the forward sieve, O(√(x/y)) memory plus one chunk of
///   the primes in (y, √x].
func secondPartialSieve<T: FixedWidthInteger & UnsignedInteger>(_ x: T, y: UInt64, threads: Int) -> T {
    let root = UInt64(integerRoot(UInt128(x), 2))
    if root <= y { return 0 }
    let top = UInt64(x / T(y + 1))
    var counter = AscendingPrimeCounter(start: UInt64(x / T(root)), limit: top, threads: threads)
    var piOfP = PrimeSieve.count(in: 0...root, threads: threads)
    var sum: T = 0
    var high = root
    let chunk: UInt64 = 1 << 22
    while high > y {
        let low = high - y > chunk ? high - chunk + 1 : y + 1
        let primes = PrimeSieve.primes(in: low...high)
        for p in primes.reversed() {
            let quotient = UInt64(x / T(p))
            sum += T(counter.pi(quotient)) - T(piOfP) + 1
            piOfP -= 1
        }
        high = low - 1
    }
    return sum
}
