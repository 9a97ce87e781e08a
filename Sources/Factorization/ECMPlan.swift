/// What every ECM curve of one level shares, whatever n is: stage 1's multiplier and stage 2's
/// schedule. The small levels' plans are built once per process (``ECMLevel/sharedPlans``), so
/// that factoring thousands of 64-bit numbers does not build them thousands of times.
struct ECMPlan: Sendable {
    let b1: UInt64
    let b2: UInt64
    /// k = Π p^e over the prime powers p^e ≤ B1, as 64-bit words, least significant first: stage 1
    /// computes kP in one ladder.
    let stageOneMultiplier: [UInt64]
    /// Stage 2's schedule: D, the first window m₀, the baby step j of each difference multiplied
    /// in (one for a pair of primes mD ± j), window after window, and where each window's run of
    /// them ends.
    let stageTwoD: UInt64
    let stageTwoFirstWindow: UInt64
    let stageTwoOffsets: [UInt16]
    let stageTwoWindowEnds: [Int]

    /// - Parameter primes: the primes up to B2 at least, ascending.
    /// - Complexity: O(π(B2)), and O(π(B1)·(bits of k)/64) word products for k.
    init(b1: UInt64, b2: UInt64, primes: [UInt32]) {
        precondition(b1 >= 11 && b2 >= b1, "ECM needs 11 <= B1 <= B2")
        self.b1 = b1
        self.b2 = b2
        var words: [UInt64] = [1]
        for p in primes {
            let prime = UInt64(p)
            if prime > b1 { break }
            var power = prime
            while power <= b1 / prime { power *= prime }
            var carry: UInt64 = 0
            for i in words.indices {
                let (high, low) = words[i].multipliedFullWidth(by: power)
                let (sum, overflow) = low.addingReportingOverflow(carry)
                words[i] = sum
                carry = high &+ (overflow ? 1 : 0)
            }
            if carry != 0 { words.append(carry) }
        }
        stageOneMultiplier = words

        // Each window [mD − D/2, mD + D/2) holds the primes mD ± j (j odd, below D/2). When mD − j
        // and mD + j are both prime, one difference serves both (x(mDQ) = x(jQ) exactly when
        // mDQ = ±jQ), so j is listed once (prime pairing).
        let d: UInt64 = b1 < 1155 ? (b1 < 105 ? 60 : 210) : 2310
        var m = max(1, b1 / d)
        stageTwoD = d
        stageTwoFirstWindow = m
        var offsets: [UInt16] = []
        var ends: [Int] = []
        var listedIn = [UInt64](repeating: 0, count: Int(d / 2))
        var primeIndex = primes.firstIndex { UInt64($0) > b1 } ?? primes.count
        while primeIndex < primes.count, UInt64(primes[primeIndex]) <= b2 {
            let centre = m * d
            while primeIndex < primes.count {
                let p = UInt64(primes[primeIndex])
                if p >= centre + d / 2 || p > b2 { break }
                primeIndex += 1
                let offset = Int(p >= centre ? p - centre : centre - p)
                guard offset > 0, listedIn[offset] != m else { continue }
                listedIn[offset] = m
                offsets.append(UInt16(offset))
            }
            ends.append(offsets.count)
            m += 1
        }
        stageTwoOffsets = offsets
        stageTwoWindowEnds = ends
    }
}
