extension FixedWidthInteger where Self: UnsignedInteger {
    /// self⁻¹ mod 2^bitWidth, for odd self: Newton's iteration x ← x·(2 − self·x) from x = self,
    /// which is right to 3 bits (n·n ≡ 1 mod 8 for odd n); each step doubles the bits (5 steps
    /// for 64 bits, 6 for 128). Montgomery reduction and Granlund and Montgomery's exact
    /// division both take it.
    ///
    ///     UInt64(3).inverseModuloWord &* 3   // 1
    ///
    /// - Precondition: self is odd.
    /// - Complexity: O(log bitWidth) products.
    @inlinable package var inverseModuloWord: Self {
        precondition(self & 1 == 1, "only an odd number has an inverse modulo a power of 2")
        var inverse = self
        while self &* inverse != 1 { inverse = inverse &* (2 &- self &* inverse) }
        return inverse
    }
}
