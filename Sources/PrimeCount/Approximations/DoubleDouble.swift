/// An unevaluated sum hi + lo of two Doubles (about 106 bits), for the series of Li and R: their
/// terms are rounded once per step, so in plain Doubles the error would grow with the number
/// of terms. Knuth's TwoSum and the FMA's exact product error.
struct DoubleDouble {
    var hi: Double
    var lo: Double

    init(_ hi: Double, _ lo: Double = 0) {
        self.hi = hi
        self.lo = lo
    }

    /// The Double nearest the value.
    var value: Double { hi + lo }

    static func + (a: DoubleDouble, b: DoubleDouble) -> DoubleDouble {
        let sum = a.hi + b.hi
        let virtual = sum - a.hi
        let error = (a.hi - (sum - virtual)) + (b.hi - virtual)
        return normalised(sum, error + a.lo + b.lo)
    }

    static func * (a: DoubleDouble, b: DoubleDouble) -> DoubleDouble {
        let product = a.hi * b.hi
        let error = (-product).addingProduct(a.hi, b.hi)  // fma(a.hi, b.hi, −product), exact
        return normalised(product, error + (a.hi * b.lo + a.lo * b.hi))
    }

    /// Division by a Double: the quotient's remainder a − q·b is exact by FMA.
    static func / (a: DoubleDouble, b: Double) -> DoubleDouble {
        let quotient = a.hi / b
        let rest = a.hi.addingProduct(-quotient, b) + a.lo
        return normalised(quotient, rest / b)
    }

    private static func normalised(_ hi: Double, _ lo: Double) -> DoubleDouble {
        let sum = hi + lo
        return DoubleDouble(sum, lo - (sum - hi))
    }
}
