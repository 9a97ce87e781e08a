import CommandLineKit

/// Errors of the harness's machinery below the commands: usage (exit 2) or failure (exit 1).
enum BenchError: Error {
    case usage(String)
    case failure(String)

    /// The command-line error with the same exit status.
    var cliError: CLIError {
        switch self {
        case .usage(let message): .usage(message)
        case .failure(let message): .failure(message)
        }
    }
}
