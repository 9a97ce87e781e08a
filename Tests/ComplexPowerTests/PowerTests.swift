import AlgoSupport
import Testing
import _TestSupport

@testable import ComplexPower

#if canImport(Glibc)
    import Glibc
#endif

@Suite struct PowerTests {
    typealias C = Complex<Double>

    static func close(_ a: C, _ b: C, _ tolerance: Double) -> Bool {
        let scale = max(a.length, b.length, 1e-300)
        return (a - b).length <= tolerance * scale
    }

    @Test("z^(a+b) = z^a · z^b on matching branches, seeded")
    func sumIdentity() {
        var generator = SplitMix64(seed: 17)
        func r(_ range: ClosedRange<Double>) -> Double { Double.random(in: range, using: &generator) }
        for _ in 0..<2000 {
            let z = C(r(-4...4), r(-4...4))
            let a = C(r(-2...2), r(-0.5...0.5))
            let b = C(r(-2...2), r(-0.5...0.5))
            let k = Int.random(in: -50...50, using: &generator)
            let lhs = C.pow(z, a + b, branch: k)
            let rhs = C.pow(z, a, branch: k) * C.pow(z, b, branch: k)
            #expect(Self.close(lhs, rhs, 1e-11), "seed 17: z \(z), a \(a), b \(b), k \(k)")
        }
    }

    @Test("|z^w| = |z|^Re w · e^(−Im w (arg z + 2πk)), seeded, k up to 10^6")
    func modulusIdentity() {
        var generator = SplitMix64(seed: 18)
        func r(_ range: ClosedRange<Double>) -> Double { Double.random(in: range, using: &generator) }
        for _ in 0..<2000 {
            let z = C(r(-4...4), r(-4...4))
            let w = C(r(-3...3), r(-1e-6...1e-6))
            let k = Int.random(in: -1_000_000...1_000_000, using: &generator)
            let expected = pow(z.length, w.real) * exp(-w.imaginary * (z.phase + 2 * Double.pi * Double(k)))
            let got = C.pow(z, w, branch: k).length
            #expect(abs(got - expected) <= 1e-9 * expected, "seed 18: z \(z), w \(w), k \(k)")
        }
    }

    @Test("value sets: one, none, q in lowest terms, dense circle, ray, spiral")
    func valueSets() {
        func set(_ z: String, _ w: String) -> PowerValueSet {
            PowerValueSet(base: ComplexLiteral(z)!, exponent: ComplexLiteral(w)!)
        }
        #expect(set("2", "3") == .single)
        #expect(set("-8", "1/3") == .finite(count: 3))
        #expect(set("-8", "2/6") == .finite(count: 3))
        #expect(set("3", "0.1") == .finite(count: 10))
        #expect(set("3", "-2.5") == .finite(count: 2))
        #expect(set("i", "i") == .ray)
        #expect(set("1+i", "1+i") == .spiral)
        #expect(set("0", "1/3") == .single && set("5", "0") == .single && set("0", "0") == .single)
        // 0^w for Re w ≤ 0 ≠ w: |0^w| = 1/0 or a phase with no limit (no value, as C's cpow's inf/nan).
        #expect(set("0", "-1") == .undefined && set("0", "i") == .undefined && set("0", "-0.5+3i") == .undefined)
        if case .denseCircle(let radius) = set("2", "pi") {
            #expect(abs(radius - pow(2, Double.pi)) < 1e-12)
        } else {
            Issue.record("2^pi should be a dense circle")
        }
        #expect(set("2", "pi").allBranches == nil && set("-8", "1/3").allBranches == 0...2)
        // Every value of i^i is a positive real.
        for k in -5...5 {
            let v = C.pow(.i, .i, branch: k)
            #expect(v.real > 0 && v.imaginary == 0)
        }
        // The three values of (−8)^(1/3) are distinct and each cubes to −8.
        let roots = (0...2).map { C.pow(C(-8), numerator: 1, denominator: 3, branch: $0) }
        for root in roots { #expect(Self.close(root * root * root, C(-8), 1e-15)) }
        #expect(Set(roots.map { ($0.real * 1e6).rounded() }).count == 2 && roots[1].real < 0)
    }

    @Test("special cases: 0^w, z^0, negative reals, signed zeros, infinities, NaN")
    func specialCases() {
        #expect(C.pow(.zero, C(2)) == .zero)
        #expect(C.pow(.zero, C(-1)).real == .infinity)
        #expect(C.pow(.zero, C(0, 1)).isNaN)
        #expect(C.pow(.zero, .zero) == .one)
        #expect(C.pow(C(.nan, 0), .zero) == .one)
        #expect(C.pow(C(.infinity, 0), .zero) == .one)
        // The principal cube root of −8 is 1 + √3 i, not −2.
        let root = C.pow(C(-8), numerator: 1, denominator: 3, branch: 0)
        #expect(abs(root.real - 1) < 1e-15 && abs(root.imaginary - 3.0.squareRoot()) < 1e-15)
        // Signed zero chooses the side of the cut: (−1 ± 0i)^(1/2) = ±i.
        let above = C.pow(C(-1, 0), numerator: 1, denominator: 2, branch: 0)
        let below = C.pow(C(-1, -0.0), numerator: 1, denominator: 2, branch: 0)
        #expect(abs(above.imaginary - 1) < 1e-16 && abs(below.imaginary + 1) < 1e-16)
        #expect(C(-1, -0.0).phase == -Double.pi && C(-1, 0).phase == Double.pi)
        #expect(C.pow(C(.infinity, 0), C(2)).real == .infinity)
        #expect(C.pow(C(.infinity, 0), C(-1)) == .zero)
        #expect(C.pow(C(.nan, 1), C(2)).isNaN && C.pow(C(2), C(.nan)).isNaN)
        #expect(C.log(C(-1), branch: 1).imaginary == 3 * Double.pi)
    }

    @Test("a real base to a rational power: exact where cos and sin of the phase are 0, ±½ or ±1")
    func exactRationalPhases() {
        // (−8)^(1/3): 1 + √3 i, −2 + 0i, 1 − √3 i, with √3 correctly rounded (IEEE square root).
        let roots = (0...2).map { C.pow(C(-8), numerator: 1, denominator: 3, branch: $0) }
        #expect(roots[0] == C(1, 3.0.squareRoot()))
        #expect(roots[1] == C(-2, 0) && roots[1].imaginary.sign == .plus)
        #expect(roots[2] == C(1, -(3.0.squareRoot())))
        // (−1 ± 0i)^(1/2) = ±i with a real part of exactly 0, on each side of the cut.
        #expect(C.pow(C(-1, 0), numerator: 1, denominator: 2, branch: 0) == C(0, 1))
        #expect(C.pow(C(-1, -0.0), numerator: 1, denominator: 2, branch: 0) == C(0, -1))
        // The fourth roots of 16 and the sixth roots of 64: the axes and ±½ components exactly.
        #expect(
            (0...3).map { C.pow(C(16), numerator: 1, denominator: 4, branch: $0) } == [C(2), C(0, 2), C(-2), C(0, -2)])
        let sixth = C.pow(C(64), numerator: 1, denominator: 6, branch: 1)  // 2·e^(iπ/3)
        #expect(sixth == C(1, 3.0.squareRoot()))
        // e^(iπ/4)·√2 ⋅ √2: the √2/2 components are correctly rounded, 0.5.squareRoot().
        let eighth = C.pow(C(-1), numerator: 1, denominator: 4, branch: 0)
        #expect(eighth == C(0.5.squareRoot(), 0.5.squareRoot()))
        // Angles that are not special keep the double-double path: (−8)^(1/5) cubes… fifth-powers back.
        let fifth = C.pow(C(-32), numerator: 1, denominator: 5, branch: 0)
        #expect(Self.close(fifth * fifth * fifth * fifth * fifth, C(-32), 1e-14))
    }

    @Test("a negative real base to a huge real power: θ = π is exact, not atan2's rounded π")
    func negativeRealBaseHugeExponent() {
        // (−1)^a = cos πa + i sin πa; references from mpmath's cospi/sinpi at the Double a. With
        // a·π rounded, 2^52 + 1 was off by 0.55 radians and 10^20 gave 0.919 − 0.394i.
        #expect(C.pow(C(-1), C(4_503_599_627_370_497)) == C(-1, 0))
        #expect(C.pow(C(-1), C(1e20)) == C(1, 0))
        #expect(C.pow(C(-1), C(1e20), branch: 5) == C(1, 0))
        let quarterTurn = C.pow(C(-1), C(1_000_000_000_000_000.5))  // cos = 0, sin = 1
        #expect(abs(quarterTurn.real) < 1e-30 && quarterTurn.imaginary == 1)
        // 123456789.125: (cos, sin) = (−0.92387953251128675613, −0.38268343236508977173); on branch
        // 3 the phase is 7πa: (0.92387953251128675613, −0.38268343236508977173).
        #expect(
            Self.close(C.pow(C(-1), C(123_456_789.125)), C(-0.923_879_532_511_286_8, -0.382_683_432_365_089_8), 4e-16))
        #expect(
            Self.close(
                C.pow(C(-1), C(123_456_789.125), branch: 3), C(0.923_879_532_511_286_8, -0.382_683_432_365_089_8), 4e-16
            ))
        // The side of the cut: −1 − 0i has θ = −π, so (−1 − 0i)^(10^15 + ½) = −i.
        #expect(C.pow(C(-1, -0.0), C(1_000_000_000_000_000.5)).imaginary == -1)
    }

    @Test("an imaginary base: θ = ±π/2 exactly, on the Double and the rational paths")
    func imaginaryBase() {
        // i^(10^20) = 1 (4 divides 10^20; it was −0.980 + 0.201i); (−i)^(2^52 + 1) = −i, since
        // 2^52 + 1 ≡ 1 (mod 4) (it was 0.272 − 0.962i on the rational path).
        #expect(C.pow(.i, C(1e20)) == C(1, 0))
        #expect(C.pow(C(0, -1), C(4_503_599_627_370_497)) == C(0, -1))
        #expect(C.pow(C(0, -1), numerator: 4_503_599_627_370_497, denominator: 1, branch: 0) == C(0, -1))
        // (2i)^3 = −8i exactly (the real part was −1.5e−15), and the cube roots of i:
        // e^(iπ/6), e^(i5π/6), e^(−iπ/2), the √3/2 components correctly rounded.
        #expect(C.pow(C(0, 2), numerator: 3, denominator: 1, branch: 0) == C(0, -8))
        #expect(
            (0...2).map { C.pow(.i, numerator: 1, denominator: 3, branch: $0) } == [
                C(3.0.squareRoot() / 2, 0.5), C(-(3.0.squareRoot() / 2), 0.5), C(0, -1),
            ])
        // A denominator past 2^62, where 4q overflows an Int: i^(3/(2^62 + 1)) on branches 0, 1, −1
        // is e^(iπn/(2q)) for n = 3, 15, −9; mpmath: sines 1.0218364740259663766e−18,
        // 5.1091823701298318829e−18, −3.0655094220778991297e−18, cosines 1 to 40 digits.
        let q = (1 << 62) + 1
        let sines = [1.021_836_474_025_966_4e-18, 5.109_182_370_129_831_9e-18, -3.065_509_422_077_899_1e-18]
        for (k, sine) in zip([0, 1, -1], sines) {
            let value = C.pow(.i, numerator: 3, denominator: q, branch: k)
            #expect(value.real == 1 && abs(value.imaginary - sine) <= 2e-16 * abs(sine), "k = \(k): \(value)")
        }
    }

    @Test("an overflowed modulus times an exact zero part is that zero, not NaN (C99's cexp(∞ + 0i))")
    func overflowWithZeroPart() {
        // 2^(10^300), (10^300)^2 and i^i on branch −200 (e^(399.5π)) are real: +∞ + 0i.
        for value in [
            C.pow(C(2), C(1e300)), C.pow(C(1e300), numerator: 2, denominator: 1, branch: 0),
            C.pow(C(1e300), C(2)), C.pow(.i, .i, branch: -200),
        ] {
            #expect(value.real == .infinity && value.imaginary == 0, "\(value)")
        }
        // (−2)^(10^20): 10^20 is even, so +∞ + 0i; the exponent's low part (ulp(6.9·10^19) = 2^13)
        // multiplied e^x once and made it −∞. (−2)^(2^63 − 1) is odd: −∞ + 0i.
        let even = C.pow(C(-2), C(1e20))
        #expect(even.real == .infinity && even.imaginary == 0)
        let odd = C.pow(C(-2), numerator: Int.max, denominator: 1, branch: 0)
        #expect(odd.real == -.infinity && odd.imaginary == 0)
        #expect(C.pow(C(-2), C(-1e20)) == .zero)
    }

    @Test("exactCosSinPi: special angles exact, others nil, huge numerators reduced exactly")
    func cosSinPi() {
        #expect(C.exactCosSinPi(0, 7)! == (1, 0))
        #expect(C.exactCosSinPi(7, 7)! == (-1, 0))
        #expect(C.exactCosSinPi(-3, 6)! == (0, -1))
        #expect(C.exactCosSinPi(2, 3)! == (-0.5, C.halfSqrt3))
        #expect(C.exactCosSinPi(-5, 6)! == (-C.halfSqrt3, -0.5))
        #expect(C.exactCosSinPi(1, 5) == nil)
        // a = 2·3·10^17 + 1 ≡ 1 (mod 6): the angle π/3, whatever the multiple of 2π before it.
        #expect(C.exactCosSinPi(600_000_000_000_000_001, 3)! == (0.5, C.halfSqrt3))
        #expect(C.exactCosSinPi(Int.min, 1)! == (1, 0))
        #expect(C.exactCosSinPi(1, Int.max) == nil)
        // The constants are the correctly rounded √3/2 and √2/2.
        #expect(C.halfSqrt3 == 3.0.squareRoot() / 2 && C.halfSqrt2 == 0.5.squareRoot())
    }

    @Test("equality as in swift-numerics: one point at infinity, signed zeros equal, hashes consistent")
    func equality() {
        let infinities = [C(.infinity, 0), C(0, -.infinity), C(.nan, 1), C(.nan, .nan), C(1, .nan)]
        for a in infinities {
            for b in infinities { #expect(a == b, "\(a) == \(b)") }
            #expect(a != C(1, 0) && a != .zero)
        }
        #expect(C(0.0, -0.0) == C(-0.0, 0.0) && C(1, 2) != C(1, -2))
        #expect(Set(infinities).count == 1)
        #expect(Set([C(0.0, 0.0), C(-0.0, -0.0), C(1, 1)]).count == 2)
        // A NaN result of pow is now found where it is expected, by ==.
        #expect(C.pow(.zero, C(0, 1)) == C(.nan, .nan))
    }

    @Test("Float: the same values to Float accuracy")
    func float() {
        let v = Complex<Float>.pow(.i, .i, branch: -1)
        #expect(abs(v.real - 111.317_78) < 1e-3 && v.imaginary == 0)
        #expect(Complex<Float>(length: 2, phase: .pi / 2).imaginary == 2)
    }

    static let literalCases: [(String, Double, Double)] = [
        ("2", 2.0, 0.0), ("-1.5", -1.5, 0), ("3e-2", 0.03, 0), ("i", 0, 1), ("-i", 0, -1), ("2i", 0, 2),
        ("1+2i", 1, 2), ("1-2.5e-3i", 1, -0.0025), ("1+i", 1, 1), ("-2/6", -1.0 / 3, 0), ("+3", 3, 0),
        ("1e+2-1e-2i", 100, -0.01),
    ]

    @Test("literals", arguments: literalCases)
    func literals(text: String, re: Double, im: Double) {
        let literal = ComplexLiteral(text)
        #expect(literal?.value == Complex(re, im), "\(text)")
    }

    @Test(
        "bad literals",
        arguments: ["", "x", "1+", "1++2i", "i2", "1/0", "1/x", "--1", "1e", "1.2.3", "ii", "nan", "inf", "pie"])
    func badLiterals(text: String) {
        #expect(ComplexLiteral(text) == nil, "\(text)")
    }

    @Test("exact rationals from decimals and fractions")
    func rationals() {
        #expect(ComplexLiteral("-2/6")!.rational! == (-1, 3))
        #expect(ComplexLiteral("1.5")!.rational! == (3, 2))
        #expect(ComplexLiteral("3e-2")!.rational! == (3, 100))
        #expect(ComplexLiteral("2/-4")!.rational! == (-1, 2))
        #expect(ComplexLiteral("1+2i")!.rational == nil && ComplexLiteral("pi")!.rational == nil)
        // An exponent of Int.min is no exact rational (and no trap: the fuzzer found abs(Int.min)).
        #expect(ComplexLiteral("0e-9223372036854775808")!.rational == nil)
        #expect(ComplexLiteral("2e-9223372036854775808")!.value.real == 0)
        // A denominator of Int.min: gcd 2^63 is no Int (the CI fuzz pass found the trap).
        #expect(ComplexLiteral("000/-00000009223372036854775808")!.rational! == (0, 1))
        #expect(ComplexLiteral("-9223372036854775808/-9223372036854775808")!.rational! == (1, 1))
        #expect(ComplexLiteral("2/-9223372036854775808")!.rational! == (-1, 4_611_686_018_427_387_904))
        #expect(ComplexLiteral("-9223372036854775808/-2")!.rational! == (4_611_686_018_427_387_904, 1))
        #expect(ComplexLiteral("001/-00000009223372036854775808") == nil)  // −(−2^63) is no Int
    }
}
