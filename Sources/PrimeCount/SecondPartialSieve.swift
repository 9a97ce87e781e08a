import Sieve

/// P₂(x, y): the count of n ≤ x with exactly two prime factors (with multiplicity), both > y.
///
/// P₂ = Σ_{y < p ≤ √x} (π(x/p) − π(p) + 1), the correction that turns φ(x, π(y)) into π(x) in
/// Meissel's and LMO's formulas. The sum of π(p) − 1 is a closed form in a = π(y) and
/// b = π(√x). For Σ π(x/p), the primes p are taken from the top down, so x/p rises from √x to
/// x/y and a forward sieve (``AscendingPrimeCounter``) answers every π(x/p). The range of x/p is
/// cut into pieces, eight per thread: each piece counts from its own start, and the primes before
/// it are added afterwards (π at a piece's start times the number of its p).
///
/// - Tested against: the definition, by factoring every n ≤ 60,000 (PhiTests); π(x) itself
///   against OEIS A006880 and primecount.
/// - Complexity: O(x/y · log log x) time for the forward sieves, O(√(x/y)) memory per thread
///   plus one chunk of the primes in (y, √x].
func secondPartialSieve<T: FixedWidthInteger & UnsignedInteger & Sendable>(_ x: T, y: UInt64, threads: Int) -> T {
    let root = UInt64(integerRoot(UInt128(x), 2))
    if root <= y { return 0 }
    // Σ (1 − π(p)) over the primes p in (y, √x] is Σ_{i=a+1}^{b} (1 − i), a = π(y), b = π(√x).
    let a = UInt128(PrimeSieve.count(in: 0...y, threads: threads))
    let b = UInt128(PrimeSieve.count(in: 0...root, threads: threads))
    let correction = (b - a) * 2 + a * (a + 1)  // twice Σ(1 − i), plus b(b + 1), kept non-negative
    // Σ π(x/p): x/p runs over [x/√x, x/(y + 1)]; pieces of it go to the threads, each counting
    // from its own start; the counts before each piece are added afterwards.
    let first = max(128, UInt64(x / T(root)) & ~127)
    let last = UInt64(x / T(y + 1))
    let width = last - first + 1
    let wanted = threads == 1 ? 1 : UInt64(threads) * 8
    let pieceWidth = max(1 << 24, (width / wanted + 127) & ~127)
    let boundaries = Array(stride(from: first, through: last, by: Int(pieceWidth))) + [last + 1]
    let pieces = boundaries.count - 1
    let sievingPrimes = AscendingPrimeCounter.sievingPrimes(upTo: last)
    let results = concurrentMap(pieces, threads: threads) { index in
        let low = boundaries[index]
        let high = boundaries[index + 1]  // exclusive
        var counter = AscendingPrimeCounter(base: low, limit: high, countBelow: 0, sievingPrimes: sievingPrimes)
        var piece = SecondPartialPiece()
        // The p with x/p in [low, high): p in (x/high, x/low], within (y, √x].
        let pHigh = UInt64(min(x / T(low), T(root)))
        let pLow = max(y + 1, UInt64(x / T(high)) + 1)
        var top = pHigh
        let chunk: UInt64 = 1 << 22
        while top >= pLow {
            let bottom = top - pLow >= chunk ? top - chunk + 1 : pLow
            for p in PrimeSieve.primes(in: bottom...top).reversed() {
                piece.sum += UInt128(counter.pi(UInt64(x / T(p))))
                piece.primes += 1
            }
            if bottom == 0 { break }
            top = bottom - 1
        }
        piece.total = counter.pi(high - 1)
        return piece
    }
    var piBefore = UInt128(PrimeSieve.count(in: 0...first, threads: threads))
    var sum: UInt128 = 0
    for piece in results {
        sum += piece.primes * piBefore + piece.sum
        piBefore += UInt128(piece.total)
    }
    return T((sum * 2 + correction - b * (b + 1)) / 2)
}

/// One piece of P₂'s range: how many p it had, Σ of its relative counts, and its primes.
private struct SecondPartialPiece: Sendable {
    var primes: UInt128 = 0
    var sum: UInt128 = 0
    var total: UInt64 = 0
}
