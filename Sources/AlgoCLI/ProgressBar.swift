import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A one-line progress indicator on stderr, safe to update from any thread.
///
/// It writes `\r<label> 42%` only when the whole percentage changes, and `finish()` clears the line.
/// Commands show it when stderr is a terminal, or when `--progress` forces it.
final class ProgressBar: Sendable {
    private let label: String
    private let lastPercent = Mutex<Int>(-1)

    init(label: String) {
        self.label = label
    }

    /// Shows `fraction` (0...1) done.
    func update(_ fraction: Double) {
        let percent = Int(min(max(fraction, 0), 1) * 100)
        lastPercent.withLock { last in
            guard percent != last else { return }
            last = percent
            Self.writeToStderr("\r\(label) \(percent)%")
        }
    }

    /// Clears the line.
    func finish() {
        lastPercent.withLock { last in
            if last >= 0 { Self.writeToStderr("\r" + String(repeating: " ", count: label.count + 6) + "\r") }
            last = -1
        }
    }

    private static func writeToStderr(_ text: String) {
        var text = text
        text.withUTF8 { bytes in _ = write(2, bytes.baseAddress, bytes.count) }
    }

    /// Whether to show progress: `--progress` and `--no-progress` win, else only on a terminal.
    static func wanted(_ arguments: ParsedArguments, context: borrowing CLIContext) -> Bool {
        if arguments.has("progress") { return true }
        if arguments.has("no-progress") { return false }
        return context.errorsIsTerminal
    }
}
