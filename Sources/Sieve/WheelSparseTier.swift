/// The sparse tier of `WheelSieve`: primes up to four segments' bytes, which hit a segment a
/// few times or not at all, crossed off one multiple at a time (an unrolled turn would not be
/// paid for, and a bucket costs an append per multiple).
struct WheelSparseTier {
    private(set) var primes: [WheelSievingPrime] = []

    /// - Complexity: amortised O(1).
    mutating func append(_ prime: WheelSievingPrime) { primes.append(prime) }

    /// Crosses off every prime's multiples in bytes 0..<count of the segment, then makes the
    /// indices relative to the next segment.
    ///
    /// - Complexity: O(count · Σ 1/p + primes).
    mutating func cross(_ segment: UnsafeMutablePointer<UInt8>, count: Int) {
        let steps = WheelTables.shared.steps
        primes.withUnsafeMutableBufferPointer { primes in
            for j in primes.indices {
                var i = primes[j].index
                if i < count {
                    let a = Int(primes[j].quotient)
                    let row = 8 &* Int(primes[j].residue)
                    var w = Int(primes[j].wheel)
                    (i, w) = WheelSteps.clear(segment, steps, from: i, wheel: w, quotient: a, row: row, before: count)
                    primes[j].wheel = UInt8(truncatingIfNeeded: w)
                }
                primes[j].index = i &- count
            }
        }
    }
}
