/// A sieving prime of `WheelSieve`'s small, medium and sparse tiers: where its next multiple
/// is and where the wheel stands.
///
/// 12 bytes, the index in 32 bits: the lists of the small and medium tiers are read whole for
/// every segment, and in a segment the size of L2 the lines they stream through it evict the
/// segment's own (Guides/Measurements/Sieve.md, "WheelSievingPrime: 12 bytes").
struct WheelSievingPrime {
    private var offset: Int32
    /// p / 30.
    var quotient: UInt32
    /// The wheel bit of p mod 30.
    var residue: UInt8
    /// The wheel bit of the multiplier q mod 30 for the next multiple p·q.
    var wheel: UInt8

    /// - Parameter index: below 2^31: at most a segment (2^26 bytes) and 7p / 30 ahead (p < 2^32).
    init(index: Int, quotient: UInt32, residue: UInt8, wheel: UInt8) {
        assert(Int32(exactly: index) != nil, "a sieving prime's index past 32 bits")
        self.offset = Int32(truncatingIfNeeded: index)
        self.quotient = quotient
        self.residue = residue
        self.wheel = wheel
    }

    /// The next multiple's byte, relative to the current segment.
    var index: Int {
        @inline(__always) get { Int(offset) }
        @inline(__always) set {
            assert(Int32(exactly: newValue) != nil, "a sieving prime's index past 32 bits")
            offset = Int32(truncatingIfNeeded: newValue)
        }
    }
}

/// The mod-30 wheel's single-multiple loops, with which every tier of `WheelSieve` crosses off.
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
            let step = Self.step(steps, row &+ w)
            segment[i] &= step.mask
            i &+= a &* step.gap &+ step.correction
            w = (w &+ 1) & 7
        }
        return (i, w)
    }

    /// One step of ``clear(_:_:from:wheel:quotient:row:before:)`` with the row and the wheel
    /// position in one step index (8π + w), which the step table advances: clears the multiple at
    /// byte i, with no check against the segment's end, and returns the next multiple's byte and
    /// step index. The bucket sieve's form, one multiple a visit as primesieve's EratBig. (The small
    /// and sparse primes keep the row and wheel form: a step-index loop cost them more instructions,
    /// Guides/Measurements/Sieve.md, "WheelSteps: the small primes' form".)
    @inline(__always)
    static func clearOne(
        _ segment: UnsafeMutablePointer<UInt8>, _ steps: UnsafeMutablePointer<UInt32>, at i: Int, stepIndex: Int,
        quotient a: Int
    ) -> (Int, Int) {
        let step = Self.step(steps, stepIndex)
        segment[i] &= step.mask
        return (i &+ a &* step.gap &+ step.correction, step.next)
    }

    /// ``WheelTables/steps``[`index`]'s four bytes (little-endian: mask, gap, correction, next),
    /// read one by one: a byte load each, where one word load needed shifts and masks to take it
    /// apart (more instructions per bucket visit, by callgrind).
    @inline(__always)
    static func step(
        _ steps: UnsafeMutablePointer<UInt32>, _ index: Int
    ) -> (mask: UInt8, gap: Int, correction: Int, next: Int) {
        let bytes = UnsafeRawPointer(steps + index)
        return (
            bytes.load(as: UInt8.self), Int(bytes.load(fromByteOffset: 1, as: UInt8.self)),
            Int(bytes.load(fromByteOffset: 2, as: UInt8.self)), Int(bytes.load(fromByteOffset: 3, as: UInt8.self))
        )
    }
}
