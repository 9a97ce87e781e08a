import AlgoSupport
import Primality
import Sieve

/// P₂(x, y): the count of n ≤ x with exactly two prime factors (with multiplicity), both > y.
///
/// P₂ = Σ_{y < p ≤ √x} (π(x/p) − π(p) + 1), the correction that turns φ(x, π(y)) into π(x) in
/// Meissel's and LMO's formulas. The sum of π(p) − 1 is a closed form in a = π(y) and
/// b = π(√x). For Σ π(x/p), the primes p are taken from the top down, so x/p rises from √x to
/// x/y and the Sieve module's wheel sieve, streamed segment by segment over the range of x/p
/// (``PrimeSieve/forEachSegment(in:_:)``), answers every π(x/p) with popcounts that move forward
/// with the queries. (A sieve of its own, odd-only bits to 13 pre-sieved, did this before:
/// Guides/Measurements/PrimeCount.md, "SecondPartialSieve: the Sieve module's sieve".) The range of x/p is cut into
/// pieces, eight per thread: each piece counts from its own start, and the primes before it are
/// added afterwards (π at a piece's start times the number of its p).
///
/// - Tested against: the definition, by factoring every n ≤ 60,000, one case with x/p below the
///   bitmap's first prime 167 (PhiTests); π(x) itself
///   against OEIS A006880 and primecount.
/// - Complexity: O(x/y · log log x) time for the sieve, O(√(x/y)) memory per thread plus one
///   segment and one window of the primes in (y, √x].
func secondPartialSieve<T: FixedWidthInteger & UnsignedInteger & Sendable>(_ x: T, y: UInt64, threads: Int) -> T {
    let root = UInt64(integerRoot(UInt128(x), 2))
    if root <= y { return 0 }
    // Σ (1 − π(p)) over the primes p in (y, √x] is Σ_{i=a+1}^{b} (1 − i), a = π(y), b = π(√x).
    let a = UInt128(PrimeSieve.count(in: 0...y, threads: threads))
    let b = UInt128(PrimeSieve.count(in: 0...root, threads: threads))
    let correction = (b - a) * 2 + a * (a + 1)  // twice Σ(1 − i), plus b(b + 1), kept non-negative
    // Σ π(x/p): x/p runs over [x/√x, x/(y + 1)]; pieces of it go to the threads, each counting
    // from its own start; the counts before each piece are added afterwards. The sieve's bitmap
    // holds the primes from 167 on, so the few x/p below 167 (small x only) are counted apart.
    let first = max(PrimeSieve.wheelSmallest, UInt64(x / T(root)))
    let last = UInt64(x / T(y + 1))
    var sum: UInt128 = 0
    var p = max(y + 1, UInt64(x / T(first)) + 1)
    while p <= root {  // x/p < first
        if BailliePSW.isPrime(p) { sum += UInt128(PrimeSieve.count(upTo: UInt64(x / T(p)), threads: 1)) }
        p += 1
    }
    guard first <= last else { return T((sum * 2 + correction - b * (b + 1)) / 2) }
    let width = last - first + 1
    let wanted = threads == 1 ? 1 : UInt64(threads) * 8
    let pieceWidth = max(1 << 24, width / wanted + 1)
    let boundaries = Array(stride(from: first, through: last, by: Int(pieceWidth))) + [last + 1]
    let pieces = boundaries.count - 1
    let results = concurrentMap(pieces, threads: threads) { index in
        let low = boundaries[index]
        let high = boundaries[index + 1]  // exclusive
        // The p with x/p in [low, high): p in (x/high, x/low], within (y, √x], from the top.
        var primes = DescendingPrimes(
            from: UInt64(min(x / T(low), T(root))), downTo: max(y + 1, UInt64(x / T(high)) + 1))
        var piece = SecondPartialPiece()
        var pending = primes.next()
        var before: UInt64 = 0  // the primes in [low, the segment's start)
        PrimeSieve.forEachSegment(in: low...(high - 1)) { bytes, count, firstByte in
            let raw = UnsafeRawPointer(bytes)
            let endByte = firstByte + UInt64(count)
            var word = 0
            var counted = before  // the primes before the word `word`
            while let prime = pending {
                let q = UInt64(x / T(prime))
                let byte = q / 30
                if byte >= endByte { break }
                let offset = Int(byte - firstByte)
                while word < offset >> 3 {
                    counted &+= UInt64(raw.loadUnaligned(fromByteOffset: word << 3, as: UInt64.self).nonzeroBitCount)
                    word &+= 1
                }
                let bits = raw.loadUnaligned(fromByteOffset: word << 3, as: UInt64.self)
                let earlier = bits & ((1 << (UInt64(offset & 7) << 3)) &- 1)
                let last = bytes[offset] & wheelKeepThrough[Int(q % 30)]
                piece.sum += UInt128(counted &+ UInt64(earlier.nonzeroBitCount &+ last.nonzeroBitCount))
                piece.primes += 1
                pending = primes.next()
            }
            while word << 3 < count {
                counted &+= UInt64(raw.loadUnaligned(fromByteOffset: word << 3, as: UInt64.self).nonzeroBitCount)
                word &+= 1
            }
            before = counted
            return true
        }
        piece.total = before
        return piece
    }
    var piBefore = UInt128(PrimeSieve.count(in: 0...(first - 1), threads: threads))
    for piece in results {
        sum += piece.primes * piBefore + piece.sum
        piBefore += UInt128(piece.total)
    }
    return T((sum * 2 + correction - b * (b + 1)) / 2)
}

/// The bits of a wheel byte (``PrimeSieve/wheelResidues``) whose residues are ≤ r, for r < 30.
private let wheelKeepThrough: [UInt8] = (0..<30).map { r in
    var mask: UInt8 = 0
    for (k, residue) in PrimeSieve.wheelResidues.enumerated() where residue <= r { mask |= 1 << UInt8(k) }
    return mask
}

/// The primes in [bottom, top], largest first, sieved in windows of 2^20 numbers into one buffer
/// that keeps its capacity.
///
/// Each window pays the placement of the primes up to √top (3,401 at 10^9, the top at 10^18), so
/// windows of 2^20 cost nothing a run; windows of 2^22, each a new array grown by doubling, had
/// been the peak of the whole run (6.6 of 14.3 MB of heap at 10^16 on two threads, massif).
private struct DescendingPrimes {
    private static let windowNumbers: UInt64 = 1 << 20
    private var top: UInt64
    private let bottom: UInt64
    private var window: [UInt64] = []
    private var exhausted: Bool

    init(from top: UInt64, downTo bottom: UInt64) {
        self.top = top
        self.bottom = bottom
        exhausted = top < bottom
    }

    mutating func next() -> UInt64? {
        while window.isEmpty {
            if exhausted { return nil }
            let low = top - bottom >= Self.windowNumbers ? top - Self.windowNumbers + 1 : bottom
            PrimeSieve.forEachPrime(in: low...top) { prime in
                window.append(prime)
                return true
            }
            if low == bottom { exhausted = true } else { top = low - 1 }
        }
        return window.removeLast()
    }
}

/// One piece of P₂'s range: how many p it had, Σ of its relative counts, and its primes.
private struct SecondPartialPiece: Sendable {
    var primes: UInt128 = 0
    var sum: UInt128 = 0
    var total: UInt64 = 0
}
