/// Stored ratios from an earlier run, and the regression gate.
///
/// Machines here are shared and noisy, so a baseline stores each row's time *relative to its
/// reference measured in the same run*, never seconds; and since that ratio still depends on the
/// CPU, it carries the fingerprint of the machine that recorded it and is only compared on a
/// machine with the same one (``BaselineSelection``).
public struct Baseline: Codable, Equatable, Sendable {
    /// `kernel|variant|size` → ratio to the reference.
    public var ratios: [String: Double]
    /// Where and when it was recorded.
    public var recorded: String
    /// The machine that recorded it; nil in files from before fingerprints, which match no machine.
    public var fingerprint: MachineFingerprint?

    public init(ratios: [String: Double], recorded: String, fingerprint: MachineFingerprint? = nil) {
        self.ratios = ratios
        self.recorded = recorded
        self.fingerprint = fingerprint
    }

    /// The baseline of a table: every row that has a ratio.
    public init(_ table: BenchTable, recorded: String, fingerprint: MachineFingerprint? = nil) {
        var ratios: [String: Double] = [:]
        for row in table.rows where !row.isReference { if let ratio = row.ratio { ratios[row.key] = ratio.ratio } }
        self.init(ratios: ratios, recorded: recorded, fingerprint: fingerprint)
    }
}

/// Which stored baseline, if any, a run on this machine is compared with.
public enum BaselineSelection: Equatable, Sendable {
    /// A baseline recorded on a machine with the same fingerprint, and where it is stored.
    case matched(path: String, baseline: Baseline)
    /// None was recorded on this machine: the run is reported, not gated, and becomes one.
    case noBaseline(MachineFingerprint)

    /// The first candidate whose fingerprint matches `fingerprint`.
    ///
    /// A candidate without a fingerprint (a file from before fingerprints) or with another
    /// machine's never matches, whatever its ratios say: a ratio from one CPU must not decide
    /// pass or fail on another.
    ///
    /// - Complexity: O(*c*) for *c* candidates.
    public init(fingerprint: MachineFingerprint, candidates: [(path: String, baseline: Baseline)]) {
        if let found = candidates.first(where: { $0.baseline.fingerprint?.matches(fingerprint) ?? false }) {
            self = .matched(path: found.path, baseline: found.baseline)
        } else {
            self = .noBaseline(fingerprint)
        }
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
        /// Too short to time reliably (its fastest run or its reference's median under
        /// `minimumSeconds`): reported, not gated.
        case tooShort
    }

    public struct Entry: Equatable, Sendable {
        public var key: String
        public var verdict: Verdict
        public var baseline: Double?
        public var current: RatioEstimate?
        /// Whether the row's numerator is the project's own code: only those can fail the gate.
        /// A peer's row (C, Python, primesieve) moving says something about the machine, not
        /// about a change here.
        public var gated: Bool = true
    }

    public var entries: [Entry]

    /// The gated regressions, which make the gate fail.
    public var regressions: [Entry] { entries.filter { $0.verdict == .regression && $0.gated } }

    /// Compares each row's ratio with the baseline's.
    ///
    /// Only rows whose variant is the project's own code, reproducibly built
    /// (``BenchVariant/isGated``), are gated; the others get their verdict for the report.
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
            let gated = row.variant.isGated
            guard let old = baseline.ratios[row.key] else {
                entries.append(Entry(key: row.key, verdict: .new, baseline: nil, current: ratio, gated: gated))
                continue
            }
            let verdict: Verdict
            // A row is short when even its fastest run is: a short row that noise slowed past the
            // limit would otherwise be gated on that noise.
            if row.summary.min < minimumSeconds || (row.referenceMedian ?? 0) < minimumSeconds {
                verdict = .tooShort
            } else if ratio.lower > old * (1 + threshold) {
                verdict = .regression
            } else if ratio.upper < old / (1 + threshold) {
                verdict = .improvement
            } else {
                verdict = .unchanged
            }
            entries.append(Entry(key: row.key, verdict: verdict, baseline: old, current: ratio, gated: gated))
        }
        for key in baseline.ratios.keys.sorted() where !seen.contains(key) {
            entries.append(Entry(key: key, verdict: .missing, baseline: baseline.ratios[key], current: nil))
        }
        self.entries = entries
    }
}
