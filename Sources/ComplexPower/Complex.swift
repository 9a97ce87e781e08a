import AlgoSupport

/// A complex number with real and imaginary parts of a binary floating-point type.
///
/// Names follow swift-numerics' `Complex` (`real`, `imaginary`, `length`, `phase`,
/// `init(length:phase:)`, `.i`, `conjugate`, `exp`, `log`, `pow`) so that code moves between the
/// two. Transcendental functions are evaluated in `Double` and rounded to `RealType`, which serves
/// `Double` and `Float` (the types this module promises) without a protocol of elementary functions.
///
///     let z = Complex<Double>.i
///     z.phase                  // π/2
///     Complex.pow(z, z)        // (0.2078795763507619, 0.0): the principal value of i^i
public struct Complex<RealType: BinaryFloatingPoint & Sendable>: Equatable, Hashable, Sendable {
    public var real: RealType
    public var imaginary: RealType

    @inlinable
    public init(_ real: RealType, _ imaginary: RealType = 0) {
        self.real = real
        self.imaginary = imaginary
    }

    public static var i: Complex { Complex(0, 1) }
    public static var zero: Complex { Complex(0, 0) }
    public static var one: Complex { Complex(1, 0) }

    public var conjugate: Complex { Complex(real, -imaginary) }

    /// |z|, without overflow or underflow in the squares.
    public var length: RealType { RealType(LibM.hypot(Double(real), Double(imaginary))) }

    /// arg z by `atan2`, in [−π, π]: −π exactly for a negative real with imaginary part −0, which
    /// puts the two sides of the branch cut on the negative real axis apart (as C99 `carg` does).
    public var phase: RealType { RealType(LibM.atan2(Double(imaginary), Double(real))) }

    /// length·(cos phase + i sin phase).
    public init(length: RealType, phase: RealType) {
        let l = Double(length)
        let p = Double(phase)
        self.init(RealType(l * LibM.cos(p)), RealType(l * LibM.sin(p)))
    }

    /// Equality as in swift-numerics: finite values compare by their parts (so +0 == −0), and
    /// every non-finite value (any infinite or NaN part) is the one point at infinity of the
    /// Riemann sphere, equal to every other, so `==` is an equivalence relation and a NaN result
    /// can be found in a `Set`. Code that must tell NaN from ∞ asks ``isNaN``.
    public static func == (a: Complex, b: Complex) -> Bool {
        if a.isFinite && b.isFinite { return a.real == b.real && a.imaginary == b.imaginary }
        return !a.isFinite && !b.isFinite
    }

    /// Consistent with ``==(_:_:)``: the zeros hash alike (as `Double`'s do), and every
    /// non-finite value hashes as one.
    public func hash(into hasher: inout Hasher) {
        if isFinite {
            hasher.combine(real)
            hasher.combine(imaginary)
        } else {
            hasher.combine(RealType.infinity)
        }
    }

    public var isFinite: Bool { real.isFinite && imaginary.isFinite }
    public var isNaN: Bool { real.isNaN || imaginary.isNaN }
    public var isInfinite: Bool { real.isInfinite || imaginary.isInfinite }
    public var isZero: Bool { real == 0 && imaginary == 0 }

    public static func + (a: Complex, b: Complex) -> Complex { Complex(a.real + b.real, a.imaginary + b.imaginary) }
    public static func - (a: Complex, b: Complex) -> Complex { Complex(a.real - b.real, a.imaginary - b.imaginary) }
    public static prefix func - (a: Complex) -> Complex { Complex(-a.real, -a.imaginary) }
    public static func * (a: Complex, b: Complex) -> Complex {
        Complex(a.real * b.real - a.imaginary * b.imaginary, a.real * b.imaginary + a.imaginary * b.real)
    }

    /// Division by scaling (Smith's algorithm), so that neither overflows early.
    public static func / (a: Complex, b: Complex) -> Complex {
        if abs(b.real) >= abs(b.imaginary) {
            let r = b.imaginary / b.real
            let d = b.real + b.imaginary * r
            return Complex((a.real + a.imaginary * r) / d, (a.imaginary - a.real * r) / d)
        }
        let r = b.real / b.imaginary
        let d = b.real * r + b.imaginary
        return Complex((a.real * r + a.imaginary) / d, (a.imaginary * r - a.real) / d)
    }

    /// e^z.
    public static func exp(_ z: Complex) -> Complex {
        let m = LibM.exp(Double(z.real))
        let t = Double(z.imaginary)
        return Complex(RealType(m * LibM.cos(t)), RealType(m * LibM.sin(t)))
    }

    /// The principal logarithm ln|z| + i·arg z; log 0 = −∞ + 0i.
    public static func log(_ z: Complex) -> Complex { log(z, branch: 0) }

    /// The logarithm on branch k: ln|z| + i(arg z + 2πk).
    ///
    ///     Complex.log(Complex<Double>(-1, 0), branch: 1)   // (0, 3π)
    ///
    /// - Complexity: O(1).
    public static func log(_ z: Complex, branch k: Int) -> Complex {
        let (l, theta) = PowerKernel.logParts(Double(z.real), Double(z.imaginary))
        return Complex(
            RealType(l), RealType(theta + PowerKernel.twoPi.hi * Double(k) + PowerKernel.twoPi.lo * Double(k)))
    }

    /// The principal value of z^w, exp(w·log z), with the conventions of ``pow(_:_:branch:)``.
    @inlinable
    public static func pow(_ z: Complex, _ w: Complex) -> Complex { pow(z, w, branch: 0) }

    /// z^w on branch k: exp(w · (ln|z| + i(arg z + 2πk))).
    ///
    ///     Complex.pow(.i, .i, branch: -1)   // (111.31777848985622, 0.0) = e^(3π/2)
    ///
    /// Accurate at large k: the phase w·2πk is reduced modulo 2π with an exact product and 2π in
    /// double-double, and the modulus exponent is carried in double-double (`PowerKernel`).
    /// Special cases (see Guides/ComplexPower.md): z^0 = 1 for every z (NaN too, as IEEE `pow`);
    /// 0^w = 0 when Re w > 0, ∞ when Re w < 0, NaN when Re w = 0 ≠ w; NaN in gives NaN out.
    ///
    /// - Complexity: O(1).
    @inlinable
    public static func pow(_ z: Complex, _ w: Complex, branch k: Int) -> Complex {
        let (re, im) = PowerKernel.power(
            Double(z.real), Double(z.imaginary), Double(w.real), Double(w.imaginary), branch: k)
        return Complex(RealType(re), RealType(im))
    }
}

extension Complex: CustomStringConvertible {
    public var description: String { "(\(real), \(imaginary))" }
}
