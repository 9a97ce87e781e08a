import Foundation

/// Running programs and files for the matrix driver.
enum Shell {
    struct Output: Sendable {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// Runs `arguments[0]` (looked up on PATH) and captures both outputs.
    static func run(_ arguments: [String], environment: [String: String]? = nil) -> Output {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        if let environment {
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, new in new }
        }
        // stdout through a pipe, stderr to a file: two pipes could fill and block each other.
        let out = Pipe()
        let errPath = NSTemporaryDirectory() + "algo-bench-\(getpid())-\(UInt64.random(in: 0...UInt64.max)).err"
        _ = FileManager.default.createFile(atPath: errPath, contents: nil)
        defer { try? FileManager.default.removeItem(atPath: errPath) }
        guard let err = FileHandle(forWritingAtPath: errPath) else {
            return Output(status: 127, stdout: "", stderr: "cannot create \(errPath)")
        }
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            return Output(status: 127, stdout: "", stderr: "\(error)")
        }
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        try? err.close()
        return Output(
            status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
            stderr: read(errPath) ?? "")
    }

    /// A command for ``runAll(_:width:starting:)``.
    struct Job: Sendable {
        var arguments: [String]
        var environment: [String: String]? = nil
    }

    /// Runs `jobs` `width` at a time, each started as a runner frees up, in order (`starting` is
    /// told the index of each before it starts); their outputs in the order of `jobs`.
    ///
    /// - Complexity: one thread a runner; the jobs' own time.
    static func runAll(_ jobs: [Job], width: Int, starting: @Sendable (Int) -> Void = { _ in }) -> [Output] {
        let outputs = Outputs(count: jobs.count)
        DispatchQueue.concurrentPerform(iterations: max(1, min(width, jobs.count))) { _ in
            while let index = outputs.take() {
                starting(index)
                outputs.set(index, run(jobs[index].arguments, environment: jobs[index].environment))
            }
        }
        return outputs.values.map { $0 ?? Output(status: 127, stdout: "", stderr: "not run") }
    }

    /// The outputs of ``runAll(_:width:starting:)`` and the next job to take, under a lock.
    private final class Outputs: @unchecked Sendable {
        private let lock = NSLock()
        private(set) var values: [Output?]
        private var taken = 0

        init(count: Int) { values = Array(repeating: nil, count: count) }

        func set(_ index: Int, _ value: Output) {
            lock.lock()
            values[index] = value
            lock.unlock()
        }

        func take() -> Int? {
            lock.lock()
            defer { lock.unlock() }
            guard taken < values.count else { return nil }
            taken += 1
            return taken - 1
        }
    }

    /// The first line a command prints (stdout, else stderr), or nil when it cannot run.
    static func firstLine(_ arguments: [String]) -> String? {
        let output = run(arguments)
        guard output.status == 0 || !output.stdout.isEmpty || !output.stderr.isEmpty, output.status != 127 else {
            return nil
        }
        let text = output.stdout.isEmpty ? output.stderr : output.stdout
        return text.split(separator: "\n").first.map(String.init)
    }

    /// A program from the Swift toolchain's own `bin` (beside the real `swift`), such as its
    /// `llvm-profdata` and `clang`, which match the toolchain's LLVM; nil when there is none.
    static func toolchainProgram(_ name: String) -> String? {
        guard let swift = run(["sh", "-c", "readlink -f \"$(command -v swift)\""]).stdout.split(separator: "\n").first
        else { return nil }
        let path = String(swift.prefix(upTo: swift.lastIndex(of: "/") ?? swift.startIndex)) + "/" + name
        return exists(path) ? path : nil
    }

    /// Whether a program is on PATH.
    static func has(_ program: String) -> Bool {
        run(["sh", "-c", "command -v \(program)"]).status == 0
    }

    static func exists(_ path: String) -> Bool { FileManager.default.fileExists(atPath: path) }

    static func write(_ text: String, to path: String) throws {
        let url = URL(fileURLWithPath: path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
    }

    /// A file's text, or nil when it cannot be opened. Read with `fopen`, not
    /// `String(contentsOfFile:)`: swift-foundation's `readBytesFromFile` leaks a 4 KiB buffer per
    /// call under AddressSanitizer's leak checker (Swift 6.3.1), which `make test-sanitize` reports.
    static func read(_ path: String) -> String? {
        guard let file = fopen(path, "rb") else { return nil }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let n = chunk.withUnsafeMutableBytes { fread($0.baseAddress, 1, $0.count, file) }
            if n == 0 { break }
            bytes += chunk[0..<n]
        }
        return ferror(file) != 0 ? nil : String(decoding: bytes, as: UTF8.self)
    }

    /// Size in bytes and SHA-256 (through `sha256sum`) of a file.
    static func fingerprint(_ path: String) -> (Int?, String?) {
        let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? nil
        let hash = run(["sha256sum", path]).stdout.split(separator: " ").first.map(String.init)
        return (size, hash)
    }
}

/// Progress on stderr: rewritten in place on a terminal, one line per step in logs.
struct Progress {
    let terminal = isatty(2) != 0

    func say(_ text: String) {
        let line = terminal ? "\r\u{1B}[K" + text : text + "\n"
        FileHandle.standardError.write(Data(line.utf8))
    }

    func done() {
        if terminal { FileHandle.standardError.write(Data("\r\u{1B}[K".utf8)) }
    }
}
