/// An independent archery oracle: every way to place n arrows on K rings, no pruning, scored
/// straight from the statement of the 2022 KAKAO "archery competition" problem.
public enum ArcheryOracle {
    /// The best arrows, or nil when the player cannot win.
    public static func best(arrows n: Int, opponent: [Int]) -> [Int]? {
        let k = opponent.count
        var current = [Int](repeating: 0, count: k)
        var bestArrows: [Int]?
        var bestMargin = 0
        func score(_ player: [Int]) -> Int {
            var mine = 0
            var theirs = 0
            for ring in 0..<k {
                let points = k - 1 - ring
                if player[ring] == 0 && opponent[ring] == 0 { continue }
                if player[ring] > opponent[ring] { mine += points } else { theirs += points }
            }
            return mine - theirs
        }
        func better(_ a: [Int], _ b: [Int]) -> Bool {
            Array(a.reversed()).lexicographicallyPrecedes(Array(b.reversed())) == false && a != b
        }
        func place(_ ring: Int, _ left: Int) {
            if ring == k - 1 {
                current[ring] = left
                let margin = score(current)
                if margin > 0
                    && (bestArrows == nil || margin > bestMargin
                        || (margin == bestMargin && better(current, bestArrows!)))
                {
                    bestArrows = current
                    bestMargin = margin
                }
                return
            }
            for count in 0...left {
                current[ring] = count
                place(ring + 1, left - count)
            }
            current[ring] = 0
        }
        place(0, n)
        return bestArrows
    }
}
