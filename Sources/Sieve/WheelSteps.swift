/// A sieving prime of ``WheelSieve``'s small, medium and sparse tiers: where its next multiple
/// is and where the wheel stands.
struct WheelSievingPrime {
    /// The next multiple's byte, relative to the current segment.
    var index: Int
    /// p / 30.
    var quotient: UInt32
    /// The wheel bit of p mod 30.
    var residue: UInt8
    /// The wheel bit of the multiplier q mod 30 for the next multiple p·q.
    var wheel: UInt8
}

/// The mod-30 wheel's single-multiple loops, with which every tier of ``WheelSieve`` crosses off.
enum WheelSteps {
    /// Clears single multiples of p = 30a + r (row = 8·index of r) from byte i, multiplier at wheel
    /// position w, while i < count; returns the next multiple's byte and wheel position.
    /// `steps` is ``WheelTables/steps``, passed in so that callers load it once, outside their loops.
    @inline(__always)
    static func clear(
        _ segment: UnsafeMutablePointer<UInt8>, _ steps: UnsafeMutablePointer<UInt32>, from start: Int, wheel: Int,
        quotient a: Int, row: Int, before count: Int
    ) -> (Int, Int) {
        var i = start
        var w = wheel
        while i < count {
            let step = steps[row &+ w]
            segment[i] &= UInt8(truncatingIfNeeded: step)
            i &+= a &* Int(truncatingIfNeeded: step >> 8 & 0xFF) &+ Int(truncatingIfNeeded: step >> 16 & 0xFF)
            w = (w &+ 1) & 7
        }
        return (i, w)
    }

    /// ``clear(_:_:from:wheel:quotient:row:before:)`` with the row and the wheel position in
    /// one step index (8π + w), which the step table advances: the bucket sieve's form. (Serving the
    /// small and sparse primes with this form too cost 9% more instructions at 10^9 by callgrind:
    /// 801e6 → 877e6; so both stay.)
    @inline(__always)
    static func clear(
        _ segment: UnsafeMutablePointer<UInt8>, _ steps: UnsafeMutablePointer<UInt32>, from start: Int,
        stepIndex: Int, quotient a: Int, before count: Int
    ) -> (Int, Int) {
        var i = start
        var x = stepIndex
        while i < count {
            let step = steps[x]
            segment[i] &= UInt8(truncatingIfNeeded: step)
            i &+= a &* Int(truncatingIfNeeded: step >> 8 & 0xFF) &+ Int(truncatingIfNeeded: step >> 16 & 0xFF)
            x = Int(truncatingIfNeeded: step >> 24)
        }
        return (i, x)
    }
}
