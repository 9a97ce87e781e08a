import AlgoSupport
import Dispatch

/// A one-line progress indicator on stderr, safe to update from any thread.
///
/// It writes `\r<label> 42%` only when the whole percentage changes, or, for work that cannot
/// say how far it is (one BPSW test, one huge factorial), `\r<label> … 12 s` once a second from
/// ``startElapsedClock()``; `finish()` clears the line. Commands show it when stderr is a terminal,
/// or when `--progress` forces it.
public final class ProgressBar: Sendable {
    private let label: String
    /// Under a pthread mutex, which ThreadSanitizer models (``ThreadLocked``).
    private let state = ThreadLocked(ProgressBarState())

    public init(label: String) {
        self.label = label
    }

    /// Shows `fraction` (0...1) done.
    public func update(_ fraction: Double) {
        let percent = Int(min(max(fraction, 0), 1) * 100)
        state.withLock { state in
            guard !state.finished, percent != state.lastPercent else { return }
            state.lastPercent = percent
            state.shown = Self.show("\(label) \(percent)%", over: state.shown)
        }
    }

    /// Shows the seconds elapsed, once a second, until ``finish()``: a sign of life for work that
    /// cannot report a fraction.
    public func startElapsedClock() {
        let start = DispatchTime.now().uptimeNanoseconds
        DispatchQueue.global().async { [self] in
            while true {
                let seconds = Int((DispatchTime.now().uptimeNanoseconds - start) / 1_000_000_000)
                let running = state.withLock { state -> Bool in
                    guard !state.finished else { return false }
                    if seconds != state.lastSecond {
                        state.lastSecond = seconds
                        state.shown = Self.show("\(label) … \(seconds) s", over: state.shown)
                    }
                    return true
                }
                guard running else { return }
                usleep(100_000)
            }
        }
    }

    /// Clears the line; later updates are ignored.
    public func finish() {
        state.withLock { state in
            if state.shown > 0 { Self.emit("\r" + String(repeating: " ", count: state.shown) + "\r") }
            state.finished = true
            state.shown = 0
        }
    }

    /// Writes `text` over a line of `previous` characters; returns the new width.
    private static func show(_ text: String, over previous: Int) -> Int {
        let width = text.count
        emit("\r" + text + String(repeating: " ", count: max(0, previous - width)))
        return max(width, previous)
    }

    private static func emit(_ text: String) {
        var text = text
        text.withUTF8 { bytes in _ = write(2, bytes.baseAddress, bytes.count) }
    }

    /// A bar labelled `label` when progress is wanted: `--progress` and `--no-progress` win, else
    /// only when stderr is a terminal (and, for a command that streams its answers, `streaming`,
    /// stdout is not one); nil otherwise.
    public static func forCommand(
        _ label: String, _ options: ProgressOptions, context: borrowing CLIContext, streaming: Bool = false
    ) -> ProgressBar? {
        let quiet = streaming && context.outputIsTerminal
        let wanted = options.progress ? true : options.noProgress ? false : context.errorsIsTerminal && !quiet
        return wanted ? ProgressBar(label: label) : nil
    }

    /// Runs `body` under a bar labelled `label` (as ``forCommand(_:_:context:streaming:)`` decides),
    /// handing it a `(done, total)` callback; the bar is finished however `body` ends, and an
    /// error it throws becomes ``CLIError/value(_:)`` with the error's text (exit 2).
    ///
    ///     let report = try ProgressBar.running("algo stress", progress, context: context) { update in
    ///         try session.run(progress: update)
    ///     }
    public static func running<Result>(
        _ label: String, _ options: ProgressOptions, context: borrowing CLIContext,
        _ body: (_ update: (Int, Int) -> Void) throws -> Result
    ) throws(CLIError) -> Result {
        let bar = forCommand(label, options, context: context)
        defer { bar?.finish() }
        do {
            return try body { done, total in bar?.update(Double(done) / Double(total)) }
        } catch {
            throw .value("\(error)")
        }
    }

    /// ``update(_:)`` as the libraries' progress callback.
    public var callback: @Sendable (Double) -> Void { { self.update($0) } }
}

/// What the bar has shown.
private struct ProgressBarState {
    var lastPercent = -1
    var lastSecond = -1
    var finished = false
    var shown = 0
}
