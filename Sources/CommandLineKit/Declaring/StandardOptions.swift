import AlgoSupport

/// `--progress` and `--no-progress`, for every command that can show a progress bar.
public struct ProgressOptions: ParsableArguments {
    @Flag("progress", help: "show progress on stderr even when it is not a terminal") public var progress = false
    @Flag("no-progress", help: "never show progress") public var noProgress = false

    public init() {}
}

/// `--threads T`, for every command that splits its work over threads.
public struct WorkerThreads: ParsableArguments {
    @Option("threads", value: "T", help: "worker threads (default: all cores)", in: 1...1024)
    public var threads = activeProcessorCount()

    public init() {}
}

/// `--json`, for every command whose answers are numbers: one JSON object per answer, a line each
/// (JSON Lines), with the fields Guides/JSON.md lists.
public struct JSONOutput: ParsableArguments {
    @Flag("json", help: "one JSON object per answer, a line each (JSON Lines; Guides/JSON.md)") public var json = false

    public init() {}
}
