import BenchKit
import Testing

@Suite struct StatisticsTests {
    @Test("summary of a known sample with one outlier")
    func knownSample() {
        let summary = SampleSummary([4, 1, 100, 3, 2])
        #expect(summary.count == 5)
        #expect(summary.min == 1 && summary.max == 100)
        #expect(summary.median == 3)
        #expect(summary.mean == 22)
        // Deviations from the median 3: 1, 2, 97, 0, 1 → sorted 0, 1, 1, 2, 97 → MAD 1.
        #expect(summary.mad == 1)
        #expect(summary.outliers == [100])
        // Sample standard deviation: √((18² + 21² + 78² + 19² + 20²) / 4) = √1902.5.
        #expect(abs(summary.standardDeviation - 1902.5.squareRoot()) < 1e-12)
    }

    @Test("even counts take the mean of the middle two; identical samples have no outliers")
    func evenAndFlat() {
        #expect(SampleSummary([4, 1, 3, 2]).median == 2.5)
        let flat = SampleSummary([7, 7, 7])
        #expect(flat.mad == 0 && flat.outliers.isEmpty && flat.standardDeviation == 0)
        #expect(SampleSummary([5]).standardDeviation == 0)
    }

    @Test("ratio of medians: exact for constant samples")
    func constantRatio() {
        let estimate = RatioEstimate(numerator: [2, 2, 2], denominator: [1, 1, 1])
        #expect(estimate == RatioEstimate(ratio: 2, lower: 2, upper: 2))
    }

    @Test("bootstrap interval: seeded, reproducible, and inside the possible range")
    func bootstrap() {
        let a = [2.0, 2.2, 1.8, 2.1, 1.9]
        let b = [1.0, 1.1, 0.9, 1.05, 0.95]
        let first = RatioEstimate(numerator: a, denominator: b, seed: 42)
        let again = RatioEstimate(numerator: a, denominator: b, seed: 42)
        #expect(first == again)
        #expect(first.ratio == 2)
        #expect(first.lower <= first.ratio && first.ratio <= first.upper)
        // Every resampled median lies within the samples' range, so the ratios do too.
        #expect(first.lower >= 1.8 / 1.1 && first.upper <= 2.2 / 0.9)
        #expect(first.lower < first.upper)
    }

    @Test("measure respects warmups and the repetition bounds")
    func repetitions() {
        var calls = 0
        let (samples, result) = measure(.fixed(4, warmups: 2)) {
            calls += 1
            return calls
        }
        #expect(samples.count == 4 && calls == 6 && result == 6)
        calls = 0
        let adaptive = measure(RepetitionPolicy(warmups: 0, minimum: 2, maximum: 5, budget: 1e9)) {
            calls += 1
            return calls
        }
        #expect(adaptive.samples.count == 5)
    }
}
