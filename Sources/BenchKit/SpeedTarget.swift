/// A speed target that an issue sets for one row of the matrix, checked in every report against
/// the run's own measurements and never gated.
///
/// Two kinds of bound:
/// - a **ratio** to a named reference measured in the same run (the form that holds on any
///   machine: "within 1.1× primesieve");
/// - a **time** on this machine (the issues' throughputs, such as 10^7 solves a second at 10^6
///   solves). It says nothing about another CPU, so a report prints it for the machine at hand.
public struct SpeedTarget: Codable, Equatable, Sendable {
    public enum Bound: Codable, Equatable, Sendable {
        /// The row's median time over `against`'s, at most `atMost`.
        case ratio(atMost: Double, against: BenchReference)
        /// The row's median seconds a run, at most `atMost`.
        case seconds(atMost: Double)

        /// The bound's value: a ratio or seconds.
        public var limit: Double {
            switch self {
            case .ratio(let ratio, _): ratio
            case .seconds(let seconds): seconds
            }
        }
    }

    public var kernel: String
    public var variant: String
    /// The sizes it applies to; empty means every size the row is measured at.
    public var sizes: [Int]
    public var bound: Bound
    /// Where the target comes from, for the reader: "#13: high ranges within 1.1× primesieve".
    public var source: String

    public init(kernel: String, variant: String, sizes: [Int] = [], bound: Bound, source: String) {
        self.kernel = kernel
        self.variant = variant
        self.sizes = sizes
        self.bound = bound
        self.source = source
    }

    /// Whether `row` is one this target speaks of (a ratio target also needs the row's reference
    /// to be the one it names: a fallback reference measures something else).
    public func applies(to row: BenchTable.Row) -> Bool {
        guard row.kernel == kernel, row.variant.id == variant, sizes.isEmpty || sizes.contains(row.size) else {
            return false
        }
        if case .ratio(_, let reference) = bound { return row.reference == reference && !row.isReference }
        return true
    }
}

/// One target checked at one size.
public struct TargetCheck: Equatable, Sendable {
    public enum Verdict: String, Sendable {
        /// The whole interval is within the bound.
        case met
        /// The interval straddles the bound: this run cannot tell.
        case inDoubt = "in doubt"
        /// The whole interval is beyond the bound.
        case missed
    }

    public var target: SpeedTarget
    public var size: Int
    /// The measured ratio or median seconds, and its interval: the bootstrap 95% interval of a
    /// ratio, the fastest and slowest run of a time.
    public var value: Double
    public var lower: Double
    public var upper: Double

    public var verdict: Verdict {
        if upper <= target.bound.limit { return .met }
        return lower > target.bound.limit ? .missed : .inDoubt
    }

    /// The targets checked against `table`'s rows, in the order of `targets` and then of the rows,
    /// and the targets no row of this run speaks of (a preset without their sizes, a peer that is
    /// not installed).
    ///
    /// - Complexity: O(*t* · *r*) for *t* targets and *r* rows.
    public static func checks(_ targets: [SpeedTarget], in table: BenchTable) -> (
        checks: [TargetCheck], unmeasured: [SpeedTarget]
    ) {
        var checks: [TargetCheck] = []
        var unmeasured: [SpeedTarget] = []
        for target in targets {
            let rows = table.rows.filter { target.applies(to: $0) }
            if rows.isEmpty { unmeasured.append(target) }
            for row in rows {
                switch target.bound {
                case .ratio:
                    guard let ratio = row.ratio else { continue }
                    checks.append(
                        TargetCheck(
                            target: target, size: row.size, value: ratio.ratio, lower: ratio.lower,
                            upper: ratio.upper))
                case .seconds:
                    checks.append(
                        TargetCheck(
                            target: target, size: row.size, value: row.summary.median, lower: row.summary.min,
                            upper: row.summary.max))
                }
            }
        }
        return (checks, unmeasured)
    }
}
