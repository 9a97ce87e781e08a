/// Ladder step 2: odd numbers only, one byte each, the hot loop over an unsafe buffer.
///
/// Index i stands for 2i + 1. Halving the memory and skipping the even multiples (the stride is
/// 2p) makes it about twice as fast as step 1, and the unsafe buffer drops the bounds checks.
///
///     oddSieveCount(upTo: 100)   // 25
///
/// - Parameter n: the bound, ≥ 0 (it allocates n/2 bytes).
/// - Returns: π(n).
/// - Complexity: O(*n* log log *n*) time, *n*/2 bytes of memory.
public func oddSieveCount(upTo n: Int) -> Int {
    precondition(n >= 0, "n must be non-negative")
    if n < 2 { return 0 }
    let size = (n - 1) / 2 + 1  // indices 0...(n-1)/2 stand for 1, 3, …, the largest odd ≤ n
    var flags = [UInt8](repeating: 1, count: size)
    return flags.withUnsafeMutableBufferPointer { flags in
        flags[0] = 0  // 1 is not prime
        var i = 1
        while true {
            let p = 2 &* i &+ 1
            if p > n / p { break }
            if flags[i] != 0 {
                var j = (p &* p) / 2
                while j < size {
                    flags[j] = 0
                    j &+= p
                }
            }
            i &+= 1
        }
        var count = 1  // the prime 2
        for flag in flags { count &+= Int(flag) }
        return count
    }
}
