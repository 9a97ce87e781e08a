/// Conversions between BigInt and machine words, and the word-sized operations that factoring
/// needs without building a BigInt for the divisor.
extension BigInt {
    /// Any `UInt128` exactly, through its two 64-bit halves (no decimal round trip).
    public init(_ value: UInt128) {
        let high = UInt64(truncatingIfNeeded: value >> 64)
        let low = UInt64(truncatingIfNeeded: value)
        self = high == 0 ? BigInt(low) : (BigInt(high) << 64) + BigInt(low)
    }

    /// The value as a `UInt128`, or nil when it is negative or needs more than 128 bits.
    public var exactUInt128: UInt128? {
        guard !isNegative, bitWidth <= 128 else { return nil }
        if let low = exactUInt64 { return UInt128(low) }
        let high = UInt128((self >> 64).magnitudeLowWord)
        return high << 64 | UInt128(magnitudeLowWord)
    }

    /// Any `Int128` exactly, its magnitude through the `UInt128` initializer.
    public init(_ value: Int128) {
        let magnitude = BigInt(value.magnitude)
        self = value < 0 ? -magnitude : magnitude
    }

    /// The value as an `Int128`, or nil when it lies outside −2^127…2^127 − 1.
    public var exactInt128: Int128? {
        guard let magnitude = self.magnitude.exactUInt128 else { return nil }
        if isNegative { return magnitude <= UInt128(1) << 127 ? Int128(truncatingIfNeeded: 0 &- magnitude) : nil }
        return magnitude <= UInt128(Int128.max) ? Int128(magnitude) : nil
    }

    /// |self| mod `divisor`, without a BigInt divisor (GMP's `mpz_fdiv_ui`).
    ///
    ///     BigInt(10).power(30).remainder(dividingBy: 7)   // 1
    ///
    /// - Precondition: `divisor` > 0.
    /// - Complexity: O(n) in the limbs of self.
    public func remainder(dividingBy divisor: UInt64) -> UInt64 {
        precondition(divisor > 0, "remainder by zero")
        return UInt64(MPZ.remainder(storage, UInt(divisor)))
    }

    /// self / `divisor` when `divisor` divides self (GMP's `mpz_divexact_ui`; the result is
    /// meaningless otherwise).
    ///
    /// - Precondition: `divisor` > 0.
    /// - Complexity: O(n) in the limbs of self.
    public func dividedExactly(by divisor: UInt64) -> BigInt {
        precondition(divisor > 0, "division by zero")
        return Self.computing { MPZ.divideExactly($0, storage, UInt(divisor)) }
    }

    /// The k-th root, truncated toward zero, and whether it is exact.
    ///
    ///     BigInt(10).power(40).root(4)   // (10000000000, true)
    ///
    /// - Precondition: k ≥ 1, and self ≥ 0 when k is even.
    /// - Complexity: O(M(n)·log n) for n-bit self.
    public func root(_ k: Int) -> (root: BigInt, isExact: Bool) {
        precondition(k >= 1, "root of order < 1")
        precondition(!isNegative || k & 1 == 1, "even root of a negative BigInt")
        var exact = false
        let value = Self.computing { exact = MPZ.root($0, storage, UInt(k)) }
        return (value, exact)
    }

    /// Whether self = a^k for integers a and k ≥ 2 (GMP's `mpz_perfect_power_p`; 0 and 1 are).
    ///
    /// - Complexity: O(M(n)·log n) at worst.
    public var isPerfectPower: Bool { MPZ.isPerfectPower(storage) }
}
