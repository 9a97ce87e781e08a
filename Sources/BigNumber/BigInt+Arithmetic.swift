extension BigInt: SignedNumeric {
    public typealias Magnitude = BigInt

    public init?<T: BinaryInteger>(exactly source: T) {
        self.init(source)
    }

    /// Any binary integer, exactly.
    public init<T: BinaryInteger>(_ source: T) {
        if let value = Int(exactly: source) {
            self.init(value)
        } else if let value = UInt64(exactly: source) {
            self.init(value)
        } else {
            self.init(String(source))!  // decimal digits always parse
        }
    }

    public var magnitude: BigInt { Self.computing { MPZ.absolute($0, storage) } }

    public static prefix func - (a: BigInt) -> BigInt { computing { MPZ.negate($0, a.storage) } }

    public mutating func negate() {
        makeUnique()
        MPZ.negate(storage, storage)
    }

    // + and − are O(n) for n-bit operands; × is O(M(n)), GMP's multiplication (schoolbook, Toom, then
    // FFT as n grows). The three allocating operators are inlinable: inlined into the caller they
    // save retains and releases (Guides/Measurements/BigNumber.md, "inlinable operators").
    @inlinable public static func + (a: BigInt, b: BigInt) -> BigInt { computing { MPZ.add($0, a.storage, b.storage) } }
    @inlinable public static func - (a: BigInt, b: BigInt) -> BigInt {
        computing { MPZ.subtract($0, a.storage, b.storage) }
    }
    @inlinable public static func * (a: BigInt, b: BigInt) -> BigInt {
        computing { MPZ.multiply($0, a.storage, b.storage) }
    }

    public static func += (a: inout BigInt, b: BigInt) {
        a.makeUnique()
        MPZ.add(a.storage, a.storage, b.storage)
    }

    public static func -= (a: inout BigInt, b: BigInt) {
        a.makeUnique()
        MPZ.subtract(a.storage, a.storage, b.storage)
    }

    public static func *= (a: inout BigInt, b: BigInt) {
        a.makeUnique()
        MPZ.multiply(a.storage, a.storage, b.storage)
    }
}

extension BigInt {
    /// The quotient, truncated toward zero like `Int`.
    ///
    /// - Precondition: `b` is not zero.
    /// - Complexity: O(M(n)) for an n-bit quotient and divisor (GMP's divide-and-conquer division).
    public static func / (a: BigInt, b: BigInt) -> BigInt {
        precondition(!b.isZero, "BigInt division by zero")
        return computing { MPZ.quotient($0, a.storage, b.storage) }
    }

    /// The remainder of truncating division: its sign follows `a`, like `Int`'s `%`.
    ///
    /// - Precondition: `b` is not zero.
    /// - Complexity: as `/`.
    public static func % (a: BigInt, b: BigInt) -> BigInt {
        precondition(!b.isZero, "BigInt division by zero")
        return computing { MPZ.remainder($0, a.storage, b.storage) }
    }

    public static func /= (a: inout BigInt, b: BigInt) { a = a / b }
    public static func %= (a: inout BigInt, b: BigInt) { a = a % b }

    /// Both at once, as `Int.quotientAndRemainder(dividingBy:)`.
    ///
    /// - Precondition: `divisor` is not zero.
    /// - Complexity: one division, as `/`.
    public func quotientAndRemainder(dividingBy divisor: BigInt) -> (quotient: BigInt, remainder: BigInt) {
        precondition(!divisor.isZero, "BigInt division by zero")
        let quotient = MPZ.make()
        let remainder = MPZ.make()
        MPZ.quotientAndRemainder(quotient, remainder, storage, divisor.storage)
        return (BigInt(storage: quotient), BigInt(storage: remainder))
    }

    // MARK: two's-complement bits

    /// `a · 2^n`; a negative `n` shifts right.
    public static func << (a: BigInt, n: Int) -> BigInt {
        n >= 0 ? computing { MPZ.shiftLeft($0, a.storage, n) } : a >> -n
    }

    /// `⌊a / 2^n⌋`, the arithmetic shift (−1 >> 1 is −1, as for `Int`); a negative `n` shifts left.
    public static func >> (a: BigInt, n: Int) -> BigInt {
        n >= 0 ? computing { MPZ.shiftRight($0, a.storage, n) } : a << -n
    }

    public static func <<= (a: inout BigInt, n: Int) { a = a << n }
    public static func >>= (a: inout BigInt, n: Int) { a = a >> n }

    public static func & (a: BigInt, b: BigInt) -> BigInt { computing { MPZ.and($0, a.storage, b.storage) } }
    public static func | (a: BigInt, b: BigInt) -> BigInt { computing { MPZ.or($0, a.storage, b.storage) } }
    public static func ^ (a: BigInt, b: BigInt) -> BigInt { computing { MPZ.xor($0, a.storage, b.storage) } }
    public static prefix func ~ (a: BigInt) -> BigInt { computing { MPZ.complement($0, a.storage) } }
}
