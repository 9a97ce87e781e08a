import AlgoSupport

/// The quadratic sieve's sizes for an n-bit N, interpolated in a table after yafu's
/// (`get_params` in yafu's `factor/qs/SIQS.c`, whose rows msieve's `prebuilt_params` resemble):
/// the factor base grows from 60 primes at 64 bits to 60650 at 281; the large-prime bound is a
/// multiple of the largest factor-base prime; the interval [−M, M) is one block (16 KiB to about
/// 206 bits, 32 KiB, L1-sized, above) up to 273 bits, a fraction of yafu's: two blocks were slower
/// (Guides/Measurements/Factorization.md, "SIQSParameters: one block"). A smaller |Q(x)| is
/// likelier smooth, and a polynomial switch costs little beside a block.
struct SIQSParameters: Equatable {
    /// Primes in the factor base (2 and the primes dividing the multiplier included).
    var factorBaseSize: Int
    /// Single large primes up to this multiple of the largest factor-base prime are kept.
    var largePrimeMultiplier: Int
    /// Blocks of ``blockSize`` bytes in [−M, M).
    var blocks: Int
    /// The double large-prime variation: cofactors up to the ``doubleLargePrimeExponent`` power of
    /// the single bound are split into two large primes (from ``doubleLargePrimeBits`` bits on).
    var doubleLargePrimes: Bool
    /// Bits below log₂(M·√(kN/2)) that a sieve value may fall short and still be trial-divided,
    /// beyond the large prime's own bits.
    var thresholdSlack: Double

    /// Bytes of a sieve block: at most one L1 data cache's worth (32 KiB on the x86-64 CPUs this
    /// runs on), and half of that up to about 206 bits (the table's column).
    var blockSize: Int
    /// The largest block: a hit's position packs into 15 bits.
    static let maximumBlockSize = 32_768

    /// N of at least this many bits sieve with two large primes: none yet, as it cost more than it
    /// saved up to 230 bits (Guides/Measurements/Factorization.md, "SIQSParameters: double large
    /// primes"). The lower threshold lets through many more candidates, and each is trial-divided
    /// by the whole factor base (12,000 primes at 230 bits); yafu resieves them instead. ``QuadraticSieve/doubleLargePrimes`` forces it on.
    static let doubleLargePrimeBits = Int.max
    /// The double large-prime cofactor bound is the single bound to this power (yafu and msieve
    /// use 1.75 to 1.9: the square would let through cofactors that rarely split in two primes
    /// both below the bound).
    static let doubleLargePrimeExponent = 1.8

    /// The single large-prime bound: the multiple of the largest factor-base prime.
    func largePrimeBound(largest: UInt32) -> UInt64 { UInt64(largest) * UInt64(largePrimeMultiplier) }

    /// The largest cofactor after the factor base that a relation may keep: the single bound, or
    /// with two large primes its ``doubleLargePrimeExponent`` power.
    func cofactorBound(largest: UInt32) -> UInt64 {
        let single = largePrimeBound(largest: largest)
        guard doubleLargePrimes else { return single }
        return UInt64(pow(Double(single), Self.doubleLargePrimeExponent))
    }

    /// M, the half-width of the sieve interval.
    var halfInterval: Int { blocks * blockSize / 2 }

    /// (bits of N, factor base size, large-prime multiplier, blocks, block bytes, threshold slack in
    /// bits).
    ///
    /// The slack grows with N: a candidate's trial division costs about the same at every size
    /// here (the primes above the block come from the polynomial's hit list), while a polynomial
    /// costs its O(F) root moves, so from 160 bits on more candidates a polynomial pay for
    /// themselves in fewer polynomials (Guides/Measurements/Factorization.md, "SIQSParameters: the
    /// threshold slack and the block size").
    ///
    /// The block (and so the interval) is 16 KiB to about 206 bits, 32 KiB above: a smaller
    /// |Q(x)| is likelier smooth (half the interval needs fewer than twice the polynomials), and to
    /// 200 bits a polynomial's fixed costs are small beside its sieve (the same entry).
    static let table: [(bits: Int, size: Int, multiplier: Int, blocks: Int, block: Int, slack: Double)] = [
        (64, 60, 40, 1, 16384, 1.5),
        (80, 80, 40, 1, 16384, 1.5),
        (100, 175, 50, 1, 16384, 1.5),
        (120, 375, 50, 1, 16384, 1.5),
        (140, 828, 50, 1, 16384, 1.5),
        (149, 1028, 60, 1, 16384, 2.5),
        (165, 1228, 60, 1, 16384, 4),
        (181, 2247, 70, 1, 16384, 5),
        (198, 3485, 70, 1, 16384, 6),
        (215, 6357, 80, 1, 32768, 8),
        (232, 12132, 80, 1, 32768, 10),
        (248, 26379, 90, 1, 32768, 10),
        (265, 47158, 90, 1, 32768, 10),
        (281, 60650, 100, 2, 32768, 10),
    ]

    /// The sizes for an N of `bits` bits (clamped to the table's ends).
    init(bits: Int) {
        let table = Self.table
        let upper = table.firstIndex { $0.bits >= bits } ?? table.count - 1
        let lower = max(0, upper - 1)
        let (low, high) = (table[lower], table[upper])
        let t = high.bits == low.bits ? 1 : min(1, max(0, Double(bits - low.bits) / Double(high.bits - low.bits)))
        factorBaseSize = Int((Double(low.size) + t * Double(high.size - low.size)).rounded())
        largePrimeMultiplier = t < 0.5 ? low.multiplier : high.multiplier
        blocks = t < 0.5 ? low.blocks : high.blocks
        blockSize = t < 0.5 ? low.block : high.block
        thresholdSlack = low.slack + t * (high.slack - low.slack)
        doubleLargePrimes = bits >= Self.doubleLargePrimeBits
    }
}
