import AlgoSupport
import SolverIO

/// The streams a command runs against: the real ones, or memory in tests.
public struct CLIContext: ~Copyable {
    /// Standard input.
    public var input: InputReader
    /// Standard output: answers only.
    public var output: OutputWriter
    /// Standard error: messages and progress.
    public var errors: OutputWriter
    /// Whether standard error is a terminal, which turns progress bars on by default.
    public var errorsIsTerminal: Bool
    /// Whether standard output is a terminal: a command that streams its answers there shows no
    /// bar by default, which would cut into them.
    public var outputIsTerminal: Bool

    public init(
        input: consuming InputReader, output: consuming OutputWriter, errors: consuming OutputWriter,
        errorsIsTerminal: Bool, outputIsTerminal: Bool = false
    ) {
        self.input = input
        self.output = output
        self.errors = errors
        self.errorsIsTerminal = errorsIsTerminal
        self.outputIsTerminal = outputIsTerminal
    }

    /// The process's own standard streams.
    public static func standard() -> CLIContext {
        CLIContext(
            input: InputReader(fileDescriptor: 0),
            output: OutputWriter(fileDescriptor: 1),
            errors: OutputWriter(fileDescriptor: 2, capacity: 4096),
            errorsIsTerminal: isatty(2) != 0, outputIsTerminal: isatty(1) != 0)
    }

    /// A context over an in-memory stdin, capturing both outputs (for tests).
    public static func memory(stdin: String = "", errorsIsTerminal: Bool = false, outputIsTerminal: Bool = false)
        -> CLIContext
    {
        CLIContext(
            input: InputReader(stdin), output: .memory(), errors: .memory(), errorsIsTerminal: errorsIsTerminal,
            outputIsTerminal: outputIsTerminal)
    }

    /// Flushes both outputs.
    public mutating func flush() {
        output.flush()
        errors.flush()
    }
}
