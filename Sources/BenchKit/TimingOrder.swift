/// The order in which a matrix times its jobs: every row next to the reference it is divided by.
///
/// A ratio is "measured in the same run", but a run of the whole matrix takes twenty minutes on a
/// shared host whose load moves from one minute to the next. Timed variant by variant, a Swift -O
/// row and its primesieve reference were ten minutes apart, and a busy spell under one of them
/// moved the ratio by a fifth (Guides/Measurements/Benchmarks.md, "TimingOrder: a spell between a
/// row and its reference"). Grouped by the reference they share, they are timed back to back.
public enum TimingOrder {
    /// A job of the matrix: one kernel in one variant at one size.
    public struct Job: Equatable, Sendable {
        public var kernel: String
        public var variant: String
        public var size: Int

        public init(kernel: String, variant: String, size: Int) {
            self.kernel = kernel
            self.variant = variant
            self.size = size
        }
    }

    /// The indices of `jobs` in timing order: ``groups(_:rules:)`` one after another.
    ///
    /// - Complexity: O(*j* · (*r* + *k*)) for *j* jobs, *r* rules and *k* references a rule.
    public static func indices(_ jobs: [Job], rules: [ReferenceRule]) -> [Int] {
        groups(jobs, rules: rules).flatMap { $0 }
    }

    /// The jobs grouped by the reference they are divided by: each job joins the group of its
    /// anchor, the first of its rule's references that is a job at the same size (itself when
    /// there is none); the groups come in the order of their first job, and the jobs within a
    /// group keep their order. Every index of `jobs` is in exactly one group.
    ///
    /// - Complexity: O(*j* · (*r* + *k*)) for *j* jobs, *r* rules and *k* references a rule.
    public static func groups(_ jobs: [Job], rules: [ReferenceRule]) -> [[Int]] {
        func key(_ kernel: String, _ variant: String, _ size: Int) -> String { "\(kernel)@\(variant)|\(size)" }
        let present = Set(jobs.map { key($0.kernel, $0.variant, $0.size) })
        var groups: [String: [Int]] = [:]
        var firsts: [String] = []
        for (index, job) in jobs.enumerated() {
            let anchor = rules.reference(of: job.kernel) { reference in
                let candidate = key(reference.kernel, reference.variant, job.size)
                return present.contains(candidate) ? candidate : nil
            }
            let group = anchor?.1 ?? key(job.kernel, job.variant, job.size)
            if groups[group] == nil { firsts.append(group) }
            groups[group, default: []].append(index)
        }
        return firsts.map { groups[$0]! }
    }
}

/// A group of rows and their reference timed in rounds: each job's processes take turns with the
/// other jobs' (A B C, A B C, A B C), and each job's samples are pooled.
///
/// A shared host has slow spells of tens of seconds, in which every process runs longer. Timed one
/// process each, back to back, a spell over some rows of a group and not its reference decided
/// their ratio (Guides/Measurements/Benchmarks.md, "TimingRounds: one call of GMP, two ratios").
/// In rounds a spell falls on a round of every job, and the pooled median follows the other rounds.
public enum TimingRounds {
    /// Rounds per group.
    public static let count = 3
    /// A job whose median sample in the first round takes at least this long skips its warm-up in
    /// the later rounds: what a warm-up takes out of a sample (a fresh process's page faults, lazy
    /// tables) is then a small part of it, and the rows that long would otherwise run a third more.
    public static let heavySample = 0.5

    /// How many rounds a job of `policy` runs: one when the policy allows a single timed run (the
    /// slow variants, the long preset), else ``count``.
    public static func rounds(for policy: RepetitionPolicy) -> Int {
        policy.maximum <= 1 ? 1 : count
    }

    /// The policy of one round of a job: its share of the timed runs (at least one) and of the
    /// budget, and the warm-ups of `policy`, but none after the first round when that round's
    /// median sample was at least ``heavySample`` seconds.
    ///
    /// - Parameters:
    ///   - policy: the job's whole repetition policy.
    ///   - round: 0 for the first round.
    ///   - firstMedian: the median sample of the job's first round (nil in the first round).
    /// - Complexity: O(1).
    public static func policy(_ policy: RepetitionPolicy, round: Int, firstMedian: Double?) -> RepetitionPolicy {
        let rounds = rounds(for: policy)
        let share = { (runs: Int) in (runs + rounds - 1) / rounds }
        let warmups = round > 0 && (firstMedian ?? 0) >= heavySample ? 0 : policy.warmups
        return RepetitionPolicy(
            warmups: warmups, minimum: share(policy.minimum), maximum: share(policy.maximum),
            budget: policy.budget / Double(rounds))
    }
}
