import BenchKit

/// One variant that runs kernels: a Swift build, a C build, an interpreter or a peer library.
struct Participant {
    var variant: BenchVariant
    /// The command line that times `kernel` at `size`.
    var command: (_ kernel: String, _ size: Int, _ policy: RepetitionPolicy) -> [String]
    /// Kernel → sizes this participant runs.
    var work: [(kernel: String, sizes: [Int])]
    var policy: RepetitionPolicy
    /// Environment variables for every process of this participant.
    var environment: [String: String] = [:]
}

/// How long each kernel runs: the sizes (declared per kernel, ``Kernel/standard`` and
/// ``Kernel/quick``) and the repetition policies.
///
/// The main job (`make bench`, ``standard``) runs each kernel at its first standard size and the
/// four optimisation levels; ``full`` (`make bench-full`) runs every standard size and adds LTO
/// and PGO. The main job is sized to fit a coffee break with its builds on a 2-core machine, the
/// full one is not (Guides/Measurements/Benchmarks.md, "make bench: the main job in 15 minutes").
struct Preset {
    var name: String
    var policy: RepetitionPolicy
    /// For the slow variants (debug Swift, CPython).
    var slowPolicy: RepetitionPolicy
    /// `--sizes`: these sizes for every kernel instead of the declared ones.
    var sizesOverride: [Int]? = nil

    /// The main job: the first standard size, three to five timed runs in 0.3 s of budget.
    static let standard = Preset(
        name: "default", policy: RepetitionPolicy(warmups: 1, minimum: 3, maximum: 5, budget: 0.3),
        slowPolicy: RepetitionPolicy(warmups: 0, minimum: 1, maximum: 1, budget: 0))

    /// Every standard size, three to ten timed runs in a second of budget.
    static let full = Preset(
        name: "full", policy: RepetitionPolicy(warmups: 1, minimum: 3, maximum: 10, budget: 1.0),
        slowPolicy: RepetitionPolicy(warmups: 0, minimum: 1, maximum: 1, budget: 0))

    static let quick = Preset(
        name: "quick", policy: RepetitionPolicy(warmups: 1, minimum: 5, maximum: 15, budget: 0.3),
        slowPolicy: RepetitionPolicy(warmups: 1, minimum: 3, maximum: 3, budget: 0))

    /// The rows that take minutes a run (``Kernel/long``): one timed run each, no warm-up.
    static let long = Preset(
        name: "long", policy: RepetitionPolicy(warmups: 0, minimum: 1, maximum: 1, budget: 0),
        slowPolicy: RepetitionPolicy(warmups: 0, minimum: 1, maximum: 1, budget: 0))
}
