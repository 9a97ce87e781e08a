/// What a stored timing ratio depends on besides the code: the CPU model, the core count, the cache
/// sizes and the compilers.
///
/// A ratio such as "C -O0 / C -O2" or "Swift -Onone / C -O2" is a property of the machine as much
/// as of the code (Guides/Measurements/Benchmarks.md, "MachineFingerprint: ratios move between
/// CPUs"), so a baseline is only compared on a machine with the same fingerprint.
///
///     let a = MachineFingerprint(cpu: "AMD EPYC", cores: 2, caches: ["L2": "1024K"], compilers: [:])
///     a.id          // "amd-epyc-2c-" + 8 hex digits of the canonical text
///     a.matches(a)  // true
public struct MachineFingerprint: Codable, Equatable, Hashable, Sendable {
    /// The model name, as `/proc/cpuinfo` gives it.
    public var cpu: String
    public var cores: Int
    /// Cache level → size, such as `"L1d": "32K"`.
    public var caches: [String: String]
    /// Compiler → its version line, such as `"swift": "Swift version 6.3.1 …"`.
    public var compilers: [String: String]

    public init(cpu: String, cores: Int, caches: [String: String], compilers: [String: String]) {
        self.cpu = cpu
        self.cores = cores
        self.caches = caches
        self.compilers = compilers
    }

    /// Every field in a fixed order: two fingerprints are the same machine when these agree.
    public var canonical: String {
        let caches = caches.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: ",")
        let compilers = compilers.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: ",")
        return "cpu=\(cpu);cores=\(cores);caches=\(caches);compilers=\(compilers)"
    }

    /// A file name for this machine: the CPU in lower case, the cores, and a hash of ``canonical``.
    ///
    /// - Complexity: O(*c*) for *c* characters of ``canonical``.
    public var id: String {
        var slug = ""
        for scalar in cpu.lowercased().unicodeScalars {
            let alphanumeric = ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar)
            if alphanumeric {
                slug.unicodeScalars.append(scalar)
            } else if !slug.isEmpty && slug.last != "-" {
                slug += "-"
            }
        }
        while slug.last == "-" { slug.removeLast() }
        let hash = String(Self.fnv1a(canonical) >> 32, radix: 16)
        return "\(slug.prefix(40))-\(cores)c-" + String(repeating: "0", count: 8 - hash.count) + hash
    }

    /// One line for people: "AMD EPYC, 2 cores, L1d 32K, L2 1024K, L3 32768K".
    public var summary: String {
        let caches = caches.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }
        return ([cpu, "\(cores) cores"] + caches).joined(separator: ", ")
    }

    /// Whether a baseline recorded on `other` may be compared with a run on this machine.
    public func matches(_ other: MachineFingerprint) -> Bool { canonical == other.canonical }

    /// FNV-1a, 64 bits: a stable hash (Swift's `Hasher` is seeded per process).
    static func fnv1a(_ text: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash &*= 0x0000_0100_0000_01B3
        }
        return hash
    }
}
