import AlgoSupport

/// Summary statistics of one kernel's timing samples.
///
///     let s = SampleSummary([1, 2, 3, 4, 100])
///     s.median   // 3
///     s.mad      // 1: the median of |x − 3| = [2, 1, 0, 1, 97]
///     s.outliers // [100]: more than 3 scaled MADs from the median
public struct SampleSummary: Codable, Equatable, Sendable {
    public var count: Int
    public var min: Double
    public var median: Double
    public var mean: Double
    public var max: Double
    /// The sample standard deviation (n − 1 in the denominator); 0 for one sample.
    public var standardDeviation: Double
    /// The median absolute deviation from the median (unscaled).
    public var mad: Double
    /// Samples further than 3 × 1.4826 × MAD from the median (1.4826 makes the MAD estimate σ
    /// for normal data). When MAD is 0, none are flagged.
    public var outliers: [Double]

    /// - Precondition: `samples` is not empty.
    /// - Complexity: O(*n* log *n*).
    public init(_ samples: [Double]) {
        precondition(!samples.isEmpty, "no samples to summarise")
        let sorted = samples.sorted()
        count = sorted.count
        min = sorted.first!
        max = sorted.last!
        median = Self.median(ofSorted: sorted)
        mean = sorted.reduce(0, +) / Double(count)
        let m = mean
        standardDeviation =
            count > 1 ? (sorted.reduce(0) { $0 + ($1 - m) * ($1 - m) } / Double(count - 1)).squareRoot() : 0
        let center = median
        mad = Self.median(ofSorted: sorted.map { abs($0 - center) }.sorted())
        let limit = 3 * 1.4826 * mad
        outliers = mad > 0 ? samples.filter { abs($0 - center) > limit } : []
    }

    /// The median of an already sorted, non-empty array (the mean of the middle two for even n).
    public static func median(ofSorted sorted: [Double]) -> Double {
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }

    /// The median of a non-empty array.
    public static func median(_ values: [Double]) -> Double { median(ofSorted: values.sorted()) }
}

/// The ratio of two medians with a bootstrap confidence interval.
public struct RatioEstimate: Codable, Equatable, Sendable {
    /// median(numerator) / median(denominator).
    public var ratio: Double
    /// The 2.5th percentile of the bootstrap ratios.
    public var lower: Double
    /// The 97.5th percentile of the bootstrap ratios.
    public var upper: Double

    /// Estimates median(a)/median(b) and its 95% interval by resampling both samples with
    /// replacement `resamples` times (the percentile bootstrap), with a seeded generator so that
    /// reports are reproducible.
    ///
    ///     RatioEstimate(numerator: [2, 2, 2], denominator: [1, 1, 1])   // 2 [2, 2]
    ///
    /// - Complexity: O(*r* · (*a* + *b*) log(*a* + *b*)) for *r* resamples.
    public init(numerator: [Double], denominator: [Double], resamples: Int = 2000, seed: UInt64 = 0x00C0_FFEE) {
        precondition(!numerator.isEmpty && !denominator.isEmpty, "no samples for a ratio")
        ratio = SampleSummary.median(numerator) / SampleSummary.median(denominator)
        var generator = SplitMix64(seed: seed)
        var ratios: [Double] = []
        ratios.reserveCapacity(resamples)
        for _ in 0..<resamples {
            let a = numerator.indices.map { _ in numerator[Int(generator.next() % UInt64(numerator.count))] }
            let b = denominator.indices.map { _ in denominator[Int(generator.next() % UInt64(denominator.count))] }
            ratios.append(SampleSummary.median(a) / SampleSummary.median(b))
        }
        ratios.sort()
        lower = ratios[Int(Double(resamples - 1) * 0.025)]
        upper = ratios[Int(Double(resamples - 1) * 0.975)]
    }

    public init(ratio: Double, lower: Double, upper: Double) {
        self.ratio = ratio
        self.lower = lower
        self.upper = upper
    }
}
