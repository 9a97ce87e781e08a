import AlgoSupport

/// π(x) by Lagarias, Miller and Odlyzko (1985), in the form of Deléglise and Rivat (1996, §3):
///
///     π(x) = S₁ + S₂ + π(y) − 1 − P₂(x, y),    y = α·∛x,  c = min(6, π(y)),
///     S₁ = Σ_{n ≤ y, μ(n) ≠ 0, lpf(n) > p_c} μ(n)·φ(x/n, c)                   (ordinary leaves)
///     S₂ = −Σ_{c < b < π(y)} Σ_{y/p_b < m ≤ y, lpf(m) > p_b} μ(m)·φ(x/(p_b·m), b − 1)  (special)
///
/// S₁ is a sum of O(y) table lookups (``PhiTiny``). Every special leaf x/(p_b·m) is below
/// z = x/y, so S₂ sieves [1, z] in segments ``LeafSegment``: while the b-th prime is about to be
/// crossed off, the survivors up to n are φ(n, b − 1). For p_b > √y the only m are primes.
///
/// Threads take runs of consecutive segments with φ counted from the start of their run; each
/// also sums μ over its leaves per b, so adding the φ of the runs before it afterwards corrects
/// its S₂ exactly (as in primecount's parallel LMO).
///
/// - Tested against: OEIS A006880 (π(10^k), k ≤ 16), the sieve's count at random x, and
///   primecount 7.6 when installed (PrimeCountTests).
/// - Complexity: O(x^(2/3)/log x) time in theory (this sieve's counts add a log factor in
///   crossings), O(y + √z) memory: about x^(1/3) as the literature promises.
struct LagariasMillerOdlyzko<T: FixedWidthInteger & UnsignedInteger & Sendable>: Sendable {
    let x: T
    let y: Int
    let z: Int
    let c: Int
    let tables: PrimeTables
    let threads: Int
    /// Deléglise–Rivat's split (``DelegliseRivat``): the leaves x/(p·q) below y are counted
    /// from the π table (``easyLeaves()``), and the sieve only sees those at or above y.
    let easySplit: Bool
    /// The first c primes, multiples and all, crossed off by copying this pattern.
    let presieve: PresieveBits
    /// μ and lpf of the m ≤ y coprime to 210, for the hard leaves' walk over m.
    let factors: LeafFactorTable

    init(_ x: T, threads: Int, alpha: Double? = nil, easySplit: Bool = false) {
        self.x = x
        self.easySplit = easySplit
        self.threads = max(1, threads)
        let cubeRoot = Int(integerRoot(UInt128(x), 3))
        let squareRoot = Int(integerRoot(UInt128(x), 2))
        let a = alpha ?? Self.defaultAlpha(x, easySplit: easySplit)
        y = max(cubeRoot, min(squareRoot, Int(a * Double(cubeRoot))))
        z = Int(x / T(y))
        tables = PrimeTables(upTo: y, withFactors: true)
        c = min(PhiTiny.maxA, Int(tables.pi[y]))
        precondition(c >= 3, "x ≥ 2^20 gives y ≥ 101, so 2, 3 and 5 are pre-sieved")
        factors = LeafFactorTable(limit: y, mobius: tables.mobius, leastFactor: tables.leastFactor)
        presieve = .firstPrimes(c)
    }

    /// α = y/∛x, the balance between S₁, the leaves and the tables (which grow with y) and the
    /// sieve (which shrinks as z = x/y). Tuned on this machine at 10^11…10^15, one thread
    /// (Guides/PrimeCount.md): LMO's leaves all go through the sieve, so it wants a small α;
    /// Deléglise–Rivat's easy leaves are table reads, so a larger one.
    static func defaultAlpha(_ x: T, easySplit: Bool) -> Double {
        let digits = log10(max(Double(x), 10))
        return easySplit ? max(1, min(digits - 6, 10)) : max(1, min((digits - 7) / 2, 4))
    }

    func pi(progress: PrimeCount.Progress? = nil) -> T {
        let s1 = ordinaryLeaves()
        var s2 = specialLeaves(progress: progress)
        if easySplit { s2 += easyLeaves() }
        let p2 = secondPartialSieve(x, y: UInt64(y), threads: threads)
        let phi = s1 + s2
        return T(phi + Int128(tables.pi[y]) - 1 - Int128(p2))
    }

    /// S₁ = Σ μ(n)·φ(x/n, c) over the square-free n ≤ y whose prime factors all exceed p_c.
    ///
    /// - Complexity: O(y).
    func ordinaryLeaves() -> Int128 {
        let pc = tables.primes[c]
        var sum: Int128 = 0
        tables.mobius.withUnsafeBufferPointer { mobius in
            tables.leastFactor.withUnsafeBufferPointer { lpf in
                for n in 1...y where mobius[n] != 0 && lpf[n] > pc {
                    let phi = Int128(PhiTiny.phi(x / T(n), c))
                    sum += mobius[n] > 0 ? phi : -phi
                }
            }
        }
        return sum
    }

    /// S₂, the special leaves, by sieving [1, z] in segments.
    func specialLeaves(progress: PrimeCount.Progress?) -> Int128 {
        sumLeafRuns(limit: z + 1, primeCount: Int(tables.pi[y]), threads: threads, progress: progress) {
            self.run(segments: $0, segmentSize: $1)
        }
    }

    /// The special leaves whose n = x/(p_b·m) lies in the given segments.
    func run(segments: Range<Int>, segmentSize: Int) -> LeafRun {
        let limit = z + 1
        let piY = Int(tables.pi[y])
        let piRootY = Int(tables.pi[Int(integerRoot(UInt128(y), 2))])
        var result = LeafRun(primeCount: piY)
        var segment = LeafSegment(size: segmentSize)
        defer { segment.deallocate() }
        let runLow = 1 + segments.lowerBound * segmentSize
        // The next multiple of each prime past the pre-sieved ones to cross off, and its place
        // on the wheel of 30 (the pattern has 2, 3 and 5).
        var (next, wheel) = LeafSegment.firstMultiples(
            of: tables.primes, (c + 1)..<max(piY, c + 1), count: piY + 1, from: runLow)
        tables.primes.withUnsafeBufferPointer { primes in
            factors.values.withUnsafeBufferPointer { factors in
                tables.pi.withUnsafeBufferPointer { piTable in
                    for index in segments {
                        let low = 1 + index * segmentSize
                        let high = min(low + segmentSize, limit)
                        segment.reset(low: low, high: high, presieve: presieve)
                        var b = c + 1
                        segment.recount()
                        let xOverLow = x / T(low)
                        let xOverHigh = x / T(high)
                        // p_b ≤ √y: m is any square-free number with lpf(m) > p_b.
                        segmentLoop: do {
                            while b <= piRootY && b < piY {
                                let p = Int(primes[b])
                                let minM = max(Int(min(xOverHigh / T(p), T(y))), y / p)
                                let maxM = Int(min(xOverLow / T(p), T(y)))
                                if p >= maxM { break segmentLoop }
                                // m coprime to 210 only (p ≥ 7): the factor table's walk.
                                let (sum, signs) = LeafFactorTable.hardLeaves(
                                    factors, x: x, p: p, above: minM, upTo: maxM, before: result.survivors[b],
                                    in: segment)
                                result.record(b, sum: sum, signs: signs, survivors: segment.total)
                                segment.crossOff(prime: p, next: &next[b], wheel: &wheel[b])
                                b += 1
                            }
                            // p_b > √y: m is a prime q with p_b < q ≤ y, μ(q) = −1.
                            while b < piY {
                                let p = Int(primes[b])
                                // With the easy split, only q ≤ z/p (x/(p·q) ≥ y) are left here.
                                let maxM = Int(min(xOverLow / T(p), T(easySplit ? min(y, z / p) : y)))
                                let minM = max(Int(min(xOverHigh / T(p), T(y))), y / p, p)
                                if p >= maxM { break segmentLoop }
                                var cursor = LeafSegment.Cursor()
                                var l = Int(piTable[maxM])
                                var sum: Int128 = 0
                                var leaves: Int64 = 0
                                while Int(primes[l]) > minM {
                                    let n = Int(x / T(p * Int(primes[l])))
                                    sum += Int128(result.survivors[b] + Int64(segment.count(upTo: n, &cursor)))
                                    leaves += 1
                                    l -= 1
                                }
                                result.record(b, sum: sum, signs: -leaves, survivors: segment.total)
                                segment.crossOff(prime: p, next: &next[b], wheel: &wheel[b])
                                b += 1
                            }
                        }
                    }
                }
            }
        }
        return result
    }
}
