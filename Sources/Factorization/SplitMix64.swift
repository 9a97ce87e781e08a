/// The next number of Steele, Lea and Flood's SplitMix64 stream: the seeded randomness of ECM's σ
/// and the quadratic sieve's choice of a, so that a run is repeatable.
///
/// - Complexity: O(1).
func splitMix64(_ state: inout UInt64) -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
}
