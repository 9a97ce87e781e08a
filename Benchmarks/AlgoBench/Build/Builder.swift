import BenchKit
import Foundation

/// Builds the variants of the matrix and says how to run each.
struct Builder {
    var preset: Preset
    var arch: String
    var progress: Progress
    var skipBuild: Bool
    /// Only these variants are built (`--variants`); nil: all.
    var variants: [String]? = nil
    /// Only kernels whose names start with one of these count as work (`--kernels`); nil: all.
    var kernelPrefixes: [String]? = nil

    var archFlags: [String] { arch.split(separator: " ").map(String.init) }
    var gccArch: [String] { arch.contains("haswell") ? ["-march=haswell"] : [] }

    func participants(notes: inout [String]) -> [Participant] {
        var list: [Participant] = []
        list += swiftParticipants(notes: &notes)
        list += cParticipants(notes: &notes)
        list += primesieveParticipant(notes: &notes)
        list += primecountParticipant(notes: &notes)
        list += gmpParticipant(notes: &notes)
        list += pythonParticipants(notes: &notes)
        return list
    }

}
