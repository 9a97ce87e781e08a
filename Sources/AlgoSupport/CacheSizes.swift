/// The data cache sizes that the sieves size their segments by.
///
/// On Linux they are read from `/sys/devices/system/cpu/cpu0/cache/index*/{level,type,size}`;
/// elsewhere, or when a file is missing or odd, the defaults are 32 KiB L1d and 1 MiB L2.
public struct CacheSizes: Sendable, Equatable {
    /// L1 data cache bytes per core.
    public var l1Data: Int
    /// L2 cache bytes per core.
    public var l2: Int

    public init(l1Data: Int, l2: Int) {
        self.l1Data = l1Data
        self.l2 = l2
    }

    /// The defaults used when nothing can be read.
    public static let defaults = CacheSizes(l1Data: 32 << 10, l2: 1 << 20)

    /// This machine's sizes, read once; or the sizes pinned by `ALGOSUITE_CACHE_SIZES=L1D,L2`
    /// (such as `32K,1M`), which the benchmark harness sets when it counts instructions, so that
    /// the count does not depend on the machine's caches.
    public static let current: CacheSizes =
        pinned(getenv("ALGOSUITE_CACHE_SIZES").map { String(cString: $0) })
        ?? read(root: "/sys/devices/system/cpu/cpu0/cache")

    /// "32K,1M" → 32 KiB L1d and 1 MiB L2; nil when absent or not two sizes in range.
    static func pinned(_ text: String?) -> CacheSizes? {
        guard let parts = text?.split(separator: ","), parts.count == 2,
            let l1 = parseSize(String(parts[0])), let l2 = parseSize(String(parts[1])),
            l1 >= 4 << 10 && l1 <= 1 << 30 && l2 >= 4 << 10 && l2 <= 1 << 30
        else { return nil }
        return CacheSizes(l1Data: l1, l2: l2)
    }

    /// Reads the sizes under a sysfs cache folder; the defaults for whatever is missing.
    static func read(root: String) -> CacheSizes {
        var sizes = defaults
        for index in 0..<8 {
            let folder = "\(root)/index\(index)"
            guard let level = readLine(folder + "/level"), let type = readLine(folder + "/type"),
                let size = readLine(folder + "/size").flatMap(parseSize)
            else { continue }
            guard size >= 4 << 10 && size <= 1 << 30 else { continue }
            if level == "1" && type == "Data" { sizes.l1Data = size }
            if level == "2" && type != "Instruction" { sizes.l2 = size }
        }
        return sizes
    }

    /// "32K", "1024K", "2M", "65536" → bytes.
    static func parseSize(_ text: String) -> Int? {
        var digits = Substring(text)
        var scale = 1
        switch digits.last {
        case "K"?: scale = 1 << 10
        case "M"?: scale = 1 << 20
        case "G"?: scale = 1 << 30
        default: break
        }
        if scale != 1 { digits = digits.dropLast() }
        guard let value = Int(digits), value > 0 else { return nil }
        return value * scale
    }

    private static func readLine(_ path: String) -> String? {
        guard let file = fopen(path, "r") else { return nil }
        defer { fclose(file) }
        var buffer = [CChar](repeating: 0, count: 64)
        guard fgets(&buffer, 64, file) != nil else { return nil }
        let text = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return text.trimmingSuffix { $0 == "\n" || $0 == " " }
    }
}

extension String {
    fileprivate func trimmingSuffix(while drop: (Character) -> Bool) -> String {
        var text = self
        while let last = text.last, drop(last) { text.removeLast() }
        return text
    }
}
