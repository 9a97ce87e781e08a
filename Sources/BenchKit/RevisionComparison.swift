import AlgoSupport

/// Which revision a process of a same-run A/B comparison runs.
public enum RevisionSide: String, Codable, Equatable, Sendable {
    case base, head
}

/// The order of the processes of one row in a same-run A/B comparison.
///
/// Base and head alternate, base first (ABAB…), so that a slow minute on a shared machine falls
/// on both sides rather than on one:
///
///     RevisionSchedule.order(rounds: 3)   // [base, head, base, head, base, head]
public enum RevisionSchedule {
    /// - Complexity: O(*rounds*).
    public static func order(rounds: Int) -> [RevisionSide] {
        (0..<max(0, rounds)).flatMap { _ in [RevisionSide.base, .head] }
    }
}

/// One kernel at one size, measured in two revisions in the same run.
public struct RevisionRow: Codable, Equatable, Sendable {
    public enum Verdict: String, Codable, Equatable, Sendable {
        /// Head is slower (its whole interval above 1 + the time threshold, and confirmed by a
        /// re-measurement), or executes more instructions than base by more than the threshold.
        case regression
        /// Head is faster beyond the threshold, or executes fewer instructions beyond it.
        case improvement
        case unchanged
        /// A time regression that fresh processes did not confirm: noise.
        case notConfirmed = "not confirmed"
        /// Too short to time (a median under 5 ms) and not counted: reported only.
        case tooShort = "too short"
        /// The revisions' answers differ: the kernel changed, so its times are not compared.
        case answerChanged = "answer changed"
        /// Only head has it.
        case new
    }

    public var kernel: String
    public var size: Int
    public var baseMedian: Double?
    public var headMedian: Double?
    /// head / base, with its bootstrap 95% interval.
    public var ratio: RatioEstimate?
    public var baseInstructions: Int?
    public var headInstructions: Int?
    /// The size the instructions were counted at (the kernel's count size or first quick size).
    public var countedSize: Int?
    public var timeVerdict: Verdict
    public var instructionVerdict: Verdict?
    public var verdict: Verdict

    public init(
        kernel: String, size: Int, baseMedian: Double?, headMedian: Double?, ratio: RatioEstimate?,
        baseInstructions: Int? = nil, headInstructions: Int? = nil, countedSize: Int? = nil, timeVerdict: Verdict,
        instructionVerdict: Verdict? = nil
    ) {
        self.kernel = kernel
        self.size = size
        self.baseMedian = baseMedian
        self.headMedian = headMedian
        self.ratio = ratio
        self.baseInstructions = baseInstructions
        self.headInstructions = headInstructions
        self.countedSize = countedSize
        self.timeVerdict = timeVerdict
        self.instructionVerdict = instructionVerdict
        self.verdict = Self.combine(time: timeVerdict, instructions: instructionVerdict)
    }

    /// The time verdict of head over base, before any re-measurement.
    ///
    /// A regression needs the interval's lower end above `1 + threshold`; an improvement, its
    /// upper end below `1 / (1 + threshold)`. Rows whose median on either side is under
    /// `minimumSeconds` are too short to time.
    ///
    /// - Complexity: O(1).
    public static func timeVerdict(
        ratio: RatioEstimate, baseMedian: Double, headMedian: Double, threshold: Double,
        minimumSeconds: Double = 0.005
    ) -> Verdict {
        if baseMedian < minimumSeconds || headMedian < minimumSeconds { return .tooShort }
        if ratio.lower > 1 + threshold { return .regression }
        if ratio.upper < 1 / (1 + threshold) { return .improvement }
        return .unchanged
    }

    /// Instructions are deterministic: head more than `threshold` (0.02 is 2%) above base is a
    /// regression without any re-measurement, and more than `threshold` below, an improvement.
    ///
    /// - Complexity: O(1).
    public static func instructionVerdict(base: Int?, head: Int?, threshold: Double) -> Verdict? {
        guard let base, let head, base > 0 else { return nil }
        let ratio = Double(head) / Double(base)
        if ratio > 1 + threshold { return .regression }
        if ratio < 1 / (1 + threshold) { return .improvement }
        return .unchanged
    }

    /// A regression on either metric is a regression; an answer change wins over both.
    static func combine(time: Verdict, instructions: Verdict?) -> Verdict {
        if time == .answerChanged || time == .new { return time }
        if time == .regression || instructions == .regression { return .regression }
        if time == .improvement || instructions == .improvement { return .improvement }
        if let instructions, time == .tooShort { return instructions }
        return time
    }
}

/// A same-run A/B comparison of two revisions: `Reports/compare.{md,json}`.
public struct RevisionComparison: Codable, Equatable, Sendable {
    /// The revisions as given and as resolved (`bb0d5d3`, `working tree`).
    public var base: String
    public var head: String
    public var timeThreshold: Double
    public var instructionThreshold: Double
    /// How many processes each side ran per row, interleaved.
    public var rounds: Int
    public var rows: [RevisionRow]
    public var notes: [String]

    public init(
        base: String, head: String, timeThreshold: Double, instructionThreshold: Double, rounds: Int,
        rows: [RevisionRow], notes: [String]
    ) {
        self.base = base
        self.head = head
        self.timeThreshold = timeThreshold
        self.instructionThreshold = instructionThreshold
        self.rounds = rounds
        self.rows = rows
        self.notes = notes
    }

    public var regressions: [RevisionRow] { rows.filter { $0.verdict == .regression } }

    /// The Markdown report.
    ///
    /// - Complexity: O(*r*) for *r* rows.
    public func markdown() -> String {
        var text = "# AlgoSuite: \(head) against \(base)\n\n"
        text += "Both revisions were built with the same flags and measured in the same run, base and head "
        text += "interleaved (\(rounds) processes each per row). Ratio is head over base (above 1: head is slower), "
        text += "with a bootstrap 95% interval. A row regresses when the interval lies above "
        text += "\(ReportFormat.significant(1 + timeThreshold, 3))× and fresh processes confirm it, or when head "
        text += "executes more than \(ReportFormat.significant(instructionThreshold * 100, 2))% more instructions.\n\n"
        text += "| kernel | size | base | head | head/base [95% CI] | instructions base | head | Δ | verdict |\n"
        text += "|---|---|---|---|---|---|---|---|---|\n"
        for row in rows {
            let delta: String
            if let base = row.baseInstructions, let head = row.headInstructions, base > 0 {
                let percent = (Double(head) / Double(base) - 1) * 100
                delta = (percent >= 0 ? "+" : "") + NiceTicks.fixed(percent, decimals: 2) + "%"
            } else {
                delta = "—"
            }
            let baseTime: String = row.baseMedian.map { ReportFormat.duration($0) } ?? "—"
            let headTime: String = row.headMedian.map { ReportFormat.duration($0) } ?? "—"
            // A kernel counted at a smaller size than the row's says so beside its counts.
            let at = row.countedSize.flatMap { $0 == row.size ? nil : " (n=\($0))" } ?? ""
            let baseCount: String = row.baseInstructions.map { ReportFormat.grouped($0) + at } ?? "—"
            let headCount: String = row.headInstructions.map { ReportFormat.grouped($0) + at } ?? "—"
            let verdict: String = row.verdict == .regression ? "**regression**" : row.verdict.rawValue
            let cells: [String] = [
                row.kernel, ReportFormat.size(row.size), baseTime, headTime, ReportFormat.ratio(row.ratio), baseCount,
                headCount,
                delta, verdict,
            ]
            text += "| " + cells.joined(separator: " | ") + " |\n"
        }
        let counted = rows.compactMap(\.countedSize)
        if !counted.isEmpty {
            text +=
                "\nInstructions are counted at each kernel's quick size, or at the smaller size beside the count "
                + "(callgrind, one timed run inside BenchKit.measure).\n"
        }
        if !notes.isEmpty { text += "\n## Notes\n\n" + notes.map { "- \($0)\n" }.joined() }
        let regressions = regressions
        text += "\n**Verdict:** "
        text +=
            regressions.isEmpty
            ? "no regression.\n"
            : "regressed: " + regressions.map { "`\($0.kernel) n=\($0.size)`" }.joined(separator: ", ") + ".\n"
        return text
    }
}
