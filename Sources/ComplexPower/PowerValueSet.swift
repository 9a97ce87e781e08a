/// What the set of values of z^w looks like, over all branches k.
///
/// With z ≠ 0 and w = a + bi, the values are e^(w·(ln|z| + i(arg z + 2πk))):
/// - **one value** when w is an integer (every branch agrees), for w = 0 (z^0 = 1, 0^0 too), and
///   for z = 0 with Re w > 0 (0^w = 0);
/// - **no value** for z = 0 with Re w ≤ 0 ≠ w: |0^w| would be 1/0 for Re w < 0, and for Re w = 0
///   the phase b·ln|z| circles forever as z → 0 (C's cpow gives inf or nan there);
/// - **exactly q values** when w = p/q in lowest terms, on the circle of radius |z|^(p/q), at
///   k = 0…q−1 (2/6 gives 3, not 6);
/// - **infinitely many, dense on the circle** of radius |z|^a when w is real and irrational;
/// - **a ray** when a = 0 ≠ b: every value has argument b·ln|z| and modulus e^(−b(arg z + 2πk))
///   (every value of i^i is a positive real);
/// - **a logarithmic spiral** when a ≠ 0 ≠ b: every value has a different modulus.
public enum PowerValueSet: Equatable, Sendable, CustomStringConvertible {
    case single
    /// 0^w with Re w ≤ 0, w ≠ 0.
    case undefined
    case finite(count: Int)
    /// A rational exponent whose denominator does not fit in 64 bits: finite, but not listable.
    case finiteButHuge
    case denseCircle(radius: Double)
    case ray
    case spiral

    /// Classifies the values of `base`^`exponent`.
    public init(base: ComplexLiteral, exponent: ComplexLiteral) {
        let w = exponent.value
        if w.isZero {
            self = .single
        } else if base.value.isZero {
            self = w.real > 0 ? .single : .undefined
        } else if let (_, q) = exponent.rational {
            self = q == 1 ? .single : .finite(count: q)
        } else if exponent.constant != nil {
            self = .denseCircle(radius: PowerKernel.power(base.value.length, 0, w.real, 0, branch: 0).0)
        } else if w.imaginary == 0 {
            self = .finiteButHuge
        } else {
            self = w.real == 0 ? .ray : .spiral
        }
    }

    /// The branches that list the whole set, when it is finite.
    public var allBranches: ClosedRange<Int>? {
        switch self {
        case .single, .undefined: 0...0
        case .finite(let count): 0...(count - 1)
        default: nil
        }
    }

    public var description: String {
        switch self {
        case .single: "one value"
        case .undefined: "no value (0^w is undefined for Re w <= 0, w != 0)"
        case .finite(let count): "\(count) values"
        case .finiteButHuge: "finitely many values, more than 2^63"
        case .denseCircle(let radius): "infinitely many values, dense on the circle of radius \(radius)"
        case .ray: "infinitely many values on a ray from 0 (every value has the same argument)"
        case .spiral: "infinitely many values on a logarithmic spiral (every value a different modulus)"
        }
    }
}
