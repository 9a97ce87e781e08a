import AlgoSupport
import Sieve

/// π(x) by Gourdon's variant of Deléglise–Rivat (2001), in the form primecount implements it:
///
///     π(x) = A − B + C + D + Φ₀ + Σ,    y = α_y·∛x,  z = α_z·y ≤ √x,  k = min(6, π(y)),
///     x* = max(∜x, ⌈x/y²⌉), capped at y and √(x/y)
///
/// - Φ₀ = Σ μ(n)·φ(x/n, k) over the square-free n ≤ z whose primes lie in (p_k, y] (ordinary
///   leaves: LMO's S₁ with the bound z instead of y).
/// - D: the hard special leaves −μ(m)·φ(x/(p_b·m), b − 1) with k < b ≤ π(x*), m ≤ z, p_b·m > z,
///   lpf(m) > p_b, mpf(m) ≤ y and x/(p_b·m) ≥ p_b², sieved over [1, x/z] (``hardLeaves``).
/// - C: the same leaves with x/(p_b·m) < p_b², where φ(n, b − 1) = π(n) − b + 2 from a table;
///   C₁ for p_b ≤ √z (n < z), C₂ for p_b > √z (m is then one prime q, n up to √x).
/// - A = Σ_{x* < p ≤ ∛x} Σ_{p < q ≤ √(x/p)} π(x/(pq)), doubled where x/(pq) < y: the leaves of
///   the larger primes, from the π table.
/// - B = Σ_{y < p ≤ √x} π(x/p) and Σ = Σ₀ + … + Σ₆, closed forms and short sums in π. −B + Σ₀
///   is π(y) − 1 − P₂(x, y), so P₂'s forward sieve (``secondPartialSieve``) serves for both.
///
/// Against Deléglise–Rivat the sieve shrinks from [1, x/y] to [1, x/z] and only the primes up to
/// x* sieve it; the leaves of the primes above x* become A's table reads.
///
/// - Tested against: OEIS A006880, the sieve's count at random x and primecount 7.6 when
///   installed (PrimeCountTests).
/// - Complexity: O(x^(2/3)/log² x) time; O(z) memory: the factor table, the primes and π up to
///   max(z, √(x/x*)), and one window of the segmented π table that A and C₂ read up to √x
///   (``windowLeaves()``).
struct Gourdon<T: FixedWidthInteger & UnsignedInteger & Sendable>: Sendable {
    let x: T
    let y: Int
    let z: Int
    let k: Int
    let xStar: Int
    let cubeRoot: Int
    let squareRoot: Int
    let threads: Int
    /// μ and lpf of the m ≤ z coprime to 210, with μ = 0 where m has a prime factor above y:
    /// the leaves need mpf(m) ≤ y.
    let factors: LeafFactorTable
    /// primes[i] is the i-th prime, up to max(z, √(x/x*)): A's q reach √(x/x*).
    let primes: [UInt32]
    /// π(n) for n up to max(z, √(x/x*)) (rounded up to a run of 240, at most √x): every π the
    /// formulas read but A's and C₂'s, which go up to √x through windows of ``windowSpan``.
    let pi: CompressedPiTable
    /// The numbers in one window of the segmented π table above ``pi``: O(z).
    let windowSpan: Int
    /// The first k primes, crossed off by copying this pattern.
    let presieve: PresieveBits

    /// - Parameter windowSpan: the π windows' width (default max(z, 2^21)), a multiple of 240;
    ///   the tests pass small ones to cross many window edges.
    init(_ x: T, threads: Int, alphaY: Double? = nil, alphaZ: Double? = nil, windowSpan: Int? = nil) {
        self.x = x
        self.threads = max(1, threads)
        let wide = UInt128(x)
        cubeRoot = Int(integerRoot(wide, 3))
        squareRoot = Int(integerRoot(wide, 2))
        let defaults = Self.defaultAlphas(x)
        y = min(max(Int(Double(cubeRoot) * (alphaY ?? defaults.y)), cubeRoot + 1), squareRoot - 1)
        z = max(min(Int(Double(y) * (alphaZ ?? defaults.z)), squareRoot - 1, PrimeCount.maxTable), y)
        // x* = max(x^(1/4), ⌈x/y²⌉), and at most y and √(x/y): primecount's bounds, which the
        // Σ formulas need for small x.
        let yy = UInt128(y) * UInt128(y)
        var star = max(Int(integerRoot(wide, 4)), Int((wide + yy - 1) / yy))
        star = min(star, y, Int(integerRoot(wide / UInt128(y), 2)))
        xStar = max(star, 1)
        // The factor table straight from a segmented sieve: full tables of π, μ and lpf to z
        // were the peak of the whole run (9 bytes a number).
        factors = LeafFactorTable(limit: z, maxPrime: y)
        let primeLimit = max(z, Int(integerRoot(wide / UInt128(xStar), 2)))
        primes = Self.primeList(upTo: primeLimit)
        let runs = (primeLimit + 240) / 240
        pi = CompressedPiTable(upTo: min(240 * runs - 1, squareRoot))
        k = min(PhiTiny.maxA, pi[y])
        precondition(k >= 3, "x ≥ 2^20 gives y ≥ 102, so 2, 3 and 5 are pre-sieved")
        self.windowSpan = 240 * max(1, ((windowSpan ?? max(z, 1 << 21)) + 239) / 240)
        presieve = .firstPrimes(k)
    }

    /// [0, 2, 3, 5, …, the last prime ≤ limit], 1-based, written straight into an array sized once
    /// by π(n) < 1.25506·n/ln n (Rosser and Schoenfeld 1962, n > 1). Built as `[UInt64]` and
    /// mapped, with the growth by doubling, the list had been the peak of the heap (6.3 of 11.5 MB
    /// at 10^16 on two threads, massif).
    ///
    /// - Complexity: O(limit·log log limit) time, 4·π(limit) bytes.
    static func primeList(upTo limit: Int) -> [UInt32] {
        var primes: [UInt32] = [0]
        let n = Double(max(limit, 3))
        primes.reserveCapacity(Int(1.25506 * n / log(n)) + 2)
        PrimeSieve.forEachPrime(in: 0...UInt64(limit)) { prime in
            primes.append(UInt32(prime))
            return true
        }
        return primes
    }

    /// α_y = y/∛x and α_z = z/y: α_y = 0.75·(digits − 8) between 1 and 7.5, α_z = 3, tuned in
    /// concurrent pairs against the earlier (1.5·(digits − 8) up to 12, 1) at 10^14…10^18 and
    /// in instruction counts at 10^9…10^13, one thread (Guides/PrimeCount.md): a z three times
    /// y shortens the hard leaves' sieve to [1, x/z] for a little more C and A.
    static func defaultAlphas(_ x: T) -> (y: Double, z: Double) {
        let digits = log10(max(Double(x), 10))
        return (max(1, min(0.75 * (digits - 8), 7.5)), 3)
    }

    /// - Parameter progress: the fraction done, by phase in the shares perf measured at 10^15
    ///   (P₂ a tenth, A and C a quarter, D the rest), from any thread.
    func pi(progress: PrimeCount.Progress? = nil) -> T {
        let p2 = secondPartialSieve(x, y: UInt64(y), threads: threads)
        progress?(0.1)
        let easy = sigmaRest() + phi0() + smallCLeaves() + windowLeaves(progress: scaled(progress, 0.1, 0.25))
        let hard = hardLeaves(progress: scaled(progress, 0.35, 0.65))
        return T(Int128(pi[y]) - 1 - Int128(p2) + easy + hard)
    }

    /// `progress` for a phase that starts at `start` and takes `share` of the whole.
    private func scaled(_ progress: PrimeCount.Progress?, _ start: Double, _ share: Double) -> PrimeCount.Progress? {
        guard let progress else { return nil }
        return { fraction in progress(start + share * fraction) }
    }

    /// Σ₁ + … + Σ₆ (Σ₀ is folded into P₂): closed forms in a = π(y), b = π(∛x), c = π(√(x/y)),
    /// d = π(x*), and three sums over primes of π.
    ///
    /// - Complexity: O(π(∛x)) table reads.
    func sigmaRest() -> Int128 {
        let rootXY = Int(integerRoot(UInt128(x / T(y)), 2))
        let a = Int128(pi[y])
        let b = Int128(pi[cubeRoot])
        let c = Int128(pi[rootXY])
        let d = Int128(pi[xStar])
        var sum = (a - b) * (a - b - 1) / 2
        sum += a * (b - c - c * (c - 3) / 2 + d * (d - 3) / 2)
        sum += b * (b - 1) * (2 * b - 1) / 6 - b - d * (d - 1) * (2 * d - 1) / 6 + d
        var sigma4: Int128 = 0
        var index = Int(d) + 1
        while index < primes.count && Int(primes[index]) <= cubeRoot {
            let p = Int(primes[index])
            if p <= rootXY { sigma4 += Int128(pi[Int(x / (T(p) * T(y)))]) }
            if p > rootXY { sum += Int128(pi[Int(x / (T(p) * T(p)))]) }  // Σ₅
            let root = Int128(pi[Int(integerRoot(UInt128(x / T(p)), 2))])
            sum -= root * root  // Σ₆
            index += 1
        }
        return sum + a * sigma4
    }

    /// Φ₀ = Σ μ(n)·φ(x/n, k) over the square-free n ≤ z with every prime factor in (p_k, y].
    ///
    /// - Complexity: O(z) leaves at most, each one φ table lookup.
    func phi0() -> Int128 {
        let piY = pi[y]
        guard piY > k else { return Int128(PhiTiny.phi(x, k)) }
        let leaves = interleavedSum((k + 1)...piY, threads: threads) { b in
            let p = Int(self.primes[b])
            return self.phi0Leaves(after: b, n: p, sign: 1, piY: piY) - Int128(PhiTiny.phi(self.x / T(p), self.k))
        }
        return Int128(PhiTiny.phi(x, k)) + leaves
    }

    /// The leaves n·q (q > p_b prime, q ≤ y, n·q ≤ z) and their extensions, μ(n·q) = sign.
    private func phi0Leaves(after b: Int, n: Int, sign: Int128, piY: Int) -> Int128 {
        var sum: Int128 = 0
        var next = b + 1
        while next <= piY {
            let m = n * Int(primes[next])
            if m > z { break }
            sum += sign * Int128(PhiTiny.phi(x / T(m), k))
            sum += phi0Leaves(after: next, n: m, sign: -sign, piY: piY)
            next += 1
        }
        return sum
    }

    /// A and C₂, the leaves x/(p·q) with q prime that reach up to √x, window by window of the
    /// segmented π table: first the table ``pi`` itself, then windows of ``windowSpan`` numbers,
    /// each leaf counted in the window that holds x/(p·q) (primecount's AC).
    ///
    /// - Complexity: O(√x log log x) to build the windows, plus the leaves' table reads;
    ///   O(windowSpan/15) bytes.
    func windowLeaves(progress: PrimeCount.Progress? = nil) -> Int128 {
        var sum = windowLeaves(pi, low: 0)
        var low = pi.limit + 1
        var before = pi[pi.limit]
        let windows = Double((squareRoot - pi.limit + windowSpan - 1) / windowSpan + 1)
        var done = 1.0
        progress?(done / windows)
        while low <= squareRoot {
            let window = CompressedPiTable(
                low: low, through: min(low + windowSpan - 1, squareRoot), countBefore: before)
            sum += windowLeaves(window, low: low)
            before = window[window.limit]
            low = window.limit + 1
            done += 1
            progress?(done / windows)
        }
        return sum
    }

    /// The A and C₂ leaves whose x/(p·q) lies in the window [low, window.limit].
    private func windowLeaves(_ window: CompressedPiTable, low: Int) -> Int128 {
        // C₂: √z < p ≤ x*; A: x* < p ≤ ∛x; and p < q, x/(p·q) ≥ low give p < √(x/low).
        let first = max(k, pi[Int(integerRoot(UInt128(z), 2))]) + 1
        let pLimit = low == 0 ? cubeRoot : min(cubeRoot, Int(integerRoot(UInt128(x / T(low)), 2)))
        let last = pi[pLimit]
        guard first <= last else { return 0 }
        let lastC = pi[xStar]
        return interleavedSum(first...last, threads: threads) { b in
            let p = T(self.primes[b])
            let xp = self.x / p
            // q with low ≤ x/(p·q) ≤ limit: xp/(limit + 1) < q ≤ xp/low.
            let below = xp / T(window.limit + 1)
            let above = low == 0 ? xp : xp / T(low)
            if b <= lastC {
                let qLow = max(xp / (p * p), p, T(self.z) / p, below)
                let qHigh = min(xp / p, T(self.z), T(self.y), above)
                return qLow < qHigh ? self.c2Leaves(window, xp: xp, b: b, qLow: Int(qLow), qHigh: Int(qHigh)) : 0
            }
            let root = T(integerRoot(UInt128(xp), 2))
            let qLow = max(p, below)
            let qHigh = min(root, above)
            return qLow < qHigh ? self.aLeaves(window, xp: xp, qLow: Int(qLow), qHigh: Int(qHigh)) : 0
        }
    }

    /// A for one p: Σ π(x/(p·q)) over the primes q in (qLow, qHigh], twice where x/(p·q) < y.
    private func aLeaves(_ window: CompressedPiTable, xp: T, qLow: Int, qHigh: Int) -> Int128 {
        primes.withUnsafeBufferPointer { primes in
            let lastJ = pi[qHigh]
            var j = pi[qLow] + 1
            var above = 0
            while j <= lastJ {
                let n = Int(xp / T(primes[j]))
                if n < y { break }
                above += window[n]
                j += 1
            }
            var below = 0
            while j <= lastJ {
                below += window[Int(xp / T(primes[j]))]
                j += 1
            }
            return Int128(above) + 2 * Int128(below)
        }
    }

    /// C₂ for one p > √z, where m ≤ z with every prime factor above p is one prime q ≤ y:
    /// Σ (π(x/(p·q)) − b + 2) over the primes q in (qLow, qHigh].
    private func c2Leaves(_ window: CompressedPiTable, xp: T, b: Int, qLow: Int, qHigh: Int) -> Int128 {
        primes.withUnsafeBufferPointer { primes in
            let lastJ = pi[qHigh]
            let firstJ = pi[qLow] + 1
            var sum = 0
            var j = firstJ
            while j <= lastJ {
                sum += window[Int(xp / T(primes[j]))]
                j += 1
            }
            return Int128(sum) - Int128(lastJ - firstJ + 1) * Int128(b - 2)
        }
    }

    /// C₁: the leaves −μ(m)·φ(x/(p_b·m), b − 1) with k < b ≤ π(x*), p_b ≤ √z and
    /// x/(p_b·m) < p_b², where every survivor up to n = x/(p_b·m) is 1 or a prime ≥ p_b:
    /// φ = π(n) − b + 2, and n < p_b² ≤ z is in ``pi``. The m are generated from their prime
    /// factors (``cLeaves(_:_:from:sign:)``), not searched for.
    ///
    /// - Complexity: O(leaves) table reads and divisions.
    func smallCLeaves() -> Int128 {
        let last = min(pi[xStar], pi[Int(integerRoot(UInt128(z), 2))])
        guard k < last else { return 0 }
        return interleavedSum((k + 1)...last, threads: threads) { b in
            let p = Int(self.primes[b])
            let xp = self.x / T(p)
            let bounds = CBounds(
                xp: xp, b: b, low: max(Int(xp / (T(p) * T(p))), p, self.z / p), high: Int(min(xp / T(p), T(self.z))))
            return bounds.low < bounds.high ? -Int128(self.cLeaves(bounds, 1, from: b + 1, sign: -1)) : 0
        }
    }

    /// One prime's range of m for C: low < m ≤ high.
    struct CBounds {
        let xp: T
        let b: Int
        let low: Int
        let high: Int
    }

    /// Σ μ(m)·(π(x/(p_b·m)) − b + 2) over the square-free m = n·q₁⋯ in (low, high] whose further
    /// factors are primes from the j-th on, at most y; `sign` is μ(n·q).
    private func cLeaves(_ bounds: CBounds, _ n: Int, from j: Int, sign: Int) -> Int {
        var sum = 0
        guard j < primes.count else { return 0 }  // no prime left (the list reaches past y)
        // m = n·q with the last factor q: low/n < q ≤ min(high/n, y), q ≥ primes[j].
        let qHigh = min(bounds.high / n, y)
        let qLow = max(bounds.low / n, Int(primes[j]) - 1)
        if qHigh > qLow {
            let lStart = pi[qLow]
            let lEnd = pi[qHigh]
            var l = lStart + 1
            var part = 0
            while l <= lEnd {
                part += pi[Int(bounds.xp / T(n * Int(primes[l])))]
                l += 1
            }
            sum += sign * (part - (lEnd - lStart) * (bounds.b - 2))
        }
        // m = n·q·(more): q·q' ≤ high/n for some prime q' > q.
        var i = j
        while i < primes.count {
            let q = Int(primes[i])
            if q > y || n * q * q >= bounds.high { break }
            sum += cLeaves(bounds, n * q, from: i + 1, sign: -sign)
            i += 1
        }
        return sum
    }
}
