/// One build or interpreter that runs kernels: "Swift -O", "C -O2", "PyPy", "primesieve".
public struct BenchVariant: Codable, Equatable, Sendable {
    /// A short stable key, such as `swift-O` or `c-O2`.
    public var id: String
    /// "Swift", "C", "Python" or "peer".
    public var language: String
    /// What the table shows, such as `Swift -O`.
    public var label: String
    /// The exact build or run flags.
    public var flags: String
    /// The compiler or interpreter, with its version.
    public var tool: String
    /// The size of the binary that ran, in bytes, when there is one.
    public var binaryBytes: Int?
    /// The SHA-256 of that binary.
    public var binarySHA256: String?
    /// What the flags do, in a sentence, for the report.
    public var explanation: String?
    /// False for a build that differs from run to run with the same sources (PGO retrains its
    /// profile every run, and the inliner's choices follow the counts): reported, never gated.
    public var reproducible: Bool?

    public init(
        id: String, language: String, label: String, flags: String, tool: String, binaryBytes: Int? = nil,
        binarySHA256: String? = nil, explanation: String? = nil, reproducible: Bool? = nil
    ) {
        self.id = id
        self.language = language
        self.label = label
        self.flags = flags
        self.tool = tool
        self.binaryBytes = binaryBytes
        self.binarySHA256 = binarySHA256
        self.explanation = explanation
        self.reproducible = reproducible
    }

    /// Whether this variant runs the project's own code (a Swift build of it), not a peer's.
    public var isOwnCode: Bool { language == "Swift" }

    /// Whether the gate may fail on this variant's rows: the project's own code, built the same way
    /// from the same sources every time.
    public var isGated: Bool { isOwnCode && reproducible != false }
}

/// The samples of one kernel at one size in one variant: the line every runner prints.
public struct BenchResult: Codable, Equatable, Sendable {
    /// `family.algorithm`, such as `sieve.classic`; the family is the checksum domain unless the
    /// run names another for the kernel (``BenchRun/checksumDomain(of:)``).
    public var kernel: String
    /// The problem size (n for sieves, queries for DSLR).
    public var size: Int
    /// The variant's id; filled in by the driver for peers that do not know it.
    public var variant: String
    /// Seconds per run.
    public var samples: [Double]
    /// The kernel's answer, as text: every variant must agree within a family and size.
    public var checksum: String
    /// Peak resident memory of the process, in KiB.
    public var peakRSSKiB: Int?

    public init(kernel: String, size: Int, variant: String, samples: [Double], checksum: String, peakRSSKiB: Int? = nil)
    {
        self.kernel = kernel
        self.size = size
        self.variant = variant
        self.samples = samples
        self.checksum = checksum
        self.peakRSSKiB = peakRSSKiB
    }

    /// The family: the part of the kernel name before the first dot (the default checksum domain).
    public var family: String { String(kernel.prefix { $0 != "." }) }
}

/// The instructions one process executed for one kernel at one size in one variant
/// (`valgrind --tool=callgrind`, one timed run inside `BenchKit.measure`).
///
/// Unlike a time it is the same on every run of the same binary with the same code path, so a
/// change of a few percent is news even on a busy machine.
public struct InstructionCount: Codable, Equatable, Sendable {
    public var kernel: String
    public var size: Int
    public var variant: String
    public var instructions: Int

    public init(kernel: String, size: Int, variant: String, instructions: Int) {
        self.kernel = kernel
        self.size = size
        self.variant = variant
        self.instructions = instructions
    }

    /// The row key it belongs to: `kernel|variant|size`.
    public var key: String { "\(kernel)|\(variant)|\(size)" }
}

/// Which measurement every row of a group of kernels is compared with.
public struct ReferenceRule: Codable, Equatable, Sendable {
    /// The kernels the rule covers.
    public var kernels: [String]
    /// The reference kernel and variant, in order of preference (the first one measured wins).
    public var references: [BenchReference]

    public init(kernels: [String], references: [BenchReference]) {
        self.kernels = kernels
        self.references = references
    }
}

extension Array where Element == ReferenceRule {
    /// The reference `kernel`'s ratio divides by, the one place that choice is made (the table's
    /// ratios and the matrix's timing order both ask here): the first of its rule's references
    /// for which `measured` finds something, with what it found; nil without a rule or when none
    /// is measured.
    ///
    /// - Complexity: O(*r* + *k*) calls of `measured` at most, for *r* rules and *k* references.
    public func reference<Found>(of kernel: String, measured: (BenchReference) -> Found?) -> (
        BenchReference, Found
    )? {
        guard let rule = first(where: { $0.kernels.contains(kernel) }) else { return nil }
        for reference in rule.references {
            if let found = measured(reference) { return (reference, found) }
        }
        return nil
    }
}

/// A kernel in a variant.
public struct BenchReference: Codable, Equatable, Hashable, Sendable {
    public var kernel: String
    public var variant: String

    public init(kernel: String, variant: String) {
        self.kernel = kernel
        self.variant = variant
    }
}

/// A whole run of the matrix: what ran where, and every sample.
public struct BenchRun: Codable, Equatable, Sendable {
    /// Machine, OS, date, tool versions.
    public var environment: [String: String]
    public var variants: [BenchVariant]
    public var results: [BenchResult]
    public var rules: [ReferenceRule]
    /// Variants or peers that were skipped, with why.
    public var notes: [String]
    /// Kernel → checksum domain, for kernels whose answers differ from the rest of their family
    /// (`bignum.add10k` and `bignum.mul10k` share a family, not an answer). Others use their family.
    public var checksumDomains: [String: String]
    /// Instruction counts of the project's own kernels (callgrind), where they were counted.
    public var instructionCounts: [InstructionCount]
    /// The issues' speed targets for this run's rows; the reports check them (``TargetCheck``).
    public var targets: [SpeedTarget]

    public init(
        environment: [String: String], variants: [BenchVariant], results: [BenchResult], rules: [ReferenceRule],
        notes: [String] = [], checksumDomains: [String: String] = [:], instructionCounts: [InstructionCount] = [],
        targets: [SpeedTarget] = []
    ) {
        self.environment = environment
        self.variants = variants
        self.results = results
        self.rules = rules
        self.notes = notes
        self.checksumDomains = checksumDomains
        self.instructionCounts = instructionCounts
        self.targets = targets
    }

    enum CodingKeys: String, CodingKey {
        case environment, variants, results, rules, notes, checksumDomains, instructionCounts, targets
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        environment = try container.decode([String: String].self, forKey: .environment)
        variants = try container.decode([BenchVariant].self, forKey: .variants)
        results = try container.decode([BenchResult].self, forKey: .results)
        rules = try container.decode([ReferenceRule].self, forKey: .rules)
        notes = try container.decodeIfPresent([String].self, forKey: .notes) ?? []
        checksumDomains = try container.decodeIfPresent([String: String].self, forKey: .checksumDomains) ?? [:]
        instructionCounts =
            try container.decodeIfPresent([InstructionCount].self, forKey: .instructionCounts) ?? []
        targets = try container.decodeIfPresent([SpeedTarget].self, forKey: .targets) ?? []
    }

    /// The domain within which every variant of a kernel must give the same checksum at a size.
    public func checksumDomain(of kernel: String) -> String {
        checksumDomains[kernel] ?? String(kernel.prefix { $0 != "." })
    }
}
