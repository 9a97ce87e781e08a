import BenchKit
import Testing

@Suite struct TimingOrderTests {
    typealias Job = TimingOrder.Job

    static let rules = [
        ReferenceRule(
            kernels: ["sieve.wheel", "sieve.odd"],
            references: [
                BenchReference(kernel: "sieve.primesieve", variant: "primesieve"),
                BenchReference(kernel: "sieve.classic", variant: "c-O2"),
            ]),
        ReferenceRule(
            kernels: ["sieve.classic"], references: [BenchReference(kernel: "sieve.classic", variant: "c-O2")]),
    ]

    /// As the matrix lists them: each variant's work, then the next variant's.
    static let listed = [
        Job(kernel: "sieve.classic", variant: "swift-O", size: 8),  // 0: anchor classic@c-O2|8
        Job(kernel: "sieve.wheel", variant: "swift-O", size: 8),  // 1: anchor primesieve|8
        Job(kernel: "sieve.wheel", variant: "swift-O", size: 9),  // 2: anchor primesieve|9
        Job(kernel: "sieve.odd", variant: "swift-Onone", size: 8),  // 3: anchor primesieve|8
        Job(kernel: "sieve.classic", variant: "c-O2", size: 8),  // 4: anchor itself
        Job(kernel: "sieve.primesieve", variant: "primesieve", size: 8),  // 5
        Job(kernel: "sieve.primesieve", variant: "primesieve", size: 9),  // 6
    ]

    @Test("rows are timed next to their reference: variant by variant becomes reference by reference")
    func grouped() {
        #expect(TimingOrder.indices(Self.listed, rules: Self.rules) == [0, 4, 1, 3, 5, 2, 6])
    }

    @Test("a missing first reference falls back to the next one present, as the table's ratio does")
    func fallback() {
        let jobs = [
            Job(kernel: "sieve.wheel", variant: "swift-O", size: 8),
            Job(kernel: "sieve.odd", variant: "swift-O", size: 8),
            Job(kernel: "sieve.classic", variant: "c-O0", size: 8),
            Job(kernel: "sieve.classic", variant: "c-O2", size: 8),
        ]
        // No primesieve: the wheel and odd rows are divided by C -O2's classic, and timed beside it.
        #expect(TimingOrder.indices(jobs, rules: Self.rules) == [0, 1, 2, 3])
        let reordered = [jobs[0], jobs[2], jobs[1], jobs[3]]
        #expect(TimingOrder.indices(reordered, rules: Self.rules) == [0, 1, 2, 3])
    }

    @Test("the groups are a row's reference with the rows divided by it, in the order of `indices`")
    func groups() {
        let jobs = Self.listed + [Job(kernel: "a.alone", variant: "swift-O", size: 8)]  // 7: no rule
        #expect(TimingOrder.groups(jobs, rules: Self.rules) == [[0, 4], [1, 3, 5], [2, 6], [7]])
    }

    @Test("a round's policy: a third of the runs (at least one) and of the budget; warm-ups kept unless heavy")
    func roundPolicy() {
        let standard = RepetitionPolicy(warmups: 1, minimum: 3, maximum: 10, budget: 1.0)
        let first = TimingRounds.policy(standard, round: 0, firstMedian: nil)
        #expect(first == RepetitionPolicy(warmups: 1, minimum: 1, maximum: 4, budget: 1.0 / 3))
        // Short samples keep their warm-up in every round; samples of half a second and more lose it.
        #expect(TimingRounds.policy(standard, round: 1, firstMedian: 0.2).warmups == 1)
        #expect(TimingRounds.policy(standard, round: 2, firstMedian: 0.5).warmups == 0)
        #expect(TimingRounds.policy(standard, round: 0, firstMedian: 9).warmups == 1)
        // The quick preset: 5…15 runs become 2…5 a round.
        let quick = TimingRounds.policy(
            RepetitionPolicy(warmups: 1, minimum: 5, maximum: 15, budget: 0.3), round: 1, firstMedian: 0.01)
        #expect(quick == RepetitionPolicy(warmups: 1, minimum: 2, maximum: 5, budget: 0.3 / 3))
        // A single run (slow variants, the long preset) is one round, unchanged.
        let single = RepetitionPolicy(warmups: 0, minimum: 1, maximum: 1, budget: 0)
        #expect(TimingRounds.rounds(for: single) == 1)
        #expect(TimingRounds.policy(single, round: 0, firstMedian: nil) == single)
        #expect(TimingRounds.rounds(for: standard) == TimingRounds.count)
        // Every round runs at least the minimum's share: three rounds never fall below the minimum.
        for minimum in 1...12 {
            let policy = RepetitionPolicy(warmups: 1, minimum: minimum, maximum: 20, budget: 1)
            let round = TimingRounds.policy(policy, round: 0, firstMedian: nil)
            #expect(round.minimum * TimingRounds.rounds(for: policy) >= minimum)
            #expect(round.maximum >= round.minimum)
        }
    }

    @Test("every job is timed exactly once, with or without a rule")
    func permutation() {
        let jobs = (0..<40).map {
            Job(kernel: ["a.x", "sieve.wheel", "sieve.classic"][$0 % 3], variant: "v\($0 % 4)", size: $0 % 5)
        }
        #expect(TimingOrder.indices(jobs, rules: Self.rules).sorted() == Array(0..<40))
        #expect(TimingOrder.groups(jobs, rules: Self.rules).flatMap { $0 }.sorted() == Array(0..<40))
        #expect(TimingOrder.indices([], rules: Self.rules).isEmpty)
    }
}
