/// Delta debugging (Zeller and Hildebrandt 2002) over a failing input: remove test cases, then
/// simplify the numbers, keeping each change only while the program still fails the same way and
/// the reference still accepts the input.
struct Shrinker {
    let layout: JudgeProblem.Layout
    /// Whether a candidate input still fails (it is valid; the shrinker has checked).
    let fails: ([UInt8]) -> Bool
    /// Whether the reference accepts a candidate input.
    let isValid: ([UInt8]) -> Bool
    /// The most candidates to try.
    let budget: Int
    private(set) var tries = 0

    init(
        layout: JudgeProblem.Layout, budget: Int = 300, isValid: @escaping ([UInt8]) -> Bool,
        fails: @escaping ([UInt8]) -> Bool
    ) {
        self.layout = layout
        self.budget = budget
        self.isValid = isValid
        self.fails = fails
    }

    /// The case lines of an input (without DSLR's count line).
    func cases(of input: [UInt8]) -> [[String]] {
        var lines = OutputLines.split(input).map { line in
            OutputLines.tokens(line).map { String(decoding: $0, as: UTF8.self) }
        }.filter { !$0.isEmpty }
        if layout == .countedLines && !lines.isEmpty { lines.removeFirst() }
        return lines
    }

    func render(_ cases: [[String]]) -> [UInt8] {
        var text = layout == .countedLines ? "\(cases.count)\n" : ""
        for line in cases { text += line.joined(separator: " ") + "\n" }
        return Array(text.utf8)
    }

    /// Tries a candidate: true when it is valid and still fails.
    private mutating func attempt(_ cases: [[String]]) -> Bool {
        guard tries < budget else { return false }
        let input = render(cases)
        guard isValid(input) else { return false }
        tries += 1
        return fails(input)
    }

    /// The smallest failing input found within the budget.
    mutating func shrink(_ input: [UInt8]) -> [UInt8] {
        var current = cases(of: input)
        if layout != .single { current = removeCases(current) }
        current = simplifyValues(current)
        return render(current)
    }

    /// ddmin: remove chunks of cases, halving the chunk size when nothing can go.
    private mutating func removeCases(_ start: [[String]]) -> [[String]] {
        var current = start
        var chunks = 2
        while current.count >= 2 && tries < budget {
            let size = (current.count + chunks - 1) / chunks
            var removed = false
            var offset = 0
            while offset < current.count {
                var candidate = current
                candidate.removeSubrange(offset..<min(offset + size, current.count))
                if !candidate.isEmpty && attempt(candidate) {
                    current = candidate
                    removed = true
                } else {
                    offset += size
                }
            }
            if removed {
                chunks = max(chunks - 1, 2)
            } else {
                if size == 1 { break }
                chunks = min(chunks * 2, current.count)
            }
        }
        return current
    }

    /// Smaller numbers: 0, 1, 2, 3, a half, a third, one less; a decimal first rounded.
    private mutating func simplifyValues(_ start: [[String]]) -> [[String]] {
        var current = start
        var changed = true
        var passes = 0
        while changed && passes < 4 && tries < budget {
            changed = false
            passes += 1
            for row in current.indices {
                for column in current[row].indices {
                    for candidate in Self.candidates(for: current[row][column]) {
                        var next = current
                        next[row][column] = candidate
                        if attempt(next) {
                            current = next
                            changed = true
                            break
                        }
                    }
                }
            }
        }
        return current
    }

    /// Simpler spellings of a number, simplest first.
    static func candidates(for token: String) -> [String] {
        if let value = Int(token) {
            let magnitude = value.magnitude
            var options: [Int] = [0, 1, 2, 3, value / 2, value / 3, value - value.signum()]
            if value < 0 { options.append(-value) }
            var seen: Set<Int> = []
            return options.filter { $0.magnitude < magnitude || ($0 == -value && value < 0) }
                .filter { seen.insert($0).inserted }.sorted { $0.magnitude < $1.magnitude }.map(String.init)
        }
        if let value = Double(token), value.isFinite,
            value.rounded() != value || token.contains(where: { $0 == "." || $0 == "e" })
        {
            let rounded = value.rounded()
            if abs(rounded) < 1e15 { return [String(Int(rounded))] }
        }
        return []
    }
}
