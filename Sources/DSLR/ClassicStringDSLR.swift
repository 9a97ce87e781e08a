/// Baseline (a): the textbook BFS whose queue carries each path as a `String`.
///
/// Kept as the slow reference for the benchmark, not for use. Every enqueued state copies and
/// grows its path string, and the visited set is a hashed `Set<Int>`, so one query costs about
/// 5,000 string allocations and hash insertions. This is the version that times out on the judge.
///
///     classicStringDSLR(from: 1234, to: 3412)   // "LL"
///
/// - Parameters:
///   - start: the register's value, 0...9999.
///   - target: the wanted value, 0...9999.
/// - Returns: a shortest program, as letters; "" when `start == target`.
/// - Complexity: O(*V* · *m*) time, where *V* = 10,000 states and *m* ≤ 14 is the path length.
public func classicStringDSLR(from start: Int, to target: Int) -> String {
    precondition((0..<10_000).contains(start) && (0..<10_000).contains(target), "values must be in 0...9999")
    var visited: Set<Int> = [start]
    var queue: [(value: Int, path: String)] = [(start, "")]
    var head = 0
    while head < queue.count {
        let (value, path) = queue[head]
        head += 1
        if value == target { return path }
        for operation in DSLROperation.allCases {
            let next = operation.apply(to: value)
            if visited.insert(next).inserted {
                queue.append((next, path + String(UnicodeScalar(operation.letter))))
            }
        }
    }
    preconditionFailure("the DSLR graph is strongly connected: S alone cycles through every value")
}
