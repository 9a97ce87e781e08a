/// Baseline (b): a BFS whose queue carries each path as decimal digits of an `Int`.
///
/// Each operation is one digit (D=1, S=2, L=3, R=4), so a path of at most 14 operations fits in
/// an `Int`, and it is decoded to letters only at the end. The visited set is a `[Bool]`. This is
/// the common accepted solution: no string work in the loop, but still a full one-sided BFS,
/// about 5,000 states per query, with a fresh visited array each time.
///
///     classicRecordDSLR(from: 1, to: 16)   // "DDDD"
///
/// - Parameters:
///   - start: the register's value, 0...9999.
///   - target: the wanted value, 0...9999.
/// - Returns: a shortest program, as letters; "" when `start == target`.
/// - Complexity: O(*V*) time and space, where *V* = 10,000 states.
public func classicRecordDSLR(from start: Int, to target: Int) -> String {
    precondition((0..<10_000).contains(start) && (0..<10_000).contains(target), "values must be in 0...9999")
    var visited = [Bool](repeating: false, count: 10_000)
    var queue: [(value: Int, record: Int)] = [(start, 0)]
    visited[start] = true
    var head = 0
    while head < queue.count {
        let (value, record) = queue[head]
        head += 1
        if value == target { return decode(record) }
        for operation in DSLROperation.allCases {
            let next = operation.apply(to: value)
            if !visited[next] {
                visited[next] = true
                queue.append((next, record * 10 + Int(operation.rawValue) + 1))
            }
        }
    }
    preconditionFailure("the DSLR graph is strongly connected: S alone cycles through every value")
}

/// Turns a digit record (D=1, S=2, L=3, R=4, most significant first) into letters.
private func decode(_ record: Int) -> String {
    var letters: [UInt8] = []
    var rest = record
    while rest > 0 {
        letters.append(DSLROperation(rawValue: UInt8(rest % 10 - 1))!.letter)
        rest /= 10
    }
    return String(decoding: letters.reversed(), as: UTF8.self)
}
