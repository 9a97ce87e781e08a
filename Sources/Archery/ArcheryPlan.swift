/// The player's arrows, ring by ring, and the winning margin they give.
///
/// Ring i of K is worth K − 1 − i points: index 0 is the highest ring (10 in the classic K = 11),
/// index K − 1 the ring worth nothing.
public struct ArcheryPlan: Equatable, Sendable, CustomStringConvertible {
    /// Arrows per ring, in ring order; they sum to the player's n.
    public var arrows: [Int]
    /// Player's score minus opponent's score, ≥ 1 for a plan that wins.
    public var margin: Int

    public init(arrows: [Int], margin: Int) {
        self.arrows = arrows
        self.margin = margin
    }

    public var description: String { arrows.map(String.init).joined(separator: " ") }
}

/// Why an archery instance is not valid.
public enum ArcheryError: Error, Equatable, CustomStringConvertible, Sendable {
    /// K must be in 2...64.
    case ringCount(Int)
    /// n must be in 1...10^9.
    case arrowCount(Int)
    /// Opponent counts must be in 0...10^9.
    case opponentCount(ring: Int, value: Int)

    public var description: String {
        switch self {
        case .ringCount(let k): "expected 2...64 rings, got \(k)"
        case .arrowCount(let n): "expected n in 1...1000000000, got \(n)"
        case .opponentCount(let ring, let value): "ring \(ring): expected 0...1000000000 arrows, got \(value)"
        }
    }
}

/// The rules, and the checks every solver shares.
public enum ArcheryRules {
    /// The largest n and opponent count accepted.
    public static let maximumArrows = 1_000_000_000
    public static let ringRange = 2...64

    /// Throws unless K, n and the opponent's counts are in range.
    public static func validate(arrows n: Int, opponent: [Int]) throws(ArcheryError) {
        guard ringRange.contains(opponent.count) else { throw .ringCount(opponent.count) }
        guard (1...maximumArrows).contains(n) else { throw .arrowCount(n) }
        for (ring, value) in opponent.enumerated() where !(0...maximumArrows).contains(value) {
            throw .opponentCount(ring: ring, value: value)
        }
    }

    /// Player's score minus opponent's, straight from the rules: ring i (worth K − 1 − i) goes to
    /// the player with strictly more arrows there, to the opponent on a tie with at least one arrow
    /// each or when only the opponent shot there, and to nobody at 0–0.
    ///
    /// - Complexity: O(K).
    public static func margin(player: [Int], opponent: [Int]) -> Int {
        precondition(player.count == opponent.count, "one count per ring")
        let k = opponent.count
        var margin = 0
        for ring in 0..<k {
            let points = k - 1 - ring
            if player[ring] > opponent[ring] {
                margin += points
            } else if opponent[ring] > 0 {
                margin -= points
            }
        }
        return margin
    }

    /// Whether plan `a` beats plan `b` on the tie-break: more arrows on the lowest ring, then the
    /// next lowest, and so on (the reversed arrays compared lexicographically).
    ///
    /// - Complexity: O(K) for K rings.
    public static func preferred(_ a: [Int], over b: [Int]) -> Bool {
        for ring in a.indices.reversed() where a[ring] != b[ring] { return a[ring] > b[ring] }
        return false
    }
}
