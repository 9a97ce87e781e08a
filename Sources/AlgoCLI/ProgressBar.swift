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

    /// The `--progress` and `--no-progress` options, for the commands that show a bar.
    static let options = [
        OptionSpec("progress", help: "show progress on stderr even when it is not a terminal"),
        OptionSpec("no-progress", help: "never show progress"),
    ]

    /// A bar labelled `label` when progress is wanted: `--progress` and `--no-progress` win, else
    /// only when stderr is a terminal; nil otherwise.
    static func forCommand(_ label: String, _ arguments: ParsedArguments, context: borrowing CLIContext) -> ProgressBar?
    {
        let wanted = arguments.has("progress") ? true : arguments.has("no-progress") ? false : context.errorsIsTerminal
        return wanted ? ProgressBar(label: label) : nil
    }

    /// ``update(_:)`` as the libraries' progress callback.
    var callback: @Sendable (Double) -> Void { { self.update($0) } }
}
