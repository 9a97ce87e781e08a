/// The suite's archery solver: an exact knapsack over points, independent of n.
///
/// Winning scoring ring i (worth v = K − 1 − i) costs wᵢ = hᵢ + 1 arrows and swings the margin by
/// v (if the opponent left it empty) or 2v (if the opponent would otherwise take it). Relative to
/// taking nothing, the margin is Σ swing − Σ_{hᵢ>0} vᵢ. Any optimal plan puts exactly wᵢ arrows on
/// the rings it wins, none on the others and the rest on the ring worth nothing: that maximises
/// the lowest ring first, so among plans with the best margin the tie-break wants the one with the
/// least cost, and then, comparing rings from the lowest scoring ring up, the one that wins it.
///
/// That order is a single number per set S of won rings: key(S) = cost(S)·2^(K−1) + Σ_{i∉S} 2^i,
/// where smaller is better, and the key is *additive* over rings. So a knapsack indexed by total
/// swing (at most 2·Σv ≤ K² − K) keeping the minimum key per swing is exact: the answer is the
/// largest swing whose minimum key has cost ≤ n. No enumeration, and n only enters at the end.
///
/// When n is smaller than the swing total (every classic instance: n ≤ 10), the same argument runs
/// the knapsack the other way, indexed by cost 0...n, keeping per cost the largest
/// swing·2^(K−1) + Σ_{i∈S} 2^i (also additive); the answer is then the largest swing over costs
/// ≤ n, the least cost among those, and its set. Whichever table is smaller is used.
///
///     try ArcheryOptimizer.best(arrows: 10, opponent: [0, 0, 0, 0, 0, 0, 0, 0, 3, 4, 3])?.arrows
///     // [1, 1, 1, 1, 1, 1, 1, 1, 0, 0, 2]
public enum ArcheryOptimizer {
    /// The best plan: the largest margin, then the tie-break; nil when no plan wins.
    ///
    /// - Parameters:
    ///   - n: the player's arrows, 1...10^9.
    ///   - opponent: the opponent's arrows per ring (K = 2...64 rings, each 0...10^9); they need
    ///     not sum to n.
    /// - Throws: ``ArcheryError`` for out-of-range input.
    /// - Complexity: O(K · min(V, n)) time and O(min(V, n)) memory, V = Σ swing ≤ K² − K.
    public static func best(arrows n: Int, opponent: [Int]) throws(ArcheryError) -> ArcheryPlan? {
        try best(arrows: n, opponent: opponent, table: n < opponent.count * opponent.count ? .cost : .swing)
    }

    /// Which way the knapsack table is indexed.
    enum Table {
        case cost, swing
    }

    /// ``best(arrows:opponent:)`` with the table chosen by the caller (tests run both on every case).
    static func best(arrows n: Int, opponent: [Int], table: Table) throws(ArcheryError) -> ArcheryPlan? {
        try ArcheryRules.validate(arrows: n, opponent: opponent)
        let k = opponent.count
        if table == .cost {
            // Swing ≤ K² < 2^12: the cost-indexed key fits 64 bits when K − 1 + 12 ≤ 63.
            return k - 1 + 12 <= 63
                ? solveByCost(n, opponent, key: UInt64.self) : solveByCost(n, opponent, key: UInt128.self)
        }
        // cost ≤ 63·(10^9 + 1) < 2^36: the swing-indexed key fits 64 bits when K − 1 + 36 ≤ 63.
        return k - 1 + 36 <= 63 ? solve(n, opponent, key: UInt64.self) : solve(n, opponent, key: UInt128.self)
    }

    /// The knapsack indexed by cost 0...n; keys are swing·2^(K−1) + Σ_{i∈S} 2^i, plus 1 so that 0
    /// means unreachable.
    @inline(__always)
    private static func solveByCost<Key: FixedWidthInteger & UnsignedInteger>(
        _ n: Int, _ opponent: [Int], key: Key.Type
    ) -> ArcheryPlan? {
        let k = opponent.count
        let bits = k - 1
        var baseline = 0
        for ring in 0..<bits where opponent[ring] > 0 { baseline += k - 1 - ring }
        return withUnsafeTemporaryAllocation(of: Key.self, capacity: n + 1) { best in
            best.initialize(repeating: 0)
            best[0] = 1  // the empty set: swing 0, no rings
            var reach = 0
            for ring in 0..<bits {
                let cost = opponent[ring] + 1
                if cost > n { continue }
                let points = k - 1 - ring
                let swing = opponent[ring] > 0 ? 2 * points : points
                let delta = (Key(swing) << bits) | (Key(1) << ring)
                var c = min(reach + cost, n)
                while c >= cost {
                    let from = best[c &- cost]
                    if from != 0 {
                        let candidate = from &+ delta
                        if candidate > best[c] { best[c] = candidate }
                    }
                    c &-= 1
                }
                reach = min(reach + cost, n)
            }
            // The largest swing; among equal swings the least cost, which comes first.
            var chosen = 0  // the empty set, at cost 0, is always reachable
            var swing = 0
            for c in 1...max(reach, 1) where c <= reach && best[c] != 0 {
                let candidate = Int((best[c] &- 1) >> bits)
                if candidate > swing {
                    chosen = c
                    swing = candidate
                }
            }
            guard swing - baseline > 0 else { return nil }
            let chosenKey = best[chosen]
            var arrows = [Int](repeating: 0, count: k)
            let set = (chosenKey &- 1) & ((Key(1) << bits) &- 1)
            for ring in 0..<bits where set & (Key(1) << ring) != 0 { arrows[ring] = opponent[ring] + 1 }
            arrows[k - 1] = n - chosen
            return ArcheryPlan(arrows: arrows, margin: swing - baseline)
        }
    }

    @inline(__always)
    private static func solve<Key: FixedWidthInteger & UnsignedInteger>(
        _ n: Int, _ opponent: [Int], key: Key.Type
    ) -> ArcheryPlan? {
        let k = opponent.count
        let bits = k - 1  // one per scoring ring
        let unreachable = Key.max
        var total = 0
        var baseline = 0
        for ring in 0..<bits {
            let points = k - 1 - ring
            total += opponent[ring] > 0 ? 2 * points : points
            if opponent[ring] > 0 { baseline += points }
        }
        // best[s]: the minimum key over sets of won rings whose swing is exactly s.
        var best = [Key](repeating: unreachable, count: total + 1)
        best[0] = (Key(1) << bits) &- 1  // nothing won: every ring's bit set
        best.withUnsafeMutableBufferPointer { best in
            var reach = 0
            for ring in 0..<bits {
                let points = k - 1 - ring
                let swing = opponent[ring] > 0 ? 2 * points : points
                let delta = (Key(opponent[ring] + 1) << bits) &- (Key(1) << ring)
                var s = reach + swing
                while s >= swing {
                    let from = best[s &- swing]
                    if from != unreachable {
                        let candidate = from &+ delta
                        if candidate < best[s] { best[s] = candidate }
                    }
                    s &-= 1
                }
                reach += swing
            }
        }
        let mask = (Key(1) << bits) &- 1
        var s = total
        while s > baseline {
            let key = best[s]
            if key != unreachable, key >> bits <= Key(n) {
                var arrows = [Int](repeating: 0, count: k)
                let lost = key & mask
                var cost = 0
                for ring in 0..<bits where lost & (Key(1) << ring) == 0 {
                    arrows[ring] = opponent[ring] + 1
                    cost += arrows[ring]
                }
                arrows[k - 1] = n - cost
                return ArcheryPlan(arrows: arrows, margin: s - baseline)
            }
            s -= 1
        }
        return nil
    }
}
