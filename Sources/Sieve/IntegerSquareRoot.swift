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
