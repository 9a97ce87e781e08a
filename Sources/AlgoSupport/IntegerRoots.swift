/// ⌊√n⌋ for every UInt64, exact.
///
/// - Complexity: O(1).
@inline(__always)
public func integerSquareRoot(_ n: UInt64) -> UInt64 {
    var root = UInt64(Double(n).squareRoot())
    // Double rounding can be off by one either way near 2^64; correct it.
    while root > 0 && (root.multipliedReportingOverflow(by: root).overflow || root * root > n) { root -= 1 }
    while true {
        let next = root + 1
        let (square, overflow) = next.multipliedReportingOverflow(by: next)
        if overflow || square > n { break }
        root = next
    }
    return root
}

/// ⌊x^(1/k)⌋ for every UInt128 and k ≥ 2, exact.
///
///     integerRoot(UInt128(1) << 126, 2)   // 2^63
///     integerRoot(1_000_000_000_000, 3)   // 10000
///
/// A Double estimate (53 bits: a few thousand units off near 2^127), then integer Newton steps
/// from above, then exact powers settle the last unit.
///
/// - Complexity: O(k) multiplications and divisions per step, a few steps.
public func integerRoot(_ x: UInt128, _ k: Int) -> UInt128 {
    precondition(k >= 2)
    if x < 2 { return x }
    let estimate = pow(Double(x), 1 / Double(k))
    // An overestimate: the Double is within 1e-15 relative, and each Newton step from above
    // stays above the root until it settles.
    var root = UInt128(min(estimate * (1 + 1e-12) + 2, 2e19))
    /// r^k, or nil when it exceeds x.
    func power(_ r: UInt128, _ exponent: Int) -> UInt128? {
        var result: UInt128 = 1
        for _ in 0..<exponent {
            let (product, overflow) = result.multipliedReportingOverflow(by: r)
            if overflow || product > x { return nil }
            result = product
        }
        return result
    }
    while true {
        guard let lower = power(root, k - 1), lower > 0 else { break }
        let next = (UInt128(k - 1) * root + x / lower) / UInt128(k)
        if next >= root { break }
        root = next
    }
    while root > 0 && power(root, k) == nil { root -= 1 }
    while power(root + 1, k) != nil { root += 1 }
    return root
}
