import AlgoSupport
import Primality

/// What a primality test can say.
public enum Primality: String, Sendable {
    case prime
    /// A positive integer with a divisor other than 1 and itself: 4, 6, 8, 9, … (OEIS A002808).
    case composite
    /// Passed BPSW and Miller–Rabin rounds: no counterexample is known, none is proven impossible.
    case probablePrime = "probable-prime"
    /// 0, 1 and the negative integers, which are neither prime nor composite: the primes
    /// (A000040) and the composites (A002808) are the integers above 1.
    case neither

    /// Prime or probable prime.
    public var isPrime: Bool { self == .prime || self == .probablePrime }
}

extension BigInt {
    /// `self^exponent`.
    ///
    /// - Complexity: O(M(n·e)) for an n-bit base, M the multiplication cost.
    public func power(_ exponent: Int) -> BigInt {
        precondition(exponent >= 0, "negative exponent")
        return Self.computing { MPZ.power($0, storage, UInt(exponent)) }
    }

    /// `self^exponent mod modulus`, in [0, |modulus|).
    ///
    /// - Precondition: `exponent` ≥ 0 and `modulus` ≠ 0.
    /// - Complexity: O(k·M(n)) for a k-bit exponent and an n-bit modulus (GMP's `mpz_powm`, a
    ///   sliding window of Montgomery or REDC products).
    public func power(_ exponent: BigInt, modulo modulus: BigInt) -> BigInt {
        precondition(!exponent.isNegative, "negative exponent")
        precondition(!modulus.isZero, "BigInt modulo zero")
        return Self.computing { MPZ.powerModulo($0, storage, exponent.storage, modulus.storage) }
    }

    /// `self⁻¹ mod modulus`, in [0, |modulus|), or nil when gcd(self, modulus) ≠ 1.
    ///
    ///     BigInt(3).inverse(modulo: 10)   // 7
    ///     BigInt(4).inverse(modulo: 10)   // nil
    ///
    /// - Precondition: |modulus| > 1.
    /// - Complexity: one extended gcd (`mpz_invert`).
    public func inverse(modulo modulus: BigInt) -> BigInt? {
        precondition(modulus.magnitude > 1, "an inverse modulo 0 or ±1")
        var invertible = false
        let result = Self.computing { invertible = MPZ.invert($0, storage, modulus.storage) }
        return invertible ? result : nil
    }

    /// The greatest common divisor, ≥ 0.
    ///
    /// - Complexity: O(M(n)·log n) for n-bit operands (GMP's subquadratic half-gcd).
    public static func gcd(_ a: BigInt, _ b: BigInt) -> BigInt { computing { MPZ.gcd($0, a.storage, b.storage) } }

    /// The least common multiple, ≥ 0.
    ///
    /// - Complexity: one gcd and one exact division: O(M(n)·log n).
    public static func lcm(_ a: BigInt, _ b: BigInt) -> BigInt { computing { MPZ.lcm($0, a.storage, b.storage) } }

    /// ⌊√self⌋.
    ///
    /// - Precondition: self ≥ 0.
    /// - Complexity: O(M(n)) for an n-bit self (Zimmermann's Karatsuba square root in GMP).
    public func squareRoot() -> BigInt {
        precondition(!isNegative, "square root of a negative BigInt")
        return Self.computing { MPZ.squareRoot($0, storage) }
    }

    /// The smallest prime greater than self (GMP's `mpz_nextprime`, which is probabilistic above 2^64
    /// in the sense of ``isProbablePrime()``).
    ///
    /// - Complexity: about ln(self) candidates, most removed by a sieve by small primes; each
    ///   survivor costs a probable-prime test, O(n) multiplications of n-bit numbers.
    public func nextPrime() -> BigInt { Self.computing { MPZ.nextPrime($0, storage) } }

    /// The bound below which ``isProbablePrime()`` is exact: ψ13 = 3,317,044,064,679,887,385,961,981
    /// (about 3.3·10^24, or 2^81.46), the least composite that is a strong probable prime to each
    /// of the first thirteen prime bases 2, 3, 5, …, 41 (Sorenson and Webster, "Strong pseudoprimes
    /// to twelve prime bases", Math. Comp. 86 (2017); OEIS A014233).
    public static let provenPrimalityLimit = BigInt("3317044064679887385961981")!

    /// Primality: exact below ``provenPrimalityLimit``: below 2^64 by the Primality module's
    /// Baillie–PSW test, above it by Miller–Rabin with the first thirteen prime bases (GMP's
    /// `mpz_powm`); from there on, BPSW plus 24 Miller–Rabin rounds through GMP.
    ///
    ///     BigInt("18446744073709551629")!.isProbablePrime()      // .prime (2^64 + 13)
    ///     BigInt("318665857834031151167461")!.isProbablePrime()  // .composite (ψ12: base 41)
    ///
    /// - Complexity: O(log n) multiplications of n-bit numbers.
    public func isProbablePrime() -> Primality {
        if storage.compare(2) < 0 { return .neither }
        if storage.fitsUInt64 { return BailliePSW.isPrime(storage.uint64) ? .prime : .composite }
        if self < Self.provenPrimalityLimit {
            return passesMillerRabinToFirstThirteenPrimes() ? .prime : .composite
        }
        switch MPZ.probablePrime(storage, rounds: 24) {
        case 2: return .prime
        case 1: return .probablePrime
        default: return .composite
        }
    }

    /// Whether self (above 41; an even one is not) is a strong probable prime to each of 2, 3, 5,
    /// …, 41.
    ///
    /// - Complexity: 13 modular powers.
    private func passesMillerRabinToFirstThirteenPrimes() -> Bool {
        guard isOdd else { return false }
        let minusOne = self - 1
        var shift = 0
        while !(minusOne >> shift).isOdd { shift += 1 }
        let odd = minusOne >> shift
        bases: for base in [2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41] {
            var x = BigInt(base).power(odd, modulo: self)
            if x == 1 || x == minusOne { continue }
            for _ in 1..<shift {  // shift ≥ 1: self is odd and above 41
                x = x * x % self
                if x == minusOne { continue bases }
                if x == 1 { return false }
            }
            return false
        }
        return true
    }

    /// n!
    ///
    /// - Complexity: O(M(N)·log N) for the N ≈ n·log₂ n bits of n! (GMP's prime-swing product
    ///   trees).
    public static func factorial(_ n: Int) -> BigInt {
        precondition(n >= 0, "factorial of a negative number")
        return computing { MPZ.factorial($0, UInt(n)) }
    }

    /// C(n, k), with GMP's extension to negative n.
    ///
    /// - Complexity: O(M(N)·log k) for the N-bit result, by product trees.
    public static func binomial(_ n: BigInt, _ k: Int) -> BigInt {
        precondition(k >= 0, "negative k")
        return computing { MPZ.binomial($0, n.storage, UInt(k)) }
    }

    /// The n-th Fibonacci number (F₀ = 0, F₁ = 1).
    ///
    /// - Complexity: O(M(n)): log₂ n doubling steps whose sizes double up to F_n's 0.69·n bits.
    public static func fibonacci(_ n: Int) -> BigInt {
        precondition(n >= 0, "negative index")
        return computing { MPZ.fibonacci($0, UInt(n)) }
    }

    /// The product of the primes ≤ n.
    ///
    /// - Complexity: O(M(n)·log n) for the n·log₂ e ≈ 1.44·n bits of the product, by a product tree.
    public static func primorial(_ n: Int) -> BigInt {
        precondition(n >= 0, "negative n")
        return computing { MPZ.primorial($0, UInt(n)) }
    }

    /// The number of decimal digits of |self| (1 for 0).
    ///
    /// GMP's size estimate is exact or one too many; the top 64 bits decide which unless |self| is
    /// within a relative 1e-12 of a power of ten, when one exact comparison with that power does.
    ///
    /// - Complexity: O(1) usually; O(M(n)) near a power of ten.
    public var decimalDigitCount: Int {
        if isZero { return 1 }
        let estimate = storage.digitCount(radix: 10)
        let bits = bitWidth
        let shift = max(0, bits - 64)
        let top = (magnitude >> shift).exactUInt64!
        let log10Value = log10(Double(top)) + Double(shift) * log10(2.0)
        let fraction = log10Value - log10Value.rounded(.down)
        if fraction > 1e-12 && fraction < 1 - 1e-12 { return Int(log10Value.rounded(.down)) + 1 }
        return magnitude < BigInt(10).power(estimate - 1) ? estimate - 1 : estimate
    }
}

extension BigInt {
    /// The value as an `Int`, or nil when it does not fit.
    public var exactInt: Int? { storage.fitsInt ? storage.int : nil }

    /// The low 64 bits of |self| (GMP's lowest limb), for checksums.
    public var magnitudeLowWord: UInt64 { UInt64(storage.limb(0)) }

    /// The value as a `UInt64`, or nil when it is negative or too large.
    public var exactUInt64: UInt64? { storage.fitsUInt64 ? storage.uint64 : nil }

    /// The value as a `Double`, or nil unless it is exactly representable.
    public var exactDouble: Double? {
        let value = storage.double  // truncates toward zero
        guard value.isFinite, BigInt(exactly: value) == self else { return nil }
        return value
    }

    /// An integral, finite Double exactly; nil for fractions, ±∞ and NaN.
    public init?(exactly value: Double) {
        guard value.isFinite, value.rounded(.towardZero) == value else { return nil }
        let result = MPZ.make()
        result.set(value)
        storage = result
    }
}
