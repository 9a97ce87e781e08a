import Foundation

/// The harness builds this package's variants in the current directory, so the commands that
/// build (`matrix`, `compare`) need a checkout of it there; installed on PATH (`make install`),
/// `algo-bench` says so instead of starting a build in whatever folder it was run from.
enum Checkout {
    /// - Throws: ``BenchError/usage(_:)`` when the current directory holds no AlgoSuite package.
    static func require() throws(BenchError) {
        let directory = FileManager.default.currentDirectoryPath
        guard let manifest = Shell.read(directory + "/Package.swift"), manifest.contains("name: \"AlgoSuite\"") else {
            throw .usage("run it in a checkout of AlgoSuite (no AlgoSuite Package.swift in \(directory))")
        }
    }
}
