import AlgoSupport
import BigNumber
import Sieve

/// The quadratic sieve's factor base for kN: 2, the primes dividing the multiplier k, and the odd
/// primes p with (kN/p) = 1, each with √(kN) mod p and its rounded log₂.
///
/// The multiplier is Knuth and Schroeppel's (Silverman 1987, §5): the odd squarefree k < 75 that
/// maximises f(k) = −½ ln k + Σ g(p, kN) ln p over the primes below 1000, where an odd p counts
/// 2/(p − 1) when (kN/p) = 1, 1/p when p | k, and 2 counts 2 ln 2 for kN ≡ 1 mod 8, ln 2 for
/// kN ≡ 5 mod 8 and ½ ln 2 for kN ≡ 3 mod 4. A good k makes the small primes divide the sieved
/// values more often than chance.
struct FactorBase {
    /// The Knuth–Schroeppel multiplier k.
    let multiplier: UInt64
    /// k·N.
    let kN: BigInt
    /// The primes, ascending; primes[0] = 2.
    let primes: [UInt32]
    /// √(kN) mod p (0 when p | kN).
    let roots: [UInt32]
    /// round(log₂ p).
    let logs: [UInt8]
    /// ⌈2^64 / p⌉: a 32-bit x is divisible by p exactly when x·c mod 2^64 < c (Lemire, Kaser
    /// and Kurz 2019), a product instead of a division.
    let divisibility: [UInt64]
    /// ⌈2^32 / p⌉: the same test in 32-bit lanes, exact for x with (x + p)·p ≤ 2^32 (see
    /// ``SIQSSieve``'s trial division, which tests eight primes at once with it).
    let divisibility32: [UInt32]
    /// p⁻¹ mod 2^64 (1 for p = 2): for any 64-bit x, p | x exactly when x·p⁻¹ mod 2^64 ≤
    /// ⌊(2^64 − 1)/p⌋, and then that product is x/p (Granlund and Montgomery 1994), products in
    /// place of divisions for the cofactors' trial division.
    let wordInverses: [UInt64]
    /// 2^64 mod p: a 128-bit x = h·2^64 + l is h·(2^64 mod p) + l modulo p.
    let wordResidues: [UInt64]

    /// The first `size` primes of the factor base of k·N, k chosen for N.
    ///
    /// - Precondition: N odd, with no prime factor below the factor base's largest prime.
    /// - Complexity: O(size · log N) for the residues, plus sieving to the largest prime.
    init(n: BigInt, size: Int) {
        multiplier = Self.knuthSchroeppel(n)
        let kN = n * BigInt(multiplier)
        self.kN = kN
        var primes: [UInt32] = [2]
        var roots: [UInt32] = [UInt32(kN.remainder(dividingBy: 2))]
        var limit: UInt64 = max(1 << 12, UInt64(Double(size) * log(Double(size)) * 3))
        while primes.count < size {
            primes = [2]
            roots = [roots[0]]
            PrimeSieve.forEachPrime(in: 3...limit) { p in
                let residue = kN.remainder(dividingBy: p)
                if residue == 0 {
                    primes.append(UInt32(p))
                    roots.append(0)
                } else if SmallPrimeArithmetic.legendre(residue, p) == 1 {
                    primes.append(UInt32(p))
                    roots.append(UInt32(SmallPrimeArithmetic.squareRoot(residue, p)))
                }
                return primes.count < size
            }
            limit *= 2
        }
        self.primes = primes
        self.roots = roots
        logs = primes.map { UInt8(log2(Double($0)).rounded()) }
        divisibility = primes.map { UInt64.max / UInt64($0) &+ 1 }
        divisibility32 = primes.map { UInt32.max / $0 &+ 1 }
        wordInverses = primes.map { $0 == 2 ? 1 : UInt64($0).inverseModuloWord }
        wordResidues = primes.map { (UInt64.max % UInt64($0) + 1) % UInt64($0) }
    }

    var count: Int { primes.count }
    var largest: UInt32 { primes[primes.count - 1] }

    /// The Knuth–Schroeppel multiplier for N (see the type's comment).
    ///
    /// - Complexity: O(k·π(1000)) word residues of N.
    static func knuthSchroeppel(_ n: BigInt) -> UInt64 {
        // Odd and squarefree, as msieve's list: an even k makes 2 divide kN, which the sieve
        // cannot use.
        let candidates: [UInt64] = [
            1, 3, 5, 7, 11, 13, 15, 17, 19, 21, 23, 29, 31, 33, 35, 37, 39, 41, 43, 47, 51, 53, 55, 57, 59,
            61, 65, 67, 69, 71, 73,
        ]
        let mod8 = n.remainder(dividingBy: 8)
        var scores = candidates.map { k in
            var score = -0.5 * log(Double(k))
            switch k * mod8 % 8 {
            case 1: score += 2 * log(2.0)
            case 5: score += log(2.0)
            case 3, 7: score += 0.5 * log(2.0)
            default: break
            }
            return score
        }
        // Prime by prime, each k's score gains in the same order as k by k, so the sums are the
        // same; a table of the squares mod p replaces a Legendre symbol (a power) per k and p.
        var isSquare = [Bool](repeating: false, count: 1000)
        for p in PrimeSieve.primes(in: 3...1000) {
            let r = n.remainder(dividingBy: p)
            isSquare.withUnsafeMutableBufferPointer { table in
                table.update(repeating: false)
                var square: UInt64 = 0  // i² mod p, from (i − 1)² + 2i − 1
                for i in 1...(p / 2) {
                    square += 2 * i - 1
                    if square >= p { square -= p }
                    table[Int(square)] = true
                }
            }
            for (index, k) in candidates.enumerated() {
                if k % p == 0 {
                    scores[index] += log(Double(p)) / Double(p)
                } else if isSquare[Int(k % p * r % p)] {
                    scores[index] += 2 * log(Double(p)) / Double(p - 1)
                }
            }
        }
        var best: (k: UInt64, score: Double) = (1, -.infinity)
        for (k, score) in zip(candidates, scores) where score > best.score { best = (k, score) }
        return best.k
    }
}
