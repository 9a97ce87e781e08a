import AlgoSupport
import BigNumber
import Foundation
import Testing
import _TestSupport

@testable import Factorization

/// The Montgomery rings and the perfect-power test against independent oracles: BigInt's GMP
/// arithmetic. (The word primality test is the Primality module's, tested there.)
@Suite struct ArithmeticTests {
    @Test("Montgomery64: products, sums and differences agree with GMP (seed 21)")
    func montgomery64() {
        var generator = SplitMix64(seed: 21)
        for _ in 0..<2000 {
            let n = (generator.next() >> (generator.next() % 62)) | 1
            guard n > 1 else { continue }
            let ring = Montgomery64(n)
            let a = generator.next() % n
            let b = generator.next() % n
            let (x, y) = (ring.residue(a), ring.residue(b))
            let big = BigInt(n)
            #expect(
                BigInt(ring.value(ring.multiply(x, y))) == BigInt(a) * BigInt(b) % big, "seed 21: \(a)·\(b) mod \(n)")
            #expect(BigInt(ring.value(ring.add(x, y))) == (BigInt(a) + BigInt(b)) % big)
            #expect(BigInt(ring.value(ring.subtract(x, y))) == ((BigInt(a) - BigInt(b)) % big + big) % big)
            let e = generator.next() % 1000
            #expect(BigInt(ring.value(ring.power(x, e))) == BigInt(a).power(BigInt(e), modulo: big))
        }
        // The largest odd modulus: sums overflow 64 bits.
        let ring = Montgomery64(UInt64.max)
        let a = UInt64.max - 1
        #expect(ring.value(ring.add(ring.residue(a), ring.residue(a))) == UInt64.max - 2)
    }

    @Test("Montgomery128: products, sums and differences agree with GMP (seed 22)")
    func montgomery128() {
        var generator = SplitMix64(seed: 22)
        for _ in 0..<2000 {
            let wide = (UInt128(generator.next()) << 64 | UInt128(generator.next())) >> (generator.next() % 120)
            let n = wide | 1
            guard n > 1 else { continue }
            let ring = Montgomery128(n)
            let a = UInt128(generator.next()) % n
            let b = (UInt128(generator.next()) << 64 | UInt128(generator.next())) % n
            let x = ring.multiply(UInt128(a), ring.rSquared)
            let y = ring.multiply(b, ring.rSquared)
            let big = BigInt(n)
            #expect(BigInt(ring.value(ring.multiply(x, y))) == BigInt(a) * BigInt(b) % big, "seed 22: mod \(n)")
            #expect(BigInt(ring.value(ring.add(x, y))) == (BigInt(a) + BigInt(b)) % big)
            #expect(BigInt(ring.value(ring.subtract(x, y))) == ((BigInt(a) - BigInt(b)) % big + big) % big)
        }
        let ring = Montgomery128(UInt128.max)
        let x = ring.multiply(UInt128.max - 1, ring.rSquared)
        #expect(ring.value(ring.add(x, x)) == UInt128.max - 2)
    }

    @Test("Montgomery256: products, sums, differences and powers agree with GMP (seed 24)")
    func montgomery256() {
        var generator = SplitMix64(seed: 24)
        func random(bits: Int) -> BigInt {
            var value = BigInt(0)
            for _ in 0..<4 { value = (value << 64) + BigInt(generator.next()) }
            return value >> (256 - bits)
        }
        // Moduli from 65 to 256 bits, the largest odd one included; the residues span [0, n).
        var moduli = (0..<600).map { _ in
            let bits = 65 + Int(generator.next() % 192)
            return random(bits: bits) | (BigInt(1) << (bits - 1)) | 1
        }
        moduli.append((BigInt(1) << 256) - 1)
        moduli.append((BigInt(1) << 64) + 1)
        for n in moduli {
            let ring = Montgomery256(n)
            let a = random(bits: 256) % n
            let b = n - 1 - random(bits: 60) % n
            let (x, y) = (ring.residue(a), ring.residue(b))
            #expect(ring.value(ring.multiply(x, y)) == a * b % n, "seed 24: \(a)·\(b) mod \(n)")
            #expect(ring.value(ring.square(x)) == a * a % n)
            #expect(ring.value(ring.add(x, y)) == (a + b) % n)
            #expect(ring.value(ring.subtract(x, y)) == ((a - b) % n + n) % n)
            #expect(ring.value(ring.subtract(y, x)) == ((b - a) % n + n) % n)
            #expect(ring.value(ring.residue(UInt64(12345))) == BigInt(12345) % n)
            var power = ring.one
            let e = generator.next() % 300
            for _ in 0..<e { power = ring.multiply(power, x) }
            #expect(ring.value(power) == a.power(BigInt(e), modulo: n), "seed 24: \(a)^\(e) mod \(n)")
            let g = BigInt.gcd(a, n)
            #expect(ring.gcdWithModulus(x) == g)
        }
    }

    @Test("every ring's inverse: a·a⁻¹ is 1, and none for a shared factor (seed 26)")
    func ringInverses() {
        var generator = SplitMix64(seed: 26)
        func check<Ring: ResidueRing>(_ ring: Ring, _ values: [UInt64], _ sharing: UInt64)
        where Ring.Residue: Equatable {
            for value in values {
                let a = ring.residue(value)
                if let inverse = ring.inverse(a) { #expect(ring.multiply(a, inverse) == ring.one, "seed 26: \(value)") }
            }
            #expect(ring.inverse(ring.residue(sharing)) == nil, "a multiple of a factor has no inverse")
        }
        for _ in 0..<200 {
            // Products of two primes, so that the values are units except for multiples of p or q.
            let p = BigInt(generator.next() >> 34 | 1 << 20).nextPrime()
            let q = BigInt(generator.next() >> 2 | 1 << 60).nextPrime()
            let values = (0..<5).map { _ in generator.next() >> 1 | 1 }
            let small = p * BigInt(generator.next() >> 40 | 1 << 10).nextPrime()
            check(Montgomery64(small.exactUInt64!), values, p.exactUInt64!)
            check(Montgomery128((p * q).exactUInt128!), values, p.exactUInt64!)
            let wide = p * q * q * q  // about 220 bits
            check(Montgomery256(wide), values, p.exactUInt64!)
            check(BigResidueRing(wide * q * q), values, p.exactUInt64!)
        }
    }

    @Test(
        "ECM's stage 1, one ladder over the product of the prime powers from (x : 1), equals one ladder per power, in both lanes of a pair of curves (seed 27)"
    )
    func stageOneLadder() {
        var generator = SplitMix64(seed: 27)
        for trial in 0..<40 {
            // A prime modulus: the curve's points form a group, and kP is one projective point.
            let n = (BigInt(generator.next() | 1 << 63) * BigInt(generator.next() >> 1)).nextPrime()
            let ring = Montgomery128(n.exactUInt128!)
            let b1: UInt64 = trial % 2 == 0 ? 50 : 400
            let primes = (2...b1).filter { p in (2..<p).allSatisfy { p % $0 != 0 } }.map { UInt32($0) }
            let method = EllipticCurveMethod(ring: ring, b1: b1, b2: b1, primes: primes)
            let lanes = RingPair(ring: ring)
            let curve = MontgomeryCurve(
                arithmetic: lanes, a24: Pair(ring.residue(generator.next()), ring.residue(generator.next())))
            let x = Pair(ring.residue(generator.next()), ring.residue(generator.next()))
            let fast = curve.multiply(start: x, by: method.plan.stageOneMultiplier)
            var slow: MontgomeryCurve<RingPair<Montgomery128>>.Point = (x, lanes.one)
            for p in primes {
                var power = UInt64(p)
                while power <= b1 / UInt64(p) { power *= UInt64(p) }
                slow = curve.multiply(slow, by: power)
            }
            let left = lanes.multiply(fast.x, slow.z)
            let right = lanes.multiply(slow.x, fast.z)
            #expect(
                ring.value(left.first) == ring.value(right.first), "seed 27, trial \(trial): X/Z differ (first lane)")
            #expect(
                ring.value(left.second) == ring.value(right.second), "seed 27, trial \(trial): X/Z differ (second lane)"
            )
            #expect(ring.value(fast.z.first) != 0 && ring.value(fast.z.second) != 0)
        }
    }

    @Test("the 256-bit product the 128-bit ring is built on agrees with GMP (seed 23)")
    func fullProduct() {
        var generator = SplitMix64(seed: 23)
        for _ in 0..<2000 {
            let a = UInt128(generator.next()) << 64 | UInt128(generator.next())
            let b = UInt128(generator.next()) << 64 | UInt128(generator.next())
            let (high, low) = a.multipliedFullWidth(by: b)
            #expect((BigInt(high) << 128) + BigInt(low) == BigInt(a) * BigInt(b))
        }
        let (high, low) = UInt128.max.multipliedFullWidth(by: .max)
        #expect(high == .max - 1 && low == 1)
    }

    @Test("perfect powers: the largest exponent, and none for non-powers")
    func perfectPowers() {
        #expect(PerfectPower.decompose(BigInt(6).power(12))! == (6, 12))
        #expect(PerfectPower.decompose(BigInt(2).power(64))! == (2, 64))
        #expect(PerfectPower.decompose(BigInt(3).power(35))! == (3, 35))
        let p = BigInt(2).power(89) - 1
        #expect(PerfectPower.decompose(p.power(7))! == (p, 7))
        #expect(PerfectPower.decompose(BigInt(12).power(2) * 2) == nil)
        #expect(PerfectPower.decompose(p) == nil)
        #expect(PerfectPower.decompose(1) == nil)
    }

    @Test("perfect powers of words agree with GMP's exact roots, at the edges of 2^64 too (seed 28)")
    func perfectPowersOfWords() {
        #expect(PerfectPower.decompose(word: 3_486_784_401)! == (3, 20))
        #expect(PerfectPower.decompose(word: 1 << 63)! == (2, 63))
        // The square of the largest prime below 2^32.
        #expect(PerfectPower.decompose(word: 4_294_967_291 * 4_294_967_291)! == (4_294_967_291, 2))
        #expect(PerfectPower.decompose(word: UInt64.max) == nil)
        #expect(PerfectPower.decompose(word: 4_294_967_295 * 4_294_967_295 + 1) == nil)
        var generator = SplitMix64(seed: 28)
        for trial in 0..<4000 {
            var n: UInt64
            if trial % 2 == 0 {
                // r^k for a random k and r below the k-th root of 2^64, plus or minus a little.
                let k = Int(generator.next() % 40) + 2
                let top = UInt64(pow(18_446_744_073_709_551_615.0, 1 / Double(k)))
                let r = 2 + generator.next() % max(1, top - 1)
                n = (0..<k).reduce(UInt64(1)) { product, _ in product.multipliedReportingOverflow(by: r).partialValue }
                n = n &+ [0, 0, 1, UInt64.max][trial / 2 % 4]
            } else {
                n = generator.next() >> (generator.next() % 60)
            }
            guard n > 3 else { continue }
            let expected = PerfectPower.decompose(BigInt(n)).map { ($0.base.exactUInt64!, $0.exponent) }
            let got = PerfectPower.decompose(word: n)
            #expect(got?.base == expected?.0 && got?.exponent == expected?.1, "seed 28: \(n)")
        }
    }

    @Test("trial division returns the primes below the bound with their exponents")
    func trialDivision() {
        var n = BigInt(2).power(10) * BigInt(3) * BigInt(65521).power(3) * BigInt(1_000_003)
        let found = TrialDivision.divide(&n, bound: 65_535)
        #expect(found.map(\.prime) == [2, 3, 65521] && found.map(\.exponent) == [10, 1, 3])
        #expect(n == 1_000_003)
        var word = BigInt(999_983) * 999_983
        #expect(TrialDivision.divide(&word, bound: 1_000_000).map(\.prime) == [999_983])
        #expect(word == 1)
    }

    @Test("trial division of words (the product test with p⁻¹) agrees with division by every odd p (seed 25)")
    func trialDivisionOfWords() {
        var generator = SplitMix64(seed: 25)
        let odd = TrialDivision.smallPrimes
        for trial in 0..<3000 {
            // Small primes with exponents, times a random cofactor, below 2^64.
            var value: UInt64 = 1
            for _ in 0..<Int(generator.next() % 6) {
                let p = odd[Int(generator.next() % UInt64(trial % 2 == 0 ? 40 : odd.count))]
                if value.multipliedReportingOverflow(by: p).overflow { break }
                value *= p
            }
            let rest = generator.next() >> (generator.next() % 64)
            if !value.multipliedReportingOverflow(by: max(rest, 1)).overflow { value *= max(rest, 1) }
            let bound: UInt64 = trial % 3 == 0 ? 1000 : 65_535
            let firstOnly = trial % 5 == 0
            // The oracle: the odd primes up to the bound, by hardware division, until p² > n.
            var expected: [(prime: UInt64, exponent: Int)] = []
            var remaining = value
            var twos = 0
            while remaining % 2 == 0 && remaining > 0 {
                remaining /= 2
                twos += 1
            }
            if twos > 0 { expected.append((2, twos)) }
            if !(firstOnly && twos > 0) {
                for p in odd where p <= bound && p * p <= remaining {
                    var exponent = 0
                    while remaining % p == 0 {
                        remaining /= p
                        exponent += 1
                    }
                    if exponent > 0 {
                        expected.append((p, exponent))
                        if firstOnly { break }
                    }
                }
            }
            var n = BigInt(value)
            let found = TrialDivision.divide(&n, bound: bound, firstOnly: firstOnly)
            #expect(found.map(\.prime) == expected.map(\.prime), "seed 25, trial \(trial): \(value)")
            #expect(found.map(\.exponent) == expected.map(\.exponent), "seed 25, trial \(trial): \(value)")
            #expect(n == BigInt(remaining), "seed 25, trial \(trial): \(value)")
        }
    }

    @Test("trial division from 2^64 to 2^128 (the product test with p⁻¹ mod 2^128) agrees with GMP (seed 56)")
    func trialDivisionOfWideWords() {
        var generator = SplitMix64(seed: 56)
        let odd = TrialDivision.smallPrimes
        for trial in 0..<600 {
            // Small primes with exponents times a random cofactor of 65 to 128 bits in all.
            var value = BigInt(1)
            for _ in 0..<Int(generator.next() % 8) {
                value = value * BigInt(odd[Int(generator.next() % UInt64(trial % 2 == 0 ? 40 : odd.count))])
            }
            let bits = 65 + Int(generator.next() % 64)
            var rest = BigInt(UInt128(generator.next()) << 64 | UInt128(generator.next())) >> (128 - bits)
            if rest.isZero { rest = BigInt(1) }
            value = value * rest
            if value.bitWidth > 128 || value.exactUInt64 != nil { continue }
            let firstOnly = trial % 5 == 0
            // The oracle: GMP's n mod p for the odd primes below 2^16, until p² > n once n < 2^64.
            var expected: [(prime: UInt64, exponent: Int)] = []
            var remaining = value
            var twos = 0
            while !remaining.isOdd {
                remaining = remaining >> 1
                twos += 1
            }
            if twos > 0 { expected.append((2, twos)) }
            if !(firstOnly && twos > 0) {
                for p in odd {
                    if let word = remaining.exactUInt64, p * p > word { break }
                    var exponent = 0
                    while remaining.remainder(dividingBy: p) == 0 {
                        remaining = remaining.dividedExactly(by: p)
                        exponent += 1
                    }
                    if exponent > 0 {
                        expected.append((p, exponent))
                        if firstOnly { break }
                    }
                }
            }
            var n = value
            let found = TrialDivision.divide(&n, bound: 65_535, firstOnly: firstOnly)
            #expect(found.map(\.prime) == expected.map(\.prime), "seed 56, trial \(trial): \(value)")
            #expect(found.map(\.exponent) == expected.map(\.exponent), "seed 56, trial \(trial): \(value)")
            #expect(n == remaining, "seed 56, trial \(trial): \(value)")
        }
    }
}
