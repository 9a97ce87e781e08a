import SolverIO

/// Why a command failed, and so its exit status.
public enum CLIError: Error, Equatable {
    /// Bad bytes on stdin: exit 2, `algo <cmd>: line N: expected …, got "…"`.
    case input(InputError)
    /// A bad command line: exit 2, the message and then the usage line.
    case usage(String)
    /// A bad value on the command line: exit 2, the message alone.
    case value(String)
    /// Anything that is not the input's fault: exit 1.
    case failure(String)

    /// The process exit status for this error.
    public var exitStatus: Int32 {
        switch self {
        case .input, .usage, .value: 2
        case .failure: 1
        }
    }
}
