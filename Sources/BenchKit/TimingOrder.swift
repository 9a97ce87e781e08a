/// The order in which a matrix times its jobs: every row next to the reference it is divided by.
///
/// A ratio is "measured in the same run", but a run of the whole matrix takes twenty minutes on a
/// shared host whose load moves from one minute to the next. Timed variant by variant, a Swift -O
/// row and its primesieve reference were ten minutes apart, and a busy spell under one of them
/// moved the ratio by a fifth (`sieve.heights` at 2^53: 1.18× [1.03–1.50] in a full run, 1.01×
/// [0.967–1.03] timed back to back). Grouped by the reference they share, they are timed back
/// to back.
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

    /// The indices of `jobs` in timing order: each job joins the group of its anchor, the first
    /// of its rule's references that is a job at the same size (itself when there is none); the
    /// groups come in the order of their first job, and the jobs within a group keep their order.
    ///
    /// - Complexity: O(*j* · (*r* + *k*)) for *j* jobs, *r* rules and *k* references a rule.
    public static func indices(_ jobs: [Job], rules: [ReferenceRule]) -> [Int] {
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
        return firsts.flatMap { groups[$0]! }
    }
}
