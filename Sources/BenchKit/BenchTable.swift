/// A run, analysed: one row per result, with its statistics, its ratio to the group's reference
/// measured in the same run, and whether its checksum agrees with the rest of its family.
public struct BenchTable: Equatable, Sendable {
    public struct Row: Equatable, Sendable {
        public var kernel: String
        public var size: Int
        public var variant: BenchVariant
        public var summary: SampleSummary
        /// time / reference time (> 1 is slower), with its bootstrap 95% interval; nil without a reference.
        public var ratio: RatioEstimate?
        /// The reference this row was compared with, and its median time.
        public var reference: BenchReference?
        public var referenceMedian: Double?
        public var checksum: String
        /// False when another variant of the same family and size gave a different answer.
        public var checksumAgrees: Bool
        public var peakRSSKiB: Int?
        /// Instructions of one process at this kernel, variant and size, when they were counted.
        public var instructions: Int?

        /// The key that baselines store: `kernel|variant|size`.
        public var key: String { "\(kernel)|\(variant.id)|\(size)" }

        /// Whether this row is its own reference (ratio 1 by definition).
        public var isReference: Bool { reference == BenchReference(kernel: kernel, variant: variant.id) }
    }

    public var rows: [Row]
    /// One line per disagreement: these are errors, never timings.
    public var checksumErrors: [String]

    /// Analyses `run`. Rows keep the order of `run.results`.
    ///
    /// - Complexity: O(*r*² + *r* · *B*) for *r* results and *B* bootstrap work per ratio.
    public init(_ run: BenchRun, resamples: Int = 2000) {
        let variants = Dictionary(run.variants.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        // The majority checksum of each checksum domain and size is the agreed one.
        var votes: [String: [String: Int]] = [:]
        for result in run.results {
            votes["\(run.checksumDomain(of: result.kernel))|\(result.size)", default: [:]][
                result.checksum, default: 0] += 1
        }
        let instructionsByKey = Dictionary(
            run.instructionCounts.map { ($0.key, $0.instructions) }, uniquingKeysWith: { first, _ in first })
        var errors: [String] = []
        for (key, counts) in votes.sorted(by: { $0.key < $1.key }) where counts.count > 1 {
            let detail = counts.sorted { $0.key < $1.key }.map { "\($0.key) (×\($0.value))" }.joined(separator: ", ")
            errors.append("checksum mismatch for \(key.replacingOccurrences(of: "|", with: " at size ")): \(detail)")
        }
        rows = run.results.map { result in
            let counts = votes["\(run.checksumDomain(of: result.kernel))|\(result.size)"]!
            let agreed = counts.max { $0.value < $1.value || ($0.value == $1.value && $0.key > $1.key) }!.key
            let variant =
                variants[result.variant]
                ?? BenchVariant(id: result.variant, language: "?", label: result.variant, flags: "", tool: "")
            var ratio: RatioEstimate?
            var used: BenchReference?
            var usedMedian: Double?
            if let (reference, base) = run.rules.reference(
                of: result.kernel,
                measured: { reference in
                    run.results.first {
                        $0.kernel == reference.kernel && $0.variant == reference.variant && $0.size == result.size
                    }
                })
            {
                let isItself = reference.kernel == result.kernel && reference.variant == result.variant
                ratio =
                    isItself
                    ? RatioEstimate(ratio: 1, lower: 1, upper: 1)
                    : RatioEstimate(numerator: result.samples, denominator: base.samples, resamples: resamples)
                used = reference
                usedMedian = SampleSummary.median(base.samples)
            }
            return Row(
                kernel: result.kernel, size: result.size, variant: variant, summary: SampleSummary(result.samples),
                ratio: ratio, reference: used, referenceMedian: usedMedian, checksum: result.checksum,
                checksumAgrees: counts.count == 1 || result.checksum == agreed,
                peakRSSKiB: result.peakRSSKiB,
                instructions: instructionsByKey["\(result.kernel)|\(result.variant)|\(result.size)"])
        }
        checksumErrors = errors
    }
}

extension String {
    fileprivate func replacingOccurrences(of target: String, with replacement: String) -> String {
        split(separator: Character(target), omittingEmptySubsequences: false).joined(separator: replacement)
    }
}
