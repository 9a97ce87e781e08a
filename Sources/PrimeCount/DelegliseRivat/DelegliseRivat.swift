import AlgoSupport

/// π(x) by Deléglise and Rivat (1996): Lagarias, Miller and Odlyzko's formula with the special
/// leaves split. The leaves x/(p_b·q) whose n = x/(p_b·q) is below y (easy and trivial leaves,
/// most of them clustered in runs of equal π(n)) are read from the π table
/// (``LagariasMillerOdlyzko/easyLeaves()``); only the rest go through the segmented sieve. That
/// lets y grow (α up to 10 here against LMO's 4), so the sieve's interval z = x/y shrinks.
///
///     π(x) = S₁ + S₂(sieved) + S₂(easy) + π(y) − 1 − P₂(x, y)
///
/// - Tested against: OEIS A006880 (π(10^k), k ≤ 16), OEIS A007053 (π(2^k), k ≤ 46), the sieve's
///   count at random x, and primecount 7.6 when installed (PrimeCountTests).
/// - Complexity: the paper's bounds are O(x^(2/3)/log² x) time and O(x^(1/3)·log³ x·log log x)
///   space; this sieve's counts add a log factor to the time, and its memory is about x^(1/3).
struct DelegliseRivat<T: FixedWidthInteger & UnsignedInteger & Sendable>: Sendable {
    /// The LMO sieve with the easy leaves split off.
    let engine: LagariasMillerOdlyzko<T>

    init(_ x: T, threads: Int, alpha: Double? = nil) {
        engine = LagariasMillerOdlyzko(x, threads: threads, alpha: alpha, easySplit: true)
    }

    func pi(progress: PrimeCount.Progress? = nil) -> T { engine.pi(progress: progress) }
}

extension LagariasMillerOdlyzko {
    /// Deléglise and Rivat's easy and trivial leaves: x/(p_b·q) with p_b > √y, q prime in
    /// (max(p_b, y/p_b, z/p_b), y], so n = x/(p_b·q) < y. Every number up to n < p_b² that
    /// survives the first b − 1 primes is 1 or a prime ≥ p_b: φ(n, b − 1) = π(n) − b + 2 from the
    /// table, and 1 when n < p_b (trivial leaves, counted in one step). Runs of q that give the
    /// same π(n) (clustered leaves) are added in one step too: they end at the q for which n
    /// reaches the next prime.
    ///
    /// - Complexity: O(π(y)²) table reads at worst, far fewer with the clusters.
    func easyLeaves() -> Int128 {
        let piY = Int(tables.pi[y])
        let first = max(c, Int(tables.pi[Int(integerRoot(UInt128(y), 2))])) + 1
        guard first < piY else { return 0 }
        return interleavedSum(first...(piY - 1), threads: threads) { b in
            self.tables.primes.withUnsafeBufferPointer { primes in
                self.tables.pi.withUnsafeBufferPointer { pi in self.easyLeaves(b, primes, pi) }
            }
        }
    }

    /// The easy and trivial leaves of the b-th prime.
    @inline(__always)
    fileprivate func easyLeaves(_ b: Int, _ primes: UnsafeBufferPointer<UInt32>, _ pi: UnsafeBufferPointer<UInt32>)
        -> Int128
    {
        let p = Int(primes[b])
        let lower = max(p, y / p, z / p)  // q > lower
        guard lower < y else { return 0 }
        let xOverP = x / T(p)
        let trivialFrom = Int(min(xOverP / T(p), T(y)))  // q > trivialFrom: n < p
        var sum: Int128 = 0
        if trivialFrom < y { sum += Int128(Int(pi[y]) - Int(pi[max(trivialFrom, lower)])) }
        let lowerIndex = Int(pi[lower])
        var l = Int(pi[min(trivialFrom, y)])
        // Clustered where q > √(x/p): there n = x/(p·q) < √(x/p) moves slowly and runs of q share
        // π(n). Below, runs are short and one division a leaf is cheaper.
        let clusteredIndex = max(Int(pi[min(Int(integerRoot(UInt128(xOverP), 2)), y)]), lowerIndex)
        while l > clusteredIndex {
            let n = Int(xOverP / T(primes[l]))
            let phi = Int(pi[n]) - b + 2
            // The q with the same π(n): n stays below the next prime while q > x/(p·next).
            let last = Int(xOverP / T(primes[b + phi - 1]))
            let l2 = max(Int(pi[last]), clusteredIndex)
            sum += Int128(phi * (l - l2))
            l = l2
        }
        var sparse = 0
        let sparseStart = l
        while l > lowerIndex {
            sparse += Int(pi[Int(xOverP / T(primes[l]))])
            l -= 1
        }
        sum += Int128(sparse - max(0, sparseStart - lowerIndex) * (b - 2))
        return sum
    }
}
