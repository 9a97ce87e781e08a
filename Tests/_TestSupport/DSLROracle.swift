/// An independent DSLR oracle: a plain one-sided BFS over the four operations as the problem
/// statement defines them, written without the DSLR module's code.
public enum DSLROracle {
    /// The four operations, straight from the statement of Baekjoon 9019.
    public static func step(_ value: Int, _ letter: Character) -> Int {
        switch letter {
        case "D": return (2 * value) % 10000
        case "S": return value == 0 ? 9999 : value - 1
        case "L": return (value % 1000) * 10 + value / 1000
        case "R": return (value % 10) * 1000 + value / 10
        default: fatalError("not a DSLR letter: \(letter)")
        }
    }

    /// Replays a program of letters from `start`.
    public static func replay(_ program: String, from start: Int) -> Int {
        program.reduce(start) { step($0, $1) }
    }

    /// Shortest distances from `start` to every value 0...9999.
    public static func distances(from start: Int) -> [Int] {
        var distance = [Int](repeating: -1, count: 10000)
        distance[start] = 0
        var queue = [start]
        var head = 0
        while head < queue.count {
            let value = queue[head]
            head += 1
            for letter in "DSLR" {
                let next = step(value, letter)
                if distance[next] < 0 {
                    distance[next] = distance[value] + 1
                    queue.append(next)
                }
            }
        }
        return distance
    }
}
