/// How long a run of steps has left, at the rate of the steps done so far: what `algo-bench`'s
/// progress line shows as `ETA`. The matrix's jobs differ in cost, so the estimate moves as the
/// run goes; it is the elapsed time per step done, times the steps left (no weighting, as GNU
/// parallel's `--eta` and pv do).
public enum RemainingTime {
    /// The seconds left after `done` of `total` steps took `elapsed` seconds; nil before any step
    /// is done.
    ///
    ///     RemainingTime.estimate(elapsed: 60, done: 20, total: 100)   // 240
    ///
    /// - Complexity: O(1).
    public static func estimate(elapsed: Double, done: Int, total: Int) -> Double? {
        guard done > 0, elapsed >= 0 else { return nil }
        return elapsed / Double(done) * Double(max(0, total - done))
    }

    /// `45s`, `3m05s`, `1h02m`: rounded to the second below an hour, to the minute above.
    ///
    /// - Complexity: O(1).
    public static func format(_ seconds: Double) -> String {
        let whole = seconds.isFinite ? Int(max(0, seconds).rounded()) : 0
        func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
        if whole < 60 { return "\(whole)s" }
        if whole < 3600 { return "\(whole / 60)m\(two(whole % 60))s" }
        let minutes = (whole + 30) / 60
        return "\(minutes / 60)h\(two(minutes % 60))m"
    }
}
