import AlgoSupport
import Primality

/// A narrow window high up: sieve with the primes up to a bound *B* below √high, then test what
/// is left by the Baillie–PSW test.
///
/// A sieve over [low, high] first generates and places every prime up to √high: the 50.8 million
/// primes below 10^9 that a window at 10^18 needs, whatever its width. For a window of a thousand
/// numbers that is all of the time, for primesieve too. Sieving with the primes up to *B* leaves a fraction e^−γ / ln *B* of the numbers
/// (Mertens' third theorem), and each of those that is composite fails the test's first part, a
/// strong probable-prime test to base 2; the primes pass it and the strong Lucas test too.
/// ``WheelSieve/sievingLimit(low:high:)`` picks the *B* whose estimated cost is least, and keeps
/// the whole sieve unless the tests cost less than half of it.
extension WheelSieve {
    /// Nanoseconds to generate one sieving prime and place its first multiple, high up
    /// (Guides/Measurements/Sieve.md, "WheelSieve+Survivors: the cost model").
    static let placementNanoseconds = 6.0
    /// Nanoseconds of the strong probable-prime test to base 2 (a modular power) near 2^60.
    static let baseTwoNanoseconds = 250.0
    /// Nanoseconds of the strong Lucas test near 2^60, which only the primes reach.
    static let lucasNanoseconds = 520.0

    /// The largest sieving prime for [low, high]: √high, or less when testing the numbers a smaller
    /// bound leaves costs less than half of placing the primes up to √high.
    ///
    /// - Complexity: O(log √high).
    static func sievingLimit(low: UInt64, high: UInt64) -> UInt64 {
        let root = integerSquareRoot(high)
        guard root >= 1 << 16 else { return root }
        let width = Double(high - low) + 1
        let primesInWindow = width / log(Double(high))
        func placements(_ bound: Double) -> Double { bound / log(bound) * placementNanoseconds }
        var best = root
        var bestCost = placements(Double(root)) / 2  // half of the whole sieve's
        var bound: UInt64 = 1 << 12
        while bound < root {
            // Base 2 for each number left, the Lucas test for each prime among them.
            let survivors = max(width * 0.5615 / log(Double(bound)), primesInWindow)
            let tests = survivors * baseTwoNanoseconds + primesInWindow * lucasNanoseconds
            let cost = placements(Double(bound)) + tests
            if cost < bestCost {
                best = bound
                bestCost = cost
            }
            bound <<= 1
        }
        return best
    }

    /// Clears the bits of the composites among bytes 0..<count of a segment whose first byte
    /// stands for 30·`firstByte`: numbers no sieving prime up to `limit` divides, so a number
    /// above limit² is tested (its bit stays set exactly when it is prime) and one below is prime.
    ///
    /// - Complexity: O(survivors · log high) modular multiplications.
    static func clearComposites(
        _ segment: UnsafeMutablePointer<UInt8>, count: Int, firstByte: UInt64, limit: UInt64
    ) {
        let bitValues = WheelTables.shared.bitValues
        let limitSquared = limit * limit
        var offset = 0
        while offset < count {
            let word = UnsafeMutableRawPointer(segment + offset)
            var bits = word.loadUnaligned(as: UInt64.self)
            var composites: UInt64 = 0
            let wordNumber = (firstByte &+ UInt64(offset)) &* 30
            while bits != 0 {
                let bit = bits.trailingZeroBitCount
                let n = wordNumber &+ bitValues[bit]
                if n > limitSquared && !BailliePSW.passes(n) { composites |= 1 << UInt64(bit) }
                bits &= bits &- 1
            }
            if composites != 0 {
                word.storeBytes(of: word.loadUnaligned(as: UInt64.self) & ~composites, as: UInt64.self)
            }
            offset &+= 8
        }
    }
}
