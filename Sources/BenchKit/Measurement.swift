import AlgoSupport

/// Keeps a value alive so that the optimizer cannot delete the work that produced it.
@inline(never)
public func blackHole<T>(_ value: T) {
    withExtendedLifetime(value) {}
}

/// Seconds on the monotonic clock.
@inline(__always)
public func monotonicSeconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) * 1e-9
}

/// The process's peak resident set size in KiB (getrusage).
public func peakResidentKiB() -> Int {
    var usage = rusage()
    #if os(Linux)
        getrusage(RUSAGE_SELF.rawValue, &usage)
    #else
        getrusage(RUSAGE_SELF, &usage)
    #endif
    #if os(Linux)
        return Int(usage.ru_maxrss)  // KiB on Linux
    #else
        return Int(usage.ru_maxrss) / 1024  // bytes on Darwin
    #endif
}

/// How many times to run a kernel.
public struct RepetitionPolicy: Codable, Equatable, Sendable {
    /// Untimed runs first, to warm caches and page in memory.
    public var warmups: Int
    /// At least this many timed runs.
    public var minimum: Int
    /// At most this many timed runs.
    public var maximum: Int
    /// Stop adding runs (beyond the minimum) once this many seconds were spent timing.
    public var budget: Double

    public init(warmups: Int = 1, minimum: Int = 3, maximum: Int = 30, budget: Double = 1.0) {
        self.warmups = warmups
        self.minimum = max(1, minimum)
        self.maximum = max(self.minimum, maximum)
        self.budget = budget
    }

    /// A fixed count: `count` timed runs after `warmups`.
    /// This policy with the given fields replaced (nil keeps the field).
    public func overriding(minimum: Int?, maximum: Int?, budget: Double?) -> RepetitionPolicy {
        RepetitionPolicy(
            warmups: warmups, minimum: minimum ?? self.minimum, maximum: maximum ?? self.maximum,
            budget: budget ?? self.budget)
    }

    public static func fixed(_ count: Int, warmups: Int = 1) -> RepetitionPolicy {
        RepetitionPolicy(warmups: warmups, minimum: count, maximum: count, budget: 0)
    }
}

/// Times `body` under `policy`; each call's result is passed to ``blackHole(_:)``.
///
/// - Returns: the timed samples in seconds, and the last result.
/// - Complexity: `policy.warmups` + between `minimum` and `maximum` calls of `body`.
public func measure<Result>(_ policy: RepetitionPolicy, _ body: () -> Result) -> (samples: [Double], result: Result) {
    var result: Result?
    for _ in 0..<policy.warmups {
        result = body()
        blackHole(result)
    }
    var samples: [Double] = []
    var spent = 0.0
    while samples.count < policy.maximum && (samples.count < policy.minimum || spent < policy.budget) {
        let start = monotonicSeconds()
        result = body()
        let elapsed = monotonicSeconds() - start
        blackHole(result)
        samples.append(elapsed)
        spent += elapsed
    }
    return (samples, result!)  // minimum ≥ 1, so the loop ran
}
