import AlgoSupport
import BigNumber
import Primality

/// Trial division of the sieve's candidates: Q(x) by the factor base, and a cofactor split into
/// two large primes.
extension SIQSSieve {
    /// Q(x) = a·x² + 2b·x + c for x = position − M, as a sign and a magnitude: in 128-bit words
    /// when a, 2b and c fit and nothing overflows (kN to about 220 bits), else by GMP from
    /// (a·x + b)² − kN. Nil when Q(x) = 0.
    func value(
        at x: Int, _ words: (a: Int128, twoB: Int128, c: Int128)?, b: () -> BigInt, a: BigInt
    ) -> (isNegative: Bool, magnitude: SIQSCofactor)? {
        if let words {
            let wx = Int128(x)
            let (ax, o1) = words.a.multipliedReportingOverflow(by: wx)
            let (sum, o2) = ax.addingReportingOverflow(words.twoB)
            let (product, o3) = sum.multipliedReportingOverflow(by: wx)
            let (q, o4) = product.addingReportingOverflow(words.c)
            if !(o1 || o2 || o3 || o4) { return q == 0 ? nil : (q < 0, .wide(q.magnitude)) }
        }
        let y = a * BigInt(x) + b()
        let q = (y * y - factorBase.kN) / a
        // |Q(x)| < M·√(kN/2) fits in 128 bits up to kN of about 220 bits.
        return q.isZero ? nil : (q.isNegative, SIQSCofactor(q.magnitude))
    }

    /// The relation at sieve position `position` (x = position − M), its columns left in
    /// `columns`, or nil when Q(x) does not split over the factor base and one large prime (or
    /// two, with the double large-prime variation).
    func divide(
        at position: Int, b: BigInt, wideB: Int128?, words: (a: Int128, twoB: Int128, c: Int128)?,
        family: SIQSPolynomialFamily,
        state: SIQSSieveState, vectorEnd: Int, largeHits: (start: Int, count: Int)?, columns: inout [Int32]
    ) -> (root: SIQSRoot, largePrime: UInt64, secondLargePrime: UInt64)? {
        let fb = factorBase
        let x = position - parameters.halfInterval
        // b itself (made only when needed, if the words stand in for it).
        let bigB = { wideB.map { BigInt($0) } ?? b }
        guard let q = value(at: x, words, b: bigB, a: family.a) else { return nil }
        var rest = q.magnitude
        columns.removeAll(keepingCapacity: true)
        if q.isNegative { columns.append(0) }
        rest.divideOutTwos(&columns)
        let (root1, root2) = (state.root1, state.root2)
        let here = UInt32(truncatingIfNeeded: position)
        // p | Q(x) exactly when the position is one of the two roots mod p: either difference
        // passes the divisibility test (one branch for both). Eight primes at a time in 32-bit
        // lanes while the 32-bit test is exact, then one at a time in 64 bits; the primes above
        // the block, when their hits were listed, from the list instead.
        let testedEnd = largeHits?.start ?? fb.count
        var i = 1
        fb.primes.withUnsafeBufferPointer { primes in
            fb.divisibility32.withUnsafeBufferPointer { divisibility32 in
                func lanes<T>(_ pointer: UnsafePointer<T>) -> SIMD8<UInt32> {
                    UnsafeRawPointer(pointer + i).loadUnaligned(as: SIMD8<UInt32>.self)
                }
                let position8 = SIMD8<UInt32>(repeating: here)
                while i &+ 8 <= min(vectorEnd, testedEnd) {
                    let p = lanes(primes.baseAddress!)
                    let c = lanes(divisibility32.baseAddress!)
                    let x1 = (position8 &+ p &- lanes(root1)) &* c
                    let x2 = (position8 &+ p &- lanes(root2)) &* c
                    let hits = pointwiseMin(x1, x2) .< c
                    if any(hits) {
                        for lane in 0..<8 where hits[lane] {
                            rest.divideOut(index: i + lane, fb, &columns)
                        }
                    }
                    i &+= 8
                }
            }
            fb.divisibility.withUnsafeBufferPointer { divisibility in
                while i < testedEnd {
                    let p = primes[i]
                    let c = divisibility[i]
                    let x1 = UInt64(here &+ p &- root1[i]) &* c
                    let x2 = UInt64(here &+ p &- root2[i]) &* c
                    if min(x1, x2) < c { rest.divideOut(index: i, fb, &columns) }
                    i &+= 1
                }
            }
        }
        if let largeHits, largeHits.count > 0 {
            for index in state.largeHits(at: position, count: largeHits.count) {
                rest.divideOut(index: index, fb, &columns)
            }
        }
        for index in family.primeIndices {
            // The roots of a's primes are 0, not theirs: divide by them here.
            rest.divideOut(index: index, fb, &columns)
            columns.append(Int32(index + 1))
        }
        let largeBound = parameters.largePrimeBound(largest: fb.largest)
        guard let last = rest.word else { return nil }
        var (large, secondLarge) = (last, UInt64(1))
        if last > largeBound {
            guard let pair = splitCofactor(last, largeBound: largeBound) else { return nil }
            (large, secondLarge) = pair
        }
        // a·x + b, in a word when it fits.
        if let wideB, let a = words?.a {
            let (ax, o1) = a.multipliedReportingOverflow(by: Int128(x))
            let (y, o2) = ax.addingReportingOverflow(wideB)
            if !(o1 || o2) { return (.word(y), large, secondLarge) }
        }
        return (.big(family.a * BigInt(x) + bigB()), large, secondLarge)
    }

    /// The two large primes of a cofactor above the single bound, when the double large-prime
    /// variation is on and it has two, both at most `largeBound`. Every prime factor of the
    /// cofactor is above the factor base's largest prime p (the smaller primes with (kN/q) = 1 are
    /// in the base, the others divide no Q(x)), so a cofactor below p² is prime, and a divisor at
    /// most largeBound < p² is prime too.
    ///
    /// - Complexity: one strong probable-prime test and a ρ walk of about √q steps for the smaller
    ///   prime q (at most 2^14).
    func splitCofactor(_ cofactor: UInt64, largeBound: UInt64) -> (UInt64, UInt64)? {
        let largest = UInt64(factorBase.largest)
        guard parameters.doubleLargePrimes, cofactor <= cofactorBound, cofactor > largest * largest else { return nil }
        // A prime cofactor is of no use, and one base-2 test tells nearly every one from the
        // composites (a composite that passes is a base-2 strong pseudoprime, rare, and costs a
        // relation, not correctness), so the deterministic test's other bases are not worth their
        // time (Guides/Measurements/Factorization.md, "SIQSSieve: one base-2 test for the cofactor").
        let ring = Montgomery64(cofactor)
        guard !BailliePSW.isBaseTwoStrongProbablePrime(cofactor),
            let d = pollardBrentRho(ring, constant: 1, maxSteps: 1 << 14, batch: 32),
            d > 1, d < cofactor
        else { return nil }
        let (p, q) = (min(d, cofactor / d), max(d, cofactor / d))
        return q <= largeBound ? (p, q) : nil
    }
}

/// The part of |Q(x)| not yet divided out: in a 128-bit word when it fits, else a BigInt.
enum SIQSCofactor {
    case wide(UInt128)
    case big(BigInt)

    init(_ value: BigInt) {
        if let wide = value.exactUInt128 { self = .wide(wide) } else { self = .big(value) }
    }

    /// The value when it fits in 64 bits.
    var word: UInt64? {
        switch self {
        case .wide(let v): v >> 64 == 0 ? UInt64(truncatingIfNeeded: v) : nil
        case .big(let v): v.exactUInt64
        }
    }

    mutating func divideOutTwos(_ columns: inout [Int32]) {
        switch self {
        case .wide(let v):
            let zeros = v.trailingZeroBitCount
            columns += repeatElement(1, count: zeros)
            self = .wide(v >> zeros)
        case .big(var v):
            while !v.isOdd {
                v = v >> 1
                columns.append(1)
            }
            self = .big(v)
        }
    }

    /// Divides by factor-base prime `index` while it divides, recording its column (index + 1)
    /// each time.
    ///
    /// Products, not divisions (a 64-bit division is 14 to 40 cycles on these CPUs): in a word,
    /// Granlund and Montgomery's exact test and quotient x·p⁻¹ mod 2^64; above 2^64, x mod p as
    /// (h mod p)·(2^64 mod p) + (l mod p) by Barrett's reduction, then the exact quotient
    /// x·p⁻¹ mod 2^128 (p⁻¹ mod 2^128 from the word inverse by one Newton step), in place of the
    /// three hardware divisions a 128-bit step takes (Guides/Measurements/Factorization.md,
    /// "SIQSSieve: products, not divisions").
    mutating func divideOut(index: Int, _ fb: FactorBase, _ columns: inout [Int32]) {
        let p = UInt64(fb.primes[index])
        let column = Int32(index + 1)
        switch self {
        case .wide(var v):
            let m = fb.divisibility[index] &- 1  // ⌊(2^64 − 1)/p⌋: Barrett's reciprocal and the exact test's limit
            let inverse = fb.wordInverses[index]
            if v >> 64 != 0 {
                let residue = fb.wordResidues[index]
                let inverse128 = UInt128(inverse) &* (2 &- UInt128(p) &* UInt128(inverse))
                while v >> 64 != 0 {
                    let high = SmallPrimeArithmetic.reduce(UInt64(truncatingIfNeeded: v >> 64), p, reciprocal: m)
                    let low = SmallPrimeArithmetic.reduce(UInt64(truncatingIfNeeded: v), p, reciprocal: m)
                    let r = SmallPrimeArithmetic.reduce(high &* residue, p, reciprocal: m)
                    guard SmallPrimeArithmetic.subtractOnce(r &+ low, p) == 0 else {
                        self = .wide(v)
                        return
                    }
                    v = v &* inverse128
                    columns.append(column)
                }
            }
            var word = UInt64(truncatingIfNeeded: v)
            while word &* inverse <= m {
                word = word &* inverse
                columns.append(column)
            }
            self = .wide(UInt128(word))
        case .big(var v):
            while v.remainder(dividingBy: p) == 0 {
                v = v.dividedExactly(by: p)
                columns.append(column)
            }
            // In a word again once it fits (the next primes divide it without GMP).
            self = SIQSCofactor(v)
        }
    }
}
