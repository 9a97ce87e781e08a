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

    @Test("rows are timed next to their reference: variant by variant becomes reference by reference")
    func grouped() {
        // As the matrix lists them: each variant's work, then the next variant's.
        let jobs = [
            Job(kernel: "sieve.classic", variant: "swift-O", size: 8),  // 0: anchor classic@c-O2|8
            Job(kernel: "sieve.wheel", variant: "swift-O", size: 8),  // 1: anchor primesieve|8
            Job(kernel: "sieve.wheel", variant: "swift-O", size: 9),  // 2: anchor primesieve|9
            Job(kernel: "sieve.odd", variant: "swift-Onone", size: 8),  // 3: anchor primesieve|8
            Job(kernel: "sieve.classic", variant: "c-O2", size: 8),  // 4: anchor itself
            Job(kernel: "sieve.primesieve", variant: "primesieve", size: 8),  // 5
            Job(kernel: "sieve.primesieve", variant: "primesieve", size: 9),  // 6
        ]
        #expect(TimingOrder.indices(jobs, rules: Self.rules) == [0, 4, 1, 3, 5, 2, 6])
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

    @Test("every job is timed exactly once, with or without a rule")
    func permutation() {
        let jobs = (0..<40).map {
            Job(kernel: ["a.x", "sieve.wheel", "sieve.classic"][$0 % 3], variant: "v\($0 % 4)", size: $0 % 5)
        }
        #expect(TimingOrder.indices(jobs, rules: Self.rules).sorted() == Array(0..<40))
        #expect(TimingOrder.indices([], rules: Self.rules).isEmpty)
    }
}
