/// "Did you mean": the declared name nearest a mistyped one.
enum Suggestion {
    /// The word of `candidates` nearest `word` by optimal string alignment distance (Levenshtein
    /// with adjacent transpositions, Damerau 1964), when it is at most a third of the word's
    /// length (at least 1) and the nearest is unique; nil otherwise.
    ///
    ///     Suggestion.nearest(to: "sive", among: ["sieve", "pi"])      // "sieve"
    ///     Suggestion.nearest(to: "metod", among: ["method", "threads"]) // "method"
    ///
    /// - Complexity: O(*c* · *w*²) for *c* candidates of length about *w*.
    static func nearest(to word: String, among candidates: [String]) -> String? {
        let limit = max(1, word.count / 3)
        let scored = candidates.map { ($0, distance(word, $0)) }.filter { $0.1 <= limit }
        guard let best = scored.min(by: { $0.1 < $1.1 }) else { return nil }
        return scored.filter { $0.1 == best.1 }.count == 1 ? best.0 : nil
    }

    /// The optimal string alignment distance between `a` and `b`, by characters.
    static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a)
        let b = Array(b)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { table[i][0] = i }
        for j in 0...b.count { table[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                table[i][j] = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
                if i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] {
                    table[i][j] = min(table[i][j], table[i - 2][j - 2] + 1)
                }
            }
        }
        return table[a.count][b.count]
    }
}
