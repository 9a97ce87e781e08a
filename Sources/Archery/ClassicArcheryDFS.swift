extension ArcheryOptimizer {
    /// The baseline: the well-known DFS, with the tie-break done right.
    ///
    /// On each scoring ring it either wins with one arrow more than the opponent or leaves the ring
    /// empty; leftover arrows go to the ring worth nothing. Every leaf is compared on margin, then on
    /// the full reversed array (the write-ups that compare only the lowest non-zero ring are wrong).
    ///
    ///     try ArcheryOptimizer.classicDFS(arrows: 5, opponent: [2, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0])?.arrows
    ///     // [0, 2, 2, 0, 1, 0, 0, 0, 0, 0, 0]
    ///
    /// - Parameters:
    ///   - n: the player's arrows, 1...10^9.
    ///   - opponent: the opponent's arrows per ring, K = 2...64 rings; keep K ≤ 25 or so in practice.
    /// - Returns: the best plan, or nil when no plan wins.
    /// - Throws: ``ArcheryError`` for out-of-range input.
    /// - Complexity: O(2^(K−1) · K) time, O(K) memory.
    public static func classicDFS(arrows n: Int, opponent: [Int]) throws(ArcheryError) -> ArcheryPlan? {
        try ArcheryRules.validate(arrows: n, opponent: opponent)
        let k = opponent.count
        var current = [Int](repeating: 0, count: k)
        var best: ArcheryPlan?
        func visit(_ ring: Int, _ left: Int) {
            if ring == k - 1 {
                current[ring] = left
                let margin = ArcheryRules.margin(player: current, opponent: opponent)
                if margin > 0,
                    best == nil || margin > best!.margin
                        || (margin == best!.margin && ArcheryRules.preferred(current, over: best!.arrows))
                {
                    best = ArcheryPlan(arrows: current, margin: margin)
                }
                current[ring] = 0
                return
            }
            let needed = opponent[ring] + 1
            if needed <= left {
                current[ring] = needed
                visit(ring + 1, left - needed)
                current[ring] = 0
            }
            visit(ring + 1, left)
        }
        visit(0, n)
        return best
    }
}
