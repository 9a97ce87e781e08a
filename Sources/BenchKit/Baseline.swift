/// Stored ratios from an earlier run, and the regression gate.
///
/// Machines here are shared and noisy, so a baseline stores each row's time *relative to its
/// reference measured in the same run*, never seconds.
public struct Baseline: Codable, Equatable, Sendable {
    /// `kernel|variant|size` → ratio to the reference.
    public var ratios: [String: Double]
    /// Where and when it was recorded.
    public var recorded: String

    public init(ratios: [String: Double], recorded: String) {
        self.ratios = ratios
        self.recorded = recorded
    }

    /// The baseline of a table: every row that has a ratio.
    public init(_ table: BenchTable, recorded: String) {
        var ratios: [String: Double] = [:]
        for row in table.rows where !row.isReference { if let ratio = row.ratio { ratios[row.key] = ratio.ratio } }
        self.init(ratios: ratios, recorded: recorded)
    }
}

/// What a comparison with a baseline found.
public struct BaselineComparison: Equatable, Sendable {
    public enum Verdict: String, Equatable, Sendable {
        /// Slower than the baseline beyond the threshold, with the whole 95% interval beyond it.
        case regression
        /// Faster than the baseline beyond the threshold, with the whole interval below it.
        case improvement
        /// Within the threshold, or not clearly outside it.
        case unchanged
        /// Measured now, not in the baseline.
        case new
        /// In the baseline, not measured now.
        case missing
        /// Too short to time reliably (its median or its reference's under `minimumSeconds`):
        /// reported, not gated.
        case tooShort
    }

    public struct Entry: Equatable, Sendable {
        public var key: String
        public var verdict: Verdict
        public var baseline: Double?
        public var current: RatioEstimate?
    }

    public var entries: [Entry]

    /// The regressions, which make the gate fail.
    public var regressions: [Entry] { entries.filter { $0.verdict == .regression } }

    /// Compares each row's ratio with the baseline's.
    ///
    /// A row regresses when even the lower end of its ratio's 95% interval exceeds the baseline
    /// ratio by more than `threshold` (0.25 is 25%); it improves when the upper end is below the
    /// baseline by more than the threshold. Anything in between is noise, not news.
    ///
    /// - Complexity: O(*r* + *b*) for *r* rows and *b* baseline entries.
    public init(table: BenchTable, baseline: Baseline, threshold: Double = 0.25, minimumSeconds: Double = 0.005) {
        var entries: [Entry] = []
        var seen = Set<String>()
        for row in table.rows {
            guard let ratio = row.ratio, !row.isReference else { continue }
            seen.insert(row.key)
            guard let old = baseline.ratios[row.key] else {
                entries.append(Entry(key: row.key, verdict: .new, baseline: nil, current: ratio))
                continue
            }
            let verdict: Verdict
            if row.summary.median < minimumSeconds || (row.referenceMedian ?? 0) < minimumSeconds {
                verdict = .tooShort
            } else if ratio.lower > old * (1 + threshold) {
                verdict = .regression
            } else if ratio.upper < old / (1 + threshold) {
                verdict = .improvement
            } else {
                verdict = .unchanged
            }
            entries.append(Entry(key: row.key, verdict: verdict, baseline: old, current: ratio))
        }
        for key in baseline.ratios.keys.sorted() where !seen.contains(key) {
            entries.append(Entry(key: key, verdict: .missing, baseline: baseline.ratios[key], current: nil))
        }
        self.entries = entries
    }
}
