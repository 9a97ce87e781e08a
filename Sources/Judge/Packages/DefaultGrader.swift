/// The Kattis format's default grader: a group's verdict and score from its children's, by the
/// group's `grader_flags`. The rules are those of problemtools' `support/default_grader` (the
/// reference implementation), reimplemented here:
///
/// - verdict: `worst_error` (the default, also `no_errors`): the worst of the children's verdicts
///   in the order JE, RTE, MLE, TLE, OLE, WA, AC; `first_error`: the first that is not AC;
///   `always_accept`: AC; and `accept_if_any_accepted` makes any AC child's group AC;
/// - score: `sum` (the default), `avg`, `min` or `max` of the children's scores;
/// - `ignore_sample`: only the last child counts (the root's `secret` after its `sample`).
///
/// A flag later on the line replaces an earlier one of its kind. No children: AC with score 0.
///
/// Tested against: problemtools' default grader on random verdict and score lists
/// (Tests/JudgeTests, DefaultGraderTests).
///
/// - Complexity: O(n) in the number of children.
public enum DefaultGrader {
    static let verdictRules: [(String, @Sendable ([Verdict]) -> Verdict)] = [
        ("worst_error", worst), ("no_errors", worst), ("first_error", { $0.first { $0 != .accepted } ?? .accepted }),
        ("always_accept", { _ in .accepted }),
    ]
    static let scoreRules: [(String, @Sendable ([Double]) -> Double)] = [
        ("sum", { $0.reduce(0, +) }), ("avg", { $0.reduce(0, +) / Double($0.count) }),
        ("max", { $0.max() ?? 0 }), ("min", { $0.min() ?? 0 }),
    ]

    /// problemtools' order, worst first (IF and PE, which this judge never gives, left out).
    static let severity: [Verdict] = [
        .judgeError, .runtimeError, .memoryLimitExceeded, .timeLimitExceeded, .outputLimitExceeded, .wrongAnswer,
        .accepted,
    ]

    static func worst(_ verdicts: [Verdict]) -> Verdict {
        verdicts.min { severity.firstIndex(of: $0)! < severity.firstIndex(of: $1)! } ?? .accepted
    }

    /// The group's verdict and score; JE (score 0) when `ignore_sample` meets more than two children.
    public static func grade(_ children: [(verdict: Verdict, score: Double)], flags: [String]) -> (
        verdict: Verdict, score: Double
    ) {
        guard !children.isEmpty else { return (.accepted, 0) }
        var verdictRule = worst as ([Verdict]) -> Verdict
        var scoreRule = scoreRules[0].1
        for flag in flags {
            if let rule = verdictRules.first(where: { $0.0 == flag }) { verdictRule = rule.1 }
            if let rule = scoreRules.first(where: { $0.0 == flag }) { scoreRule = rule.1 }
        }
        var counted = children
        if flags.contains("ignore_sample") {
            guard children.count <= 2 else { return (.judgeError, 0) }
            counted = [children.last!]
        }
        let verdicts = counted.map(\.verdict)
        let verdict =
            flags.contains("accept_if_any_accepted") && verdicts.contains(.accepted) ? .accepted : verdictRule(verdicts)
        return (verdict, scoreRule(counted.map(\.score)))
    }
}
